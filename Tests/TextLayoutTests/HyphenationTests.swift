import Testing
import TextLayout
import TrellisTestSupport

/// Hyphenation with Debian's en-US patterns (hyphen-en-us,
/// /usr/share/hyphen/hyph_en_US.dic: LEFTHYPHENMIN 2, RIGHTHYPHENMIN 3), in
/// the test font: at 10 px every letter and "-" is 10 px wide, a space 5.
///
/// The expected points are worked out from the dictionary's patterns by
/// hand: every pattern whose letters occur in ".word." puts its digits
/// between those letters; the highest digit wins, and an odd one allows a
/// hyphen there.
///
/// "hyphenation": the patterns that match are hy3ph, he2n, he1na4,
/// hen5at, phe2n, e1na, 1na, n2at, a1t2io, atio2n, 1t2io, tio2n, 2io,
/// io2n, o2n, which give
///
///     h y 3 p h e 2 n 5 a 4 t 2 i o 2 n
///
/// odd after "hy" (3) and after "hyphen" (5): hy-phen-ation.
///
/// "paragraph": .1pa, .p2a2r, .para1gr, 1pa, p2a2r, 2a2r, 1gr, 5gra4ph.,
/// 4ph. give
///
///     1 p 2 a 2 r a 5 g r a 4 p h
///
/// odd before the first letter (never a break) and after "para" (5): para-graph.
@Suite struct HyphenationTests {
    @Test func pointsFollowThePatterns() throws {
        let english = try Hyphenator.forLanguage("en-US")
        #expect(english.leftMinimum == 2)
        #expect(english.rightMinimum == 3)
        #expect(english.points(in: Substring("hyphenation").unicodeScalars) == [2, 6])
        #expect(english.points(in: Substring("paragraph").unicodeScalars) == [4])
        // Capitals are looked up in lower case.
        #expect(english.points(in: Substring("Hyphenation").unicodeScalars) == [2, 6])
        // Shorter than 2 + 3 letters: never hyphenated.
        #expect(english.points(in: Substring("tool").unicodeScalars) == [])
    }

    @Test func theDefaultLanguageIsAmericanEnglish() throws {
        #expect(try Hyphenator.forLanguage(nil).language == "en-US")
        #expect(try Hyphenator.forLanguage("en").path.hasSuffix("/hyph_en.dic"))
    }

