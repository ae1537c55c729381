import Foundation
import Layout

// A layer's `mask`, drawn as a clip: Core Animation shows the layer where
// the mask layer's alpha is (Apple's `CALayer.mask`: "The layer's alpha
// channel determines how much of the layer's content and background shows
// through"), the mask placed in the masked layer's coordinates. Trellis
// clips to the mask's opaque shape, which is the whole of what masks in
// real files are (a progress bar's plain layer grown from the leading
// edge, a shape layer's rounded path): a mask's partial alpha is not
// blended.

extension CALayer {
    /// Where the mask lets the layer show, in the masked layer's
    /// coordinates: a shape layer's filled path, else the mask's frame with
    /// its corners when it has a background; an empty path when the mask
    /// shows nothing (hidden, transparent, or with nothing in it); a view's
    /// layer (`UIView.mask`) by the view's picture (UIView+Mask.swift). Nil
    /// without a mask.
    func maskClip() -> (path: Layout.Path, evenOdd: Bool)? {
        guard let mask else { return nil }
        let frame = mask.frame.layoutRect
        let toMasked = AffineMatrix.translation(x: frame.minX, y: frame.minY)
        if mask.isHidden || mask.opacity <= 0 { return (Layout.Path(), false) }
        if let maskView = mask.view {  // UIView.mask: the view's alpha (UIView+Mask.swift)
            let shape = maskView.maskShape()
            return (shape.path.applying(toMasked), shape.evenOdd)
        }
        if let shape = mask as? CAShapeLayer {
            guard let path = shape.path, let fill = shape.fillColor, fill.alpha > 0 else { return (Layout.Path(), false) }
            return (path.path.applying(toMasked), shape.fillRule == .evenOdd)
        }
        if let background = mask.backgroundColor, background.alpha > 0 {
            var rounded = Layout.Path()
            rounded.addRoundedRect(frame, radii: CornerRadii(radius: Double(mask.cornerRadius), corners: mask.cornerMask))
            return (rounded, false)
        }
        return (Layout.Path(), false)
    }
}
