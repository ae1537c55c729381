import Testing
import TextLayout
@testable import TrellisCLI
import TrellisTestSupport

/// `trellis text` on the test font, where at 10 px a letter is 10 px wide, a
/// space 5, the ascent 8 and the descent 2 (Fixtures/fonts/README.md): every
/// expectation here is computed by hand from those numbers.
@Suite struct TextLayoutCommandTests {
    static let font = TestFont.path

    func run(_ arguments: [String]) throws -> TextResult {
        try TextCommand.parse(["--font", Self.font, "--size", "10"] + arguments).layoutArguments()
    }

    func texts(_ result: TextResult) -> [String] { result.lines.map(\.text) }

    @Test func wrapsAtWords() throws {
        let result = try run(["--width", "40", "AB CD EF"])
        #expect(texts(result) == ["AB ", "CD ", "EF"])
        // "AB " is 25 px with its space; the space ending a wrapped line counts zero.
        #expect(result.lines.map(\.width) == [20, 20, 20])
        #expect(result.lines.map(\.baseline) == [8, 18, 28])
        #expect(result.lines.map(\.start) == [0, 3, 6])
        #expect(result.lines.map(\.length) == [3, 3, 2])
        #expect(result.width == 20)
        #expect(result.height == 30)
    }

    @Test func printsLinesThenSize() throws {
        #expect(try run(["--width", "40", "AB CD EF"]).humanReadable == """
              0  width 20.000  baseline 8.000  |AB |
              1  width 20.000  baseline 18.000  |CD |
              2  width 20.000  baseline 28.000  |EF|
            size 20.000 x 30.000

            """)
    }

    @Test func printsJSONInTheJSONLinesFormat() throws {
        let json = JSONWriter.compact(try run(["--width", "40", "AB CD EF"]).json)
        #expect(json == #"{"id": null, "lines": [{"start": 0, "length": 3, "text": "AB ", "width_px": 20, "baseline_px": 8}, "#
            + #"{"start": 3, "length": 3, "text": "CD ", "width_px": 20, "baseline_px": 18}, "#
            + #"{"start": 6, "length": 2, "text": "EF", "width_px": 20, "baseline_px": 28}], "width_px": 20, "height_px": 30}"#)
    }

    @Test func unlimitedWidthIsOneLine() throws {
        // 6 letters of 10 and 2 spaces of 5.
        let result = try run(["AB CD EF"])
        #expect(texts(result) == ["AB CD EF"])
        #expect(result.width == 70 && result.height == 10)
    }

    @Test func wrapModes() throws {
        // word: "ABCDEFGH" (80) overflows a 30 px line; word-char splits it.
        #expect(texts(try run(["--width", "30", "--wrap", "word", "ABCDEFGH IJ"])) == ["ABCDEFGH ", "IJ"])
        #expect(texts(try run(["--width", "30", "--wrap", "word-char", "ABCDEFGH IJ"])) == ["ABC", "DEF", "GH ", "IJ"])
        #expect(texts(try run(["--width", "30", "--wrap", "word_char", "ABCDEFGH IJ"])) == ["ABC", "DEF", "GH ", "IJ"])
        // char: "AB C" is 35 px, "AB CD" 45 does not fit in 40.
        #expect(texts(try run(["--width", "40", "--wrap", "char", "AB CDEFGH"])) == ["AB C", "DEFG", "H"])
    }

    @Test func ellipsizeEndShortensTheLastLine() throws {
        // Line 2 has 40 - 10 (the ellipsis) = 30 px: "CD " (25) fits, "CD E"
        // (35) not; the kept space stays before the ellipsis, as in Pango.
        let result = try run(["--width", "40", "--lines", "2", "--ellipsize", "end", "AB CD EF GH"])
        #expect(texts(result) == ["AB ", "CD \u{2026}"])
        #expect(result.lines[1].width == 35)
        // The ellipsized line stands for the rest of the text: bytes 3..<11.
        #expect(result.lines[1].start == 3 && result.lines[1].length == 8)
        #expect(result.width == 35 && result.height == 20)
    }

    @Test func ellipsizeNoneDropsLinesPastTheLimit() throws {
        let result = try run(["--width", "40", "--lines", "2", "AB CD EF GH"])
        #expect(texts(result) == ["AB ", "CD "])
        #expect(result.lines.map(\.width) == [20, 20])
        #expect(result.height == 20)
    }

    @Test func sizeScalesEverything() throws {
        let result = try TextCommand.parse(["--font", Self.font, "--size", "20", "AB"]).layoutArguments()
        #expect(result.lines[0].width == 40 && result.lines[0].baseline == 16 && result.height == 20)
    }

    @Test func offsetsAreUTF8Bytes() throws {
        // "é" is two bytes and, missing from the font, a 10 px .notdef box.
        let result = try run(["--width", "20", "é A"])
        #expect(texts(result) == ["é ", "A"])
        #expect(result.lines.map(\.start) == [0, 3])
        #expect(result.lines.map(\.length) == [3, 1])
    }

    @Test func fontFileWithFaceIndex() throws {
        #expect(try TextCommand.fontFile("a/b.ttc#2") == .init(path: "a/b.ttc", index: 2))
        #expect(try TextCommand.fontFile("a/b#c.ttf") == .init(path: "a/b#c.ttf", index: 0))
        #expect(try TextCommand.fontFile("a/b.ttf#") == .init(path: "a/b.ttf#", index: 0))
        let result = try TextCommand.parse(["--font", Self.font + "#0", "--size", "10", "AB"]).layoutArguments()
        #expect(result.width == 20)
    }

    @Test func numbersAreRoundedToAMillionth() {
        #expect(TextResult.number(18.7998046875) == .number(18.799805))
        #expect(TextResult.number(1.0 / 3) == .number(0.333333))
        #expect(JSONWriter.number(-0.0000001) == "0" || TextResult.number(-0.0000001) == .number(0))
        #expect(TextResult.fixed(18.7998046875) == "18.800")
        #expect(TextResult.fixed(-0.5) == "-0.500")
    }

    @Test func aLoneCombiningMarkIsOneLine() throws {
        let result = try run(["--width", "40", "\u{0301}"])
        #expect(result.lines.count == 1)
        #expect(result.lines[0].start == 0 && result.lines[0].length == 2)
        #expect(result.height == 10)
    }

    @Test func emptyTextHasOneEmptyLine() throws {
        let result = try run([""])
        #expect(texts(result) == [""])
        #expect(result.height == 10 && result.width == 0)
    }
}
