import JSONSupport
import Testing
import TextCases
import TrellisTestSupport

/// Every kind of bad JSON-lines input gets one message naming the line and
/// the JSON path or column at fault: the exact texts `trellis text --jsonl`
/// prints after "error: ".
@Suite struct MalformedCaseTests {
    static let font = TestFont.path

    /// A valid case on line 1 with `members` added (a later key wins).
    static func with(_ members: String) -> String {
        #"{"id": "x", "text": "AB", "font_file": ["\#(font)"], "size_px": 10\#(members)}"#
    }

    static let jsonLinesCases: [(input: String, message: String)] = [
        // JSON syntax: line and column.
        (#"{"id": 1,}"#, "stdin:1:10: invalid JSON: unexpected '}', expected a member name in double quotes"),
        (#"{"id": "x""#, "stdin:1:11: invalid JSON: unexpected end of input, expected ',' or '}'"),
        ("[1]", "stdin:1: $: expected an object, found [1]"),
        // Required members.
        (#"{"text": "AB", "font_file": ["f"], "size_px": 10}"#, "stdin:1: $.id: expected a string or a finite number, found nothing"),
        (with(#", "id": [1]"#), "stdin:1: $.id: expected a string or a finite number, found [1]"),
        (with(#", "text": 5"#), "stdin:1: $.text: expected the text (a string), found 5"),
        (with(#", "text": null"#), "stdin:1: $.text: expected the text (a string), found null"),
        (with(#", "font_file": "f.ttf""#), #"stdin:1: $.font_file: expected a non-empty array of font file paths (primary, then fallbacks), found "f.ttf""#),
        (with(#", "font_file": []"#), "stdin:1: $.font_file: expected a non-empty array of font file paths (primary, then fallbacks), found []"),
        (with(#", "font_file": ["\#(font)", 3]"#), "stdin:1: $.font_file[1]: expected a font file path (a non-empty string), found 3"),
        (with(#", "font_index": [0, 0]"#), "stdin:1: $.font_index: expected 1 face index (one per font file), found 2"),
        (with(#", "font_index": [-1]"#), "stdin:1: $.font_index[0]: expected a whole number >= 0, found -1"),
        (with(#", "font_index": 0"#), "stdin:1: $.font_index: expected an array of face indexes (one per font file), found 0"),
        // Sizes and widths: positive and finite.
        (with(#", "size_px": 0"#), "stdin:1: $.size_px: expected a positive number of at most 5000, found 0"),
        (with(#", "size_px": -3"#), "stdin:1: $.size_px: expected a positive number of at most 5000, found -3"),
        (with(#", "size_px": NaN"#), "stdin:1: $.size_px: expected a positive number of at most 5000, found NaN"),
        (with(#", "size_px": 1e999"#), "stdin:1: $.size_px: expected a positive number of at most 5000, found Infinity"),
        (with(#", "size_px": "10""#), #"stdin:1: $.size_px: expected a positive number of at most 5000, found "10""#),
        (with(#", "size_px": 3000000"#), "stdin:1: $.size_px: expected a positive number of at most 5000, found 3000000"),
        (with(#", "width_px": 1e300"#), "stdin:1: $.width_px: expected a positive number of at most 1000000 or null, found 1e+300"),
        (with(#", "width_px": 0"#), "stdin:1: $.width_px: expected a positive number of at most 1000000 or null, found 0"),
        (with(#", "width_px": -Infinity"#), "stdin:1: $.width_px: expected a positive number of at most 1000000 or null, found -Infinity"),
        (with(#", "width_px": true"#), "stdin:1: $.width_px: expected a positive number of at most 1000000 or null, found true"),
        // Enumerations and counts.
        (with(#", "wrap": "word-char""#), #"stdin:1: $.wrap: expected "word", "char" or "word_char", found "word-char""#),
        (with(#", "max_lines": 1.5"#), "stdin:1: $.max_lines: expected a whole number >= 0, found 1.5"),
        (with(#", "max_lines": -1"#), "stdin:1: $.max_lines: expected a whole number >= 0, found -1"),
        (with(#", "max_lines": 1e300"#), "stdin:1: $.max_lines: expected a whole number >= 0, found 1e+300"),
        (with(#", "ellipsize": "start""#), #"stdin:1: $.ellipsize: expected "end" or "none", found "start""#),
        (with(#", "lang": "en@lb=loose""#), #"stdin:1: $.lang: expected a BCP 47 language tag such as "en" or "zh-Hans", or null, found "en@lb=loose""#),
        (with(#", "lang": 5"#), #"stdin:1: $.lang: expected a BCP 47 language tag such as "en" or "zh-Hans", or null, found 5"#),
        // Keys the format does not have: the nearest one, or the list.
        (with(#", "sise_px": 12"#), #"stdin:1: $.sise_px: unknown key "sise_px"; did you mean "size_px"?"#),
        (with(#", "max_line": 2"#), #"stdin:1: $.max_line: unknown key "max_line"; did you mean "max_lines"?"#),
        (with(#", "colour": "red""#), #"stdin:1: $.colour: unknown key "colour"; did you mean "color"?"#),
        (with(#", "tabs": 4"#), #"stdin:1: $.tabs: unknown key "tabs"; expected one of id, text, runs, font_file, font_index, size_px, width_px, wrap, max_lines, ellipsize, lang, hyphenation_factor, line_spacing_px, line_height_multiple, weight, italic, letter_spacing_px, rise_px, color, description"#),
        (with(#", "runs": [{"text": "A", "sise_px": 3}]"#), #"stdin:1: $.runs[0].sise_px: unknown key "sise_px"; did you mean "size_px"?"#),
        (with(#", "hyphenation_factor": 1.5"#), "stdin:1: $.hyphenation_factor: expected a number from 0 to 1, found 1.5"),
        (with(#", "hyphenation_factor": "1""#), #"stdin:1: $.hyphenation_factor: expected a number from 0 to 1, found "1""#),
        (with(#", "hyphenation_factor": 0.5, "lang": "xx""#),
         "stdin:1: $.lang: no hyphenation dictionary for xx (looked for /usr/share/hyphen/hyph_xx.dic); Debian's hyphen-* packages install them (hyphen-en-us for English)"),
        // Fonts that cannot be used.
        (with(#", "font_file": ["/nonexistent/font.ttf"]"#), "stdin:1: $.font_file[0]: /nonexistent/font.ttf: no such file or directory"),
        (with(#", "font_file": ["\#(font)", "/nonexistent/b.ttf"], "font_index": [0, 0]"#), "stdin:1: $.font_file[1]: /nonexistent/b.ttf: no such file or directory"),
        (with(#", "font_index": [4]"#), "stdin:1: $.font_file[0]: \(font): holds no font at index 4"),
        (with(#", "font_file": ["\#(fixtures)/fonts/README.md"]"#), "stdin:1: $.font_file[0]: \(fixtures)/fonts/README.md: is not a font file (TrueType, OpenType or a collection of them)"),
    ]

    @Test(arguments: jsonLinesCases)
    func jsonLinesMessage(_ input: String, _ message: String) {
        #expect(Self.parseAndLayOut(Array(input.utf8)) == message)
    }

    /// What a session over `bytes` (line `line` of its input, after blank
    /// lines) throws, as printed; nil when the line is a valid case.
    static func parseAndLayOut(_ bytes: [UInt8], line: Int = 1) -> String? {
        var input: [UInt8]? = Array(repeating: 0x0A, count: line - 1) + bytes
        let session = TextJSONLines(source: "stdin", read: { () -> [UInt8]? in
            defer { input = nil }
            return input
        }, write: { _ in })
        do {
            try session.run()
            return nil
        } catch {
            return error.description
        }
    }

    /// Notes a case may carry: `description` and keys starting with `_`.
    @Test func notesAreIgnored() {
        #expect(Self.parseAndLayOut(Array(Self.with(#", "description": "two letters", "_source": 3"#).utf8)) == nil)
    }

    /// The parser alone names its input as told and gives each fault's place.
    @Test func parserNamesItsSource() {
        #expect(throws: TextCaseError.input(source: "cases.jsonl", location: .position(line: 7, column: 10),
                                            message: "invalid JSON: unexpected '}', expected a member name in double quotes")) {
            try TextCaseParser.parse(Array(#"{"id": 1,}"#.utf8), line: 7, source: "cases.jsonl")
        }
        #expect(throws: TextCaseError.input(source: "cases.jsonl", location: .path(line: 2, .root.key("size_px")),
                                            message: "expected a positive number of at most 5000, found 0")) {
            try TextCaseParser.parse(Array(Self.with(#", "size_px": 0"#).utf8), line: 2, source: "cases.jsonl")
        }
    }

    @Test func aValidCaseParses() throws {
        let textCase = try TextCaseParser.parse(Array(Self.with(#", "width_px": 40, "wrap": "char", "max_lines": 2, "ellipsize": "end", "lang": "en""#).utf8),
                                                line: 1, source: "stdin")
        #expect(textCase.id == .string("x") && textCase.text == "AB" && textCase.size == 10 && textCase.width == 40)
        #expect(textCase.fonts == .files([.init(path: Self.font, index: 0)]))
        #expect(textCase.wrap == .character && textCase.maximumNumberOfLines == 2 && textCase.ellipsize)
        #expect(textCase.language == "en")
    }

    @Test func invalidUTF8NamesLineAndColumn() {
        // `{"id": "a", "text": "A` is 22 characters; é counts as one.
        var bytes = Array(#"{"id": "a", "text": "A"#.utf8) + [0xFF] + Array(#"B"}"#.utf8)
        #expect(Self.parseAndLayOut(bytes, line: 4) == "stdin:4:23: invalid UTF-8 (byte 0xFF)")
        bytes = Array(#"{"id": "é", "text": "A"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(Self.parseAndLayOut(bytes) == "stdin:1:23: invalid UTF-8 (byte 0xC3)")
        // An encoded surrogate (ED A0 80) is not UTF-8 either.
        #expect(Self.parseAndLayOut([0x22, 0xED, 0xA0, 0x80, 0x22]) == "stdin:1:2: invalid UTF-8 (byte 0xED)")
    }
}
