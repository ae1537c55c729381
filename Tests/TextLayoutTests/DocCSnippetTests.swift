import Testing
import TextLayout
import TrellisTestSupport

/// The code of Sources/TextLayout/TextLayout.docc/ShapingOnceWrappingAtEveryWidth.md,
/// block by block as the article shows it, followed by what the article
/// says it gives. Change both together. The values are worked out from the
/// test font's metrics (Fixtures/fonts/README.md): at 10 px a letter or
/// punctuation mark is 10 wide, a space 5, "…" 10; ascent 8, descent 2.
/// (That the article's blocks compile as written is DocSnippetTests' job,
/// generated from the article; this copy checks what they give.)
@Suite struct DocCSnippetTests {
    @Test func shapingOnceWrappingAtEveryWidth() throws {
        // First block. The article's path is relative to the repository's
        // root; here it is TestFont.path (TrellisTestSupport).
        let fonts = try FontSet.files([(path: TestFont.path, index: 0)])
        let paragraph = try ShapedParagraph("Shape it once, wrap it often", fonts: fonts, size: 10)
        // One face, one script, left to right: one run, a glyph per
        // character (no ligatures), 28 characters.
        #expect(paragraph.runs.count == 1)
        #expect(paragraph.runs.first?.glyphs.count == 28)
        #expect(paragraph.missingGlyphCount == 0)

        // Second block: three widths.
        let wide = try paragraph.layout(width: 180)
        let medium = try paragraph.layout(width: 120)
        let narrow = try paragraph.layout(width: 80)
        // 180: "Shape it once, wrap" = 16 letters + 3 spaces = 175; " it" would
        // make 200. Then "it often" = 7 letters + 1 space = 75.
        #expect(lineTexts(wide, paragraph) == ["Shape it once, wrap ", "it often"])
        #expect(wide.lines.map(\.width) == [175, 75])
        #expect(wide.height == 20)
        #expect(wide.width == 175)
        // 120: "Shape it" = 75 (+ " once," = 130); "once, wrap it" = 9
        // characters + 2 spaces = 120, an exact fit; "often" = 50.
        #expect(lineTexts(medium, paragraph) == ["Shape it ", "once, wrap it ", "often"])
        #expect(medium.lines.map(\.width) == [75, 120, 50])
        #expect(medium.height == 30)
        #expect(medium.width == 120)
        // Byte offsets: "Shape it " is 0..<9, "once, wrap it " 9..<23, "often" 23..<28.
        #expect(medium.lines.map(\.range) == [0..<9, 9..<23, 23..<28])
        // 80: "once," (50) + " wrap" = 95 does not fit; "wrap it" = 65.
        #expect(lineTexts(narrow, paragraph) == ["Shape it ", "once, ", "wrap it ", "often"])
        #expect(narrow.lines.map(\.width) == [75, 50, 65, 50])
        #expect(narrow.height == 40)
        #expect(narrow.width == 75)
        // Lines 10 tall, baselines 8 below each top.
        #expect(narrow.lines.map(\.baseline) == [8, 18, 28, 38])

        // Third block: sizes. Unlimited: 23 visible characters × 10 + 5 spaces × 5.
        let sized = try paragraph.size(width: 120)
        #expect(sized.width == 120 && sized.height == 30)
        let unlimited = try paragraph.size(width: nil)
        #expect(unlimited.width == 255 && unlimited.height == 10)
        // The widest words, "Shape", "once," and "often", are 5 characters.
        #expect(paragraph.minimumContentWidth(wrap: .word) == 50)

        // Fourth block: at most two lines.
        let twoLines = try paragraph.layout(width: 80, style: ParagraphStyle(maximumNumberOfLines: 2))
        let clipped = try paragraph.layout(
            width: 80, style: ParagraphStyle(maximumNumberOfLines: 2, truncation: .clip))
        // Tail: the second line keeps what fits in 80 - 10 = 70: "once, w"
        // (65; "once, wr" is 75), then the ellipsis: 75. Its range runs to
        // the text's end (28), the text it stands for.
        #expect(lineTexts(twoLines, paragraph) == ["Shape it ", "once, w…"])
        #expect(twoLines.lines.map(\.width) == [75, 75])
        #expect(twoLines.lines[1].pieces == [.text(9..<16), .ellipsis])
        #expect(twoLines.lines[1].range == 9..<28)
        #expect(twoLines.isTruncated)
        #expect(twoLines.height == 20)
        #expect(twoLines.width == 75)
        // Clip: the first two lines as wrapped at 80, no ellipsis.
        #expect(lineTexts(clipped, paragraph) == ["Shape it ", "once, "])
        #expect(clipped.lines.map(\.width) == [75, 50])
        #expect(!clipped.lines.contains { $0.isTruncated })
        #expect(clipped.isTruncated)
    }
}
