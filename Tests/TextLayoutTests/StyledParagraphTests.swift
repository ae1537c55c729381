import Testing
import TextLayout
import TrellisTestSupport

/// Paragraphs of styled stretches in the test font, where at size s a
/// letter is s wide, a space s/2, the ascent 0.8 s and the descent 0.2 s.
/// Every expectation below is worked out from those numbers.
@Suite struct StyledParagraphTests {
    let fonts: FontSet

    init() throws { fonts = try TestFont.fontSet() }

    func style(_ size: Double = 10, spacing: Double = 0, rise: Double = 0) -> TextStyle {
        TextStyle(fonts: fonts, size: size, letterSpacing: spacing, rise: rise)
    }

    func styled(_ parts: [(String, TextStyle)]) throws -> ShapedParagraph {
        var text = StyledText(parts[0].0, style: parts[0].1)
        for part in parts.dropFirst() { text.append(part.0, style: part.1) }
        return try ShapedParagraph(text)
    }

    @Test func oneStretchIsThePlainParagraph() throws {
        let text = "AB CD\nEF GH IJ KL"
        let plain = try paragraph(text)
        let one = try styled([(text, style())])
        for width in [nil, 25, 40, 60.0] {
            #expect(try one.layout(width: width) == plain.layout(width: width))
        }
        #expect(one.runs.map(\.range) == plain.runs.map(\.range))
    }

    @Test func sizesMixOnALineAndTheLargestSetsItsHeight() throws {
        // "AB" at 10 (20 px) and "CD" at 20 (40 px); ascent max(8, 16),
        // descent max(2, 4).
        let p = try styled([("AB", style(10)), ("CD", style(20))])
        let line = try p.layout(width: nil).lines[0]
        #expect(line.width == 60)
        #expect(line.ascent == 16 && line.descent == 4)
        #expect(line.baseline == 16)
        #expect(p.runs.map(\.styleIndex) == [0, 1])
        #expect(p.runs.map(\.size) == [10, 20])
    }

    @Test func linesBreakAcrossStylesAndEachHasItsOwnHeight() throws {
        // "AB " at 10 is 25 (20 at a wrap); "CD EF" at 20: 40 + 10 + 40.
        // At 50: "AB " + "CD" would be 65; "CD " is 40 at the wrap.
        let p = try styled([("AB ", style(10)), ("CD EF", style(20))])
        let layout = try p.layout(width: 50)
        #expect(lineTexts(layout, p) == ["AB ", "CD ", "EF"])
        #expect(layout.lines.map(\.width) == [20, 40, 40])
        #expect(layout.lines.map(\.height) == [10, 20, 20])
        #expect(layout.lines.map(\.baseline) == [8, 26, 46])
        #expect(layout.height == 50)
    }

    @Test func aStretchOfTheSameStyleIsItsOwnRun() throws {
        let p = try styled([("AB", style()), ("CD", style())])
        #expect(p.runs.map(\.range) == [0..<2, 2..<4])
        #expect(try p.layout(width: nil).width == 40)
    }

    @Test func letterSpacingWidensEachClusterAndALineLosesItsEnds() throws {
        // "AB CD", 2 px spacing: 5 clusters of 10, 10, 5, 10, 10 each + 2 = 55;
        // Pango trims 1 before the first and 1 after the last: 53.
        let p = try styled([("AB CD", style(spacing: 2))])
        #expect(try p.layout(width: nil).lines.map(\.width) == [53])
        // Breaks are decided with the ends in: 55 fits 55, not 54.
        #expect(lineTexts(try p.layout(width: 55), p) == ["AB CD"])
        let wrapped = try p.layout(width: 54)
        #expect(lineTexts(wrapped, p) == ["AB ", "CD"])
        // "AB " is 12 + 12 (the space is dropped at the wrap) - 2.
        #expect(wrapped.lines.map(\.width) == [22, 22])
        // Glyphs: each cluster's first glyph 1 px into its 12 px, the line
        // starting 1 px to the left: A at 0, B at 12, C at 12 + 12 + 7.
        let runs = p.placedGlyphs(in: try p.layout(width: nil).lines[0])
        #expect(runs.flatMap(\.glyphs).map(\.x) == [0, 12, 24, 31, 43])
    }

    @Test func letterSpacingSplitsAsPango() throws {
        // Whole pixels: the half before rounds up to a pixel (3 → 2 + 1);
        // otherwise halves (1.5 → 0.75 + 0.75). "A" alone loses both.
        let three = try styled([("AB", style(spacing: 3))])
        #expect(try three.layout(width: nil).width == 20 + 6 - 3)
        #expect(three.placedGlyphs(in: try three.layout(width: nil).lines[0]).flatMap(\.glyphs).map(\.x) == [0, 13])
        let half = try styled([("AB", style(spacing: 1.5))])
        #expect(try half.layout(width: nil).width == 20 + 3 - 1.5)
        let single = try styled([("A", style(spacing: 4))])
        #expect(try single.layout(width: nil).width == 10)
    }

