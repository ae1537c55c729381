/// A strict RFC 8259 JSON parser that reports syntax errors by line and
/// column, which Foundation's parser on Linux does not.
///
/// Like Python's `json` module (the reference oracle's reader) it also
/// accepts the literals `NaN`, `Infinity` and `-Infinity`; numbers too large
/// for a Double become infinite. The model layer rejects both by JSON path.
/// `strict` (a `.json` scene, scene37) takes RFC 8259 alone: no `NaN` or
/// `Infinity`, and no lone surrogate escape (`\uD83D` without its pair),
/// which is no character.
public struct JSONParser {
    public struct SyntaxError: Error, Equatable {
        public let line: Int
        public let column: Int
        public let message: String
    }

    private let bytes: [UInt8]
    private let strict: Bool
    /// False for ``validate(_:strict:)``: check the syntax, build nothing.
    private var building = true
    private var index = 0

    /// Parses one JSON document (surrounding whitespace allowed).
    public static func parse(_ bytes: [UInt8], strict: Bool = false) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, strict: strict)
        return try parser.document()
    }

    /// Checks that `bytes` are one JSON document, as ``parse(_:strict:)``
    /// would, without building its values: a `.json` scene's check before
    /// its YAML reader, a few times faster than parsing.
    public static func validate(_ bytes: [UInt8], strict: Bool = true) throws(SyntaxError) {
        var parser = JSONParser(bytes: bytes, strict: strict)
        parser.building = false
        _ = try parser.document()
    }

    private init(bytes: [UInt8], strict: Bool) {
        self.bytes = bytes
        self.strict = strict
    }

    // MARK: Values

    private mutating func document() throws(SyntaxError) -> JSONValue {
        // A UTF-8 byte order mark is tolerated, as most editors may write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describeNext()) after the JSON value") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        // A bound on nesting keeps hostile input from exhausting the stack.
        guard depth < 512 else { throw error("nesting deeper than 512 levels") }
        guard let byte = peek() else { throw error("unexpected end of input, expected a value") }
        if strict, byte == UInt8(ascii: "N") || byte == UInt8(ascii: "I") || byte == UInt8(ascii: "-"),
           let word = ["NaN", "Infinity", "-Infinity"].first(where: { matches($0) }) {
            throw error("\(word) is not JSON (it has no NaN or Infinity); expected a finite number in digits")
        }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "N"): try expectWord("NaN"); return .number(.nan)
        case UInt8(ascii: "I"): try expectWord("Infinity"); return .number(.infinity)
        case UInt8(ascii: "-") where matches("-Infinity"):
            try expectWord("-Infinity")
            return .number(-.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeNext()), expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeNext()), expected a member name in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("unexpected \(describeNext()), expected ':'") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            if building { members.append((key, value)) }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("unexpected \(describeNext()), expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            let element = try parseValue(depth: depth + 1)
            if building { elements.append(element) }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("unexpected \(describeNext()), expected ',' or ']'")
            }
        }
    }

    // MARK: Scalars

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try digits() > 0 else { throw error("expected a digit") }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard try digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard try digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        guard building else { return 0 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else {
            index = start
            throw error("invalid number \(text)")
        }
        return value
    }

    private mutating func digits() throws(SyntaxError) -> Int {
        var count = 0
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            index += 1
            count += 1
        }
        return count
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1  // the opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                guard building else {
                    index += 1
                    return ""
                }
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw error("the string before this point is not valid UTF-8")
                }
                index += 1
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw error("control character in a string (escape it)")
            default:
                if building { utf8.append(byte) }
                index += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(SyntaxError) {
        guard let byte = peek() else { throw error("unterminated string") }
        if let replacement = Self.simpleEscapes[byte] {
            utf8.append(replacement)
            index += 1
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'") }
        let escape = index - 1
        index += 1
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), matches("\\u") {
            let save = index
            index += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                index = save
            }
        }
        // A lone surrogate cannot be UTF-8; it becomes U+FFFD as in most
        // readers, or is refused where the text must be the file's own.
        if strict, (0xD800..<0xE000).contains(code) {
            index = escape
            throw error("a lone surrogate escape (\\u\(String(code, radix: 16, uppercase: true))) is no character; "
                        + "expected a pair, \\uD800–\\uDBFF then \\uDC00–\\uDFFF")
        }
        guard building else { return }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("expected four hex digits after '\\u'")
            }
            code = code * 16 + UInt32(digit)
            index += 1
        }
        return code
    }

    // MARK: Helpers

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func matches(_ word: String) -> Bool {
        bytes[index...].starts(with: word.utf8)
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        guard matches(word) else { throw error("unexpected \(describeNext()), expected a value") }
        index += word.utf8.count
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    /// The next character for a message: `'x'`, or "end of input".
    private func describeNext() -> String {
        guard index < bytes.count else { return "end of input" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return "'\(text)'"
    }

    /// An error at the current position; columns count characters (Unicode
    /// scalars), not bytes, so they match what an editor shows.
    private func error(_ message: String) -> SyntaxError {
        var line = 1
        var column = 1
        // A byte order mark is no column.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for byte in bytes[min(start, index)..<min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SyntaxError(line: line, column: column, message: message)
    }
}
