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

    /// `asciiShortcut`: for text that is all ASCII, grapheme boundaries and
    /// bidi levels without ICU (what ICU gives, computed directly; the tests
    /// turn it off to compare).
    init(utf8 text: [UInt8], string: String, locale: String, direction: BaseDirection,
         asciiShortcut: Bool = true) throws(TextError) {
        let utf16 = Array(string.utf16)
        // utf8Offset[i]: the UTF-8 offset of UTF-16 unit i (and of the end).
        var utf8Offset = [Int](repeating: 0, count: utf16.count + 1)
        var u16 = 0, u8 = 0
        for scalar in string.unicodeScalars {
            let units = scalar.utf16.count
            for k in 0..<units { utf8Offset[u16 + k] = u8 }
            u16 += units
            u8 += scalar.utf8.count
        }
        utf8Offset[u16] = u8

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

        let isASCII = asciiShortcut && text.allSatisfy { $0 < 0x80 }
        if isASCII {
            // UAX #29 on ASCII: a boundary between any two characters but CR LF
            // (GB3); ASCII has no extending, prepended or spacing marks.
            graphemeBoundaries.reserveCapacity(text.count)
            for i in 1...text.count where !(i < text.count && text[i - 1] == 0x0D && text[i] == 0x0A) {
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

        if isASCII, direction != .rightToLeft {
            // No right-to-left character: a left-to-right paragraph (the
            // natural direction's default too) with every level 0 (UAX #9).
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
