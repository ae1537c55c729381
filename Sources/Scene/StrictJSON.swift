import JSONSupport

/// A `.json` scene is JSON as RFC 8259 has it (scene37). The scene is read
/// through the YAML parser, of which JSON is a part, but that parser also
/// takes what JSON refuses (a trailing comma, comments, single quotes,
/// unquoted keys, `NaN`): ``check(_:)`` refuses those first, each at its
/// line:column, with JSONSupport's strict parser. Duplicate keys are JSON,
/// left to the scene's reader, which refuses them naming the first.
///
/// libyaml refuses one thing JSON takes, a surrogate pair escape
/// (`\uD83D\uDE00`, 😀): ``forYAML(_:)`` rewrites each pair as YAML's own
/// escape of the character (`\U0001F600`), padded after the string's
/// closing quote so every token after the string keeps its column.
enum StrictJSON {
    static func check(_ text: String) throws(LocatedError) {
        let bytes = Array(text.utf8)
        do {
            try JSONParser.validate(bytes)
        } catch {
            throw LocatedError(location: SourceLocation(line: error.line, column: error.column),
                               message: message(for: error, in: bytes))
        }
    }

    /// The parser's words, except where a user reaches for what JSON lacks
    /// and "unexpected '/'" would not say so (cli38): a comment (which a
    /// YAML scene allows), a trailing comma, single quotes.
    private static func message(for error: JSONParser.SyntaxError, in bytes: [UInt8]) -> String {
        guard let at = offset(line: error.line, column: error.column, in: bytes), at < bytes.count else {
            return "invalid JSON: " + error.message
        }
        let byte = bytes[at], next = at + 1 < bytes.count ? bytes[at + 1] : 0
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
            return "comments are not allowed in JSON (RFC 8259); use a .yaml scene for comments"
        }
        if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"),
           bytes[..<at].last(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: ",") {
            return "a trailing comma before '\(Character(Unicode.Scalar(byte)))' is not allowed in JSON (RFC 8259); remove the comma"
        }
        if byte == UInt8(ascii: "'") {
            return "single quotes are not JSON (RFC 8259); write names and strings in double quotes"
        }
        return "invalid JSON: " + error.message
    }

    /// The byte offset of a 1-based line and column (columns count
    /// characters, a byte order mark none), as the parser counts them.
    private static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var currentLine = 1, currentColumn = 1
        while index < bytes.count {
            let byte = bytes[index]
            // A continuation byte is in the column of its character's first.
            if byte & 0xC0 != 0x80 {
                if currentLine == line, currentColumn == column { return index }
                if byte == 0x0A {
                    currentLine += 1
                    currentColumn = 1
                } else {
                    currentColumn += 1
                }
            }
            index += 1
        }
        return nil
    }

    /// `text` (valid JSON) with its surrogate pair escapes as YAML takes
    /// them; the text itself when it has none, as nearly every file.
    static func forYAML(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard hasPairEscape(bytes) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0, inString = false, padding = 0
        while index < bytes.count {
            let byte = bytes[index]
            if !inString {
                inString = byte == UInt8(ascii: "\"")
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                out.append(byte)
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
                padding = 0
                index += 1
                continue
            } else if byte == UInt8(ascii: "\\") {
                if let scalar = pair(bytes, at: index) {
                    // 12 characters become 10: two spaces after the string.
                    out.append(contentsOf: yamlEscape(scalar))
                    padding += 2
                    index += 12
                } else {
                    out.append(contentsOf: bytes[index...index + 1])
                    index += 2
                }
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a `\u` escape of a high surrogate (`\uD8`…`\uDB`) occurs:
    /// a quick look that keeps the rewrite off the usual file.
    private static func hasPairEscape(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
               bytes[index + 2] | 0x20 == UInt8(ascii: "d"), "89abAB".utf8.contains(bytes[index + 3]) {
                return true
            }
            index += 1
        }
        return false
    }

    /// The character of a valid pair `\uD8xx\uDCxx` starting at `index`, or nil.
    private static func pair(_ bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 12 <= bytes.count, bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 6] == UInt8(ascii: "\\"),
              bytes[index + 7] == UInt8(ascii: "u"),
              let high = hex4(bytes, at: index + 2), let low = hex4(bytes, at: index + 8),
              (0xD800..<0xDC00).contains(high), (0xDC00..<0xE000).contains(low) else { return nil }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    private static func hex4(_ bytes: [UInt8], at index: Int) -> UInt32? {
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// `\U` and eight hex digits, YAML's escape of `scalar`.
    private static func yamlEscape(_ scalar: UInt32) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [UInt8(ascii: "\\"), UInt8(ascii: "U")] + (0..<8).reversed().map { digits[Int(scalar >> (4 * UInt32($0)) & 0xF)] }
    }
}
