/// How much a constraint matters: Auto Layout's priority scale.
///
/// 1000 is required; anything below is optional. Optional priorities are
/// **ordered levels**, not weights: the solver satisfies a higher level as well
/// as it can before it looks at any lower one, so no number of errors at a
/// lower level can outweigh a single error at a higher level. Within one level
/// the solver minimises the sum of the errors (in the constraint's own units).
///
/// The solver accepts 0...1000; 0 is a level below everything Auto Layout
/// allows, used for kiwi's `weak` strength.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let dragThatCanResizeScene: Priority = 510
    public static let sceneSizeStayPut: Priority = 500
    public static let dragThatCannotResizeScene: Priority = 490
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the solver accepts this priority: a number in 0...1000.
    public var isValid: Bool { rawValue >= 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { formatNumber(rawValue) }
}
