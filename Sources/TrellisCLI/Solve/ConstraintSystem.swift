import Cassowary
import JSONSupport

/// A constraint system as `trellis solve` reads it: the JSON format of the
/// reference oracle (`shared/reference/kiwi_oracle.py`), already checked.
///
/// Parse one with ``ConstraintSystemParser``; solve it with
/// ``ConstraintSystemRunner``.
struct ConstraintSystem: Sendable {
    /// Every variable, in the oracle's order: declared `variables` first,
    /// then as first used in terms, then edit variables. Output follows it.
    var variables: [String]
    var constraints: [Constraint]
    var edits: [Edit]
    /// One entry per step: the values suggested at that step, in input order.
    var steps: [[(variable: String, value: Double)]]
    /// Residuals above this count as violations in the report.
    var tolerance: Double

    /// `Σ coefficient·variable + constant  relation  0` at a strength.
    struct Constraint: Sendable {
        var name: String
        var terms: [(coefficient: Double, variable: String)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    /// A variable whose value the steps suggest, as a wish at a strength.
    struct Edit: Sendable {
        var variable: String
        var strength: Strength
    }
}

/// A strength as written in the input (echoed in reports) and the priority
/// it stands for, using the oracle's lex-mode mapping.
struct Strength: Sendable, Equatable {
    /// The JSON value given: `"strong"` or `250`.
    let written: JSONValue
    let priority: Priority

    /// kiwi's named strengths placed on Apple's scale, as the oracle places
    /// them (the inverse of its weighted mapping 10^(9p/1000)): strong 1e6 →
    /// 666.67, medium 1e3 → 333.33, weak 1 → 0.
    static let named: [String: Double] = [
        "required": 1000, "strong": 2000.0 / 3.0, "medium": 1000.0 / 3.0, "weak": 0,
    ]

    /// The strength for a JSON value, or nil when it is neither a known name
    /// nor a priority in (0, 1000] (1000 is required; the oracle rejects 0,
    /// which only `"weak"` reaches, and anything above 1000).
    init?(_ value: JSONValue) {
        switch value {
        case let .string(name):
            guard let priority = Strength.named[name] else { return nil }
            self.priority = Priority(priority)
        case let .number(p):
            guard p > 0, p <= 1000 else { return nil }  // false for NaN too
            self.priority = Priority(p)
        default:
            return nil
        }
        written = value
    }

    var isRequired: Bool { priority.isRequired }
}
