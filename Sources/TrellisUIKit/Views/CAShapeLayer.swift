import Foundation
import Layout

/// A layer that draws a path (QuartzCore's `CAShapeLayer`): filled in
/// `fillColor` (opaque black by default, nil: not filled) with its fill
/// rule, stroked in `strokeColor` (nil by default: not stroked) with the
/// line settings and dash, the stroke only from `strokeStart` to
/// `strokeEnd` of the path's length (curves measured as 32 straight pieces
/// each: docs/uikit.md, Drawing).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor.black
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1

    override func contentDrawing(in bounds: Rect) -> Drawing {
        var drawing = Drawing()
        if let path = path?.path, !path.isEmpty {
            if let fillColor {
                drawing.commands += UIColor.fillCommands(path, evenOdd: fillRule == .evenOdd, color: Self.color(fillColor),
                                                         pattern: fillColor.patternImage?.layoutImage)
            }
            let start = max(0, min(1, Double(strokeStart))), end = max(0, min(1, Double(strokeEnd)))
            if let strokeColor, lineWidth > 0, end > start {
                let stroked = start == 0 && end == 1 ? path : PathLength.trimmed(path, from: start, to: end)
                drawing.commands.append(.stroke(stroked, Self.color(strokeColor), strokeStyle))
            }
        }
        drawing.commands += super.contentDrawing(in: bounds).commands
        return drawing
    }

    /// The line settings and dash the stroke is drawn with (and a mask's stroke outlined with).
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: Double(lineWidth), lineCap: lineCap.layoutCap, lineJoin: lineJoin.layoutJoin,
                    miterLimit: Double(miterLimit), dashes: lineDashPattern?.map(\.doubleValue) ?? [],
                    dashPhase: Double(lineDashPhase))
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var layoutCap: StrokeStyle.LineCap { self == .round ? .round : self == .square ? .square : .butt }
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var layoutJoin: StrokeStyle.LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// A path's length and a part of it, for `strokeStart`/`strokeEnd`:
/// curves are measured and cut as 32 straight pieces each.
enum PathLength {
    static let piecesPerCurve = 32

    /// The path as polylines, one per subpath.
    static func polylines(_ path: Layout.Path) -> [[Point]] {
        var lines: [[Point]] = []
        var current: [Point] = []
        var start: Point?
        func flush() { if current.count > 1 { lines.append(current) }; current = [] }
        for element in path.elements {
            switch element {
            case let .move(p):
                flush()
                current = [p]
                start = p
            case let .line(p):
                current.append(p)
            case let .quadCurve(p, c):
                guard let from = current.last else { continue }
                for i in 1...piecesPerCurve {
                    let t = Double(i) / Double(piecesPerCurve), u = 1 - t
                    current.append(Point(x: u * u * from.x + 2 * u * t * c.x + t * t * p.x,
                                         y: u * u * from.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curve(p, c1, c2):
                guard let from = current.last else { continue }
                for i in 1...piecesPerCurve {
                    let t = Double(i) / Double(piecesPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(Point(x: a * from.x + b * c1.x + c * c2.x + d * p.x,
                                         y: a * from.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                if let start { current.append(start) }
                flush()
                if let start { current = [start] }
            }
        }
        flush()
        return lines
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    /// The part of the path from fraction `start` to `end` of its length, as lines.
    static func trimmed(_ path: Layout.Path, from start: Double, to end: Double) -> Layout.Path {
        let lines = polylines(path)
        let total = lines.reduce(0.0) { sum, line in zip(line, line.dropFirst()).reduce(sum) { $0 + distance($1.0, $1.1) } }
        guard total > 0, total.isFinite else { return Layout.Path() }
        let from = start * total, to = end * total
        var result = Layout.Path()
        var walked = 0.0
        for line in lines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = distance(a, b)
                let segmentStart = walked, segmentEnd = walked + length
                walked = segmentEnd
                guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
                func at(_ position: Double) -> Point {
                    let t = max(0, min(1, (position - segmentStart) / length))
                    return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
                }
                if !drawing {
                    result.move(to: at(max(from, segmentStart)))
                    drawing = true
                }
                result.addLine(to: at(min(to, segmentEnd)))
            }
        }
        return result
    }
}
