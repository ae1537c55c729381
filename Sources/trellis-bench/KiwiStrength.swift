import Cassowary
import JSONSupport

/// kiwi's four strengths, as kiwi_bench.py names them, mapped onto Auto
/// Layout priorities.
///
/// kiwi weighs strengths (required = 1001001000, strong = 1e6, medium = 1e3,
/// weak = 1); Trellis orders priorities lexicographically instead. For these
/// workloads the order is all that matters, so each strength maps to the
/// Auto Layout priority that plays the same role in a real layout.
enum KiwiStrength: String, CaseIterable {
    case required, strong, medium, weak

    var priority: Priority {
        switch self {
        case .required: .required      // 1000
        case .strong: Priority(999)    // the window-size edit: just below required
        case .medium: .defaultHigh     // 750, the breakable preferred height
        case .weak: .defaultLow        // 250, content hugging
        }
    }

    /// The mapping as written into the JSON output ("strength_mapping").
    static var mappingJSON: JSONValue {
        .object(allCases.map { ($0.rawValue, .number($0.priority.rawValue)) })
    }
}