    @Test func aMissingDictionaryIsAnError() throws {
        let text = try ShapedParagraph("abcd hyphenation", fonts: TestFont.fontSet(), size: 10, language: "xx-YY")
        #expect(throws: TextError.hyphenationDictionaryMissing(
            language: "xx-YY",
            searched: ["/usr/share/hyphen/hyph_xx_YY.dic", "/usr/share/hyphen/hyph_xx.dic"])) {
            try text.layout(width: 120, style: ParagraphStyle(hyphenationFactor: 0.5))
        }
        // Without hyphenation the dictionary is never needed.
        #expect(try text.layout(width: 120).lines.count == 2)
    }

    /// "abcd hyphenation" at 120 px breaks, without hyphenation, after
    /// "abcd " (40 px, the last space counts zero): that line fills
    /// 40 / 120 = 1/3 of the width. TextKit's rule hyphenates when the fill
    /// is less than the factor: at 0.3 it is not, at 0.34 it is, and
    /// "abcd hyphen-" is 40 + 5 + 60 + 10 (the hyphen) = 115 ≤ 120 px,
    /// while "abcd hyphenation" does not fit whole.
    @Test func theFactorIsAThresholdOnHowFullTheLineIs() throws {
        let text = try paragraph("abcd hyphenation")
        let plain = try text.layout(width: 120, style: ParagraphStyle(hyphenationFactor: 0.3))
        #expect(lineTexts(plain, text) == ["abcd ", "hyphenation"])
        #expect(!plain.lines[0].isHyphenated)

        let hyphenated = try text.layout(width: 120, style: ParagraphStyle(hyphenationFactor: 0.34))
        #expect(lineTexts(hyphenated, text) == ["abcd hyphen-", "ation"])
        #expect(hyphenated.lines[0].isHyphenated)
        #expect(hyphenated.lines[0].width == 115)
        #expect(hyphenated.lines[0].range == 0..<11)
        #expect(hyphenated.lines[1].range == 11..<16)
        #expect(hyphenated.lines[1].width == 50)
        #expect(hyphenated.width == 115)
    }

    /// The last point that fits wins: at 100 px "abcd hyphen-" (115) is too
    /// wide, "abcd hy-" is 40 + 5 + 20 + 10 = 75.
    @Test func theLastPointThatFitsIsTaken() throws {
        let text = try paragraph("abcd hyphenation")
        let layout = try text.layout(width: 100, style: ParagraphStyle(hyphenationFactor: 1))
        #expect(lineTexts(layout, text) == ["abcd hy-", "phenation"])
        #expect(layout.lines.map(\.width) == [75, 90])
    }

    /// A word wider than the line: word-then-character wrapping would cut
    /// "hyphenation" (110 px) after 8 letters at 80 px; hyphenated, it
    /// breaks after "hyphen" (60 + 10 = 70 px). The unhyphenated line holds
    /// no whole word, so it counts as empty, below any factor.
    @Test func aWordTooLongForALineIsHyphenatedFirst() throws {
        let text = try paragraph("hyphenation")
        #expect(lineTexts(try text.layout(width: 80), text) == ["hyphenat", "ion"])
        let layout = try text.layout(width: 80, style: ParagraphStyle(hyphenationFactor: 0.1))
        #expect(lineTexts(layout, text) == ["hyphen-", "ation"])
        #expect(layout.lines.map(\.width) == [70, 50])
    }

    /// Punctuation around a word is not part of it; lines ending at a hard
    /// break or at the end of the text are never hyphenated.
    @Test func onlyLettersAreHyphenated() throws {
        let text = try paragraph("ab \"paragraph,\" ab")
        // "ab \"para-" is 20 + 5 + 10 + 40 + 10 = 85 ≤ 90 px; "paragraph" has no other point.
        let layout = try text.layout(width: 90, style: ParagraphStyle(hyphenationFactor: 1))
        #expect(lineTexts(layout, text).first == "ab \"para-")
    }

    /// A line that ends at a hard break is left alone; a line that starts
    /// inside a word hyphenates it by the whole word's points: at 60 px,
    /// "hyphenation" (110) becomes "hy-" (30; "hyphen-" is 70), then
    /// "phen-" (40 + 10 = 50), then "ation".
    @Test func hardBreaksAndWordsCutTwice() throws {
        let text = try paragraph("ab\nhyphenation")
        let layout = try text.layout(width: 60, style: ParagraphStyle(hyphenationFactor: 1))
        #expect(lineTexts(layout, text) == ["ab", "hy-", "phen-", "ation"])
        #expect(layout.lines.map(\.width) == [20, 30, 50, 50])
    }

    /// The hyphen is drawn: the line's glyphs end with the font's "-",
    /// placed after the text. At 20 px a letter and "-" are 20 px wide.
    @Test func theHyphenIsPartOfTheLinesGlyphs() throws {
        let text = try paragraph("abcd hyphenation", size: 20)
        let layout = try text.layout(width: 240, style: ParagraphStyle(hyphenationFactor: 1))
        #expect(lineTexts(layout, text) == ["abcd hyphen-", "ation"])
        #expect(layout.lines[0].width == 80 + 10 + 120 + 20)
        let glyphs = try #require(text.placedGlyphs(in: layout.lines[0]).last?.glyphs)
        let dash = try paragraph("-", size: 20)
        let dashGlyph = try #require(dash.placedGlyphs(in: dash.layout(width: nil).lines[0]).first?.glyphs.first)
        #expect(glyphs.last?.id == dashGlyph.id)
        let hyphenX = try #require(glyphs.last?.x)
        #expect(hyphenX == 210)
        #expect(text.placedGlyphs(in: layout.lines[0]).reduce(0) { $0 + $1.glyphs.count } == 12)
    }

    /// A run of letters longer than any dictionary word (here 200 000
    /// letters, no break opportunity) is not hyphenated but split between
    /// characters, and laying it out does not read the whole run per line:
    /// 100 px holds 10 letters, so 20 000 lines of 10.
    @Test func aHugeWordIsSplitNotHyphenated() throws {
        let text = try paragraph(String(repeating: "a", count: 200_000))
        let layout = try text.layout(width: 100, style: ParagraphStyle(hyphenationFactor: 1))
        #expect(layout.lines.count == 20_000)
        #expect(!layout.lines.contains { $0.isHyphenated })
        // 101 letters: over the limit of 100, never hyphenated either.
        let long = try paragraph("ab " + String(repeating: "hyphenation", count: 10) + "a")
        #expect(!(try long.layout(width: 100, style: ParagraphStyle(hyphenationFactor: 1))).lines.contains { $0.isHyphenated })
    }
}
