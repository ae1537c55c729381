/// A point in a view's coordinate space (points, y down, as in UIKit).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(formatPoints(width)) × \(formatPoints(height))" }
}

/// A rectangle: origin and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle moved inward by `insets` (outward for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    public var description: String {
        "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// Insets from each edge, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()
    public var negated: EdgeInsets { EdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }
}

/// Insets that follow the reading direction (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = DirectionalEdgeInsets()

    /// Left and right for a layout direction.
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        EdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}

/// Points printed the way a person writes them: 8, 12.5, 33.333. The one
/// number formatter of captions, reports, snapshots and messages.
public enum PointFormat {
    /// `value` rounded to `decimals` places, trailing zeros dropped, no
    /// sign on zero.
    public static func string(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scale = Double(pow10(decimals))
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }  // checked: integral and below 1e15
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func pow10(_ n: Int) -> Int {
        (0..<max(0, min(n, 15))).reduce(1) { result, _ in result * 10 }
    }
}

func formatPoints(_ value: Double) -> String { PointFormat.string(value) }
