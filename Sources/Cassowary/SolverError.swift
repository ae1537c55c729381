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
    /// The solve passed one of the solver's ``Solver/limits`` and was cut
    /// short: the tableau is consistent, its values are not the optimum.
    case limitExceeded(SolverLimitKind, limit: Int)

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
        case let .limitExceeded(kind, limit):
            switch kind {
            case .work:
                return "the solve was stopped after \(limit) cell operations, its work limit (SolverLimits.work): the system is too "
                    + "large or too hard for the simplex (many optional constraints on the same variables are quadratic, in kiwi too)"
            case .memory:
                return "the solve was stopped at about \(limit >> 20) MiB of tableau, its memory limit (SolverLimits.memoryBytes): "
                    + "the system is too large (each priority level holds a coefficient for every symbol)"
            }
        }
    }
}

/// Which of ``SolverLimits`` a solve passed.
public enum SolverLimitKind: Sendable {
    case work
    case memory
}
