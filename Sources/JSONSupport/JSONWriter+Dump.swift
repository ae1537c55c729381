extension JSONWriter {
    /// JSON as Python's `json.dump(indent=2)` writes it, so trellis-bench's
    /// documents read like kiwi_bench.py's: every non-empty container over
    /// several lines, a `.number` always as a float (`400.0`, `1e-05`), an
    /// `.integer` without a fraction. JSON has no inf or nan; a non-finite
    /// timing would be a bug, so it shows as null.
    public static func dump(_ value: JSONValue) -> String {
        dump(value, indent: 0)
    }

    private static func dump(_ value: JSONValue, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        let close = String(repeating: " ", count: indent)
        switch value {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .string(s): return quoted(s)
        case let .number(x): return x.isFinite ? "\(x)" : "null"
        case let .integer(n): return "\(n)"
        case let .array(items):
            if items.isEmpty { return "[]" }
            let body = items.map { pad + dump($0, indent: indent + 2) }.joined(separator: ",\n")
            return "[\n\(body)\n\(close)]"
        case let .object(members):
            if members.isEmpty { return "{}" }
            let body = members.map { pad + quoted($0.key) + ": " + dump($0.value, indent: indent + 2) }
                .joined(separator: ",\n")
            return "{\n\(body)\n\(close)}"
        }
    }
}
