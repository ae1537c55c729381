import Layout

/// How much a constraint matters, 1…1000 (UIKit's `UILayoutPriority`).
/// No literal conformances: UIKit has none, and apps that add their own
/// (`extension UILayoutPriority: ExpressibleByIntegerLiteral`) must build.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }

    public var description: String { "UILayoutPriority(rawValue: \(rawValue))" }

    init(layout priority: LayoutPriority) { rawValue = priority.rawValue }
    var layoutPriority: LayoutPriority { LayoutPriority(rawValue) }
}
