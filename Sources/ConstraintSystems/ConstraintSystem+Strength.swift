import Cassowary
import JSONSupport

extension ConstraintSystem {
    /// A strength as written in the input (echoed in reports) and the
    /// priority it stands for, using the oracle's lex-mode mapping.
    public struct Strength: Sendable, Equatable {
        /// The JSON value given: `"strong"` or `250`.
        public let written: JSONValue
        /// The priority the solver is given.
        public let priority: Priority

        /// kiwi's named strengths placed on Apple's scale, as the oracle places
        /// them (the inverse of its weighted mapping 10^(9p/1000)): strong 1e6 →
        /// 666.67, medium 1e3 → 333.33, weak 1 → 0.
        public static let named: [String: Double] = [
            "required": 1000, "strong": 2000.0 / 3.0, "medium": 1000.0 / 3.0, "weak": 0,
        ]

        /// The strength for a JSON value, or nil when it is neither a known name
        /// nor a priority in (0, 1000] (1000 is required; the oracle rejects 0,
        /// which only `"weak"` reaches, and anything above 1000).
        public init?(_ value: JSONValue) {
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

        /// Whether the constraint must hold (priority 1000).
        public var isRequired: Bool { priority.isRequired }
    }
}
