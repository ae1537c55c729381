import CICU

/// Where a text may be broken, and its bidi levels, from ICU, in UTF-8 offsets.
///
/// ICU works in UTF-16; everything else in the text engine works in UTF-8
/// byte offsets (HarfBuzz clusters, line ranges), so the conversion happens
/// here, once per paragraph.
struct TextBreaks {
    /// Offsets where a new line may start (the text's end included), and
    /// whether each break is mandatory (after a newline or separator).
    var lineBreaks: [(offset: Int, mandatory: Bool)]
    /// Grapheme cluster boundaries (the text's end included).
    var graphemeBoundaries: [Int]
    /// The bidi embedding level of each UTF-8 byte.
    var levels: [UInt8]
    /// The level of the paragraph: 0 left-to-right, 1 right-to-left.
    var baseLevel: UInt8

    /// `text` is `string`'s UTF-8, which is what is read.
    /// `asciiShortcut`: for text that is all ASCII, or all of the plain
    /// characters `isPlain` names (most Latin, Greek, Cyrillic, CJK, kana,
    /// Hangul and emoji text), grapheme boundaries and bidi levels without
    /// ICU (what ICU gives, computed directly; the tests turn it off to
    /// compare).
    init(utf8 text: [UInt8], string: String, locale: String, direction: BaseDirection,
         asciiShortcut: Bool = true) throws(TextError) {
        // The text in UTF-16 for ICU, and utf8Offset[i]: the UTF-8 offset of
        // UTF-16 unit i (and of the end), in one pass over `text` (which is
        // `string`'s UTF-8, so well formed).
        let (utf16, utf8Offset, allPlain) = TextBreaks.utf16(of: text)

        lineBreaks = []
        graphemeBoundaries = []
        levels = []
        baseLevel = 0
        guard !utf16.isEmpty else { return }

        var error = [CChar](repeating: 0, count: 64)
        var capacity = utf16.count + 1
        var offsets = [Int32](repeating: 0, count: capacity)
        var mandatory = [UInt8](repeating: 0, count: capacity)
        let lineCount = utf16.withUnsafeBufferPointer {
            trellis_line_breaks($0.baseAddress, Int32($0.count), locale, &offsets, &mandatory, Int32(capacity), &error)
        }
        guard lineCount >= 0 else { throw .unicode(TextBreaks.message(error)) }
        lineBreaks = (0..<Int(lineCount)).map { (utf8Offset[Int(offsets[$0])], mandatory[$0] != 0) }

        let isPlain = asciiShortcut && allPlain
        if isPlain {
            // UAX #29 on plain characters (ASCII among them): a boundary
            // between any two characters but CR LF (GB3); none of them
            // extends, is prepended, is a spacing mark, a joiner, a regional
            // indicator or a Hangul jamo, so no other rule keeps two together.
            graphemeBoundaries.reserveCapacity(text.count)
            for i in 1...text.count where i == text.count
                || (text[i] & 0xC0 != 0x80 && !(text[i - 1] == 0x0D && text[i] == 0x0A)) {
                graphemeBoundaries.append(i)
            }
        } else {
            let graphemeCount = utf16.withUnsafeBufferPointer {
                trellis_grapheme_breaks($0.baseAddress, Int32($0.count), &offsets, Int32(capacity), &error)
            }
            guard graphemeCount >= 0 else { throw .unicode(TextBreaks.message(error)) }
            graphemeBoundaries = (0..<Int(graphemeCount)).map { utf8Offset[Int(offsets[$0])] }
        }
        capacity = 0

        if isPlain, direction != .rightToLeft {
            // No right-to-left character, Arabic number or explicit embedding:
            // a left-to-right paragraph (the natural direction's default
            // too) with every level 0 (UAX #9).
            levels = [UInt8](repeating: 0, count: text.count)
            return
        }

        var levels16 = [UInt8](repeating: 0, count: utf16.count)
        var paragraphLevel: UInt8 = 0
        let status = utf16.withUnsafeBufferPointer {
            trellis_bidi_levels($0.baseAddress, Int32($0.count), direction.icuValue, &levels16, &paragraphLevel, &error)
        }
        guard status == 0 else { throw .unicode(TextBreaks.message(error)) }
        levels = [UInt8](repeating: 0, count: text.count)
        for i in 0..<utf16.count {
            let end = utf8Offset[i + 1] > utf8Offset[i] ? utf8Offset[i + 1] : utf8Offset[i]
            for b in utf8Offset[i]..<end { levels[b] = levels16[i] }
        }
        baseLevel = paragraphLevel
    }

