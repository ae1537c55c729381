import Cassowary

/// A constraint system in the JSON format of the reference oracle
/// (`shared/reference/kiwi_oracle.py`), already checked: what `trellis solve`
/// reads.
///
/// Parse one with ``ConstraintSystemParser``; solve it with
/// ``ConstraintSystemRunner``.
public struct ConstraintSystem: Sendable {
    /// Every variable, in the oracle's order: declared `variables` first,
    /// then as first used in terms, then edit variables. Output follows it.
    public var variables: [String]
    /// In input order, which is the order they are added to the solver.
    public var constraints: [Constraint]
    /// The variables the steps suggest values for.
    public var edits: [Edit]
    /// One entry per step: the values suggested at that step, in input order.
    public var steps: [[(variable: String, value: Double)]]
    /// Residuals above this count as violations in the report.
    public var tolerance: Double

    /// A system as given; every variable a constraint, an edit or a step
    /// names must be in `variables`.
    public init(variables: [String], constraints: [Constraint], edits: [Edit],
                steps: [[(variable: String, value: Double)]], tolerance: Double = 1e-6) {
        self.variables = variables
        self.constraints = constraints
        self.edits = edits
        self.steps = steps
        self.tolerance = tolerance
    }

    /// `Σ coefficient·variable + constant  relation  0` at a strength.
    public struct Constraint: Sendable {
        /// Reported in violations and in `unsatisfiable`.
        public var name: String
        /// Finite coefficients, each on a variable of the system.
        public var terms: [(coefficient: Double, variable: String)]
        /// Added to the terms.
        public var constant: Double
        /// How the sum compares with 0.
        public var relation: Relation
        /// How much the constraint matters.
        public var strength: Strength

        public init(name: String, terms: [(coefficient: Double, variable: String)], constant: Double,
                    relation: Relation, strength: Strength) {
            self.name = name
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }
    }

    /// A variable whose value the steps suggest, as a wish at a strength.
    public struct Edit: Sendable {
        /// The variable the steps suggest values for.
        public var variable: String
        /// Never required: the solver refuses a required edit.
        public var strength: Strength

        public init(variable: String, strength: Strength) {
            self.variable = variable
            self.strength = strength
        }
    }
}

extension ConstraintSystem {
    /// The input's number farthest from 1 in size (the largest, or the
    /// smallest other than 0), among constants and coefficients, with its
    /// JSON path: what a solve whose arithmetic overflows names, since any
    /// finite number is accepted on its own.
    public var mostExtremeNumber: (path: String, value: Double)? {
        var best: (path: String, value: Double, size: Int)?
        func consider(_ value: Double, _ path: @autoclosure () -> String) {
            guard value != 0 else { return }
            // The binary exponent: how far from 1, either way.
            let size = abs(value.exponent)
            if size > (best?.size ?? -1) { best = (path(), value, size) }
        }
        for (i, constraint) in constraints.enumerated() {
            consider(constraint.constant, "$.constraints[\(i)].constant")
            for (j, term) in constraint.terms.enumerated() { consider(term.coefficient, "$.constraints[\(i)].terms[\(j)][0]") }
        }
        return best.map { ($0.path, $0.value) }
    }
}
