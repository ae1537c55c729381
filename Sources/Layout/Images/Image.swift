/// A picture to show (UIKit's `UIImage`, as a value): where its pixels come
/// from, its size, and how it is drawn — stretched in nine slices around
/// cap insets, as a template tinted with one colour, mirrored in
/// right-to-left layouts.
///
/// Layout never decodes pixels: a PNG's size is read from its header
/// (``PNGHeader``), and Render decodes the pixels when it paints. The size
/// in points is the size in pixels divided by ``scale``, as UIKit's
/// `UIImage.size` is.
public struct Image: Hashable, Sendable {
    /// Where the pixels come from.
    public enum Source: Hashable, Sendable {
        /// A PNG file, read by Render when it paints.
        case file(String)
        /// PNG bytes in memory.
        case data([UInt8])
        /// No pixels: a placeholder drawn in their place (a system symbol,
        /// whose artwork Trellis cannot redistribute), named for reports.
        case placeholder(String)
    }

    public let source: Source
    /// The size in pixels (from the PNG's header; a placeholder's is its
    /// size in points times its scale).
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point: 2 for a file named `…@2x.png`, 3 for `…@3x.png`, 1
    /// otherwise (UIKit's `UIImage.scale`).
    public let scale: Double

    /// Insets, in points, of the parts that keep their size when the image
    /// is drawn larger or smaller (UIKit's `capInsets`); zero: not resizable.
    public var capInsets: EdgeInsets = .zero
    /// How the parts between the caps fill the space (UIKit's `resizingMode`).
    public var resizingMode: ResizingMode = .tile
    public var renderingMode: RenderingMode = .automatic
    /// A colour the image is drawn in whatever the view's tint (UIKit's
    /// `withTintColor(_:)`); nil: the view's tint, for template images.
    public var tintColor: Color?
    /// Whether it is drawn mirrored in a right-to-left layout (UIKit's
    /// `flipsForRightToLeftLayoutDirection`).
    public var flipsForRightToLeftLayoutDirection = false

    /// UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// UIKit's `UIImage.RenderingMode`: `automatic` draws an ordinary image
    /// as it is and a system symbol as a template.
    public enum RenderingMode: Hashable, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The size in points: pixels divided by the scale.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// Whether cap insets make it resizable.
    public var isResizable: Bool { capInsets != .zero }

    /// Whether it is drawn as a template: its alpha filled with a tint.
    public var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic:
            if case .placeholder = source { return true }
            return false
        }
    }

    /// The PNG file at `path`, its scale from the file name (see
    /// ``scale(forFileName:)``). Only the header is read now.
    public init(contentsOfFile path: String) throws(ImageError) {
        let header = try PNGHeader(bytes: ImageFile.leadingBytes(of: path, count: PNGHeader.byteCount), path: path)
        self.init(source: .file(path), pixelWidth: header.width, pixelHeight: header.height,
                  scale: Image.scale(forFileName: path))
    }

    /// The PNG file at `path` at `scale` pixels per point whatever its name
    /// (an asset catalog's image set gives each file's scale).
    public init(contentsOfFile path: String, scale: Double) throws(ImageError) {
        guard scale.isFinite, scale > 0 else {
            throw ImageError(path: path, problem: "cannot be drawn at scale \(scale) (a scale is a positive number)")
        }
        let header = try PNGHeader(bytes: ImageFile.leadingBytes(of: path, count: PNGHeader.byteCount), path: path)
        self.init(source: .file(path), pixelWidth: header.width, pixelHeight: header.height, scale: scale)
    }

    /// PNG bytes in memory at `scale` pixels per point (UIKit's
    /// `UIImage(data:scale:)`; 1 as `UIImage(data:)`).
    public init(pngData: [UInt8], scale: Double = 1) throws(ImageError) {
        guard scale.isFinite, scale > 0 else {
            throw ImageError(path: nil, problem: "cannot be drawn at scale \(scale) (a scale is a positive number)")
        }
        let header = try PNGHeader(bytes: Array(pngData.prefix(PNGHeader.byteCount)))
        self.init(source: .data(pngData), pixelWidth: header.width, pixelHeight: header.height, scale: scale)
    }

    /// A placeholder of `width` × `height` points named `name`: an image
    /// known by its name and size only (an Interface Builder file's
    /// `<resources>`). Each side is whole pixels at `scale`, rounded up.
    public static func placeholder(named name: String, width: Double, height: Double, scale: Double = 1) -> Image {
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        func pixels(_ points: Double) -> Int {
            // As in the square placeholder below: one pixel at least, at most PNGHeader.maximumSide.
            let side = points.isFinite ? max(1, min(Double(PNGHeader.maximumSide), (points * safeScale).rounded(.up))) : 1
            return Int(side)  // checked: 1…maximumSide above
        }
        return Image(source: .placeholder(name), pixelWidth: pixels(width), pixelHeight: pixels(height), scale: safeScale)
    }

    /// A placeholder of `pointSize` × `pointSize` points named `name`
    /// (what `UIImage(systemName:)` gives: see docs/uikit.md, Images).
    public static func placeholder(named name: String, pointSize: Double, scale: Double = 1) -> Image {
        // Sizes below a pixel or not finite would give an image of no pixels: one pixel at least.
        let side = pointSize.isFinite ? max(1, min(Double(PNGHeader.maximumSide), (pointSize * scale).rounded(.up))) : 1
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        let pixels = Int(side)  // checked: 1…maximumSide above
        return Image(source: .placeholder(name), pixelWidth: pixels, pixelHeight: pixels, scale: safeScale)
    }

    init(source: Source, pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.source = source
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }

    /// The scale a file name implies, as UIKit reads it: a name whose stem
    /// ends in `@2x` or `@3x` (before the extension and any `~iphone` /
    /// `~ipad` device modifier) is 2 or 3 pixels per point; any other is 1.
    /// Apple: "If you load an image from a file whose name includes the
    /// `@2x` modifier, the scale is set to `2.0` … All other images are
    /// assumed to have a scale factor of `1.0`" (UIImage.scale).
    public static func scale(forFileName path: String) -> Double {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        if let tilde = name.lastIndex(of: "~") { name = name[..<tilde] }
        if name.hasSuffix("@2x") { return 2 }
        if name.hasSuffix("@3x") { return 3 }
        return 1
    }

    /// A copy drawn resizable around `capInsets` (UIKit's
    /// `resizableImage(withCapInsets:resizingMode:)`; tiled by default, as
    /// UIKit's `resizableImage(withCapInsets:)`).
    public func resizable(capInsets: EdgeInsets, resizingMode: ResizingMode = .tile) -> Image {
        var copy = self
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// A short description for reports: the file's name, "PNG data" or the placeholder's name.
    public var sourceDescription: String {
        switch source {
        case let .file(path): return path
        case let .data(bytes): return "PNG data (\(bytes.count) bytes)"
        case let .placeholder(name): return "placeholder \"\(name)\""
        }
    }
}
