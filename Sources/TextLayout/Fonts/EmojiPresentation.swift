/// How a grapheme cluster asks to be shown (UTS #51, "Presentation
/// Style"), which decides the fonts it may take (``FontSet``).
enum EmojiPresentation {
    /// Not an emoji character: the first font that has it.
    case text
    /// An emoji character whose default is text (`Emoji_Presentation=No`:
    /// "⛷", "✈", "☀"), with no selector: text in Pango; in a set that
    /// draws such characters in colour, the colour font when none of the
    /// set's own faces has it (``FontSet/textDefaultEmojiInColor``).
    case textDefault
    /// An emoji-presentation character, or one made an emoji by VS16, a
    /// keycap, a ZWJ or a skin tone: a colour font first.
    case emoji
    /// An emoji character followed by VS15 (U+FE0E): a monochrome font
    /// first, even for an emoji-presentation character ("😀︎").
    case textSelected

    /// The presentation of a cluster from its characters (base first).
    static func of(_ members: [Unicode.Scalar]) -> EmojiPresentation {
        guard let first = members.first else { return .text }
        // ASCII (digits, # and *) is an emoji only in a keycap sequence.
        if first.value < 0x80 { return members.contains { $0.value == 0x20E3 } ? .emoji : .text }
        if hasNoEmoji(first.value) { return .text }
        let properties = first.properties
        guard properties.isEmoji || properties.isEmojiPresentation else { return .text }
        // The selector right after the base decides (a presentation
        // sequence, UTS #51 ED-8a, ED-9a): VS15 text, VS16 emoji.
        if members.count > 1 {
            if members[1].value == 0xFE0E { return .textSelected }
            if members[1].value == 0xFE0F { return .emoji }
        }
        if properties.isEmojiPresentation { return .emoji }
        // A keycap, a ZWJ sequence or a skin tone (an emoji modifier
        // sequence) makes a text-default character an emoji.
        let sequence = members.dropFirst().contains {
            $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D || $0.properties.isEmojiModifier
        }
        return sequence ? .emoji : .textDefault
    }

    /// Stretches with no character that has the Emoji or
    /// Emoji_Presentation property: below U+203C but © and ®; after U+2B55
    /// (the last emoji among the arrows and shapes) to U+3030, but U+303D,
    /// and on to U+3297 (CJK punctuation, kana: Japanese text took two
    /// property look-ups a character here); and from after U+3299 (CJK
    /// ideographs, Hangul) to U+1F004. Checked by ItemizerShortcutTests
    /// against the properties.
    static func hasNoEmoji(_ value: UInt32) -> Bool {
        if value < 0x203C { return value != 0xA9 && value != 0xAE }
        return (value > 0x2B55 && value < 0x3297 && value != 0x3030 && value != 0x303D)
            || (value > 0x3299 && value < 0x1F004)
    }
}
