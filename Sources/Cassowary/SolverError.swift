/// What can go wrong when changing a ``Solver``. Each case names the culprit.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required
    /// constraints already in the solver; `conflicting` is a set of those that,
    /// with it, cannot all hold. The solver is left exactly as it was.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The constraint has a NaN or infinite coefficient or constant, or a
    /// priority outside 0...1000.
    case invalidConstraint(Constraint, reason: String)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a suggestion is a wish, not a law.
    case invalidEditPriority(Variable, Priority)
    /// A suggested value that is NaN or infinite.
    case invalidSuggestion(Variable, Double)
    /// A broken invariant inside the solver (a bug: please report it).
    case internalError(String)

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            if conflicting.isEmpty { return "unsatisfiable constraint \(constraint): it cannot hold on its own" }
            let others = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(constraint); it conflicts with:\n\(others)"
        case let .duplicateConstraint(constraint):
            return "duplicate constraint \(constraint)"
        case let .unknownConstraint(constraint):
            return "unknown constraint \(constraint)"
        case let .invalidConstraint(constraint, reason):
            return "invalid constraint \(constraint): \(reason)"
        case let .duplicateEditVariable(variable):
            return "duplicate edit variable \(variable)"
        case let .unknownEditVariable(variable):
            return "unknown edit variable \(variable)"
        case let .invalidEditPriority(variable, priority):
            return "edit variable \(variable) must have a priority below 1000, not \(priority)"
        case let .invalidSuggestion(variable, value):
            return "suggested value \(value) for \(variable) is not a finite number"
        case let .internalError(message):
            return "internal solver error: \(message)"
        }
    }
}
