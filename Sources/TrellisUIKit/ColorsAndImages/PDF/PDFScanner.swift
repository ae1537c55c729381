/// Reads PDF syntax from bytes (ISO 32000-1, 7.2 and 7.3): white space and
/// comments, numbers, names, literal and hexadecimal strings, arrays,
/// dictionaries, references and bare keywords (`obj`, `stream`, a content
/// stream's operators). It never reads past the end and never traps: what
/// it cannot read comes back as a keyword or nil, for the caller to refuse.
struct PDFScanner {
    let bytes: [UInt8]
    var position: Int

    init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// What `readToken` returns: a finished value or a keyword.
    enum Token: Equatable {
        case value(PDFObject)
        case keyword(String)
        case arrayEnd, dictionaryEnd
    }

    var atEnd: Bool { position >= bytes.count }

    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            return true
        default: return false
        }
    }

    static func isRegular(_ byte: UInt8) -> Bool { !isWhiteSpace(byte) && !isDelimiter(byte) }

    mutating func skipWhiteSpaceAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhiteSpace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next token; nil at the end of the bytes.
    mutating func readToken() -> Token? {
        skipWhiteSpaceAndComments()
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            position += 1
            return .value(.name(readName()))
        case UInt8(ascii: "("):
            position += 1
            return .value(.string(readLiteralString()))
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .keyword("<<")
            }
            position += 1
            return .value(.string(readHexString()))
        case UInt8(ascii: ">"):
            position += position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">") ? 2 : 1
            return .dictionaryEnd
        case UInt8(ascii: "["):
            position += 1
            return .keyword("[")
        case UInt8(ascii: "]"):
            position += 1
            return .arrayEnd
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"):
            position += 1
            return .keyword(String(UnicodeScalar(byte)))
        default:
            let start = position
            while position < bytes.count, Self.isRegular(bytes[position]) { position += 1 }
            let word = bytes[start..<position]
            if let number = Self.number(word) { return .value(.number(number)) }
            let text = String(decoding: word, as: UTF8.self)
            switch text {
            case "true": return .value(.bool(true))
            case "false": return .value(.bool(false))
            case "null": return .value(.null)
            default: return .keyword(text)
            }
        }
    }

    /// The next object, arrays and dictionaries read whole and `N G R`
    /// made a reference; nil at the end, at a keyword other than those
    /// that open a value, or when nesting goes deeper than any icon needs.
    mutating func readObject(depth: Int = 0) -> PDFObject? {
        guard depth < 64, let token = readToken() else { return nil }
        switch token {
        case let .value(.number(first)):
            // `N G R` is a reference: look ahead without consuming when it is not.
            let saved = position
            if first >= 0, first == first.rounded(), case let .value(.number(second))? = readToken(),
               second >= 0, second == second.rounded(), case .keyword("R")? = readToken(),
               first < Double(Int32.max), second < Double(Int32.max) {
                return .reference(Int(first), Int(second))
            }
            position = saved
            return .number(first)
        case let .value(value):
            return value
        case .keyword("["):
            var items: [PDFObject] = []
            while true {
                skipWhiteSpaceAndComments()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                guard let item = readObject(depth: depth + 1) else { return nil }
                items.append(item)
            }
        case .keyword("<<"):
            var entries: [String: PDFObject] = [:]
            while true {
                guard let key = readToken() else { return nil }
                if key == .dictionaryEnd { return .dictionary(entries) }
                guard case let .value(.name(name)) = key, let value = readObject(depth: depth + 1) else { return nil }
                entries[name] = value
            }
        default:
            return nil
        }
    }

    /// A name's characters after the slash, `#xx` escapes decoded.
    private mutating func readName() -> String {
        var name: [UInt8] = []
        while position < bytes.count, Self.isRegular(bytes[position]) {
            if bytes[position] == UInt8(ascii: "#"), position + 2 < bytes.count,
               let high = Self.hexValue(bytes[position + 1]), let low = Self.hexValue(bytes[position + 2]) {
                name.append(high << 4 | low)
                position += 3
            } else {
                name.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// A `( … )` string: balanced parentheses, backslash escapes.
    private mutating func readLiteralString() -> [UInt8] {
        var result: [UInt8] = []
        var open = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                open += 1
            case UInt8(ascii: ")"):
                open -= 1
                if open == 0 { return result }
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return result }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case 0x0A, 0x0D: break  // a line continued
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 where position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        value = value * 8 + Int(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                    }
                    result.append(UInt8(truncatingIfNeeded: value))
                default: result.append(escaped)
                }
                continue
            default: break
            }
            result.append(byte)
        }
        return result
    }

    /// A `< … >` string of hexadecimal digits (white space ignored, an odd last digit padded with 0).
    private mutating func readHexString() -> [UInt8] {
        var result: [UInt8] = []
        var pending: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") { break }
            guard let digit = Self.hexValue(byte) else { continue }
            if let high = pending {
                result.append(high << 4 | digit)
                pending = nil
            } else {
                pending = digit
            }
        }
        if let high = pending { result.append(high << 4) }
        return result
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A PDF number (`12`, `-3.5`, `.5`, `+4.`); nil for anything else.
    static func number(_ word: ArraySlice<UInt8>) -> Double? {
        guard let first = word.first,
              first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
        var sawDigit = false, sawDot = false
        for (index, byte) in zip(word.indices, word) {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { sawDigit = true; continue }
            if byte == UInt8(ascii: "."), !sawDot { sawDot = true; continue }
            if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")), index == word.startIndex { continue }
            return nil
        }
        guard sawDigit else { return nil }
        return Double(String(decoding: word, as: UTF8.self))
    }

    /// Whether `word` is at `position` (and not the start of a longer word).
    func matches(_ word: String, at position: Int) -> Bool {
        let utf8 = Array(word.utf8)
        guard position >= 0, position + utf8.count <= bytes.count else { return false }
        for (offset, byte) in utf8.enumerated() where bytes[position + offset] != byte { return false }
        return position + utf8.count == bytes.count || !Self.isRegular(bytes[position + utf8.count])
    }
}
