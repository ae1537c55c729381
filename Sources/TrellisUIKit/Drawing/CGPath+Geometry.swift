import Foundation
import Layout

// What Core Graphics answers about a path's shape: its tight bounds, which
// points it holds, and the arc tangent to two lines (held-out corpus 5:
// Go Map!!'s speech balloon builds its outline with tangent arcs, sizes
// itself by `boundingBoxOfPath` and hit-tests with `contains(_:)`).

extension CGPath {
    /// The smallest rectangle holding the path's outline, curves' extremes
    /// included and their control points not (Core Graphics'
    /// `boundingBoxOfPath`; `boundingBox` holds the control points too).
    /// Zero for an empty path, as Core Graphics' null rect is not drawn.
    public var boundingBoxOfPath: CGRect {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        func include(_ p: Point) {
            guard let b = box else { box = (p.x, p.y, p.x, p.y); return }
            box = (min(b.minX, p.x), min(b.minY, p.y), max(b.maxX, p.x), max(b.maxY, p.y))
        }
        var current = Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case let .move(p), let .line(p):
                include(p)
                current = p
            case let .quadCurve(p, c):
                include(p)
                for t in PathGeometry.quadraticExtremes(current, c, p) { include(PathGeometry.quadratic(current, c, p, t)) }
                current = p
            case let .curve(p, c1, c2):
                include(p)
                for t in PathGeometry.cubicExtremes(current, c1, c2, p) { include(PathGeometry.cubic(current, c1, c2, p, t)) }
                current = p
            case .close:
                break
            }
        }
        guard let b = box else { return .zero }
        return CGRect(x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY)
    }

    /// Whether filling the path would paint `point` (Core Graphics'
    /// `contains(_:using:transform:)`): each subpath closed, the non-zero
    /// winding rule or the even-odd rule, the path first moved by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let moved = path.applying(transform.layoutTransform)
        let winding = PathGeometry.winding(of: point.layoutPoint, in: moved)
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }
}

extension CGMutablePath {
    /// A line from the current point towards `tangent1End`, then an arc of
    /// `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End` (Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:transform:)`, PostScript's
    /// `arct`). When the three points lie on a line, or the radius is 0,
    /// only the line to `tangent1End` is added, as Core Graphics does.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let t1 = tangent1End.layoutPoint, t2 = tangent2End.layoutPoint
        // The arc is built in the untransformed space and moved afterwards;
        // the current point is already moved, so it is taken back first.
        guard let movedCurrent = path.currentPoint else {
            path.move(to: transform.apply(tangent1End))
            return
        }
        guard let p0 = PathGeometry.undo(transform.layoutTransform, movedCurrent) else {
            path.addLine(to: transform.apply(tangent1End))
            return
        }
        let r = Double(radius)
        let u1 = PathGeometry.unit(from: t1, to: p0), u2 = PathGeometry.unit(from: t1, to: t2)
        let cosine = u1.map { a in u2.map { b in a.x * b.x + a.y * b.y } ?? 1 } ?? 1
        guard r > 0, r.isFinite, let u1, let u2, abs(cosine) < 1 - 1e-12 else {
            path.addLine(to: transform.apply(tangent1End))
            return
        }
        let half = acos(cosine) / 2
        let reach = r / tan(half)
        let start = Point(x: t1.x + u1.x * reach, y: t1.y + u1.y * reach)
        let end = Point(x: t1.x + u2.x * reach, y: t1.y + u2.y * reach)
        let bisector = PathGeometry.unit(from: Point(x: 0, y: 0), to: Point(x: u1.x + u2.x, y: u1.y + u2.y))!
        let distance = r / sin(half)
        let center = Point(x: t1.x + bisector.x * distance, y: t1.y + bisector.y * distance)
        let startAngle: Double = atan2(start.y - center.y, start.x - center.x)
        let endAngle: Double = atan2(end.y - center.y, end.x - center.x)
        var sweep: Double = endAngle - startAngle
        // The arc between the two tangent points is the short one (less than half a turn).
        if sweep > Double.pi { sweep -= 2 * Double.pi } else if sweep < -Double.pi { sweep += 2 * Double.pi }
        var arc = Layout.Path()
        arc.move(to: p0)
        ArcCurves.add(to: &arc, center: center, radius: r, startAngle: startAngle, endAngle: startAngle + sweep,
                      increasingAngle: sweep > 0)
        var elements = arc.applying(transform.layoutTransform).elements
        elements.removeFirst()  // the move to the current point, which the path already has
        for element in elements {
            switch element {
            case let .line(p): path.addLine(to: p)
            case let .curve(p, c1, c2): path.addCurve(to: p, control1: c1, control2: c2)
            case let .move(p): path.move(to: p)
            case let .quadCurve(p, c): path.addQuadCurve(to: p, control: c)
            case .close: path.close()
            }
        }
    }
}

