/// A Swift token: where it is in the file's UTF-8 bytes and what it is.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A name or keyword (`func`, `tap`, `` `default` ``, `$0`).
        case identifier
        /// `#selector`, `#if`, `#available`: the `#` and the word.
        case poundKeyword
        /// One punctuation or operator character (`{`, `?`, `.`, `@`, `-`).
        case punctuation
        /// A string literal, interpolations and all.
        case string
        /// A number literal.
        case number
        /// A regular expression literal (`#/…/#`).
        case regex
    }

    public let kind: Kind
    public let range: Range<Int>
    /// Whether a newline (or the file's start) comes between this token and
    /// the one before it, comments aside.
    public let startsLine: Bool
    /// Whether whitespace or a comment comes right before it.
    public let followsSpace: Bool
}

/// Splits Swift source into tokens, skipping whitespace and comments.
///
/// Just enough of Swift's lexical structure to find declarations and
/// expressions reliably: strings (with interpolations, multi-line and raw
/// forms) and comments (nested) are skipped whole, so that `@objc` in a
/// string or a comment is never taken for an attribute. Operators come one
/// character a token; a bare `/regex/` literal is read as operators.
public struct SwiftLexer {
    let bytes: [UInt8]

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public func tokens() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var index = 0
        var newline = true
        var space = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x0D:
                newline = true
                space = true
                index += 1
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                space = true
                index += 1
            case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                space = true
            case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "*"):
                index = skipBlockComment(from: index)
                space = true
            default:
                let (kind, end) = scanToken(at: index)
                tokens.append(SwiftToken(kind: kind, range: index..<end, startsLine: newline, followsSpace: space))
                newline = false
                space = false
                index = end
            }
        }
        return tokens
    }

    private func peek(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func skipBlockComment(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return index
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private func scanToken(at start: Int) -> (SwiftToken.Kind, Int) {
        let byte = bytes[start]
        if Self.isIdentifierHead(byte) || byte == UInt8(ascii: "$") {
            var end = start + 1
            while end < bytes.count, Self.isIdentifierBody(bytes[end]) { end += 1 }
            return (.identifier, end)
        }
        if byte == UInt8(ascii: "`") {
            var end = start + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
            return (.identifier, min(end + 1, bytes.count))
        }
        if byte >= 0x30 && byte <= 0x39 {
            var end = start + 1
            while end < bytes.count {
                let next = bytes[end]
                if Self.isIdentifierBody(next) {
                    end += 1
                } else if next == UInt8(ascii: "."), let after = peek(end + 1), after >= 0x30 && after <= 0x39 {
                    end += 1
                } else if (next == UInt8(ascii: "+") || next == UInt8(ascii: "-")),
                          bytes[end - 1] == UInt8(ascii: "e") || bytes[end - 1] == UInt8(ascii: "E") || bytes[end - 1] == UInt8(ascii: "p") || bytes[end - 1] == UInt8(ascii: "P"),
                          !(bytes[start] == UInt8(ascii: "0") && end == start + 1) {
                    end += 1
                } else {
                    break
                }
            }
            return (.number, end)
        }
        if byte == UInt8(ascii: "\"") {
            return (.string, skipString(from: start, hashes: 0))
        }
        if byte == UInt8(ascii: "#") {
            var hashes = 0
            var index = start
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                return (.string, skipString(from: index, hashes: hashes))
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
                return (.regex, skipRegex(from: index, hashes: hashes))
            }
            if hashes == 1, index < bytes.count, Self.isIdentifierHead(bytes[index]) {
                var end = index + 1
                while end < bytes.count, Self.isIdentifierBody(bytes[end]) { end += 1 }
                return (.poundKeyword, end)
            }
            return (.punctuation, start + 1)
        }
        return (.punctuation, start + 1)
    }

    /// The insides of the interpolations (between `\(` and its `)`) of the
    /// string literal token at `range`, in order (an interpolation's own
    /// strings are not looked into).
    public func interpolations(ofStringAt range: Range<Int>) -> [Range<Int>] {
        var quote = range.lowerBound
        while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
        var found: [Range<Int>] = []
        _ = skipString(from: quote, hashes: quote - range.lowerBound) { found.append($0) }
        return found
    }

    /// The end of the string literal whose opening quote is at `quote`
    /// (after `hashes` `#`s), interpolations included; each interpolation's
    /// inside is handed to `interpolation`.
    func skipString(from quote: Int, hashes: Int, interpolation: ((Range<Int>) -> Void)? = nil) -> Int {
        let multiline = peek(quote + 1) == UInt8(ascii: "\"") && peek(quote + 2) == UInt8(ascii: "\"")
        var index = quote + (multiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && closesHashes(at: index + 1, hashes) {
                let afterHashes = index + 1 + hashes
                if peek(afterHashes) == UInt8(ascii: "(") {
                    index = skipInterpolation(from: afterHashes)
                    if index - 1 > afterHashes, bytes[index - 1] == UInt8(ascii: ")") { interpolation?(afterHashes + 1..<index - 1) }
                } else {
                    index = afterHashes + 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if multiline {
                    if peek(index + 1) == UInt8(ascii: "\""), peek(index + 2) == UInt8(ascii: "\""), closesHashes(at: index + 3, hashes) {
                        return index + 3 + hashes
                    }
                } else if closesHashes(at: index + 1, hashes) {
                    return index + 1 + hashes
                }
            }
            if !multiline, byte == 0x0A || byte == 0x0D { return index }
            index += 1
        }
        return index
    }

    private func closesHashes(at index: Int, _ hashes: Int) -> Bool {
        guard index + hashes <= bytes.count else { return false }
        for offset in 0..<hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The end of `\( … )`, whose `(` is at `paren`: tokens to the matching
    /// `)`, strings inside skipped whole.
    private func skipInterpolation(from paren: Int) -> Int {
        var depth = 0
        var index = paren
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return index }
            case UInt8(ascii: "\""):
                index = skipString(from: index, hashes: 0)
            case UInt8(ascii: "#") where peek(index + 1) == UInt8(ascii: "\"") || peek(index + 1) == UInt8(ascii: "#"):
                var hashes = 0
                var quote = index
                while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") { hashes += 1; quote += 1 }
                index = quote < bytes.count && bytes[quote] == UInt8(ascii: "\"") ? skipString(from: quote, hashes: hashes) : quote
            case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "*"):
                index = skipBlockComment(from: index)
            case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            default:
                index += 1
            }
        }
        return index
    }

    private func skipRegex(from slash: Int, hashes: Int) -> Int {
        var index = slash + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "/"), closesHashes(at: index + 1, hashes) { return index + 1 + hashes }
            index += 1
        }
        return index
    }
}
