import Testing
import TextLayout
import TrellisTestSupport

/// Colour bitmap fonts are measured at the requested size, and emoji
/// sequences as one cluster each.
///
/// Noto Color Emoji (Debian's fonts-noto-color-emoji 2.042), as fontTools
/// reads it: head.unitsPerEm 2048; hmtx gives every glyph that draws,
/// ligatures included, an advance of 2550; hhea ascender 1900, descender
/// -500. Its one CBDT strike is 109 px, which must not leak into any number:
/// at s px an emoji is 2550 / 2048 × s wide (16 px: 19.921875) and a line of
/// emoji 2400 / 2048 × s tall (16 px: 18.75). The test emoji fonts are in
/// `TestFont` (25 px wide, 24 px tall, ascent 19, at 20 px).
@Suite struct ColourEmojiTests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    func shaped(_ text: String, files: [String], size: Double) throws -> ShapedParagraph {
        try ShapedParagraph(text, fonts: FontSet.files(files.map { ($0, 0) }, library: FontLibrary()), size: size)
    }

    @Test(arguments: [12.0, 16, 32, 109])
    func notoAdvancesAndLineHeightScaleWithTheSize(size: Double) throws {
        let p = try shaped("🙂🙂🙂", files: [Self.noto], size: size)
        let layout = try p.layout(width: nil)
        // 2550 × 1024 × size / 2048 is a whole number of 1/1024 px at these sizes.
        #expect(layout.width == 3 * 2550 / 2048 * size)
        #expect(layout.height == 2400 / 2048 * size)
        #expect(layout.lines[0].baseline == 1900 / 2048 * size)
    }

    /// Each sequence is one glyph of Noto Color Emoji: one advance.
    @Test(arguments: [
        "👍🏽",  // skin tone
        "👨\u{200D}👩\u{200D}👧\u{200D}👦",  // ZWJ family
        "🇫🇷",  // regional indicator pair
        "❤\u{FE0F}",  // VS16
        "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",  // tag flag (England)
        "👩🏽\u{200D}💻",  // profession with a tone
        "🧑🏻\u{200D}🤝\u{200D}🧑🏿",  // two people, two tones
        "1\u{FE0F}\u{20E3}",  // keycap
    ])
    func notoSequencesAreOneAdvance(sequence: String) throws {
        let p = try shaped(sequence, files: [Self.noto], size: 16)
        #expect(p.missingGlyphCount == 0)
        #expect(try p.layout(width: nil).width == 19.921875)
        let line = try p.layout(width: nil).lines[0]
        #expect(p.placedGlyphs(in: line).flatMap(\.glyphs).count == 1)
    }

    /// DejaVu Sans first: it has "1", "✌" and "⚧" but not the keycap, the
    /// skin tone or the emoji "🏳", so each sequence is set whole in Noto
    /// Color Emoji (one glyph, 19.921875 px), not its base in DejaVu Sans
    /// and the rest in the emoji font (30.1015625, 33.328125 and 33.328125
    /// px, what Pango 1.50 gives when no font answers to the family "emoji").
    @Test(arguments: ["1\u{FE0F}\u{20E3}", "✌🏽", "🏳\u{FE0F}\u{200D}⚧\u{FE0F}"])
    func aSequenceStaysInTheFontThatHasAllOfIt(sequence: String) throws {
        let p = try shaped(sequence, files: [Self.dejaVu, Self.noto], size: 16)
        #expect(p.missingGlyphCount == 0)
        #expect(p.runs.map(\.face.familyName) == ["Noto Color Emoji"])
        #expect(try p.layout(width: nil).width == 19.921875)
    }

    /// A text-default character with VS16 is an emoji: the colour font of
    /// the list takes it even after a font that has its text glyph (as
    /// Pango, which looks emoji up in the family "emoji", and as the same
    /// text in DejaVu Sans's family set); with VS15 it stays text.
    @Test func aTextDefaultCharacterWithVS16TakesTheColourFont() throws {
        let emoji = try shaped("☀\u{FE0F}", files: [Self.dejaVu, Self.noto], size: 16)
        #expect(emoji.runs.map(\.face.familyName) == ["Noto Color Emoji"])
        // Noto Color Emoji's advance: 2550 of 2048 units at 16 px.
        #expect(try emoji.layout(width: nil).width == 2550.0 / 2048 * 16)
        let text = try shaped("☀\u{FE0E}", files: [Self.dejaVu, Self.noto], size: 16)
        #expect(text.runs.map(\.face.familyName) == ["DejaVu Sans"])
    }

    @Test(arguments: [TestFont.emojiPath, TestFont.emojiSbixPath])
    func testFontSequencesAreLigatures(path: String) throws {
        // 😀, 👍🏽, 🇫🇷, 👨‍👩, ❤️: five glyphs of 1250 units, 25 px each at 20 px.
        let p = try shaped("😀👍🏽🇫🇷👨\u{200D}👩❤\u{FE0F}", files: [path], size: 20)
        let layout = try p.layout(width: nil)
        #expect(layout.width == 125)
        #expect(layout.height == 24)
        #expect(layout.lines[0].baseline == 19)
    }

    /// Character wrap breaks between grapheme clusters, never inside a
    /// sequence; word wrap may break between two emoji (UAX #14: ID, EB, EM
    /// and regional indicator pairs), never after a ZWJ.
    @Test func wrappingNeverSplitsASequence() throws {
        let char = ParagraphStyle(wrap: .character)
        let tones = try shaped("👍🏽👍🏽👍🏽", files: [TestFont.emojiPath], size: 20)
        let toneLines = try tones.layout(width: 30, style: char).lines
        // 👍 and 🏽 are four UTF-8 bytes each.
        #expect(toneLines.map(\.range) == [0..<8, 8..<16, 16..<24])
        #expect(toneLines.map(\.width) == [25, 25, 25])

        let flags = try shaped("🇫🇷🇫🇷🇫🇷", files: [TestFont.emojiPath], size: 20)
        #expect(try flags.layout(width: 30, style: char).lines.map(\.range) == [0..<8, 8..<16, 16..<24])
        #expect(try flags.layout(width: 55).lines.map(\.range) == [0..<16, 16..<24])

        // 👨 ZWJ 👩 is 4 + 3 + 4 bytes.
        let couples = try shaped("👨\u{200D}👩👨\u{200D}👩", files: [TestFont.emojiPath], size: 20)
        #expect(try couples.layout(width: 30).lines.map(\.range) == [0..<11, 11..<22])
        #expect(try couples.layout(width: 30, style: char).lines.map(\.range) == [0..<11, 11..<22])

        let faces = try shaped("😀😀😀😀", files: [TestFont.emojiPath], size: 20)
        #expect(try faces.layout(width: 60).lines.map(\.width) == [50, 50])
    }

    /// Truncation keeps whole clusters: "AB " is 50 px in the test font at
    /// 20 px, 😀 25 more, "…" 20: "AB 😀…" is 95 px; 👍🏽 would make 120.
    /// A line with both fonts is as tall as the larger ascent (emoji 19, test
    /// font 16) plus the larger descent (5, 4).
    @Test func truncationKeepsWholeSequences() throws {
        let p = try shaped("AB 😀👍🏽🇫🇷", files: [TestFont.path, TestFont.emojiPath], size: 20)
        let layout = try p.layout(width: 100, style: ParagraphStyle(maximumNumberOfLines: 1, truncation: .tail))
        #expect(lineTexts(layout, p) == ["AB 😀…"])
        #expect(layout.lines[0].width == 95)
        #expect(layout.height == 24)
        #expect(layout.lines[0].baseline == 19)
    }
}
