import Layout

/// Frames another engine computed for a page's tree, to draw next to
/// Trellis's: Interface Builder's saved frames for a page of a `.xib` or
/// `.storyboard` (docs/interface-builder.md). Each frame is in the root's
/// coordinates and named as the tree names the view.
public struct GalleryReferenceFrames: Sendable {
    /// Who computed them: "Interface Builder".
    public var source: String
    /// The size they were computed at: one of the page's key widths, and its height.
    public var size: Size
    /// In drawing order (superviews first): each view's name and frame.
    public var frames: [(name: String, frame: Rect)]

    public init(source: String, size: Size, frames: [(name: String, frame: Rect)]) {
        self.source = source
        self.size = size
        self.frames = frames
    }

    /// The largest difference, in points, that still counts as the same frame.
    public static let tolerance = 0.5

    /// The outlines as an SVG document: Trellis's frames as thin blue
    /// lines, the reference's over them in magenta, red where the two differ
    /// by more than ``tolerance`` in x, y, width or height (a view Trellis
    /// does not have is red too); and how many agree.
    func svg(against layout: SolvedLayout) -> (text: String, agreeing: Int) {
        var trellis: [String: Rect] = [:]
        for view in layout.views { if let name = view.name { trellis[name] = view.frameInRoot } }
        func number(_ value: Double) -> String { PointFormat.string(value, decimals: 2) }
        func rect(_ frame: Rect, _ style: String) -> String {
            "<rect x=\"\(number(frame.minX))\" y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" "
                + "height=\"\(number(frame.height))\" \(style)/>\n"
        }
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(size.width))\" height=\"\(number(size.height))\" "
            + "viewBox=\"0 0 \(number(size.width)) \(number(size.height))\">\n"
        text += "<rect x=\"0\" y=\"0\" width=\"\(number(size.width))\" height=\"\(number(size.height))\" fill=\"#ffffff\"/>\n"
        text += "<g fill=\"none\" stroke=\"#1e6fd9\" stroke-width=\"0.5\">\n"
        for (name, _) in frames { if let frame = trellis[name] { text += rect(frame, "") } }
        text += "</g>\n<g fill=\"none\" stroke-width=\"1\">\n"
        var agreeing = 0
        for (name, frame) in frames {
            let agrees = trellis[name].map { GalleryReferenceFrames.distance($0, frame) <= GalleryReferenceFrames.tolerance } ?? false
            if agrees { agreeing += 1 }
            text += rect(frame, "stroke=\"\(agrees ? "#c026d3" : "#dc2626")\"")
        }
        text += "</g>\n</svg>\n"
        return (text, agreeing)
    }

    static func distance(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
    }
}
