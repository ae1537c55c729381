import Foundation
import Layout

/// The area a stroke covers, as a path to fill or clip to with the non-zero
/// rule (what Core Graphics' `copy(strokingWithWidth:…)` gives): a shape
/// layer used as a mask shows its layer where its stroke is (Apple's
/// `CALayer.mask`: "The layer's alpha channel determines how much of the
/// layer's content and background shows through"; a stroked path's alpha
/// is its stroke). Each straight piece of the path (curves as
/// `PathLength`'s 32 pieces) is a rectangle `lineWidth` wide; each corner
/// adds its join (a miter within `miterLimit`, else a bevel; a round join a
/// 16-sided polygon) and each open end its cap. Every polygon turns the
/// same way as `orientation` (+1 or −1), so the pieces add up where they
/// overlap, and with a fill of that orientation, under the non-zero rule.
/// A dashed style outlines only its dashes (StrokeDashes.swift), each
/// capped at both ends; a zero-length dash shows its caps alone (a round
/// cap's dot).
enum StrokeOutline {
    static let roundSides = 16

    static func outline(of path: Layout.Path, style: StrokeStyle, orientation: Double = 1) -> Layout.Path {
        var result = Layout.Path()
        let half = style.lineWidth / 2
        guard half > 0 else { return result }
        func add(_ polygon: [Point]) {
            guard polygon.count > 2 else { return }
            let turned = signedArea(polygon) * orientation < 0 ? Array(polygon.reversed()) : polygon
            result.move(to: turned[0])
            for point in turned.dropFirst() { result.addLine(to: point) }
            result.close()
        }
        let lines = PathLength.polylines(path)
        let pieces = StrokeDashes.pieces(of: lines, dashes: style.dashes, phase: style.dashPhase)
            ?? lines.map { StrokeDashes.Piece(points: $0, direction: Point(x: 1, y: 0)) }
        for piece in pieces {
            var points: [Point] = []
            for point in piece.points where points.last.map({ distance($0, point) > 1e-9 }) ?? true { points.append(point) }
            if points.count == 1 {  // a zero-length dash: its two caps, back to back
                let p = points[0], d = piece.direction
                add(cap(at: p, awayFrom: Point(x: p.x - d.x, y: p.y - d.y), half: half, style: style.lineCap))
                if style.lineCap == .square { add(cap(at: p, awayFrom: Point(x: p.x + d.x, y: p.y + d.y), half: half, style: .square)) }
                continue
            }
            guard points.count > 1 else { continue }
            let closed = distance(points[0], points[points.count - 1]) < 1e-9
            for (a, b) in zip(points, points.dropFirst()) { add(segment(a, b, half: half)) }
            let corners = closed ? Array(points.indices.dropLast()) : Array(points.indices.dropFirst().dropLast())
            for index in corners {
                let previous = points[index == 0 ? points.count - 2 : index - 1], next = points[index + 1]
                add(join(at: points[index], from: previous, to: next, half: half, style: style))
            }
            if !closed {
                add(cap(at: points[0], awayFrom: points[1], half: half, style: style.lineCap))
                add(cap(at: points[points.count - 1], awayFrom: points[points.count - 2], half: half, style: style.lineCap))
            }
        }
        return result
    }

    /// Twice the polygon's signed area (its sign says which way it turns).
    static func signedArea(_ polygon: [Point]) -> Double {
        zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double { hypot(b.x - a.x, b.y - a.y) }

    /// The unit normal to the left of a → b.
    private static func normal(_ a: Point, _ b: Point) -> Point {
        let length = distance(a, b)
        return Point(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
    }

    private static func offset(_ p: Point, _ n: Point, _ d: Double) -> Point { Point(x: p.x + n.x * d, y: p.y + n.y * d) }

    private static func segment(_ a: Point, _ b: Point, half: Double) -> [Point] {
        let n = normal(a, b)
        return [offset(a, n, half), offset(b, n, half), offset(b, n, -half), offset(a, n, -half)]
    }

    private static func disc(at p: Point, radius: Double) -> [Point] {
        (0..<roundSides).map { side in
            let angle = Double(side) / Double(roundSides) * 2 * Double.pi
            return Point(x: p.x + cos(angle) * radius, y: p.y + sin(angle) * radius)
        }
    }

    /// The wedge that fills the outside of the corner at `p`.
    private static func join(at p: Point, from previous: Point, to next: Point, half: Double, style: StrokeStyle) -> [Point] {
        if style.lineJoin == .round { return disc(at: p, radius: half) }
        let n1 = normal(previous, p), n2 = normal(p, next)
        let turn = (p.x - previous.x) * (next.y - p.y) - (p.y - previous.y) * (next.x - p.x)
        guard abs(turn) > 1e-12 else { return [] }
        // The outer side is the one the path turns away from.
        let side: Double = turn > 0 ? -1 : 1
        let a = offset(p, n1, side * half), b = offset(p, n2, side * half)
        guard style.lineJoin == .miter else { return [p, a, b] }
        let cosine = n1.x * n2.x + n1.y * n2.y
        let miterLength = 1 / max(1e-12, ((1 + cosine) / 2).squareRoot())  // the miter's length over the line width
        guard miterLength <= style.miterLimit else { return [p, a, b] }
        let bisector = Point(x: n1.x + n2.x, y: n1.y + n2.y)
        let length = hypot(bisector.x, bisector.y)
        guard length > 1e-12 else { return [p, a, b] }
        let tip = offset(p, Point(x: bisector.x / length, y: bisector.y / length), side * half * miterLength)
        return [p, a, tip, b]
    }

    private static func cap(at end: Point, awayFrom inner: Point, half: Double, style: StrokeStyle.LineCap) -> [Point] {
        switch style {
        case .butt: return []
        case .round: return disc(at: end, radius: half)
        case .square:
            let length = distance(inner, end)
            let out = Point(x: (end.x - inner.x) / length * half, y: (end.y - inner.y) / length * half)
            let n = normal(inner, end)
            let a = offset(end, n, half), b = offset(end, n, -half)
            return [a, Point(x: a.x + out.x, y: a.y + out.y), Point(x: b.x + out.x, y: b.y + out.y), b]
        }
    }
}
