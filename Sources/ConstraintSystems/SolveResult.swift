import JSONSupport

/// What solving a ``ConstraintSystem`` gives (`trellis solve` prints it):
/// per step the solved values and the constraints left violated, plus the
/// required constraints that were rejected. The shape is the reference
/// oracle's (`kiwi_oracle.py`) output without its bookkeeping keys, so the
/// two can be compared directly. Values are rounded to 9 decimals, as the
/// oracle's `clean()` does, and never -0.
public struct SolveResult: Sendable {
    /// The solution after one step's suggestions.
    public struct Step: Sendable {
        /// Every variable of the system, in the system's variable order.
        public var values: [(variable: String, value: Double)]
        /// Constraints in input order (rejected required ones included), then edits.
        public var violated: [Violation]

        public init(values: [(variable: String, value: Double)], violated: [Violation]) {
            self.values = values
            self.violated = violated
        }
    }

    /// A constraint (or `edit:VAR`) whose residual exceeds the tolerance.
    public struct Violation: Sendable, Equatable {
        /// The constraint's name, or `edit:VAR` for an edit.
        public var name: String
        /// The strength as written in the input.
        public var strength: JSONValue
        /// The residual: how far the constraint is from holding.
        public var error: Double

        public init(name: String, strength: JSONValue, error: Double) {
            self.name = name
            self.strength = strength
            self.error = error
        }
    }

    /// One per step of the system.
    public var steps: [Step]
    /// Names of required constraints the solver rejected, in input order.
    public var unsatisfiable: [String]

    /// A required constraint the solver accepted that does not hold at a
    /// step's values (by more than the tolerance): rounding at the limits
    /// of the input's range, or a tolerance of 0. `trellis solve` prints
    /// the result and names each on standard error, exit status 1.
    public struct RequiredViolation: Sendable, Equatable {
        /// The 0-based step.
        public var step: Int
        /// The constraint's name, as in ``Violation/name``.
        public var name: String
        /// How far it is from holding, as in ``Violation/error``.
        public var error: Double
    }

    /// Every ``RequiredViolation``, by step then input order; empty for a solution.
    public var requiredViolations: [RequiredViolation] = []

    public init(steps: [Step], unsatisfiable: [String]) {
        self.steps = steps
        self.unsatisfiable = unsatisfiable
    }

    /// `{"steps": [{"values": {…}, "violated": [{"name", "strength", "error"}]}], "unsatisfiable": […]}`.
    public var json: JSONValue {
        .object([
            ("steps", .array(steps.map { step in
                .object([
                    ("values", .object(step.values.map { ($0.variable, .number($0.value)) })),
                    ("violated", .array(step.violated.map { v in
                        .object([("name", .string(v.name)), ("strength", v.strength), ("error", .number(v.error))])
                    })),
                ])
            })),
            ("unsatisfiable", .array(unsatisfiable.map { .string($0) })),
        ])
    }
}
