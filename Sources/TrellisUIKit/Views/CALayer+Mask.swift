import Foundation
import Layout

// A layer's `mask`, drawn as a clip: Core Animation shows the layer where
// the mask layer's alpha is (Apple's `CALayer.mask`: "The layer's alpha
// channel determines how much of the layer's content and background shows
// through"), the mask placed in the masked layer's coordinates. Trellis
// clips to the mask's opaque shape, which is the whole of what masks in
// real files are (a progress bar's plain layer grown from the leading
// edge, a shape layer's rounded path, a shape layer's stroke: a gradient
// border): a mask's partial alpha is not blended.

extension CALayer {
    /// Where the mask lets the layer show, in the masked layer's
    /// coordinates: a shape layer's rendering (its fill and its stroke), else the mask's bounds with
    /// its corners when it has a background, each through the mask's
    /// frame and transform (`mapToSuperlayer`); an empty path when the mask
    /// shows nothing (hidden, transparent, or with nothing in it); a view's
    /// layer (`UIView.mask`) by the view's picture (UIView+Mask.swift). Nil
    /// without a mask.
    func maskClip() -> (path: Layout.Path, evenOdd: Bool)? {
        guard let mask else { return nil }
        let toMasked = mask.mapToSuperlayer
        if mask.isHidden || mask.opacity <= 0 { return (Layout.Path(), false) }
        if let maskView = mask.view {  // UIView.mask: the view's alpha (UIView+Mask.swift)
            let shape = maskView.maskShape()
            return (shape.path.applying(toMasked), shape.evenOdd)
        }
        if let shape = mask as? CAShapeLayer {
            let clip = shape.renderedArea()
            return (clip.path.applying(toMasked), clip.evenOdd)
        }
        if let background = mask.backgroundColor, background.alpha > 0 {
            var rounded = Layout.Path()
            let size = mask.untransformedFrame.size
            rounded.addRoundedRect(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
                                   radii: CornerRadii(radius: Double(mask.cornerRadius), corners: mask.cornerMask))
            return (rounded.applying(toMasked), false)
        }
        return (Layout.Path(), false)
    }

    /// The map from this layer's bounds coordinates to its superlayer's
    /// (a mask's: the masked layer's): a move to its untransformed frame,
    /// or, under a transform, the transform about the anchor point
    /// (LayerGeometry), as a sublayer is drawn (CALayer+Drawing.swift).
    var mapToSuperlayer: AffineMatrix {
        let frame = untransformedFrame, transform = affineTransform()
        guard !transform.isIdentity else { return .translation(x: Double(frame.minX), y: Double(frame.minY)) }
        let anchor = anchorPoint
        let position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        return LayerGeometry.map(size: frame.size, boundsOrigin: .zero, anchorPoint: anchor, position: position,
                                 transform: transform).layoutTransform
    }
}

extension CAShapeLayer {
    /// Where the shape layer draws, fill and stroke, as one path and its
    /// fill rule: the fill alone (its own rule) without a stroke, the
    /// stroke's outline (StrokeOutline.swift) without a fill, else both
    /// under the non-zero rule, the outline turned the fill's way so the
    /// two add up. A fill under the even-odd rule keeps its rule and its
    /// holes, the stroke then added only where it lies outside them is not
    /// followed: the fill alone is used (such a mask was not met).
    func renderedArea() -> (path: Layout.Path, evenOdd: Bool) {
        guard let path = path?.path, !path.isEmpty else { return (Layout.Path(), false) }
        let filled = (fillColor?.alpha ?? 0) > 0
        let start = max(0, min(1, Double(strokeStart))), end = max(0, min(1, Double(strokeEnd)))
        let stroked = (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && end > start
        guard stroked, !(filled && fillRule == .evenOdd) else { return (filled ? path : Layout.Path(), fillRule == .evenOdd) }
        let trimmed = start == 0 && end == 1 ? path : PathLength.trimmed(path, from: start, to: end)
        let fillTurn = PathLength.polylines(path).reduce(0.0) { $0 + StrokeOutline.signedArea($1) }
        var area = filled ? path : Layout.Path()
        area.append(StrokeOutline.outline(of: trimmed, style: strokeStyle, orientation: fillTurn < 0 ? -1 : 1))
        return (area, false)
    }
}
