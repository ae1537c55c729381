import Testing
import TextLayout
import TrellisTestSupport

/// Wrapping, truncation, alignment and metrics with the test font, where a
/// letter is 10 px, a space 5 px, ascent 8, descent 2 (at 10 px).
@Suite struct ParagraphLayoutTests {
    @Test func wrapsAtWordsAndDropsTheLastSpaceOfEachLine() throws {
        let p = try paragraph("AB CD EF")
        let layout = try p.layout(width: 40)
        #expect(lineTexts(layout, p) == ["AB ", "CD ", "EF"])
        // "AB " is 25 px with its space, which counts zero at the wrap: 20.
        #expect(layout.lines.map(\.width) == [20, 20, 20])
        #expect(layout.lines.map(\.baseline) == [8, 18, 28])
        #expect(layout.width == 20)
        #expect(layout.height == 30)
    }

    @Test func unlimitedWidthIsOneLine() throws {
        let p = try paragraph("AB CD EF")
        let layout = try p.layout(width: nil)
        // 6 letters of 10 and 2 spaces of 5.
        #expect(layout.lines.map(\.width) == [70])
        #expect(layout.height == 10)
        #expect(p.minimumContentWidth(wrap: .word) == 20)
    }

    @Test func aLineTakesAWordWhenItsSpaceAloneOverflows() throws {
        // "AB CD" is 45 px; at 45 it fits, at 44.9 "CD" wraps.
        let p = try paragraph("AB CD")
        #expect(lineTexts(try p.layout(width: 45), p) == ["AB CD"])
        #expect(lineTexts(try p.layout(width: 44.9), p) == ["AB ", "CD"])
    }

    @Test func longWordsOverflowOrSplitByWrapMode() throws {
        let p = try paragraph("ABCDEFGH IJ")
        let word = try p.layout(width: 30, style: ParagraphStyle(wrap: .word))
        #expect(lineTexts(word, p) == ["ABCDEFGH ", "IJ"])
        #expect(word.lines[0].width == 80)
        let split = try p.layout(width: 30, style: ParagraphStyle(wrap: .wordThenCharacter))
        #expect(lineTexts(split, p) == ["ABC", "DEF", "GH ", "IJ"])
    }

    @Test func wordFirstMovesTheWholeWordBeforeSplittingIt() throws {
        // "AB" fits on the first line, "CDEFGH" (60) does not fit on a 40 px
        // line alone: it moves down first, then splits.
        let p = try paragraph("AB CDEFGH")
        let layout = try p.layout(width: 40, style: ParagraphStyle(wrap: .wordThenCharacter))
        #expect(lineTexts(layout, p) == ["AB ", "CDEF", "GH"])
    }

    @Test func characterWrapFillsLines() throws {
        let p = try paragraph("AB CDEFGH")
        let layout = try p.layout(width: 40, style: ParagraphStyle(wrap: .character))
        // "AB C" is 35 px; "AB CD" 45 does not fit.
        #expect(lineTexts(layout, p) == ["AB C", "DEFG", "H"])
    }

    @Test func hardBreaksEndLines() throws {
        let p = try paragraph("AB\nCD\r\nEF\u{2028}GH")
        let layout = try p.layout(width: nil)
        // Newlines belong to no line; a line separator stays in its line
        // (drawn as nothing), as Pango counts it.
        #expect(lineTexts(layout, p) == ["AB", "CD", "EF\u{2028}", "GH"])
        #expect(layout.lines.map(\.width) == [20, 20, 20, 20])
        let trailing = try paragraph("AB\n")
        #expect(lineTexts(try trailing.layout(width: nil), trailing) == ["AB", ""])
        #expect(try trailing.layout(width: nil).height == 20)
    }

    @Test func emptyTextIsOneEmptyLineOfTheFontsHeight() throws {
        let layout = try paragraph("").layout(width: 100)
        #expect(layout.lines.count == 1)
        #expect(layout.width == 0)
        #expect(layout.height == 10)
        #expect(layout.firstBaseline == 8)
    }

    @Test func numberOfLinesCountsTheWholeText() throws {
        let p = try paragraph("AB CD EF")
        let layout = try p.layout(width: 40, style: ParagraphStyle(maximumNumberOfLines: 2))
        // Two lines; the second holds "CD EF" shortened to 40 - 10 (ellipsis)
        // = 30: "CD " (25, its space kept, as Pango keeps it) + "…".
        #expect(lineTexts(layout, p) == ["AB ", "CD …"])
        #expect(layout.lines.map(\.width) == [20, 35])
        #expect(layout.isTruncated)
    }

