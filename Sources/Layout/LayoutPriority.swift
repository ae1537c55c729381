/// How much a constraint matters, 1...1000 (UIKit's `UILayoutPriority`).
///
/// 1000 is required. Lower priorities are ordered levels: a higher one is
/// satisfied as well as possible before any lower one is considered.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let dragThatCanResizeScene: LayoutPriority = 510
    public static let sceneSizeStayPut: LayoutPriority = 500
    public static let dragThatCannotResizeScene: LayoutPriority = 490
    public static let defaultLow: LayoutPriority = 250
    public static let fittingSizeLevel: LayoutPriority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    public var description: String { formatPoints(Double(rawValue)) }
}
