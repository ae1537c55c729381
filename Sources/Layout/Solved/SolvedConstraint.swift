/// One constraint of a ``SolvedLayout`` and how well it holds: a copy of
/// what readers ask of a constraint (where it was written, its name,
/// priority, attributes and equation), never the constraint itself, so the
/// value can go to another thread and outlive its tree.
public struct SolvedConstraint: Sendable {
    /// The constraint's identity: equal to `ObjectIdentifier(constraint)`
    /// while the constraint lives (the value holds no reference to it).
    public var id: ObjectIdentifier
    /// Who made it: the user, or the engine (content size, a stack view, …).
    public var origin: ConstraintOrigin
    /// Where it was written (`#fileID`, `#line` of the anchor call).
    public var file: String
    public var line: UInt
    public var identifier: String?
    public var priority: LayoutPriority
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondAttribute: LayoutAttribute
    /// `label.top == myView.top + 8 @250` (``LayoutConstraint/equation``).
    public var equation: String
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
    public var isUnsatisfiedOptional: Bool { !priority.isRequired && (error ?? 0) > 0.5 }

    /// How reports name it: its identifier, or its equation.
    public var displayName: String { identifier ?? equation }

    /// UIKit's log shape, as ``LayoutConstraint/description`` prints it.
    public var description: String {
        "<\(origin.className) \(identifier.map { "'\($0)' " } ?? "")\(equation)\(origin == .user ? " (\(file):\(line))" : "")>"
    }
}