    @Test func truncationModesOnOneLine() throws {
        let p = try paragraph("AB CD EF")
        func one(_ truncation: Truncation) throws -> ParagraphLayout {
            try p.layout(width: 45, style: ParagraphStyle(maximumNumberOfLines: 1, truncation: truncation))
        }
        // 45 px leave 35 px next to the 10 px ellipsis.
        #expect(lineTexts(try one(.tail), p) == ["AB C…"])
        #expect(lineTexts(try one(.head), p) == ["…D EF"])
        // Middle: the start gets half of 35 (17.5: "A"), the end the rest (25: " EF").
        #expect(lineTexts(try one(.middle), p) == ["A… EF"])
        // Clip: the first line as wrapped; the rest is not shown.
        #expect(lineTexts(try one(.clip), p) == ["AB CD "])
        #expect(try one(.clip).lines[0].width == 45)
        #expect(try one(.clip).isTruncated)
    }

    @Test func aLineLimitInALongCharacterWrappedTextTruncatesItsLastLine() throws {
        // Character wrap at 40 px: 4 letters a line, 4 lines in all. With
        // 2 allowed, the second keeps what fits in 40 - 10 (ellipsis) = 30
        // px: "EFG"; clipped, it is "EFGH" as wrapped.
        let p = try paragraph("ABCDEFGHIJKLMNOP")
        let tail = try p.layout(width: 40, style: ParagraphStyle(wrap: .character, maximumNumberOfLines: 2))
        #expect(lineTexts(tail, p) == ["ABCD", "EFG…"])
        #expect(tail.lines.map(\.width) == [40, 40])
        #expect(tail.isTruncated)
        let clip = try p.layout(width: 40, style: ParagraphStyle(wrap: .character, maximumNumberOfLines: 2, truncation: .clip))
        #expect(lineTexts(clip, p) == ["ABCD", "EFGH"])
        #expect(clip.isTruncated)
        // Head truncation keeps the end of the rest of the text: "NOP" (30).
        let head = try p.layout(width: 40, style: ParagraphStyle(wrap: .character, maximumNumberOfLines: 2, truncation: .head))
        #expect(lineTexts(head, p) == ["ABCD", "…NOP"])
    }

    @Test func textOfExactlyTheLineLimitIsNotTruncated() throws {
        // "AB CD" at 40 px is two lines; two are allowed.
        let p = try paragraph("AB CD")
        for truncation in [Truncation.tail, .clip] {
            let layout = try p.layout(width: 40, style: ParagraphStyle(maximumNumberOfLines: 2, truncation: truncation))
            #expect(lineTexts(layout, p) == ["AB ", "CD"])
            #expect(!layout.isTruncated)
        }
    }

    @Test func fittingTextIsNotTruncated() throws {
        let p = try paragraph("AB CD")
        let layout = try p.layout(width: 100, style: ParagraphStyle(maximumNumberOfLines: 1))
        #expect(lineTexts(layout, p) == ["AB CD"])
        #expect(!layout.isTruncated)
    }

    @Test func alignment() throws {
        let p = try paragraph("AB CD EF")
        func xs(_ alignment: TextAlignment) throws -> [Double] {
            try p.layout(width: 50, style: ParagraphStyle(alignment: alignment)).lines.map(\.x)
        }
        // Lines "AB CD " (45, trailing space zero: 45) and "EF" (20) in 50 px.
        #expect(try xs(.left) == [0, 0])
        #expect(try xs(.right) == [5, 30])
        #expect(try xs(.center) == [2.5, 15])
        #expect(try xs(.natural) == [0, 0])
        let justified = try p.layout(width: 50, style: ParagraphStyle(alignment: .justified))
        // One inner space on the first line takes the 5 px left over; the last line is not stretched.
        #expect(justified.lines.map(\.extraSpacePerSpace) == [5, 0])
    }

    @Test func lineSpacingAndHeightMultiple() throws {
        let p = try paragraph("AB CD EF")
        let spaced = try p.layout(width: 40, style: ParagraphStyle(lineSpacing: 2))
        #expect(spaced.lines.map(\.baseline) == [8, 20, 32])
        #expect(spaced.height == 34)
        let tall = try p.layout(width: 40, style: ParagraphStyle(lineHeightMultiple: 1.5))
        // Lines 15 px tall, the extra 5 px above the text.
        #expect(tall.lines.map(\.baseline) == [13, 28, 43])
        #expect(tall.height == 45)
    }

    @Test func sizesAreCachedAndScaleWithTheFont() throws {
        let p = try paragraph("AB CD EF", size: 20)
        let size = try p.size(width: 80)
        #expect(size.width == 40 && size.height == 60)
        #expect(try p.size(width: 80) == size)
    }

    @Test func badWidthsAndSizesAreErrors() throws {
        let p = try paragraph("AB")
        for width in [0, -5, .infinity, .nan] {
            #expect(throws: TextError.self) { try p.layout(width: width) }
        }
        #expect(throws: TextError.invalidSize(0)) { try ShapedParagraph("AB", fonts: TestFont.fontSet(), size: 0) }
    }
}
