import Testing
@testable import TextLayout

/// Which font an emoji character's presentation (UTS #51) sends it to, in
/// Pango's path (`FontSet` as `trellis text` makes it) and with
/// ``FontSet/textDefaultEmojiInColor`` (the UIKit-facing measurer's sets).
///
/// Metrics read from the font files' tables (head, hhea, cmap, hmtx), not
/// from Trellis: DejaVu Sans (2048 units per em) has U+1F600 "😀", advance
/// 2135, and U+2600 "☀", advance 1836, but not U+26F7 "⛷" or U+1F984 "🦄";
/// hhea ascender 1901, descender −483. Noto Color Emoji (2048) has all
/// four, each 2550 wide; hhea 1900 and −500. Noto Sans Symbols (1000) has
/// "⛷"; hhea 1480 and −570.
@Suite struct EmojiPresentationTests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    func files(_ paths: [String]) throws -> FontSet {
        try FontSet.files(paths.map { ($0, 0) }, library: FontLibrary())
    }

    func families(_ text: String, _ fonts: FontSet, size: Double = 16) throws -> [String] {
        try ShapedParagraph(text, fonts: fonts, size: size).runs.map(\.face.familyName)
    }

    @Test func presentationOfEachKindOfCluster() {
        func of(_ text: String) -> EmojiPresentation { EmojiPresentation.of(Array(text.unicodeScalars)) }
        #expect(of("a") == .text)
        #expect(of("1") == .text)
        #expect(of("1\u{FE0F}\u{20E3}") == .emoji)
        #expect(of("😀") == .emoji)
        #expect(of("😀\u{FE0E}") == .textSelected)
        #expect(of("⛷") == .textDefault)
        #expect(of("⛷\u{FE0F}") == .emoji)
        #expect(of("⛷\u{FE0E}") == .textSelected)
        #expect(of("✌🏽") == .emoji)
        #expect(of("中") == .text)
    }

    /// VS15 after an emoji-presentation character: DejaVu Sans's text glyph
    /// (2135 / 2048 × 16 = 16.6796875 px), not Noto's colour one (19.92),
    /// whichever of the two the list names first. Pango 1.50 agrees when
    /// DejaVu Sans comes first (it sets a VS15 cluster as text, in the first
    /// font of the list that has it); with the colour font first it would
    /// take the colour glyph, which VS15 asks not to.
    @Test func vs15KeepsAnEmojiAsText() throws {
        for order in [[Self.dejaVu, Self.noto], [Self.noto, Self.dejaVu]] {
            let p = try ShapedParagraph("😀\u{FE0E}", fonts: files(order), size: 16)
            #expect(p.runs.map(\.face.familyName) == ["DejaVu Sans"])
            #expect(try p.layout(width: nil).width == 2135.0 / 2048 * 16)
        }
        // Without VS15 the same character is the colour glyph.
        #expect(try families("😀", files([Self.dejaVu, Self.noto])) == ["Noto Color Emoji"])
    }

    /// VS15 where no monochrome font has the character ("🦄", only in Noto
    /// Color Emoji): the colour glyph rather than a missing one.
    @Test func vs15WithOnlyAColourFontDrawsTheColourGlyph() throws {
        let p = try ShapedParagraph("🦄\u{FE0E}", fonts: files([Self.dejaVu, Self.noto]), size: 16)
        #expect(p.missingGlyphCount == 0)
        #expect(p.runs.map(\.face.familyName) == ["Noto Color Emoji"])
    }

    /// VS15 in a family's set: the monochrome fallback fontconfig offers,
    /// never the colour font, with or without the UIKit path's option.
    @Test func vs15InAFamilySetTakesAMonochromeFallback() throws {
        let library = FontLibrary()
        let pango = try FontSet.family("DejaVu Sans", library: library)
        for fonts in [pango, pango.drawingTextDefaultEmojiInColor()] {
            #expect(try families("⛷\u{FE0E}", fonts) == ["Noto Sans Symbols"])
            #expect(try families("😀\u{FE0E}", fonts) == ["DejaVu Sans"])
        }
    }

    /// "⛷" (text-default, no selector) that DejaVu Sans lacks: Pango's path
    /// keeps fontconfig's fallback order (Noto Sans Symbols, as on main and
    /// in Pango: a line of 1480 / 1000 × 16 = 23.68 and 570 / 1000 × 16 =
    /// 9.12 px, each rounded to 1/1024 px, 24248 + 9339 units); with
    /// the option, the colour font: (1901 + 500) / 2048 × 16 = 18.7578125
    /// (DejaVu Sans's ascender, Noto's descender), as tall as a line of
    /// DejaVu Sans with a colour emoji in the Pango reference.
    @Test func aTextDefaultEmojiNoFontHasIsColourOnlyWithTheOption() throws {
        let library = FontLibrary()
        let pango = try FontSet.family("DejaVu Sans", library: library)
        #expect(!pango.textDefaultEmojiInColor)
        let text = try ShapedParagraph("a⛷", fonts: pango, size: 16)
        #expect(text.runs.map(\.face.familyName) == ["DejaVu Sans", "Noto Sans Symbols"])
        #expect(try text.layout(width: nil).height == (24248.0 + 9339) / 1024)
        let colour = try ShapedParagraph("a⛷", fonts: pango.drawingTextDefaultEmojiInColor(), size: 16)
        #expect(colour.runs.map(\.face.familyName) == ["DejaVu Sans", "Noto Color Emoji"])
        #expect(try colour.layout(width: nil).height == (1901.0 + 500) / 2048 * 16)
        // The option survives added features.
        #expect(pango.drawingTextDefaultEmojiInColor().adding([.tabularFigures]).textDefaultEmojiInColor)
    }

    /// A text-default emoji one of the set's faces has stays in that face,
    /// option or not: "☀" is DejaVu Sans's (1836 / 2048 × 16 = 14.34375 px).
    @Test func aTextDefaultEmojiTheSetHasStaysText() throws {
        let pango = try FontSet.family("DejaVu Sans", library: FontLibrary())
        for fonts in [pango, pango.drawingTextDefaultEmojiInColor()] {
            let p = try ShapedParagraph("☀", fonts: fonts, size: 16)
            #expect(p.runs.map(\.face.familyName) == ["DejaVu Sans"])
            #expect(try p.layout(width: nil).width == 1836.0 / 2048 * 16)
        }
    }

    /// VS16 after a text-default character is colour in both paths (as on
    /// main): "☀️" and "⛷️" are Noto's 2550 / 2048 × 16 = 19.921875 px.
    @Test func vs16MakesATextDefaultCharacterColourInBothPaths() throws {
        let pango = try FontSet.family("DejaVu Sans", library: FontLibrary())
        for fonts in [pango, pango.drawingTextDefaultEmojiInColor()] {
            for text in ["☀\u{FE0F}", "⛷\u{FE0F}"] {
                let p = try ShapedParagraph(text, fonts: fonts, size: 16)
                #expect(p.runs.map(\.face.familyName) == ["Noto Color Emoji"])
                #expect(try p.layout(width: nil).width == 2550.0 / 2048 * 16)
            }
        }
    }
}