    /// `utf8` (well-formed UTF-8) in UTF-16, with the UTF-8 offset of each
    /// UTF-16 unit and of the end. Decoded from the bytes: going through
    /// the String's UTF-16 and scalar views cost several times as much.
    /// Also whether every character is ASCII or `isPlain`.
    static func utf16(of utf8: [UInt8]) -> (units: [UInt16], utf8Offsets: [Int], allPlain: Bool) {
        var units: [UInt16] = []
        var offsets: [Int] = []
        var allPlain = true
        units.reserveCapacity(utf8.count)
        offsets.reserveCapacity(utf8.count + 1)
        utf8.withUnsafeBufferPointer { bytes in
            var i = 0
            while i < bytes.count {
                let lead = UInt32(bytes[i])
                if lead < 0x80 {
                    units.append(UInt16(truncatingIfNeeded: lead))
                    offsets.append(i)
                    i += 1
                } else if lead < 0xE0 {
                    let value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                    if allPlain, !isPlain(value) { allPlain = false }
                    units.append(UInt16(truncatingIfNeeded: value))
                    offsets.append(i)
                    i += 2
                } else if lead < 0xF0 {
                    let value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                    if allPlain, !isPlain(value) { allPlain = false }
                    units.append(UInt16(truncatingIfNeeded: value))
                    offsets.append(i)
                    i += 3
                } else {
                    let value = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                        | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                    if allPlain, !isPlain(value) { allPlain = false }
                    // A surrogate pair, both units at the scalar's offset.
                    let above = value - 0x10000
                    units.append(UInt16(truncatingIfNeeded: 0xD800 + (above >> 10)))
                    units.append(UInt16(truncatingIfNeeded: 0xDC00 + (above & 0x3FF)))
                    offsets.append(i)
                    offsets.append(i)
                    i += 4
                }
            }
            offsets.append(bytes.count)
        }
        return (units, offsets, allPlain)
    }

    /// Non-ASCII characters that neither join a grapheme cluster with a
    /// neighbour (UAX #29: no Extend, SpacingMark, Prepend, ZWJ, regional
    /// indicator or Hangul jamo; Hangul syllables only join jamo) nor raise
    /// a bidi level in left-to-right text (UAX #9: no R, AL, AN or explicit
    /// embedding): Latin-1 and Latin Extended, Greek and Cyrillic letters,
    /// general punctuation, symbols and arrows, CJK punctuation, kana, CJK
    /// ideographs, Hangul syllables, fullwidth forms, most emoji.
    /// ItemizerShortcutTests checks each of them against ICU.
    static func isPlain(_ value: UInt32) -> Bool {
        if value < 0x2000 {
            return value < 0x300 || (value >= 0x370 && value < 0x483) || value >= 0x1E00
        }
        if value < 0x3100 {
            return (value >= 0x2010 && value < 0x2028) || (value >= 0x2030 && value < 0x205F)
                || (value >= 0x2100 && value < 0x2C00) || (value >= 0x3000 && value < 0x302A)
                || (value >= 0x3030 && value < 0x3099) || value >= 0x309B
        }
        return (value >= 0x3100 && value < 0xA000) || (value >= 0xAC00 && value < 0xD7A4)
            || (value >= 0xFF01 && value < 0xFF9E) || (value >= 0x1F300 && value < 0x1F3FB)
            || (value >= 0x1F400 && value < 0x1FB00)
    }

    private static func message(_ error: [CChar]) -> String {
        String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The visual order of runs with the given bidi levels (UAX #9, rule L2):
/// element v is the logical index of the run shown v-th from the left.
func visualOrder(levels: [UInt8]) -> [Int] {
    guard levels.count > 1 else { return Array(levels.indices) }
    var order = [Int32](repeating: 0, count: levels.count)
    trellis_reorder_visual(levels, Int32(levels.count), &order)
    return order.map(Int.init)
}
