/// How an expression relates to zero.
public enum Relation: String, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// `expression relation 0` at a priority: one linear constraint.
///
/// Constraints are references: the solver knows a constraint by identity, so
/// the same object is what you pass to `remove(_:)`. They are immutable; to
/// change one, remove it and add a new one (the layout layer does this for
/// you when a constant or priority changes).
public final class Constraint: Sendable, CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// A name for error messages and dumps.
    public let name: String

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, name: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// A copy of this constraint at another priority.
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    /// A copy of this constraint with a name.
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    public var isRequired: Bool { priority.isRequired }

    /// `x + 8 - y == 0 @250`, prefixed by the name when there is one.
    public var description: String {
        let body = "\(expression) \(relation.rawValue) 0" + (isRequired ? "" : " @\(priority)")
        return name.isEmpty ? body : "\(name): \(body)"
    }
}
