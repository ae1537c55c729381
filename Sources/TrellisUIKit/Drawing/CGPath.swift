import Foundation
import Layout

/// An immutable vector path (Core Graphics' `CGPath`), over Layout's
/// ``Layout/Path``: what `UIBezierPath.cgPath`, `CAShapeLayer.path` and
/// `CALayer.shadowPath` hold. Arcs, ellipses and rounded rectangles are
/// stored as cubic curves, as Core Graphics stores them.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    var path: Layout.Path

    init(path: Layout.Path) { self.path = path }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Layout.Path(rect: rect.layoutRect).applying(transform?.pointee.layoutTransform ?? .identity))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Layout.Path(ellipseIn: rect.layoutRect).applying(transform?.pointee.layoutTransform ?? .identity))
    }

    /// A rectangle with corners of `cornerWidth` (Trellis draws circular
    /// corners of that radius; an elliptical corner's height is ignored).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var path = Layout.Path()
        path.addRoundedRect(rect.layoutRect, radii: CornerRadii(radius: Double(cornerWidth)))
        self.init(path: path.applying(transform?.pointee.layoutTransform ?? .identity))
    }

    public var isEmpty: Bool { path.isEmpty }
    public var boundingBox: CGRect { CGRect(path.boundingBox) }
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    public func copy() -> CGPath? { CGPath(path: path) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// A copy moved by `transform` (Core Graphics' `copy(using:)`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee.layoutTransform ?? .identity))
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// A path being built (Core Graphics' `CGMutablePath`), with the Swift
/// overlay's methods.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(path: Layout.Path()) }
    override init(path: Layout.Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: transform.apply(point))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: transform.apply(point))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: transform.apply(first))
        for point in points.dropFirst() { path.addLine(to: transform.apply(point)) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: transform.apply(end), control1: transform.apply(control1), control2: transform.apply(control2))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: transform.apply(end), control: transform.apply(control))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Layout.Path(rect: rect.layoutRect).applying(transform.layoutTransform))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Layout.Path(ellipseIn: rect.layoutRect).applying(transform.layoutTransform))
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        var rounded = Layout.Path()
        rounded.addRoundedRect(rect.layoutRect, radii: CornerRadii(radius: Double(cornerWidth)))
        path.append(rounded.applying(transform.layoutTransform))
    }

    /// An arc. Core Graphics' `clockwise` is clockwise in its own y-up
    /// space: in UIKit's flipped coordinates (Trellis's) a clockwise arc
    /// runs with the angle shrinking, which shows counterclockwise
    /// (Apple's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Layout.Path()
        if let current = path.currentPoint { arc.move(to: current) }
        ArcCurves.add(to: &arc, center: center.layoutPoint, radius: Double(radius), startAngle: Double(startAngle),
                      endAngle: Double(endAngle), increasingAngle: !clockwise)
        appendContinuing(arc.applying(transform.layoutTransform))
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path.applying(transform.layoutTransform))
    }

    public func closeSubpath() { path.close() }

    /// Appends `arc`, whose first move repeats the current point (dropped).
    private func appendContinuing(_ arc: Layout.Path) {
        var elements = arc.elements
        if path.currentPoint != nil, case .move = elements.first { elements.removeFirst() }
        for element in elements {
            switch element {
            case let .move(p): path.move(to: p)
            case let .line(p): path.addLine(to: p)
            case let .quadCurve(p, c): path.addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .close: path.close()
            }
        }
    }
}

/// Arcs of any angle as cubic curves (Layout has no trigonometry).
enum ArcCurves {
    /// An arc from `startAngle` to `endAngle` (radians, 0 along +x, y
    /// down), the angle growing (clockwise on the screen) or shrinking: a
    /// line from the current point to its start (a move when there is
    /// none), then one cubic curve per quarter turn or less, control points
    /// k = 4/3·tan(θ/4) of the radius along the tangents. A sweep of a full
    /// turn or more is one full circle; the other way round, the sweep wraps.
    static func add(to path: inout Layout.Path, center: Point, radius: Double, startAngle: Double, endAngle: Double,
                    increasingAngle: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if increasingAngle {
            if sweep >= turn { sweep = turn } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
        } else {
            if sweep <= -turn { sweep = -turn } else if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
        }
        func point(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let start = point(startAngle)
        if path.currentPoint == nil { path.move(to: start) } else { path.addLine(to: start) }
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))  // checked: 1…4, the sweep is at most a turn
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let p0 = point(angle), p1 = point(next)
            path.addCurve(to: p1, control1: Point(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle)),
                          control2: Point(x: p1.x + k * radius * sin(next), y: p1.y - k * radius * cos(next)))
            angle = next
        }
    }
}

extension CGAffineTransform {
    var layoutTransform: AffineMatrix {
        AffineMatrix(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    init(_ t: AffineMatrix) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }

    func apply(_ point: CGPoint) -> Point { layoutTransform.apply(to: point.layoutPoint) }
}

