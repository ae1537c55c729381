import JSONSupport
import Testing
import TextCases
import TrellisTestSupport

/// `runs` instead of `text` in `trellis text --jsonl`: stretches of their
/// own size, fonts, letter spacing and rise, keys left out inherited from
/// the case; output as for `text`, line starts as UTF-8 offsets into the
/// runs' texts joined. In the test font (a letter is the size wide, a
/// space half of it, ascent 0.8 and descent 0.2 of it).
@Suite struct RunsCaseTests {
    static let font = TestFont.path

    /// The JSON result of one line of input.
    static func result(_ line: String) throws(TextCaseError) -> String {
        var out = ""
        var input: [UInt8]? = Array(line.utf8)
        try TextJSONLines(source: "stdin", read: { () -> [UInt8]? in
            defer { input = nil }
            return input
        }, write: { out += $0 }).run()
        return out
    }

    static func message(_ line: String) -> String? {
        do {
            _ = try result(line)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func runsLayOutAsOneParagraph() throws {
        // "AB " at 10 (25, 20 at the wrap), "CD EF" at 20 (40 + 10 + 40):
        // at 50 the lines are "AB ", "CD ", "EF", 10, 20 and 20 tall.
        let out = try Self.result(##"{"id": "r", "font_file": ["\##(Self.font)"], "size_px": 10, "width_px": 50, "runs": [{"text": "AB "}, {"text": "CD EF", "size_px": 20, "color": "#ff0000"}]}"##)
        #expect(out == #"{"id": "r", "lines": [{"start": 0, "length": 3, "text": "AB ", "width_px": 20, "baseline_px": 8}, {"start": 3, "length": 3, "text": "CD ", "width_px": 40, "baseline_px": 26}, {"start": 6, "length": 2, "text": "EF", "width_px": 40, "baseline_px": 46}], "width_px": 40, "height_px": 50}"# + "\n")
    }

    @Test func runsMayGiveEverythingThemselves() throws {
        // No font_file or size_px at the top: each run has its own. 2 px
        // letter spacing on "AB" (24, trimmed 1 at the line's start), then
        // "C" raised 3 px: ascent 8 + 3 = 11, 13 tall; line spacing unused.
        let out = try Self.result(#"{"id": 1, "line_spacing_px": 4, "runs": [{"text": "AB", "font_file": ["\#(Self.font)"], "size_px": 10, "letter_spacing_px": 2}, {"text": "C", "font_file": ["\#(Self.font)"], "font_index": [0], "size_px": 10, "rise_px": 3, "weight": 700, "italic": true}]}"#)
        #expect(out == #"{"id": 1, "lines": [{"start": 0, "length": 3, "text": "ABC", "width_px": 33, "baseline_px": 11}], "width_px": 33, "height_px": 13}"# + "\n")
    }

    @Test func lineSpacingGoesBetweenLines() throws {
        let out = try Self.result(#"{"id": "s", "text": "AB\nCD", "font_file": ["\#(Self.font)"], "size_px": 10, "line_spacing_px": 4}"#)
        #expect(out.contains(#""baseline_px": 22}"#) && out.hasSuffix(#""height_px": 24}"# + "\n"))
    }

    /// UIKit's lineHeightMultiple: each 10 px line of the test font is 15
    /// tall with the 5 px extra above its text, the first line's too, so
    /// the baselines are 5 + 8 = 13 and 15 + 13 = 28, 30 in all. At 0.5 the
    /// lines are 5 tall and the text moves up 5: baselines 3 and 8.
    @Test func aLineHeightMultipleMakesEveryLineTaller() throws {
        let out = try Self.result(#"{"id": "m", "text": "AB\nCD", "font_file": ["\#(Self.font)"], "size_px": 10, "line_height_multiple": 1.5}"#)
        #expect(out.contains(#""baseline_px": 13}"#) && out.contains(#""baseline_px": 28}"#))
        #expect(out.hasSuffix(#""height_px": 30}"# + "\n"))
        let short = try Self.result(#"{"id": "m", "text": "AB\nCD", "font_file": ["\#(Self.font)"], "size_px": 10, "line_height_multiple": 0.5}"#)
        #expect(short.contains(#""baseline_px": 3}"#) && short.contains(#""baseline_px": 8}"#))
        #expect(short.hasSuffix(#""height_px": 10}"# + "\n"))
        // 0 (NSParagraphStyle's default) and 1: the natural height.
        for multiple in ["0", "1"] {
            let natural = try Self.result(#"{"id": "m", "text": "AB\nCD", "font_file": ["\#(Self.font)"], "size_px": 10, "line_height_multiple": \#(multiple)}"#)
            #expect(natural.contains(#""baseline_px": 18}"#) && natural.hasSuffix(#""height_px": 20}"# + "\n"))
        }
    }

    @Test func topLevelStyleKeysApplyToPlainText() throws {
        // "AB" spaced by 2: 24 - 2.
        let out = try Self.result(#"{"id": "t", "text": "AB", "font_file": ["\#(Self.font)"], "size_px": 10, "letter_spacing_px": 2}"#)
        #expect(out.contains(#""width_px": 22, "baseline_px": 8}"#))
    }

    static let base = #""id": "x", "font_file": ["\#(font)"], "size_px": 10"#

    static let errors: [(input: String, message: String)] = [
        (#"{\#(base), "runs": []}"#, #"stdin:1: $.runs: expected a non-empty array of runs ({"text", …}), found []"#),
        (#"{\#(base), "text": "A", "runs": [{"text": "B"}]}"#, "stdin:1: $.text: cannot be combined with runs: give the text or its runs"),
        (#"{\#(base), "runs": [{"text": "A"}, 5]}"#, "stdin:1: $.runs[1]: expected a run (an object), found 5"),
        (#"{\#(base), "runs": [{"size_px": 3}]}"#, "stdin:1: $.runs[0].text: expected the run's text (a string), found nothing"),
        (#"{\#(base), "runs": [{"text": "A"}, {"text": "B"}, {"text": "C", "size_px": -1}]}"#, "stdin:1: $.runs[2].size_px: expected a positive number of at most 5000, found -1"),
        (#"{\#(base), "runs": [{"text": "A", "weight": 950}]}"#, "stdin:1: $.runs[0].weight: expected a weight from 100 to 900 (400 regular, 700 bold), found 950"),
        (#"{\#(base), "runs": [{"text": "A", "italic": 1}]}"#, "stdin:1: $.runs[0].italic: expected true or false, found 1"),
        (#"{\#(base), "runs": [{"text": "A", "letter_spacing_px": 6000}]}"#, "stdin:1: $.runs[0].letter_spacing_px: expected a number of pixels from -5000 to 5000, found 6000"),
        (#"{\#(base), "runs": [{"text": "A", "rise_px": "up"}]}"#, #"stdin:1: $.runs[0].rise_px: expected a number of pixels from -5000 to 5000, found "up""#),
        (##"{\##(base), "runs": [{"text": "A", "color": "red"}]}"##, ##"stdin:1: $.runs[0].color: expected a colour "#rrggbb" or "#rrggbbaa", found "red""##),
        (#"{\#(base), "runs": [{"text": "A", "font_index": [1]}]}"#, "stdin:1: $.runs[0].font_index: needs font_file next to it: the indexes are of those files"),
        (#"{\#(base), "runs": [{"text": "A", "font_file": []}]}"#, "stdin:1: $.runs[0].font_file: expected a non-empty array of font file paths (primary, then fallbacks), found []"),
        (#"{"id": "x", "size_px": 10, "runs": [{"text": "A", "font_file": ["\#(font)"]}, {"text": "B"}]}"#, "stdin:1: $.font_file: expected a non-empty array of font file paths (primary, then fallbacks), found nothing"),
        (#"{"id": "x", "font_file": ["\#(font)"], "runs": [{"text": "A", "size_px": 9}, {"text": "B"}]}"#, "stdin:1: $.size_px: expected a positive number of at most 5000, found nothing"),
        (#"{\#(base), "runs": [{"text": "A"}, {"text": "B", "font_file": ["/nonexistent/b.ttf"]}]}"#, "stdin:1: $.runs[1].font_file[0]: /nonexistent/b.ttf: no such file or directory"),
        (#"{\#(base), "text": "A", "line_spacing_px": -1}"#, "stdin:1: $.line_spacing_px: expected a number from 0 to 1000000, found -1"),
        (#"{\#(base), "text": "A", "line_height_multiple": -0.5}"#, "stdin:1: $.line_height_multiple: expected a number from 0 to 100, found -0.5"),
        (#"{\#(base), "text": "A", "line_height_multiple": 101}"#, "stdin:1: $.line_height_multiple: expected a number from 0 to 100, found 101"),
        (#"{\#(base), "text": "A", "line_height_multiple": "2"}"#, #"stdin:1: $.line_height_multiple: expected a number from 0 to 100, found "2""#),
        (##"{\##(base), "text": "A", "color": "#12345"}"##, ##"stdin:1: $.color: expected a colour "#rrggbb" or "#rrggbbaa", found "#12345""##),
    ]

    @Test(arguments: errors)
    func badRunsAreNamedByPath(_ input: String, _ message: String) {
        #expect(Self.message(input) == message)
    }

    @Test func aRunsCaseParses() throws {
        let textCase = try TextCaseParser.parse(Array(##"{\##(Self.base), "runs": [{"text": "AB", "weight": 700}, {"text": "C", "letter_spacing_px": 1.5, "color": "#00FF00aa"}]}"##.utf8), line: 1, source: "stdin")
        #expect(textCase.text == "ABC")
        #expect(textCase.runs?.map(\.text) == ["AB", "C"])
        #expect(textCase.runs?.map(\.weight) == [700, nil])
        #expect(textCase.runs?[1].letterSpacing == 1.5 && textCase.runs?[1].color == "#00FF00aa")
    }
}
