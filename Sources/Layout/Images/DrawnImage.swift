/// An image as a solved layout draws it: which image, where (in the root's
/// coordinates, after the content mode), in what colour, mirrored or not,
/// and its pieces.
public struct DrawnImage: Hashable, Sendable {
    public var image: Image
    /// Where the whole image goes, in the root's coordinates. May reach
    /// outside the view (`scaleAspectFill`); the view's `clipsToBounds` cuts it.
    public var rect: Rect
    /// The colour a template image is filled with (the image's own tint,
    /// else the view's); nil: drawn in its own colours.
    public var tintColor: Color?
    /// Drawn mirrored left to right about the middle of `rect` (an image
    /// that flips, in a right-to-left layout).
    public var isMirrored: Bool
    /// The pieces to draw, before any mirroring: one for an image without
    /// cap insets, up to nine for a resizable one.
    public var slices: [ImageSlice]

    public init(image: Image, rect: Rect, tintColor: Color?, isMirrored: Bool, slices: [ImageSlice]) {
        self.image = image
        self.rect = rect
        self.tintColor = tintColor
        self.isMirrored = isMirrored
        self.slices = slices
    }
}

/// A piece of an image and where it goes: a part of the image (in the
/// image's points) drawn in a rectangle of the root, stretched or tiled.
public struct ImageSlice: Hashable, Sendable {
    /// The part of the image, in points of the image (0, 0 at its top left).
    public var source: Rect
    /// Where it goes, in the root's coordinates.
    public var destination: Rect
    /// Repeated at the image's own size rather than stretched.
    public var tiles: Bool

    public init(source: Rect, destination: Rect, tiles: Bool) {
        self.source = source
        self.destination = destination
        self.tiles = tiles
    }

    /// The pieces of an image of `size` points with `capInsets` drawn in
    /// `destination`: corners at their size, edges stretched or tiled along
    /// their length, the centre both ways (UIKit's nine-part resizable
    /// images). Caps wider than the destination shrink in proportion, so
    /// that left and right (top and bottom) caps meet without overlapping.
    /// Empty pieces are left out.
    public static func nineSlices(imageSize size: Size, capInsets: EdgeInsets, destination: Rect,
                                  resizingMode: Image.ResizingMode) -> [ImageSlice] {
        guard capInsets != .zero else {
            return [ImageSlice(source: Rect(origin: .zero, size: size), destination: destination, tiles: false)]
        }
        func clamp(_ v: Double, _ limit: Double) -> Double { max(0, min(v, limit)) }
        // Caps never take more than the image has.
        let left = clamp(capInsets.left, size.width), right = clamp(capInsets.right, size.width - left)
        let top = clamp(capInsets.top, size.height), bottom = clamp(capInsets.bottom, size.height - top)
        // In the destination, caps shrink together if they do not fit.
        let fx = left + right > destination.width && left + right > 0 ? destination.width / (left + right) : 1
        let fy = top + bottom > destination.height && top + bottom > 0 ? destination.height / (top + bottom) : 1
        let source = (xs: [0, left, size.width - right, size.width], ys: [0, top, size.height - bottom, size.height])
        let target = (xs: [destination.minX, destination.minX + left * fx, destination.maxX - right * fx, destination.maxX],
                      ys: [destination.minY, destination.minY + top * fy, destination.maxY - bottom * fy, destination.maxY])
        var slices: [ImageSlice] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let from = Rect(x: source.xs[column], y: source.ys[row], width: source.xs[column + 1] - source.xs[column],
                                height: source.ys[row + 1] - source.ys[row])
                let to = Rect(x: target.xs[column], y: target.ys[row], width: target.xs[column + 1] - target.xs[column],
                              height: target.ys[row + 1] - target.ys[row])
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
                // Corners keep their size; whatever is stretched may instead be tiled.
                let isCorner = row != 1 && column != 1
                slices.append(ImageSlice(source: from, destination: to, tiles: !isCorner && resizingMode == .tile))
            }
        }
        return slices
    }
}
