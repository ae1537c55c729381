import Foundation
import Layout
import Render

// UIKit's `UIView.mask`: "An optional view whose alpha channel is used to
// mask a view's content … Fully or partially opaque pixels allow the
// underlying content to show through but fully transparent pixels block
// that content" (Apple, `UIView.mask`). UIKit makes the mask view's layer
// the view's layer's mask, so Trellis does the same and draws it as it
// draws a layer's mask: a clip to where the mask is opaque
// (CALayer+Mask.swift). The mask view is not a subview: its frame is in
// the masked view's bounds coordinates, and it is never laid out.

extension UIView {
    /// The mask views set, held here: the masked layer's `mask` is the
    /// mask view's layer, which holds its view weakly, as every layer does.
    private static let maskViews = ObjectSideTable<UIView>()

    /// A view whose alpha channel decides where this view, its background
    /// and its subviews show (UIKit's `mask`): set, its layer becomes
    /// `layer.mask`; nil removes it.
    public var mask: UIView? {
        get { Self.maskViews[self] }
        set {
            Self.maskViews[self] = newValue
            layer.mask = newValue?.layer
        }
    }

    /// Where this view, used as a mask, lets the masked view show, in its
    /// own bounds coordinates: an image view's image drawn as the view
    /// draws it (its content mode and cap insets), else its background
    /// with its corners; an empty path when it has neither. An image's
    /// pixels count where their alpha is at least a half (a partial
    /// alpha is not blended, as for a layer's mask).
    func maskShape() -> (path: Layout.Path, evenOdd: Bool) {
        let size = bounds.size.layoutSize
        var shape = Layout.Path()
        if let imageView = self as? UIImageView, let image = imageView.imageNode.image, size.width > 0, size.height > 0 {
            let rect = imageView.imageNode.contentMode.rect(for: image.size, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
            shape = Self.opaqueRegion(of: .image(image, in: rect), size: size)
        } else if let background = backgroundColor?.cgColor, background.alpha > 0 {
            shape.addRoundedRect(Rect(x: 0, y: 0, width: size.width, height: size.height),
                                 radii: CornerRadii(radius: Double(layer.cornerRadius), corners: layer.cornerMask))
        }
        return (shape, false)
    }

    /// The mask's pixels per point: 3, the finest iPhone screen, so a
    /// clip's steps are a device pixel at most.
    private static let maskScale = 3.0

    /// The pixels `command` paints at least half opaque, as rectangles in
    /// points: each row's runs, rows with the same runs merged.
    private static func opaqueRegion(of command: Drawing.Command, size: Size) -> Layout.Path {
        var region = Layout.Path()
        var drawing = Drawing()
        drawing.commands.append(command)
        guard let canvas = try? Canvas(size: size, scale: maskScale, background: .clear) else { return region }
        Painter().paint(drawing, on: canvas)
        let pixels = canvas.pixels()
        let width = canvas.width, height = canvas.height
        func runs(in row: Int) -> [Range<Int>] {
            var found: [Range<Int>] = []
            var start: Int?
            for x in 0..<width {
                let opaque = pixels[row * width + x] >> 24 >= 128
                if opaque, start == nil { start = x }
                if !opaque, let begin = start { found.append(begin..<x); start = nil }
            }
            if let begin = start { found.append(begin..<width) }
            return found
        }
        var top = 0
        var current = height > 0 ? runs(in: 0) : []
        for row in 1...max(height, 1) {
            let next = row < height ? runs(in: row) : []
            if row < height, next == current { continue }
            for run in current {
                region.addRect(Rect(x: Double(run.lowerBound) / maskScale, y: Double(top) / maskScale,
                                    width: Double(run.count) / maskScale, height: Double(row - top) / maskScale))
            }
            top = row
            current = next
        }
        return region
    }
}
