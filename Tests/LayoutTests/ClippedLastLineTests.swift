import Layout
import Testing

/// A label of several lines with `.byClipping` shows the rest of its text
/// on its last line, cut at the edge, with no ellipsis: Apple documents a
/// line break mode as "the behavior of the last line inside the text
/// container" (`NSTextContainer.lineBreakMode`) and `.byClipping` as
/// "Lines are simply not drawn past the edge of the text container"
/// (docs/text.md, "Truncation"). In the test font at 10 points a letter is
/// 10 wide, a space 5.
@Suite @MainActor struct ClippedLastLineTests {
    private func measured(_ text: String, lines: Int, width: Double) -> (texts: [String], widths: [Double], truncated: Bool) {
        let label = TestText.label(text, lines: lines)
        label.lineBreakMode = .byClipping
        let measured = label.measure(width: width)
        return (measured.lines.map(\.text), measured.lines.map(\.width), measured.isTruncated)
    }

    /// "AB C DE" at 30, two lines: "AB C" (35) does not fit, so the first
    /// line is "AB " (20 wide, its space hanging). The last holds the rest,
    /// "C DE": "C D" is 10 + 5 + 10 = 25, "C DE" 35, so it is cut after
    /// the "D", mid-word. Wrapped at words it would have been "C ".
    @Test func theLastLineIsTheRestCutAtTheEdge() {
        let result = measured("AB C DE", lines: 2, width: 30)
        #expect(result.texts == ["AB ", "C D"])
        #expect(result.widths == [20, 25])
        #expect(result.truncated)
    }

    /// A cut that lands after a space: "AB CD EF" at 30 on two lines is
    /// "AB " then "CD EF", cut where "CD E" (35) would cross: "CD " is
    /// kept, 20 wide (its space drawn as nothing).
    @Test func aCutAfterASpaceCountsNoSpace() {
        let result = measured("AB CD EF", lines: 2, width: 30)
        #expect(result.texts == ["AB ", "CD "])
        #expect(result.widths == [20, 20])
    }

    /// The last line ends at a hard break when the rest of its paragraph
    /// fits: "AB\nCD\nEF" on two lines is "AB", "CD", nothing cut.
    @Test func aLastLineThatFitsBeforeAHardBreakIsWhole() {
        let result = measured("AB\nCD\nEF", lines: 2, width: 45)
        #expect(result.texts == ["AB", "CD"])
        #expect(result.widths == [20, 20])
        #expect(result.truncated)
    }
}

/// A label's head truncation keeps the end that fits after the "…" (Apple,
/// `NSLineBreakMode.byTruncatingHead`: "a line displays so that the end
/// fits in the container and an ellipsis glyph indicates the missing text
/// at the beginning of the line"), a space that begins it included: no
/// source shows UIKit dropping it there, as it drops the space before a
/// tail's "…" (docs/text.md, "Truncation"). In the test font a letter is
/// 10 wide, a space 5, "…" 10.
@Suite @MainActor struct HeadTruncationSpaceTests {
    private func line(_ text: String, width: Double) -> (text: String, width: Double)? {
        let label = TestText.label(text, lines: 1)
        label.lineBreakMode = .byTruncatingHead
        return label.measure(width: width).lines.first.map { ($0.text, $0.width) }
    }

    /// "ABCD EF" at 40: 30 are left after the "…"; " EF" (25) fits,
    /// "D EF" (35) does not: "… EF", 10 + 5 + 20 = 35 wide.
    @Test func aSpaceAfterTheEllipsisIsKept() {
        let result = line("ABCD EF", width: 40)
        #expect(result?.text == "… EF")
        #expect(result?.width == 35)
    }

    /// Cut inside a word: "ABCD EFG" at 40, "EFG" (30) fits, " EFG" (35)
    /// does not: "…EFG", 40 wide.
    @Test func aCutInsideAWordKeepsTheWordsEnd() {
        let result = line("ABCD EFG", width: 40)
        #expect(result?.text == "…EFG")
        #expect(result?.width == 40)
    }
}
