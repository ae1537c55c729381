import Foundation

// How a view's coordinates map to its superview's, transform included, as
// Core Animation maps a layer's (LayerGeometry): `convert`, hit-testing,
// touches and `frame` under a transform all go through it (docs/uikit.md,
// "Transforms"). A view without a transform takes the old path, a
// translation by its frame, after one comparison.

extension UIView {
    /// The map from this view's bounds coordinates to its superview's.
    var transformToSuperview: CGAffineTransform {
        let frame = untransformedFrame, own = bounds.origin
        guard !transform.isIdentity else {
            return CGAffineTransform(translationX: frame.minX - own.x, y: frame.minY - own.y)
        }
        return LayerGeometry.map(size: frame.size, boundsOrigin: own, anchorPoint: anchorPoint, position: center,
                                 transform: transform)
    }

    /// A point in this view's coordinates in its superview's.
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        guard transform.isIdentity else { return point.applying(transformToSuperview) }
        let own = bounds.origin, frame = untransformedFrame
        return CGPoint(x: point.x - own.x + frame.minX, y: point.y - own.y + frame.minY)
    }

    /// A point in the superview's coordinates in this view's. A transform
    /// that cannot be inverted (a scale of 0) is used as it is, as
    /// `CGAffineTransformInvert` returns it (`hitTest` passes such a view over).
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        guard transform.isIdentity else { return point.applying(transformToSuperview.inverted()) }
        let own = bounds.origin, frame = untransformedFrame
        return CGPoint(x: point.x - frame.minX + own.x, y: point.y - frame.minY + own.y)
    }

    /// Whether the view's transform squashes it flat: no point is on it.
    var isFlattenedByTransform: Bool { !transform.isIdentity && LayerGeometry.isFlat(transform) }

    /// A point in this view's coordinates in its tree's root's.
    func pointToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var current: UIView = self
        while let superview = current.superview {
            result = current.pointToSuperview(result)
            current = superview
        }
        return result
    }

    /// A point in the tree's root's coordinates in this view's.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var current: UIView = self
        while let superview = current.superview {
            chain.append(current)
            current = superview
        }
        var result = point
        for view in chain.reversed() { result = view.pointFromSuperview(result) }
        return result
    }

    /// The map from this view's coordinates to its tree's root's: each
    /// view's map to its superview, in turn.
    func transformToRoot() -> CGAffineTransform {
        var result = CGAffineTransform.identity
        var current: UIView = self
        while let superview = current.superview {
            result = result.concatenating(current.transformToSuperview)
            current = superview
        }
        return result
    }

    // MARK: The frame under a transform

    /// What `frame` reads under a transform: the smallest rectangle in the
    /// superview holding the transformed bounds, as UIKit returns it.
    var transformedFrame: CGRect { LayerGeometry.rect(bounds, through: transformToSuperview) }

    /// Sets the frame of a transformed view as Core Animation sets a
    /// layer's: the bounds' size and `center` such that the transformed
    /// view fills `rect` (LayerGeometry).
    func setTransformedFrame(_ rect: CGRect) {
        untransformedFrame = LayerGeometry.untransformedFrame(filling: rect, anchorPoint: anchorPoint, transform: transform,
                                                              size: untransformedFrame.size)
    }
}
