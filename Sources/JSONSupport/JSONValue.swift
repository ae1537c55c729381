/// A JSON value that keeps what `trellis solve`, `trellis text` and
/// trellis-bench need and Foundation's `JSONSerialization` loses: the order
/// of object keys (for deterministic output that reads like the Python
/// references', and Python-like "last duplicate wins" lookups),
/// booleans that are not numbers, and the non-finite literals Python's `json`
/// accepts (`NaN`, `Infinity`), so they can be rejected by JSON path rather
/// than by position.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// An integer as Python's `json` writes one, never with a fraction: what
    /// trellis-bench counts (``JSONWriter/dump(_:)`` tells it from a
    /// `.number`). The parser reads every number as `.number`.
    case integer(Int)
    case string(String)
    case array([JSONValue])
    /// Members in document order; a key may repeat (the last one counts).
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b || (a.isNaN && b.isNaN)
        case let (.integer(a), .integer(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The member named `key` of an object (the last one, as Python's `json`
    /// keeps), or nil when absent or when this is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The value as it would appear in a message: literally when short
    /// (`"=<"`, `[1, 2]`), else by kind (`an array`).
    public var summary: String {
        if let text = JSONWriter.inline(self, forMessages: true), text.count <= 40 { return text }
        switch self {
        case .array: return "an array"
        case .object: return "an object"
        default: return String(JSONWriter.inline(self, forMessages: true)!.prefix(37)) + "…"
        }
    }
}