    @Test func letterSpacingInsideALineIsKept() throws {
        // "AB" plain, "CD" spaced by 2, "EF" plain: 20 + 24 + 20, no trim.
        let p = try styled([("AB", style()), ("CD", style(spacing: 2)), ("EF", style())])
        #expect(try p.layout(width: nil).width == 64)
    }

    @Test func riseMovesGlyphsAndTheLineMakesRoom() throws {
        // "CD" raised 3: its ascent 8 + 3 = 11, descent 2 - 3: the line is
        // 11 + 2 = 13 tall, baseline at 11; lowered 3: 8 + 5.
        let up = try styled([("AB", style()), ("CD", style(rise: 3))])
        let line = try up.layout(width: nil).lines[0]
        #expect(line.height == 13 && line.baseline == 11)
        let runs = up.placedGlyphs(in: line)
        #expect(runs.map { $0.glyphs.map(\.y) } == [[0, 0], [-3, -3]])
        #expect(runs.map(\.x) == [0, 20] && runs.map(\.width) == [20, 20])
        let down = try styled([("AB", style()), ("CD", style(rise: -3))])
        let lowered = try down.layout(width: nil).lines[0]
        #expect(lowered.height == 13 && lowered.baseline == 8)
    }

    @Test func badStylesAreErrors() throws {
        #expect(throws: TextError.invalidSize(0)) { try styled([("A", style()), ("B", style(0))]) }
        #expect(throws: TextError.invalidOffset(name: "letter spacing", .infinity)) {
            try styled([("A", style(spacing: .infinity))])
        }
        #expect(throws: TextError.invalidOffset(name: "rise", 6000)) { try styled([("A", style(rise: 6000))]) }
    }

    @Test func emptyStretchesAreSkippedAndAnEmptyParagraphHasItsFirstStyle() throws {
        var text = StyledText("", style: style(20))
        text.append("", style: style(10))
        let p = try ShapedParagraph(text)
        let layout = try p.layout(width: nil)
        #expect(layout.height == 20)
    }
}

/// NSParagraphStyle's keys over the test font (lines of 10 px, baseline 8).
@Suite struct ParagraphStyleKeyTests {
    @Test func minimumAndMaximumLineHeights() throws {
        let p = try paragraph("AB\nCD")
        var style = ParagraphStyle()
        style.minimumLineHeight = 15
        let tall = try p.layout(width: nil, style: style)
        // The 5 px go above the text.
        #expect(tall.lines.map(\.top) == [0, 15] && tall.lines.map(\.baseline) == [13, 28] && tall.height == 30)
        style = ParagraphStyle()
        style.maximumLineHeight = 6
        let short = try p.layout(width: nil, style: style)
        #expect(short.lines.map(\.baseline) == [4, 10] && short.height == 12)
    }

    @Test func paragraphSpacingGoesBetweenParagraphsOnly() throws {
        let p = try paragraph("AB CD\nEF")
        var style = ParagraphStyle()
        style.paragraphSpacing = 4
        style.paragraphSpacingBefore = 3
        let layout = try p.layout(width: 30, style: style)
        // "AB " and "CD" wrap (no spacing between them), then 4 + 3.
        #expect(layout.lines.map(\.top) == [0, 10, 27])
        #expect(layout.height == 37)
    }

    @Test func indentsNarrowAndShiftLines() throws {
        let p = try paragraph("AB CD EF GH")
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 20
        style.headIndent = 10
        style.tailIndent = -5
        // Lines end at 55: the first has 35 ("AB CD" is 45), the others 45.
        let layout = try p.layout(width: 60, style: style)
        #expect(lineTexts(layout, p) == ["AB ", "CD EF ", "GH"])
        #expect(layout.lines.map(\.x) == [20, 10, 10])
        // The widest line's end (10 + 45) and the 5 kept after it.
        #expect(layout.width == 60)
        style.alignment = .right
        #expect(try p.layout(width: 60, style: style).lines.map(\.x) == [35, 10, 35])
        // Unlimited: one line of 95 after the first line's indent.
        style.alignment = .natural
        let unlimited = try p.layout(width: nil, style: style)
        #expect(unlimited.lines.map(\.x) == [20] && unlimited.width == 120)
    }

    @Test func aPositiveTailIndentIsWhereLinesEnd() throws {
        let p = try paragraph("AB CD EF")
        var style = ParagraphStyle()
        style.tailIndent = 30
        #expect(lineTexts(try p.layout(width: 200, style: style), p) == ["AB ", "CD ", "EF"])
        #expect(lineTexts(try p.layout(width: nil, style: style), p) == ["AB ", "CD ", "EF"])
    }
}
