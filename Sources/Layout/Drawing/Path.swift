/// A vector path (Core Graphics' `CGPath` as a value): moves, lines,
/// quadratic and cubic Bézier curves and closes, in points, y down. Arcs,
/// ellipses and rounded rectangles are added as cubic curves, as Core
/// Graphics stores them. (Layout has no trigonometry: arcs of any angle
/// are made into curves by TrellisUIKit's `UIBezierPath`.)
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the next element starts; nil before the first move.
    public private(set) var currentPoint: Point?
    /// Where the current subpath started (a close goes back to it).
    private var subpathStart: Point?

    public init() {}

    public init(rect: Rect) { addRect(rect) }

    public init(ellipseIn rect: Rect) { addEllipse(in: rect) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A line from the current point (a move there when there is none, as
    /// UIKit's `addLine(to:)` without a current point is an error it logs).
    public mutating func addLine(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    public mutating func addQuadCurve(to point: Point, control: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    public mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Another path's elements after this one's (`UIBezierPath.append(_:)`).
    public mutating func append(_ other: Path) {
        elements += other.elements
        if other.currentPoint != nil {
            currentPoint = other.currentPoint
            subpathStart = other.subpathStart
        }
    }

    /// A closed rectangle: top left, top right, bottom right, bottom left.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// An ellipse filling `rect`, four cubic curves from its right-hand
    /// point, clockwise on the screen (κ = 4(√2 − 1)/3 of each radius).
    public mutating func addEllipse(in rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        let k = 4 * (2.0.squareRoot() - 1) / 3
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
                 control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
                 control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
                 control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
                 control2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// A closed rectangle whose corners are quarter circles of the given
    /// radii (each at most half the shorter side), drawn from the top edge
    /// clockwise on the screen.
    public mutating func addRoundedRect(_ rect: Rect, radii: CornerRadii) {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func r(_ value: Double) -> Double { value.isFinite ? max(0, min(value, limit)) : 0 }
        let tl = r(radii.topLeft), tr = r(radii.topRight), br = r(radii.bottomRight), bl = r(radii.bottomLeft)
        guard tl > 0 || tr > 0 || br > 0 || bl > 0 else { return addRect(rect) }
        move(to: Point(x: rect.minX + tl, y: rect.minY))
        addLine(to: Point(x: rect.maxX - tr, y: rect.minY))
        addQuarterCircle(to: Point(x: rect.maxX, y: rect.minY + tr), corner: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY - br))
        addQuarterCircle(to: Point(x: rect.maxX - br, y: rect.maxY), corner: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX + bl, y: rect.maxY))
        addQuarterCircle(to: Point(x: rect.minX, y: rect.maxY - bl), corner: Point(x: rect.minX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.minY + tl))
        addQuarterCircle(to: Point(x: rect.minX + tl, y: rect.minY), corner: Point(x: rect.minX, y: rect.minY))
        close()
    }

    /// A quarter circle from the current point to `end` about the corner
    /// `corner` of a rounded rectangle: one cubic curve whose control
    /// points are κ = 4(√2 − 1)/3 of the way from each end to the corner.
    /// Nothing when the radius is 0 (the ends meet).
    private mutating func addQuarterCircle(to end: Point, corner: Point) {
        guard let start = currentPoint, start != end else { return }
        let k = 4 * (2.0.squareRoot() - 1) / 3
        addCurve(to: end, control1: Point(x: start.x + k * (corner.x - start.x), y: start.y + k * (corner.y - start.y)),
                 control2: Point(x: end.x + k * (corner.x - end.x), y: end.y + k * (corner.y - end.y)))
    }

    /// Every point moved by `transform`.
    public func applying(_ transform: AffineMatrix) -> Path {
        var copy = self
        copy.elements = elements.map { element in
            switch element {
            case let .move(p): return .move(to: transform.apply(to: p))
            case let .line(p): return .line(to: transform.apply(to: p))
            case let .quadCurve(p, c): return .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case let .curve(p, c1, c2):
                return .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .close: return .close
            }
        }
        copy.currentPoint = currentPoint.map(transform.apply(to:))
        copy.subpathStart = subpathStart.map(transform.apply(to:))
        return copy
    }

    /// The smallest rectangle holding every point, control points included
    /// (Core Graphics' `boundingBox`); zero for an empty path.
    public var boundingBox: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case let .move(p), let .line(p): points.append(p)
            case let .quadCurve(p, c): points += [p, c]
            case let .curve(p, c1, c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// The radius of each corner of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double

    public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomLeft = bottomLeft; self.bottomRight = bottomRight
    }

    /// `radius` at the corners `mask` names, 0 at the others (Core
    /// Animation's `cornerRadius` with `maskedCorners`).
    public init(radius: Double, corners mask: CornerMask = .all) {
        self.init(topLeft: mask.contains(.topLeft) ? radius : 0, topRight: mask.contains(.topRight) ? radius : 0,
                  bottomLeft: mask.contains(.bottomLeft) ? radius : 0,
                  bottomRight: mask.contains(.bottomRight) ? radius : 0)
    }
}

/// Which corners a corner radius rounds (Core Animation's `CACornerMask`,
/// whose raw values these are: min X min Y is the top left in UIKit's
/// coordinates).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = CornerMask(rawValue: 1 << 0)
    public static let topRight = CornerMask(rawValue: 1 << 1)
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)
    public static let bottomRight = CornerMask(rawValue: 1 << 3)
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