extension UIBezierPath {
    /// Whether filling the path would paint `point` (UIKit's `contains(_:)`),
    /// by the path's own rule (`usesEvenOddFillRule`).
    public func contains(_ point: CGPoint) -> Bool {
        CGPath(path: path).contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Curves' extremes and a path's winding number, for the members above.
enum PathGeometry {
    /// How many straight pieces a curve is taken as when counting windings
    /// (a quarter circle of 1,000 points strays under 0.3 points from them).
    static let curvePieces = 32

    /// The point that `matrix` moves to `p`; nil when it cannot be undone (no area).
    static func undo(_ matrix: AffineMatrix, _ p: Point) -> Point? {
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard determinant != 0, determinant.isFinite else { return nil }
        let x = p.x - matrix.tx, y = p.y - matrix.ty
        return Point(x: (matrix.d * x - matrix.c * y) / determinant, y: (matrix.a * y - matrix.b * x) / determinant)
    }

    static func unit(from a: Point, to b: Point) -> Point? {
        let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return Point(x: dx / length, y: dy / length)
    }

    static func quadratic(_ p0: Point, _ c: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The parameters in (0, 1) where a quadratic curve turns in x or y.
    static func quadraticExtremes(_ p0: Point, _ c: Point, _ p1: Point) -> [Double] {
        func root(_ a: Double, _ b: Double, _ d: Double) -> Double? {
            let denominator = a - 2 * b + d
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
        return [root(p0.x, c.x, p1.x), root(p0.y, c.y, p1.y)].compactMap { $0 }
    }

    /// The parameters in (0, 1) where a cubic curve turns in x or y: the
    /// roots of its derivative, a quadratic in t, per axis.
    static func cubicExtremes(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> [Double] {
        func roots(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double) -> [Double] {
            // B'(t)/3 = (1-t)²(a1-a0) + 2(1-t)t(a2-a1) + t²(a3-a2) = A t² + B t + C
            let d0 = a1 - a0, d1 = a2 - a1, d2 = a3 - a2
            let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
            var found: [Double] = []
            if abs(a) < 1e-12 {
                if b != 0 { found.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    found += [(-b + s) / (2 * a), (-b - s) / (2 * a)]
                }
            }
            return found.filter { $0 > 0 && $0 < 1 }
        }
        return roots(p0.x, c1.x, c2.x, p1.x) + roots(p0.y, c1.y, c2.y, p1.y)
    }

    /// The winding number of `path` around `point`, each subpath closed and
    /// each curve taken as ``curvePieces`` lines: +1 for an edge crossing
    /// the rightward ray going down the screen, -1 going up.
    static func winding(of point: Point, in path: Layout.Path) -> Int {
        var total = 0
        var start: Point?, current: Point?
        func edge(_ a: Point, _ b: Point) {
            if a.y <= point.y {
                if b.y > point.y, side(a, b, point) > 0 { total += 1 }
            } else if b.y <= point.y, side(a, b, point) < 0 {
                total -= 1
            }
        }
        func closeSubpath() {
            if let s = start, let c = current, s != c { edge(c, s) }
        }
        for element in path.elements {
            switch element {
            case let .move(p):
                closeSubpath()
                start = p
                current = p
            case let .line(p):
                if let c = current { edge(c, p) }
                current = p
            case let .quadCurve(p, control):
                if let c = current { flattened({ quadratic(c, control, p, $0) }, from: c, edge) }
                current = p
            case let .curve(p, c1, c2):
                if let c = current { flattened({ cubic(c, c1, c2, p, $0) }, from: c, edge) }
                current = p
            case .close:
                closeSubpath()
                current = start
            }
        }
        closeSubpath()
        return total
    }

    private static func flattened(_ curve: (Double) -> Point, from first: Point, _ edge: (Point, Point) -> Void) {
        var previous = first
        for i in 1...curvePieces {
            let next = curve(Double(i) / Double(curvePieces))
            edge(previous, next)
            previous = next
        }
    }

    /// Positive when `p` is left of the line from `a` to `b` in y-down
    /// coordinates' cross product sense (the sign the crossing test needs).
    private static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
