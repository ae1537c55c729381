import JSONSupport
import Testing
import TextCases
import TextLayout
import TrellisTestSupport

/// Text cases laid out in the test font, where at 10 px a letter is 10 px
/// wide, a space 5, the ascent 8 and the descent 2 (Fixtures/fonts/README.md):
/// every expectation here is computed by hand from those numbers.
@Suite struct TextCaseRunnerTests {
    /// A case in the test font at `size` px.
    static func textCase(_ text: String, width: Double? = nil, size: Double = 10) -> TextCase {
        TextCase(text: text, fonts: .files([.init(path: TestFont.path)]), size: size, width: width)
    }

    func layout(_ textCase: TextCase) throws -> TextResult {
        try TextCaseRunner().layout(textCase)
    }

    func layout(_ text: String, width: Double? = nil) throws -> TextResult {
        try layout(Self.textCase(text, width: width))
    }

    func texts(_ result: TextResult) -> [String] { result.lines.map(\.text) }

    @Test func wrapsAtWords() throws {
        let result = try layout("AB CD EF", width: 40)
        #expect(texts(result) == ["AB ", "CD ", "EF"])
        // "AB " is 25 px with its space; the space ending a wrapped line counts zero.
        #expect(result.lines.map(\.width) == [20, 20, 20])
        #expect(result.lines.map(\.baseline) == [8, 18, 28])
        #expect(result.lines.map(\.start) == [0, 3, 6])
        #expect(result.lines.map(\.length) == [3, 3, 2])
        #expect(result.width == 20)
        #expect(result.height == 30)
    }

    /// "abcd hyphenation" at 120 px: unhyphenated, the first line is
    /// "abcd " (40 px, a third of the width); with a factor above 1/3 it
    /// takes "hyphen-" (en-US patterns: hy-phen-ation; HyphenationTests),
    /// 40 + 5 + 60 + 10 = 115 px, and the text ends with the hyphen.
    @Test func hyphenationFactorFromJSON() throws {
        let line = #"{"id": 1, "text": "abcd hyphenation", "font_file": ["\#(TestFont.path)"], "size_px": 10, "width_px": 120, "hyphenation_factor": 0.5}"#
        let textCase = try TextCaseParser.parse(Array(line.utf8), line: 1, source: "stdin")
        #expect(textCase.hyphenationFactor == 0.5)
        let result = try layout(textCase)
        #expect(texts(result) == ["abcd hyphen-", "ation"])
        #expect(result.lines.map(\.width) == [115, 50])
        #expect(result.lines.map(\.start) == [0, 11])
        #expect(result.lines.map(\.length) == [11, 5])
    }

