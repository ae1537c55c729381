import Foundation
import Layout

extension UIColor {
    /// A colour that paints `image` repeated (UIKit's `init(patternImage:)`:
    /// "the image is tiled"). As a view's `backgroundColor` the image is
    /// drawn at its own size over the view's bounds, the first copy at the
    /// top left, under the view's own drawing and subviews (not within its
    /// rounded corners unless it clips to bounds). As a fill (`setFill()`
    /// and `UIBezierPath.fill()`, a context's fill colour, a shape layer's
    /// `fillColor`, a layer's `backgroundColor`) the shape is filled with
    /// the image tiled the same way from the drawing's top left
    /// (`fillCommands`). Strokes and text take plain colours: for them it is
    /// transparent (docs/uikit.md, "Drawing").
    public convenience init(patternImage image: UIImage) {
        self.init(content: .fixed(space: .rgb, color: Layout.Color(red: 0, green: 0, blue: 0, alpha: 0)), patternImage: image)
    }

    /// The commands that fill `path` in `color`, or with `pattern` tiled at
    /// its own size when there is one: the copies stand on a grid from
    /// (0, 0) of the drawing (as a pattern background's from the view's top
    /// left), so neighbouring shapes continue the same tiling, and only the
    /// shape's inside shows them.
    static func fillCommands(_ path: Layout.Path, evenOdd: Bool, color: Layout.Color, pattern: Layout.Image?) -> [Drawing.Command] {
        guard let pattern else { return [.fill(path, color, evenOdd: evenOdd)] }
        let box = path.boundingBox, tile = pattern.size
        guard tile.width > 0, tile.height > 0, !path.isEmpty,
              [box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite) else { return [] }
        let left = (box.minX / tile.width).rounded(.down) * tile.width
        let top = (box.minY / tile.height).rounded(.down) * tile.height
        let covered = Rect(x: left, y: top, width: box.maxX - left, height: box.maxY - top)
        return [.saveState, .clip(path, evenOdd: evenOdd), .tiledImage(pattern, in: covered), .restoreState]
    }
}
