/// An affine transform of the plane (Core Graphics' `CGAffineTransform`,
/// as a value): a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty).
/// In Trellis's coordinates y grows downwards, as in UIKit's, so a
/// positive rotation turns clockwise on the screen.
public struct AffineMatrix: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }

    public static func translation(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// `self`, then `next` (Core Graphics' `concatenating(_:)`).
    public func concatenating(_ next: AffineMatrix) -> AffineMatrix {
        AffineMatrix(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether every entry is a finite number (a transform that is not draws nothing).
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
