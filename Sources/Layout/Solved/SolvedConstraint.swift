/// One constraint of a ``SolvedLayout`` and how well it holds.
public struct SolvedConstraint {
    public let constraint: LayoutConstraint
    /// How far it is from holding, in points (0 when it holds; nil for a
    /// constraint that cannot be evaluated, such as an invalid one).
    public var error: Double?
    /// Left out of the solver to resolve a conflict among required constraints.
    public var isBroken: Bool
    /// The positions (in the root's coordinates) or sizes its two sides
    /// relate, for drawing it: the first item's attribute, and the second
    /// item's when there is one.
    public var firstValue: Double?
    public var secondValue: Double?
    /// The first item's alignment rectangle, in the root's coordinates.
    public var firstRect: Rect?

    /// Broken, or off by more than half a point.
    public var isViolated: Bool { isBroken || (error ?? 0) > 0.5 }
    /// An optional constraint that does not hold (by more than half a point):
    /// what the caption and critical widths call "unsatisfied".
    public var isUnsatisfiedOptional: Bool { !constraint.priority.isRequired && (error ?? 0) > 0.5 }
}
