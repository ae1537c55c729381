import Foundation
import Layout

// A layer or view drawn into a context or a new view, as Core Animation's
// `render(in:)` and UIKit's snapshot views do (held-out corpus 5: Go Map!!'s
// magnifying glass renders a layer into an image and makes snapshot views).

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own
    /// coordinates (Core Animation's `render(in:)`): its background, image,
    /// drawing, sublayers and border; a view's layer draws its view and
    /// subviews, as the view's picture is made.
    public func render(in ctx: CGContext) {
        if let view {
            GraphicsContextStack.with(ctx) { _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: false) }
            return
        }
        var drawing = Drawing(commands: [.saveState, .concatenate(.translation(x: -Double(frame.minX), y: -Double(frame.minY)))])
        drawing.commands += standaloneDrawing().commands
        drawing.commands.append(.restoreState)
        ctx.append(drawing)
    }
}

extension UIView {
    /// A view showing what this view shows now, its size (UIKit's
    /// `snapshotView(afterScreenUpdates:)`): an image view of the view's
    /// picture; nil when the view has no area.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A view showing the part `rect` (in the view's bounds) of what this
    /// view shows now, `rect`'s size, its image stretchable about
    /// `capInsets` (UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`);
    /// nil when the rectangle has no area.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return nil }
        let image = UIGraphicsImageRenderer(bounds: rect).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIImageView(image: capInsets == .zero ? image : image.resizableImage(withCapInsets: capInsets))
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }
}
