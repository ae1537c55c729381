@testable import TextLayout
import Testing

/// The itemizer and the shaper skip Unicode property look-ups for stretches
/// of code points said to have no space or format character, no emoji and
/// no combining mark, and TextBreaks decodes UTF-8 itself: each shortcut
/// must agree with what it stands for (the standard library's properties,
/// the String's own UTF-16), character by character.
@Suite struct ItemizerShortcutTests {
    /// Every scalar from U+0080 to U+1FFFF, where the stretches lie.
    static let scalars: [Unicode.Scalar] = (UInt32(0x80)...0x1_FFFF).compactMap(Unicode.Scalar.init)

    @Test func noSpaceOrFormatStretchesHaveNone() {
        var checked = 0
        for scalar in Self.scalars where Itemizer.hasNoSpaceOrFormat(scalar.value) {
            let properties = scalar.properties
            #expect(!properties.isWhitespace && properties.generalCategory != .format,
                    "U+\(String(scalar.value, radix: 16, uppercase: true))")
            checked += 1
        }
        // The stretches are not empty: Latin to Hebrew, Arabic, Indic, CJK.
        #expect(checked > 50_000)
        #expect(Itemizer.isSpaceOrFormat("\u{3000}") && Itemizer.isSpaceOrFormat("\u{00AD}")
                && Itemizer.isSpaceOrFormat("\u{FEFF}") && !Itemizer.isSpaceOrFormat("\u{4E2D}"))
        // Around the stretches of general punctuation: the spaces, joiners,
        // separators and invisible operators stay outside.
        #expect(Itemizer.isSpaceOrFormat("\u{200B}") && Itemizer.isSpaceOrFormat("\u{202F}")
                && Itemizer.isSpaceOrFormat("\u{205F}") && Itemizer.isSpaceOrFormat("\u{2060}")
                && Itemizer.isSpaceOrFormat("\u{FFF9}") && Itemizer.isSpaceOrFormat("\u{1D173}"))
        #expect(Itemizer.hasNoSpaceOrFormat(0x2014) && Itemizer.hasNoSpaceOrFormat(0x201C)
                && Itemizer.hasNoSpaceOrFormat(0x1F642))
    }

    @Test func noEmojiStretchesHaveNone() {
        var checked = 0
        for scalar in Self.scalars where EmojiPresentation.hasNoEmoji(scalar.value) {
            #expect(!scalar.properties.isEmoji && !scalar.properties.isEmojiPresentation,
                    "U+\(String(scalar.value, radix: 16, uppercase: true))")
            checked += 1
        }
        #expect(checked > 100_000)
        #expect(!EmojiPresentation.hasNoEmoji(0xA9) && !EmojiPresentation.hasNoEmoji(0x3299) && !EmojiPresentation.hasNoEmoji(0x1F004))
        // The emoji between the arrows and CJK (〰 U+3030, 〽 U+303D, ㊗ U+3297)
        // stay outside; the kana and CJK punctuation around them inside.
        #expect(!EmojiPresentation.hasNoEmoji(0x2B55) && !EmojiPresentation.hasNoEmoji(0x3030)
                && !EmojiPresentation.hasNoEmoji(0x303D) && !EmojiPresentation.hasNoEmoji(0x3297))
        #expect(EmojiPresentation.hasNoEmoji(0x3001) && EmojiPresentation.hasNoEmoji(0x3042)
                && EmojiPresentation.hasNoEmoji(0x30AB))
    }

    @Test func noMarkStretchesHaveNone() {
        var checked = 0
        for scalar in Self.scalars where Shaper.hasNoMark(scalar.value) {
            let properties = scalar.properties
            let category = properties.generalCategory
            #expect(category != .nonspacingMark && category != .spacingMark && category != .enclosingMark
                    && properties.canonicalCombiningClass == .notReordered,
                    "U+\(String(scalar.value, radix: 16, uppercase: true))")
            checked += 1
        }
        #expect(checked > 40_000)
        // Below U+0300 nothing is a mark: a mark is two UTF-8 bytes or more,
        // which Shaper.pieces relies on to skip short ranges.
        #expect(Shaper.isMark("\u{0301}") && Shaper.isMark("\u{3099}") && !Shaper.isMark("\u{00E9}"))
    }

    /// Every plain character between two letters and doubled ("aXXa"), in
    /// one text: ICU finds a grapheme boundary on each side of each (so
    /// none extends, joins or is prepended, and no two of a kind join as
    /// jamo or regional indicators do) and level 0 everywhere (so none is
    /// right-to-left, an Arabic number or an embedding) exactly when the
    /// shortcut says so, in both directions it is taken for.
    @Test(arguments: [BaseDirection.natural, .leftToRight])
    func plainCharactersBreakAndOrderAsICUSays(direction: BaseDirection) throws {
        let plain = Self.scalars.filter { TextBreaks.isPlain($0.value) }
        #expect(plain.count > 40_000)
        var scalars: [Unicode.Scalar] = []
        for scalar in plain { scalars += ["a", scalar, scalar] }
        scalars.append("a")
        let text = String(String.UnicodeScalarView(scalars))
        let utf8 = Array(text.utf8)
        let fast = try TextBreaks(utf8: utf8, string: text, locale: "en@lb=strict", direction: direction)
        let icu = try TextBreaks(utf8: utf8, string: text, locale: "en@lb=strict", direction: direction, asciiShortcut: false)
        #expect(fast.graphemeBoundaries.count == scalars.count)
        #expect(fast.graphemeBoundaries == icu.graphemeBoundaries)
        #expect(fast.levels == icu.levels)
        #expect(fast.baseLevel == icu.baseLevel)
        // And the shortcut is not taken where it would be wrong.
        for other: Unicode.Scalar in ["\u{0301}", "\u{05D0}", "\u{0627}", "\u{200D}", "\u{1F1E9}", "\u{1F3FD}", "\u{1100}",
                                      "\u{202B}", "\u{FE0F}", "\u{3099}"] {
            #expect(!TextBreaks.isPlain(other.value), "U+\(String(other.value, radix: 16, uppercase: true))")
        }
    }

    @Test func utf16DecodingAgreesWithTheString() {
        let texts = ["", "Hello", "café", "中文和日本語", "👨‍👩‍👧‍👦 🇩🇪", "a\u{0301}\u{10FFFF}\u{FFFF}\u{80}\u{7FF}\u{800}",
                     "التخطيط (Auto Layout)", "\r\n\u{2028}"]
        for text in texts {
            let (units, offsets, _) = TextBreaks.utf16(of: Array(text.utf8))
            #expect(units == Array(text.utf16), "\(text.debugDescription)")
            // Each unit's UTF-8 offset: where its scalar starts.
            var expected: [Int] = []
            var offset = 0
            for scalar in text.unicodeScalars {
                for _ in 0..<scalar.utf16.count { expected.append(offset) }
                offset += scalar.utf8.count
            }
            expected.append(offset)
            #expect(offsets == expected, "\(text.debugDescription)")
        }
    }
}
