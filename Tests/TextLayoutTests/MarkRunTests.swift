import Testing
@testable import TextLayout

/// A letter followed by thousands of combining marks ("Zalgo" text) is
/// shaped in pieces of at most 30 marks in a row (UAX #15's stream-safe
/// bound): HarfBuzz's time grows with the square of a mark run. Offsets
/// worked by hand: "a" is byte 0, each U+0301 two bytes after it.
@Suite struct MarkRunTests {
    private func pieces(_ text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { Shaper.pieces(of: 0..<bytes.count, in: $0) }
    }

    @Test func aRunOfThirtyMarksIsOnePiece() {
        #expect(pieces("a" + String(repeating: "\u{301}", count: 30)) == [0..<61])
    }

    /// 65 marks: the 31st starts at 1 + 30·2 = 61, the 61st at 121, the
    /// text ends at 1 + 65·2 = 131.
    @Test func longerRunsAreCutEveryThirtyMarks() {
        #expect(pieces("a" + String(repeating: "\u{301}", count: 65)) == [0..<61, 61..<121, 121..<131])
    }

    /// Marks on different letters do not add up.
    @Test func aLetterEndsTheRun() {
        let run = String(repeating: "\u{301}", count: 30)
        #expect(pieces("a" + run + "b" + run + "c" + run) == [0..<183])
    }

    /// A hundred thousand marks lay out (a paragraph of one grapheme
    /// cluster), on one line, as wide as their letter.
    @Test func aHundredThousandMarksLayOut() throws {
        let fonts = try FontSet.family("DejaVu Sans")
        let letter = try ShapedParagraph("a", fonts: fonts, size: 16)
        let zalgo = try ShapedParagraph("a" + String(repeating: "\u{301}", count: 100_000), fonts: fonts, size: 16)
        let laidOut = try zalgo.layout(width: 100)
        #expect(abs(laidOut.width - (try letter.layout(width: 100)).width) < 1e-9)
        #expect(laidOut.lines.count == 1)
    }
}
