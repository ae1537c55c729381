import Foundation
import Layout

// A view's layer's anchor point (CALayer's `anchorPoint`). Core Animation
// places a layer by its anchor: `position` (the view's `center`) is where
// the anchor sits in the superlayer, the frame is derived from it
// (origin = position − anchorPoint × size), and the transform turns and
// scales the layer about it. The layout node keeps the rectangle centred
// on the position, where Auto Layout puts it (UIKit's engine sets `center`
// and `bounds`: docs/uikit.md, "Anchor point"); the frame is that
// rectangle moved by `anchorShift`, and the painted transform carries the
// shift.

extension UIView {
    /// How far the frame sits from the rectangle centred on `center` for a
    /// view of `size`: (0.5 − anchorPoint) × size, zero for the middle.
    func anchorShift(for size: CGSize) -> CGPoint {
        CGPoint(x: (0.5 - anchorPoint.x) * size.width, y: (0.5 - anchorPoint.y) * size.height)
    }

    /// Gives the layout node the transform it paints about its centre: the
    /// view's `transform` about the anchor point, that is the shift to the
    /// frame then the transform (centre + T(p − centre + shift)).
    func applyLayerGeometry() {
        let shift = anchorShift(for: CGRect(node.frame).size)
        let painted = shift == .zero ? transform : transform.translatedBy(x: shift.x, y: shift.y)
        if node.transform != painted.layoutTransform { node.transform = painted.layoutTransform }
    }
}
