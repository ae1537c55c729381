import Foundation

// Core Graphics' applying of a transform to points, sizes and rectangles, and its
// inversion (CGPointApplyAffineTransform and kin, `applying(_:)` in Swift), which
// Foundation on Linux lacks. Apps use them to move a layer's anchor point without
// moving the view (held-out corpus 16: Bankey's shaking bell) and to map touches.

extension CGPoint {
    /// The point moved by `t`: (a·x + c·y + tx, b·x + d·y + ty).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size turned and scaled by `t`, without its translation:
    /// (a·w + c·h, b·w + d·h), as CGSizeApplyAffineTransform gives it.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners, as Apple documents
    /// CGRectApplyAffineTransform ("Because affine transforms do not preserve
    /// rectangles in general…"). A null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension CGAffineTransform {
    /// The transform that undoes this one; a transform that cannot be inverted
    /// (determinant zero) comes back unchanged, as CGAffineTransformInvert's
    /// documentation says.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        if det == 0 { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
