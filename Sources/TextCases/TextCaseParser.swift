import JSONSupport
import TextLayout

/// Turns one line of JSON-lines input (`trellis text --jsonl`) into a
/// ``TextCase``. Every value of the wrong kind is an error naming the line
/// and its JSON path.
///
/// Required: `id` (string or number), `text`, `font_file`, `size_px`. The
/// rest have defaults: `font_index` all 0, `width_px` null (unlimited),
/// `wrap` "word", `max_lines` 0 (unlimited), `ellipsize` "none", `lang` null,
/// `hyphenation_factor` 0 (never hyphenate; 0 to 1, TextKit's threshold),
/// `line_spacing_px` 0, `line_height_multiple` 0 (0 to 100; 0 and 1 the
/// natural height; UIKit's `lineHeightMultiple`: the extra goes above
/// every line, the first too), `weight` (100–900) the font's, `italic` false,
/// `letter_spacing_px` 0, `rise_px` 0, `color` none.
/// Instead of `text`, `runs`: stretches `{"text", "font_file", "font_index",
/// "size_px", "weight", "italic", "letter_spacing_px", "rise_px", "color"}`
/// whose keys left out are the case's (then the case's `font_file` and
/// `size_px` are needed only where a run leaves them out).
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
    static let keys = ["id", "text", "runs", "font_file", "font_index", "size_px", "width_px", "wrap", "max_lines", "ellipsize", "lang",
                       "hyphenation_factor", "line_spacing_px", "line_height_multiple", "weight", "italic", "letter_spacing_px", "rise_px", "color", "description"]
    /// The keys a run may have.
    static let runKeys = ["text", "font_file", "font_index", "size_px", "weight", "italic", "letter_spacing_px", "rise_px", "color"]

    func textCase(from root: JSONValue) throws(TextCaseError) -> TextCase {
        guard case let .object(members) = root else { throw failure(.root, "expected an object, found \(found(root))") }
        for member in members where !Self.keys.contains(member.key) && !member.key.hasPrefix("_") {
            throw failure(key(member.key), NameSuggestion.unknownKey(member.key, allowed: Self.keys))
        }
        let id = try self.id(root["id"])
        let runs = try self.runs(root["runs"])
        let text: String
        switch (root["text"], runs) {
        case let (.string(plain)?, nil): text = plain
        case let (nil, runs?): text = runs.map(\.text).joined()
        case (_?, _?): throw failure(key("text"), "cannot be combined with runs: give the text or its runs")
        case (let other, nil): throw failure(key("text"), "expected the text (a string), found \(found(other))")
        }
        // With runs, the case's fonts and size are needed only if a run leaves them out.
        let fonts = try fontFiles(root, at: .root, required: runs?.contains { $0.fonts == nil } ?? true)
        let size = try self.size(root["size_px"], at: key("size_px"), required: runs?.contains { $0.size == nil } ?? true)
        guard let fonts = fonts ?? runs?.first?.fonts, let size = size ?? runs?.first?.size else {
            throw failure(.root, "expected font_file and size_px")  // unreachable: required above
        }
        var width: Double?
        switch root["width_px"] {
        case nil, .null?: width = nil
        case let .number(w)? where w.isFinite && w > 0 && w <= TextCase.maximumWidth: width = w
        case let other: throw failure(key("width_px"), "expected a positive number of at most 1000000 or null, found \(found(other))")
        }
        var textCase = TextCase(id: id, text: text, fonts: fonts, size: size, width: width)
        textCase.runs = runs
        textCase.weight = try weight(root["weight"], at: key("weight"))
        textCase.italic = try bool(root["italic"], at: key("italic"))
        textCase.letterSpacing = try offset(root["letter_spacing_px"], at: key("letter_spacing_px")) ?? 0
        textCase.rise = try offset(root["rise_px"], at: key("rise_px")) ?? 0
        textCase.color = try color(root["color"], at: key("color"))
        switch root["line_spacing_px"] {
        case nil: textCase.lineSpacing = 0
        case let .number(x)? where x.isFinite && x >= 0 && x <= TextCase.maximumWidth: textCase.lineSpacing = x
        case let other: throw failure(key("line_spacing_px"), "expected a number from 0 to 1000000, found \(found(other))")
        }
        switch root["line_height_multiple"] {
        case nil: textCase.lineHeightMultiple = 0
        case let .number(x)? where x.isFinite && x >= 0 && x <= TextCase.maximumLineHeightMultiple:
            textCase.lineHeightMultiple = x
        case let other:
            throw failure(key("line_height_multiple"), "expected a number from 0 to 100, found \(found(other))")
        }
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

    // MARK: Runs

    /// `runs`, each checked at `$.runs[i]…`; nil when absent.
    private func runs(_ value: JSONValue?) throws(TextCaseError) -> [TextCase.Run]? {
        guard let value else { return nil }
        guard case let .array(elements) = value, !elements.isEmpty else {
            throw failure(key("runs"), "expected a non-empty array of runs ({\"text\", …}), found \(found(value))")
        }
        var runs: [TextCase.Run] = []
        for (i, element) in elements.enumerated() {
            let path = key("runs").index(i)
            guard case let .object(members) = element else { throw failure(path, "expected a run (an object), found \(found(element))") }
            for member in members where !Self.runKeys.contains(member.key) && !member.key.hasPrefix("_") {
                throw failure(path.key(member.key), NameSuggestion.unknownKey(member.key, allowed: Self.runKeys))
            }
            guard case let .string(text)? = element["text"] else {
                throw failure(path.key("text"), "expected the run's text (a string), found \(found(element["text"]))")
            }
            var run = TextCase.Run(text: text)
            run.fonts = try fontFiles(element, at: path, required: false)
            run.size = try size(element["size_px"], at: path.key("size_px"), required: false)
            run.weight = try weight(element["weight"], at: path.key("weight"))
            run.italic = try bool(element["italic"], at: path.key("italic"))
            run.letterSpacing = try offset(element["letter_spacing_px"], at: path.key("letter_spacing_px"))
            run.rise = try offset(element["rise_px"], at: path.key("rise_px"))
            run.color = try color(element["color"], at: path.key("color"))
            runs.append(run)
        }
        return runs
    }

    /// `font_file` and `font_index` of `object` (the case or a run); nil
    /// when absent and not `required`.
    private func fontFiles(_ object: JSONValue, at base: JSONPath, required: Bool) throws(TextCaseError) -> TextCase.Fonts? {
        if object["font_file"] == nil, !required {
            if object["font_index"] != nil {
                throw failure(base.key("font_index"), "needs font_file next to it: the indexes are of those files")
            }
            return nil
        }
        let paths = try fontPaths(object["font_file"], at: base.key("font_file"))
        let indexes = try fontIndexes(object["font_index"], count: paths.count, at: base.key("font_index"))
        return .files(zip(paths, indexes).map { TextCase.FontFile(path: $0, index: $1) })
    }

    private func size(_ value: JSONValue?, at path: JSONPath, required: Bool) throws(TextCaseError) -> Double? {
        if value == nil, !required { return nil }
        guard case let .number(size)? = value, size.isFinite, size > 0, size <= TextCase.maximumSize else {
            throw failure(path, "expected a positive number of at most 5000, found \(found(value))")
        }
        return size
    }

    private func weight(_ value: JSONValue?, at path: JSONPath) throws(TextCaseError) -> Double? {
        guard let value else { return nil }
        guard case let .number(weight) = value, weight >= 100, weight <= 900 else {
            throw failure(path, "expected a weight from 100 to 900 (400 regular, 700 bold), found \(found(value))")
        }
        return weight
    }

    private func bool(_ value: JSONValue?, at path: JSONPath) throws(TextCaseError) -> Bool? {
        guard let value else { return nil }
        guard case let .bool(flag) = value else { throw failure(path, "expected true or false, found \(found(value))") }
        return flag
    }

    /// A letter spacing or rise in pixels: finite, at most 5000 either way.
    private func offset(_ value: JSONValue?, at path: JSONPath) throws(TextCaseError) -> Double? {
        guard let value else { return nil }
        guard case let .number(x) = value, x.isFinite, abs(x) <= TextStyle.maximumOffset else {
            throw failure(path, "expected a number of pixels from -5000 to 5000, found \(found(value))")
        }
        return x
    }

    private func color(_ value: JSONValue?, at path: JSONPath) throws(TextCaseError) -> String? {
        guard let value else { return nil }
        guard case let .string(color) = value, TextCase.isColor(color) else {
            throw failure(path, "expected a colour \"#rrggbb\" or \"#rrggbbaa\", found \(found(value))")
        }
        return color
    }

    // MARK: Parts

    private func id(_ value: JSONValue?) throws(TextCaseError) -> JSONValue {
        switch value {
        case let .string(s)?: return .string(s)
        case let .number(x)? where x.isFinite: return .number(x)
        default: throw failure(key("id"), "expected a string or a finite number, found \(found(value))")
        }
    }

    private func fontPaths(_ value: JSONValue?, at path: JSONPath) throws(TextCaseError) -> [String] {
        guard case let .array(elements)? = value, !elements.isEmpty else {
            throw failure(path, "expected a non-empty array of font file paths (primary, then fallbacks), found \(found(value))")
        }
        var paths: [String] = []
        for (i, element) in elements.enumerated() {
            guard case let .string(path) = element, !path.isEmpty else {
                throw failure(path.index(i), "expected a font file path (a non-empty string), found \(found(element))")
            }
            paths.append(path)
        }
        return paths
    }

    private func fontIndexes(_ value: JSONValue?, count: Int, at path: JSONPath) throws(TextCaseError) -> [Int] {
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
