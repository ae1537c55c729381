import JSONSupport
import TextLayout

/// Turns one line of JSON-lines input (`trellis text --jsonl`) into a
/// ``TextCase``. Every value of the wrong kind is an error naming the line
/// and its JSON path.
///
/// Required: `id` (string or number), `text`, `font_file`, `size_px`. The
/// rest have defaults: `font_index` all 0, `width_px` null (unlimited),
/// `wrap` "word", `max_lines` 0 (unlimited), `ellipsize` "none", `lang` null,
/// `hyphenation_factor` 0 (never hyphenate; 0 to 1, TextKit's threshold).
/// `description` and keys that start with `_` are annotations, ignored;
/// any other key is refused at its path with the nearest valid key
/// (`$.sise_px: unknown key "sise_px"; did you mean "size_px"?`), since a
/// misspelt key would otherwise silently take its default.
public struct TextCaseParser {
    /// What messages call the input.
    let source: String
    /// The 1-based line number used in messages.
    let line: Int

    /// Parses `bytes`: one line, without its line end.
    ///
    /// - Parameters:
    ///   - line: the line's 1-based number in the input, for messages.
    ///   - source: what messages call the input (`stdin`, a file's path).
    /// - Throws: ``TextCaseError/input(source:location:message:)`` at the
    ///   first invalid UTF-8 byte or JSON syntax error, or at the JSON path
    ///   of the first value that is not valid.
    public static func parse<C: Collection>(_ bytes: C, line: Int, source: String) throws(TextCaseError) -> TextCase
    where C.Element == UInt8 {
        // Checked before parsing so the message names the byte, not a string.
        if let failure = UTF8Check.firstFailure(in: bytes) {
            throw .input(source: source, location: .position(line: line, column: failure.column), message: failure.message)
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(bytes))
        } catch {
            // A line holds one document: its own line 1 is the input's `line`.
            throw .input(source: source, location: .position(line: line + error.line - 1, column: error.column),
                         message: "invalid JSON: \(error.message)")
        }
        return try TextCaseParser(source: source, line: line).textCase(from: root)
    }

    /// The keys a case may have: what is read, then the annotation.
    static let keys = ["id", "text", "font_file", "font_index", "size_px", "width_px", "wrap", "max_lines", "ellipsize", "lang",
                       "hyphenation_factor", "description"]

    func textCase(from root: JSONValue) throws(TextCaseError) -> TextCase {
        guard case let .object(members) = root else { throw failure(.root, "expected an object, found \(found(root))") }
        for member in members where !Self.keys.contains(member.key) && !member.key.hasPrefix("_") {
            throw failure(key(member.key), NameSuggestion.unknownKey(member.key, allowed: Self.keys))
        }
        let id = try self.id(root["id"])
        guard case let .string(text)? = root["text"] else {
            throw failure(key("text"), "expected the text (a string), found \(found(root["text"]))")
        }
        let paths = try fontPaths(root["font_file"])
        let indexes = try fontIndexes(root["font_index"], count: paths.count)
        let files = zip(paths, indexes).map { TextCase.FontFile(path: $0, index: $1) }

        guard case let .number(size)? = root["size_px"], size.isFinite, size > 0, size <= TextCase.maximumSize else {
            throw failure(key("size_px"), "expected a positive number of at most 5000, found \(found(root["size_px"]))")
        }
        var width: Double?
        switch root["width_px"] {
        case nil, .null?: width = nil
        case let .number(w)? where w.isFinite && w > 0 && w <= TextCase.maximumWidth: width = w
        case let other: throw failure(key("width_px"), "expected a positive number of at most 1000000 or null, found \(found(other))")
        }
        var textCase = TextCase(id: id, text: text, fonts: .files(files), size: size, width: width)
        textCase.wrap = try wrap(root["wrap"])
        textCase.maximumNumberOfLines = try wholeNumber(root["max_lines"], at: key("max_lines")) ?? 0
        switch root["ellipsize"] {
        case nil, .string("none")?: textCase.ellipsize = false
        case .string("end")?: textCase.ellipsize = true
        case let other: throw failure(key("ellipsize"), "expected \"end\" or \"none\", found \(found(other))")
        }
        switch root["lang"] {
        case nil, .null?: textCase.language = nil
        case let .string(tag)? where TextCase.isLanguageTag(tag): textCase.language = tag
        case let other:
            throw failure(key("lang"), "expected a BCP 47 language tag such as \"en\" or \"zh-Hans\", or null, found \(found(other))")
        }
        switch root["hyphenation_factor"] {
        case nil: textCase.hyphenationFactor = 0
        case let .number(factor)? where factor >= 0 && factor <= 1: textCase.hyphenationFactor = factor
        case let other:
            throw failure(key("hyphenation_factor"), "expected a number from 0 to 1, found \(found(other))")
        }
        return textCase
    }

    // MARK: Parts

    private func id(_ value: JSONValue?) throws(TextCaseError) -> JSONValue {
        switch value {
        case let .string(s)?: return .string(s)
        case let .number(x)? where x.isFinite: return .number(x)
        default: throw failure(key("id"), "expected a string or a finite number, found \(found(value))")
        }
    }

    private func fontPaths(_ value: JSONValue?) throws(TextCaseError) -> [String] {
        guard case let .array(elements)? = value, !elements.isEmpty else {
            throw failure(key("font_file"), "expected a non-empty array of font file paths (primary, then fallbacks), found \(found(value))")
        }
        var paths: [String] = []
        for (i, element) in elements.enumerated() {
            guard case let .string(path) = element, !path.isEmpty else {
                throw failure(key("font_file").index(i), "expected a font file path (a non-empty string), found \(found(element))")
            }
            paths.append(path)
        }
        return paths
    }

    private func fontIndexes(_ value: JSONValue?, count: Int) throws(TextCaseError) -> [Int] {
        let path = key("font_index")
        switch value {
        case nil, .null?:
            return Array(repeating: 0, count: count)
        case let .array(elements)?:
            guard elements.count == count else {
                throw failure(path, "expected \(count) face \(count == 1 ? "index" : "indexes") (one per font file), found \(elements.count)")
            }
            var indexes: [Int] = []
            for (i, element) in elements.enumerated() {
                indexes.append(try wholeNumber(element, at: path.index(i))!)
            }
            return indexes
        case let other?:
            throw failure(path, "expected an array of face indexes (one per font file), found \(found(other))")
        }
    }

    private func wrap(_ value: JSONValue?) throws(TextCaseError) -> WrapMode {
        guard let value else { return .word }
        if case let .string(name) = value, let mode = TextCase.wrapNames.first(where: { $0.name == name })?.mode {
            return mode
        }
        throw failure(key("wrap"), "expected \"word\", \"char\" or \"word_char\", found \(found(value))")
    }

    /// A whole number in 0...Int32.max (nil when absent): larger ones are
    /// surely mistakes, and would not fit an Int if huge.
    private func wholeNumber(_ value: JSONValue?, at path: JSONPath) throws(TextCaseError) -> Int? {
        guard let value else { return nil }
        guard case let .number(x) = value, x >= 0, x <= Double(Int32.max), x == x.rounded() else {
            throw failure(path, "expected a whole number >= 0, found \(found(value))")
        }
        return Int(x)  // checked: whole and in 0...Int32.max just above
    }

    // MARK: Messages

    private func key(_ name: String) -> JSONPath { JSONPath.root.key(name) }

    private func found(_ value: JSONValue?) -> String { value?.summary ?? "nothing" }

    private func failure(_ path: JSONPath, _ message: String) -> TextCaseError {
        .input(source: source, location: .path(line: line, path), message: message)
    }
}
