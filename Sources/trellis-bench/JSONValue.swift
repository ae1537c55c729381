/// A JSON document with object keys kept in insertion order, so the output
/// reads in the same order as kiwi_bench.py's (Foundation's serializer
/// would either scramble or sort the keys).
indirect enum JSONValue {
    case string(String)
    case number(Double)
    case integer(Int)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Pretty-printed with two-space indentation, like `json.dump(indent=2)`.
    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        let close = String(repeating: " ", count: indent)
        switch self {
        case .string(let s):
            return JSONValue.quote(s)
        case .number(let x):
            // JSON has no inf/nan; a non-finite timing would be a bug, show it as null.
            return x.isFinite ? "\(x)" : "null"
        case .integer(let n):
            return "\(n)"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let body = items.map { pad + $0.rendered(indent: indent + 2) }.joined(separator: ",\n")
            return "[\n\(body)\n\(close)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let body = members.map { pad + JSONValue.quote($0.0) + ": " + $0.1.rendered(indent: indent + 2) }
                .joined(separator: ",\n")
            return "{\n\(body)\n\(close)}"
        }
    }

    private static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