    @Test func printsLinesThenSize() throws {
        #expect(try layout("AB CD EF", width: 40).humanReadable == """
              0  width 20.000  baseline 8.000  |AB |
              1  width 20.000  baseline 18.000  |CD |
              2  width 20.000  baseline 28.000  |EF|
            size 20.000 x 30.000

            """)
    }

    @Test func printsJSONInTheJSONLinesFormat() throws {
        let json = JSONWriter.compact(try layout("AB CD EF", width: 40).json)
        #expect(json == #"{"id": null, "lines": [{"start": 0, "length": 3, "text": "AB ", "width_px": 20, "baseline_px": 8}, "#
            + #"{"start": 3, "length": 3, "text": "CD ", "width_px": 20, "baseline_px": 18}, "#
            + #"{"start": 6, "length": 2, "text": "EF", "width_px": 20, "baseline_px": 28}], "width_px": 20, "height_px": 30}"#)
    }

    @Test func unlimitedWidthIsOneLine() throws {
        // 6 letters of 10 and 2 spaces of 5.
        let result = try layout("AB CD EF")
        #expect(texts(result) == ["AB CD EF"])
        #expect(result.width == 70 && result.height == 10)
    }

    @Test func wrapModes() throws {
        func wrapped(_ text: String, _ width: Double, _ mode: WrapMode) throws -> [String] {
            var textCase = Self.textCase(text, width: width)
            textCase.wrap = mode
            return texts(try layout(textCase))
        }
        // word: "ABCDEFGH" (80) overflows a 30 px line; word-then-character splits it.
        #expect(try wrapped("ABCDEFGH IJ", 30, .word) == ["ABCDEFGH ", "IJ"])
        #expect(try wrapped("ABCDEFGH IJ", 30, .wordThenCharacter) == ["ABC", "DEF", "GH ", "IJ"])
        // char: "AB C" is 35 px, "AB CD" 45 does not fit in 40.
        #expect(try wrapped("AB CDEFGH", 40, .character) == ["AB C", "DEFG", "H"])
    }

    @Test func ellipsizeEndShortensTheLastLine() throws {
        var textCase = Self.textCase("AB CD EF GH", width: 40)
        textCase.maximumNumberOfLines = 2
        textCase.ellipsize = true
        let result = try layout(textCase)
        // Line 2 has 40 - 10 (the ellipsis) = 30 px: "CD " (25) fits, "CD E"
        // (35) not; the kept space stays before the ellipsis, as in Pango.
        #expect(texts(result) == ["AB ", "CD \u{2026}"])
        #expect(result.lines[1].width == 35)
        // The ellipsized line stands for the rest of the text: bytes 3..<11.
        #expect(result.lines[1].start == 3 && result.lines[1].length == 8)
        #expect(result.width == 35 && result.height == 20)
    }

    @Test func ellipsizeNoneDropsLinesPastTheLimit() throws {
        var textCase = Self.textCase("AB CD EF GH", width: 40)
        textCase.maximumNumberOfLines = 2
        let result = try layout(textCase)
        #expect(texts(result) == ["AB ", "CD "])
        #expect(result.lines.map(\.width) == [20, 20])
        #expect(result.height == 20)
    }

    @Test func sizeScalesEverything() throws {
        let result = try layout(Self.textCase("AB", size: 20))
        #expect(result.lines[0].width == 40 && result.lines[0].baseline == 16 && result.height == 20)
    }

    @Test func offsetsAreUTF8Bytes() throws {
        // "é" is two bytes and, missing from the font, a 10 px .notdef box.
        let result = try layout("é A", width: 20)
        #expect(texts(result) == ["é ", "A"])
        #expect(result.lines.map(\.start) == [0, 3])
        #expect(result.lines.map(\.length) == [3, 1])
    }

    /// The id is echoed; sizes in JSON are rounded to a millionth of a pixel
    /// (never -0), and to thousandths for people.
    @Test func numbersAreRounded() {
        let result = TextResult(id: .string("r"), lines: [
            .init(start: 0, length: 1, text: "A", width: 18.7998046875, baseline: 1.0 / 3),
            .init(start: 1, length: 1, text: "B", width: -0.0000001, baseline: -0.5),
        ], width: 18.7998046875, height: 2)
        #expect(JSONWriter.compact(result.json) == #"{"id": "r", "lines": [{"start": 0, "length": 1, "text": "A", "width_px": 18.799805, "baseline_px": 0.333333}, "#
            + #"{"start": 1, "length": 1, "text": "B", "width_px": 0, "baseline_px": -0.5}], "width_px": 18.799805, "height_px": 2}"#)
        #expect(result.humanReadable == """
              0  width 18.800  baseline 0.333  |A|
              1  width 0.000  baseline -0.500  |B|
            size 18.800 x 2.000

            """)
    }

    @Test func aLoneCombiningMarkIsOneLine() throws {
        let result = try layout("\u{0301}", width: 40)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].start == 0 && result.lines[0].length == 2)
        #expect(result.height == 10)
    }

    @Test func emptyTextHasOneEmptyLine() throws {
        let result = try layout("")
        #expect(texts(result) == [""])
        #expect(result.height == 10 && result.width == 0)
    }

    /// A face of a collection is chosen by index; the test font has one face.
    @Test func fontFaceIndex() throws {
        let first = TextCase(text: "AB", fonts: .files([.init(path: TestFont.path, index: 0)]), size: 10)
        #expect(try layout(first).width == 20)
        let third = TextCase(text: "AB", fonts: .files([.init(path: TestFont.path, index: 3)]), size: 10)
        #expect(throws: TextCaseError.font(index: 0, .notAFont(path: TestFont.path, index: 3))) {
            try TextCaseRunner().layout(third)
        }
    }

    /// Each font of the list is named by its place in it; a family by 0.
    @Test func fontsThatCannotBeUsed() {
        let fallback = TextCase(text: "AB", fonts: .files([.init(path: TestFont.path), .init(path: "/nonexistent.ttf")]), size: 10)
        #expect(throws: TextCaseError.font(index: 1, .fontFileUnreadable(path: "/nonexistent.ttf", reason: "no such file or directory"))) {
            try TextCaseRunner().layout(fallback)
        }
        let family = TextCase(text: "AB", fonts: .family("No Such Family 42"), size: 10)
        #expect(throws: TextCaseError.font(index: 0, .unknownFamily("No Such Family 42"))) {
            try TextCaseRunner().layout(family)
        }
        #expect(TextCaseError.font(index: 0, .unknownFamily("No Such Family 42")).description
            == #"no font of family "No Such Family 42" is installed"#)
    }
}
