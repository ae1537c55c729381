import Foundation

/// Core Animation's arithmetic for a layer under a transform, shared by a
/// view (UIView+Transform.swift) and a layer that backs none (CALayer.swift).
/// A point p of the bounds lands in the superlayer at
/// position + T(p − (bounds.origin + anchorPoint × size)), T the transform
/// (Apple, "Specifying a Layer's Geometry": the anchor point "specifies how
/// the bounds are positioned relative to the position property, as well as
/// serving as the point that transforms are applied around").
enum LayerGeometry {
    /// The map from a layer's bounds coordinates to its superlayer's.
    static func map(size: CGSize, boundsOrigin: CGPoint, anchorPoint: CGPoint, position: CGPoint,
                    transform: CGAffineTransform) -> CGAffineTransform {
        let anchor = CGPoint(x: boundsOrigin.x + anchorPoint.x * size.width, y: boundsOrigin.y + anchorPoint.y * size.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// `rect` through `map`: moved when the map only moves, else the
    /// smallest rectangle holding its mapped corners (`CGRect.applying`).
    static func rect(_ rect: CGRect, through map: CGAffineTransform) -> CGRect {
        guard map.a == 1, map.b == 0, map.c == 0, map.d == 1 else { return rect.applying(map) }
        return rect.offsetBy(dx: map.tx, dy: map.ty)
    }

    /// The untransformed frame (the bounds' size, its anchor point at the
    /// position) that a frame set to `rect` under `transform` gives, as Core
    /// Animation sets it: the bounds' size and the position such that the
    /// transformed bounds fill `rect`. Exact for scales and quarter turns;
    /// Apple: "Do not set the frame if the transform property applies a
    /// rotation transform that is not a multiple of 90 degrees". The size is
    /// `rect`'s through the inverse of the transform's linear part (`size`
    /// kept when it has none), and the transformed bounds' middle goes to
    /// `rect`'s.
    static func untransformedFrame(filling rect: CGRect, anchorPoint: CGPoint, transform t: CGAffineTransform,
                                   size current: CGSize) -> CGRect {
        let det = t.a * t.d - t.b * t.c
        var size = current
        if det != 0 {
            size = CGSize(width: abs(t.d / det) * rect.width + abs(t.c / det) * rect.height,
                          height: abs(t.b / det) * rect.width + abs(t.a / det) * rect.height)
        }
        // The middle of the bounds sits at position + L((0.5 − anchor) × size) + (tx, ty).
        let off = CGPoint(x: (0.5 - anchorPoint.x) * size.width, y: (0.5 - anchorPoint.y) * size.height)
        let position = CGPoint(x: rect.midX - t.tx - (t.a * off.x + t.c * off.y),
                               y: rect.midY - t.ty - (t.b * off.x + t.d * off.y))
        return CGRect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                      width: size.width, height: size.height)
    }

    /// Whether `transform` squashes a layer flat (determinant 0): it covers
    /// no area, so no point is on it.
    static func isFlat(_ transform: CGAffineTransform) -> Bool {
        transform.a * transform.d - transform.b * transform.c == 0
    }
}
