import CHarfBuzz
import Locking

/// Shapes items with HarfBuzz: glyph ids, positions in pixels, clusters as
/// UTF-8 offsets into the whole paragraph (so shaping sees the context
/// around each item, as joining scripts need).
enum Shaper {
    /// Shapes `items`, each in its style's size (`styles[item.style]`),
    /// with its letter spacing added to each HarfBuzz cluster and its rise
    /// recorded on the run.
    static func shape(_ items: [TextItem], utf8: [UInt8], styles: [TextStyle], language: String?) -> [ShapedRun] {
        guard !items.isEmpty else { return [] }
        let buffer = spareBuffer()
        defer { keep(buffer, held: items.reduce(0) { max($0, $1.range.count) }) }
        let hbLanguage = language.map { hb_language_from_string($0, -1) } ?? hb_language_get_default()
        var runs: [ShapedRun] = []
        runs.reserveCapacity(items.count)
        utf8.withUnsafeBufferPointer { bytes in
            let text = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
            func shapePiece(_ item: TextItem, _ range: Range<Int>) {
                hb_buffer_clear_contents(buffer)
                hb_buffer_add_utf8(buffer, text, Int32(bytes.count), UInt32(range.lowerBound),
                                   Int32(range.count))
                hb_buffer_set_direction(buffer, item.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
                hb_buffer_set_script(buffer, item.script)
                hb_buffer_set_language(buffer, hbLanguage)
                // Mark the text's ends as HarfBuzz (and Pango) expect: a mark
                // with nothing before it gets a dotted circle to sit on.
                var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
                if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
                if range.upperBound == bytes.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
                hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
                // The style's fields are read in place: a copy of the style
                // (its font set's arrays retained and released) per item cost
                // more than the reads.
                let size = styles[item.style].size
                let letterSpacing = styles[item.style].letterSpacing
                let font = item.face.hbFont(size: size)
                var glyphs: [Glyph]
                if letterSpacing == 0 && styles[item.style].fonts.features.isEmpty {
                    hb_shape(font, buffer, nil, 0)
                } else {
                    let features = (letterSpacing != 0 ? noLigatures : []) + styles[item.style].fonts.features.map(hbFeature)
                    hb_shape(font, buffer, features, UInt32(features.count))
                }
                glyphs = self.glyphs(of: buffer)
                let split = styles[item.style].letterSpacingSplit
                if letterSpacing != 0 { addLetterSpacing(split, to: &glyphs) }
                runs.append(ShapedRun(range: range, face: item.face, size: size, level: item.level,
                                      glyphs: glyphs, script: item.script, styleIndex: item.style,
                                      letterSpacing: split, rise: styles[item.style].rise))
            }
            for item in items {
                // An item too short to be cut is shaped without an array of
                // its one piece (an allocation an item).
                if item.range.count < minimumCutLength {
                    shapePiece(item, item.range)
                } else {
                    for range in pieces(of: item.range, in: bytes) { shapePiece(item, range) }
                }
            }
        }
        return runs
    }

    /// HarfBuzz buffers between calls, as addresses (a pointer is not
    /// Sendable): creating and destroying one, and growing its arrays again,
    /// cost a few thousand instructions a call, and a label makes a dozen
    /// calls (its items, its lines' ends). Each call clears the buffer and
    /// sets every property it shapes with, as between items.
    private static let spareBuffers = Locked<[UInt]>([])

    private static func spareBuffer() -> OpaquePointer {
        spareBuffers.withLock { $0.popLast() }.flatMap { OpaquePointer(bitPattern: $0) } ?? hb_buffer_create()!
    }

    /// Returns `buffer` to the spares, unless it held a long text (its
    /// arrays stay as large as the longest text it held: `held` bytes) or
    /// enough are spare.
    private static func keep(_ buffer: OpaquePointer, held: Int) {
        let kept = held <= 4_096 && spareBuffers.withLock { spares in
            guard spares.count < 8 else { return false }
            spares.append(UInt(bitPattern: Int(bitPattern: buffer)))
            return true
        }
        if !kept { hb_buffer_destroy(buffer) }
    }

    /// Letter-spaced text is shaped without ligatures (liga, clig, dlig
    /// off), as Pango shapes it: spacing goes between letters, and a
    /// ligature would have none inside it.
    private static let noLigatures: [hb_feature_t] = [0x6C69_6761, 0x636C_6967, 0x646C_6967].map { tag in
        hb_feature_t(tag: tag, value: 0, start: 0, end: UInt32.max)
    }

    /// A font set's feature over the whole buffer.
    private static func hbFeature(_ feature: FontFeature) -> hb_feature_t {
        hb_feature_t(tag: feature.hbTag, value: feature.value, start: 0, end: UInt32.max)
    }

    /// Adds letter spacing to each HarfBuzz cluster: `before` moves its
    /// first glyph right and widens it, `after` widens its last glyph (in
    /// the buffer's order, visual), so each cluster is wider by the whole
    /// spacing, as Pango's pango_glyph_item_letter_space leaves it.
    private static func addLetterSpacing(_ split: (before: Double, after: Double), to glyphs: inout [Glyph]) {
        var k = 0
        while k < glyphs.count {
            var last = k
            while last + 1 < glyphs.count, glyphs[last + 1].cluster == glyphs[k].cluster { last += 1 }
            glyphs[k].xOffset += split.before
            glyphs[k].xAdvance += split.before
            glyphs[last].xAdvance += split.after
            k = last + 1
        }
    }

    /// The most combining marks in a row shaped in one buffer: UAX #15's
    /// stream-safe bound (30 non-starters), which no real text reaches.
    static let maximumMarksInARow = 30

    /// The shortest range `pieces(of:in:)` may cut: a mark is U+0300 or
    /// above, two bytes or more, so a range too short for one mark more
    /// than the bound is one piece, unread.
    static let minimumCutLength = 2 * (maximumMarksInARow + 1)

    /// `range` cut before every `maximumMarksInARow + 1`-th combining mark
    /// in a row. HarfBuzz's time grows with the square of a mark run's
    /// length (one letter and 10⁵ marks took seconds, 2·10⁵ nearly a
    /// minute); shaped in pieces, each piece's marks sit on the pen
    /// position where the previous piece ended, and the time is linear.
    /// Text below the bound is one piece, as before.
    static func pieces(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        if range.count < minimumCutLength { return [range] }
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var marks = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let lead = bytes[index]
            guard lead >= 0x80 else { marks = 0; index += 1; continue }  // ASCII: never a mark
            let (value, length) = scalar(in: bytes, at: index, before: range.upperBound)
            if let scalar = Unicode.Scalar(value), isMark(scalar) {
                marks += 1
                if marks > maximumMarksInARow {
                    pieces.append(start..<index)
                    start = index
                    marks = 1
                }
            } else {
                marks = 0
            }
            index += length
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    /// The code point whose UTF-8 starts at `index` and its length in
    /// bytes (valid UTF-8: the paragraph's own), reading no byte from `end` on.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (UInt32(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length where index + k < end { value = value << 6 | UInt32(bytes[index + k] & 0x3F) }
        return (value, length)
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        if hasNoMark(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.canonicalCombiningClass != .notReordered
        }
    }

    /// Stretches with no combining mark (no mark category, combining
    /// class 0): below U+0300, Greek and Cyrillic letters, kana, CJK
    /// ideographs, Hangul; most text skips the property look-ups.
    /// ItemizerShortcutTests checks every character of them.
    static func hasNoMark(_ value: UInt32) -> Bool {
        value < 0x300 || (value > 0x36F && value < 0x483) || (value > 0x302F && value < 0x3099)
            || (value > 0x309A && value < 0xA66F) || (value > 0xABED && value < 0xFB1E)
    }

    private static func glyphs(of buffer: OpaquePointer) -> [Glyph] {
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        // Positions are in 1/1024 px (see FontFace.hbFont(size:)); copy them
        // out now, the buffer's arrays live only as long as its contents.
        return (0..<Int(count)).map { k in
            // (After shaping, `mask` holds the glyph flags: what
            // hb_glyph_info_get_glyph_flags reads, a macro Swift does not see.)
            Glyph(id: infos[k].codepoint,
                  isUnsafeToBreak: infos[k].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0,
                  cluster: Int(infos[k].cluster),
                  xAdvance: Double(positions[k].x_advance) / 1024,
                  xOffset: Double(positions[k].x_offset) / 1024,
                  yOffset: Double(positions[k].y_offset) / 1024)
        }
    }
}
