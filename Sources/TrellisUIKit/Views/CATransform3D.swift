import Foundation

/// Core Animation's 4×4 transform (QuartzCore's `CATransform3D`), with the
/// functions that make and combine it. Row-vector convention, as Core
/// Animation's: a point (x, y, z, 1) times the matrix, so a translation
/// sits in `m41`…`m43` and a rotation by a about z has `m12` = sin a,
/// `m21` = −sin a (`CGAffineTransform(rotationAngle:)`'s b and c).
///
/// Made and recorded here (an animation's `fromValue`/`toValue` wrapped in
/// `NSValue(caTransform3D:)`); a layer's own 3-D transform is not drawn
/// (docs/uikit.md, "UIKit API not provided yet").
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as the imported C struct's `init()`.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen entries row by row.
    var rows: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    init(rows e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the vector (x, y, z), which need not
/// be of unit length. Apple leaves a zero vector undefined; it gives the
/// identity here.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    // The transpose of the column-vector (Rodrigues) rotation matrix.
    return CATransform3D(
        m11: k * ux * ux + c, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: k * uy * uy + c, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: k * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b` (Apple: "Concatenate b to a and return the result: t = a * b").
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (l, r) = (a.rows, b.rows)
    var out = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += l[row * 4 + k] * r[k * 4 + column] }
            out[row * 4 + column] = sum
        }
    }
    return CATransform3D(rows: out)
}

/// Apple: "Translate t by (tx, ty, tz) and return the result: t' = translate(tx, ty, tz) * t".
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Apple: "t' = scale(sx, sy, sz) * t".
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Apple: "t' = rotation(angle, x, y, z) * t".
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it has none (Apple: "If t has no
/// inverse, returns t unchanged"). Gauss–Jordan with partial pivoting.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.rows
    var inverse = CATransform3DIdentity.rows
    for column in 0..<4 {
        var pivot = column
        for row in column..<4 where abs(m[row * 4 + column]) > abs(m[pivot * 4 + column]) { pivot = row }
        let p = m[pivot * 4 + column]
        guard abs(p) > 1e-12 else { return t }
        if pivot != column {
            for k in 0..<4 {
                m.swapAt(pivot * 4 + k, column * 4 + k)
                inverse.swapAt(pivot * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 { m[column * 4 + k] /= p; inverse[column * 4 + k] /= p }
        for row in 0..<4 where row != column {
            let factor = m[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                m[row * 4 + k] -= factor * m[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(rows: inverse)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` maps the plane z = 0 onto itself as an affine transform does.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part (Apple: "If t is not affine, the results are undefined").
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension NSValue {
    /// A transform boxed for an animation's values. Linux's Foundation
    /// cannot box a struct by its Objective-C encoding, so the sixteen
    /// entries are kept as an array of doubles (`objCType` "[16d]", not
    /// Apple's "{CATransform3D=…}"); equal transforms give equal values.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = t.rows.map { Double($0) }
        self.init(bytes: &entries, objCType: "[16d]")
    }

    /// The transform boxed by `init(caTransform3D:)` (the zero matrix for
    /// a value that holds none).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == "[16d]" else { return CATransform3D() }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(rows: entries.map { CGFloat($0) })
    }
}
