import JSONSupport

/// What `trellis solve` reports: per step the solved values and the
/// constraints left violated, plus the required constraints that were
/// rejected. The shape is the reference oracle's (`kiwi_oracle.py`) output
/// without its bookkeeping keys, so the two can be compared directly.
struct SolveResult: Sendable {
    struct Step: Sendable {
        /// Every variable of the system, in the system's variable order.
        var values: [(variable: String, value: Double)]
        var violated: [Violation]
    }

    /// A constraint (or `edit:VAR`) whose residual exceeds the tolerance.
    struct Violation: Sendable, Equatable {
        var name: String
        /// The strength as written in the input.
        var strength: JSONValue
        var error: Double
    }

    var steps: [Step]
    /// Names of required constraints the solver rejected, in input order.
    var unsatisfiable: [String]

    /// `{"steps": [{"values": {…}, "violated": [{"name", "strength", "error"}]}], "unsatisfiable": […]}`.
    var json: JSONValue {
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
