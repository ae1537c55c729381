/// Writes a ``JSONValue`` with keys in the order given, so `trellis solve`
/// and `trellis text` print byte-for-byte the same output for the same input.
///
/// Numbers are printed in their shortest round-trip form, integral values
/// without a fraction (`20`, not `20.0`), as Python's `json` would print the
/// oracle's cleaned values. NaN and the infinities, which JSON cannot
/// spell, are written as `null` (see ``firstNonFinite(in:at:)``).
public enum JSONWriter {
    /// Two-space indented JSON. A container of scalars that fits in
    /// `inlineWidth` characters stays on one line (a violation, a short
    /// `values` object), so a step reads at a glance.
    public static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out
    }

    public static let inlineWidth = 100

    /// The whole value on one line, for JSON-lines output (`trellis text
    /// --jsonl`), with Python's `json.dumps` separators (", " and ": ").
    /// U+2028 and U+2029 are escaped too: some JSON-lines readers (Python's
    /// `str.splitlines`, JavaScript before ES2019) take them for line ends.
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        compact(value, into: &out)
        return out
    }

    private static func compact(_ value: JSONValue, into out: inout String) {
        switch value {
        case let .array(elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += ", " }
                compact(element, into: &out)
            }
            out += "]"
        case let .object(members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += ", " }
                out += quoted(member.key, escapingLineSeparators: true) + ": "
                compact(member.value, into: &out)
            }
            out += "}"
        case let .string(s):
            out += quoted(s, escapingLineSeparators: true)
        default:
            out += scalar(value) ?? ""
        }
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        if let line = inline(value), indent.count + line.count <= inlineWidth {
            out += line
            return
        }
        let inner = indent + "  "
        switch value {
        case .array(let elements) where !elements.isEmpty:
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += inner
                write(element, indent: inner, into: &out)
                out += i == elements.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += inner + quoted(member.key) + ": "
                write(member.value, indent: inner, into: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        default: out += scalar(value) ?? ""  // unreachable: scalars are inlined above
        }
    }

    /// The one-line form of a scalar or of a container whose elements are
    /// all scalars; nil for anything nested deeper.
    public static func inline(_ value: JSONValue) -> String? { inline(value, forMessages: false) }

    /// As ``inline(_:)``; `forMessages` spells NaN and the infinities as
    /// Python does (`Infinity`), for messages about bad input, not output.
    static func inline(_ value: JSONValue, forMessages: Bool) -> String? {
        let scalar = { (value: JSONValue) in Self.scalar(value, forMessages: forMessages) }
        switch value {
        case let .array(elements):
            let parts = elements.compactMap(scalar)
            return parts.count == elements.count ? "[" + parts.joined(separator: ", ") + "]" : nil
        case let .object(members):
            let parts = members.compactMap { m in scalar(m.value).map { quoted(m.key) + ": " + $0 } }
            return parts.count == members.count ? "{" + parts.joined(separator: ", ") + "}" : nil
        default:
            return scalar(value)
        }
    }

    private static func scalar(_ value: JSONValue, forMessages: Bool = false) -> String? {
        switch value {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        // JSON has no spelling for NaN or an infinity: null, never invalid
        // JSON. Callers that could produce one check firstNonFinite first.
        case let .number(x): return x.isFinite || forMessages ? number(x) : "null"
        case let .integer(n): return String(n)
        case let .string(s): return quoted(s)
        case .array, .object: return nil
        }
    }

    /// Where `value` holds a NaN or an infinity (which ``write(_:)`` and
    /// ``compact(_:)`` print as `null`), first in document order; nil when
    /// every number is finite. `trellis solve` and `trellis text` refuse
    /// to print such a document, naming this path.
    public static func firstNonFinite(in value: JSONValue, at path: JSONPath = .root) -> JSONPath? {
        switch value {
        case let .number(x): return x.isFinite ? nil : path
        case let .array(elements):
            for (i, element) in elements.enumerated() {
                if let found = firstNonFinite(in: element, at: path.index(i)) { return found }
            }
            return nil
        case let .object(members):
            for member in members {
                if let found = firstNonFinite(in: member.value, at: path.key(member.key)) { return found }
            }
            return nil
        default: return nil
        }
    }

    /// Shortest form of a number. Non-finite values (never in output, but in
    /// messages about bad input) use Python's spellings.
    public static func number(_ x: Double) -> String {
        if x.isNaN { return "NaN" }
        if x.isInfinite { return x < 0 ? "-Infinity" : "Infinity" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }  // checked: integral and below 1e15
        // Swift's description is the shortest round-trip form and is valid
        // JSON for finite values (`0.1`, `1e-07`, `1.5e+20`).
        return x.description
    }

    /// A JSON string literal.
    public static func quoted(_ s: String, escapingLineSeparators: Bool = false) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}" where escapingLineSeparators: out += "\\u2028"
            case "\u{2029}" where escapingLineSeparators: out += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
