import CHarfBuzz

/// A run before shaping: a UTF-8 range with one face, script and bidi level.
struct TextItem {
    var range: Range<Int>
    var face: FontFace
    var script: hb_script_t
    var level: UInt8
    /// Whether no available font has a glyph for the item's characters.
    var missing: Bool
    /// The item's style: its index in the paragraph's ``StyledText/styles``.
    var style: Int = 0
}

/// Splits a paragraph into items by font (the first face covering each
/// grapheme cluster's base character), script and bidi level. Line and
/// paragraph separators are left out: they end a line, they are not drawn.
enum Itemizer {
    private struct Cluster {
        var range: Range<Int>
        var base: Unicode.Scalar
        var script: hb_script_t
        var presentation: EmojiPresentation
        /// Where in `clusters(of:boundaries:)`'s `members` an emoji
        /// sequence's visible characters other than its base are (a
        /// keycap's U+20E3, a skin tone, the parts after a ZWJ), which its
        /// font must also have; empty for everything else. An index range,
        /// not an array of its own: a cluster without a reference is copied
        /// without retains and releases (three of each a cluster, 5 % of a
        /// fresh corpus layout; docs/benchmarks.md, textperf38).
        var sequenceMembers: Range<Int> = 0..<0
        /// The index of the cluster's style (the stretch its first byte is in).
        var style = 0
    }

    /// The items of a paragraph in one font set (a plain paragraph).
    static func items(
        in text: String, graphemeBoundaries: [Int], levels: [UInt8], fonts: FontSet
    ) -> [TextItem] {
        items(in: text, graphemeBoundaries: graphemeBoundaries, levels: levels,
              spans: [(0..<text.utf8.count, 0)], fonts: [fonts])
    }

    /// The items of a paragraph whose stretches (`spans`, in order) are set
    /// in `fonts[span.style]`: an item never crosses a stretch's end, and a
    /// grapheme cluster takes the style of the stretch its first byte is in.
    /// `asciiShortcut`: plain text (ASCII, Latin, general punctuation) in
    /// stretches their first faces cover takes `shortcutItems`
    /// (the tests turn it off to compare with the general path).
    static func items(
        in text: String, graphemeBoundaries: [Int], levels: [UInt8], spans: [(range: Range<Int>, style: Int)],
        fonts: [FontSet], asciiShortcut: Bool = true
    ) -> [TextItem] {
        if asciiShortcut, let items = shortcutItems(in: text, levels: levels, spans: spans, fonts: fonts) { return items }
        let found = clusters(of: text, boundaries: graphemeBoundaries)
        var clusters = found.clusters
        let members = found.members
        if fonts.count > 1 {
            var span = 0
            for k in clusters.indices {
                while span < spans.count - 1, spans[span].range.upperBound <= clusters[k].range.lowerBound { span += 1 }
                clusters[k].style = spans[span].style
            }
        }
        resolveScripts(&clusters)
        let faces = chooseFaces(clusters, members: members, levels: levels, fonts: fonts)
        var items: [TextItem] = []
        // By index, the open item's fields in locals: copying the last item
        // out of the array for each cluster retained and released its face.
        for k in clusters.indices {
            let cluster = clusters[k]
            let chosen = faces[k]
            // A character no font covers stays in the previous face (or the
            // primary one) and is drawn as that face's missing glyph.
            let sameStyle = !items.isEmpty && items[items.count - 1].style == cluster.style
            let face = chosen ?? (sameStyle ? items[items.count - 1].face : fonts[cluster.style].primary)
            let level = levels[cluster.range.lowerBound]
            if sameStyle, items[items.count - 1].range.upperBound == cluster.range.lowerBound,
               items[items.count - 1].face === face, items[items.count - 1].level == level,
               items[items.count - 1].script == cluster.script, items[items.count - 1].missing == (chosen == nil) {
                items[items.count - 1].range = items[items.count - 1].range.lowerBound..<cluster.range.upperBound
            } else {
                items.append(TextItem(range: cluster.range, face: face, script: cluster.script, level: level,
                                      missing: chosen == nil, style: cluster.style))
            }
        }
        return items
    }

    /// The items of plain text at one bidi level whose stretches' first
    /// faces (not colour fonts) have every character of their stretch: what
    /// the general path below gives such text, without a cluster at a time.
    /// Plain: ASCII, and the characters `isShortcutCharacter` names (Latin-1
    /// and Latin Extended, general punctuation, currency signs, CJK
    /// punctuation, kana, CJK ideographs, Hangul syllables, fullwidth
    /// forms), each a grapheme cluster of its own, none an emoji, all of
    /// common script or of one other script (Latin, Han, …; a second one
    /// takes the general path). One item in its stretch's first face for
    /// each run of characters between separators (which are left out) and
    /// stretch ends; the script is the text's one script wherever it is
    /// (common characters take their neighbours' script), else common. Nil
    /// for any other text.
    static func shortcutItems(
        in text: String, levels: [UInt8], spans: [(range: Range<Int>, style: Int)], fonts: [FontSet]
    ) -> [TextItem]? {
        guard let level = levels.first, !spans.isEmpty, fonts.allSatisfy({ !$0.primary.hasColorGlyphs }) else { return nil }
        // A native string's UTF-8 is contiguous; any other takes the general path.
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> [TextItem]? in
            let unicode = hb_unicode_funcs_get_default()
            // The text's one script other than common, once seen.
            var strong: hb_script_t?
            var items: [TextItem] = []
            var start = 0, offset = 0, span = 0
            // With one font set every cluster is in style 0, whatever the spans say.
            let styled = fonts.count > 1
            var style = styled ? spans[0].style : 0
            func close() {
                if offset > start {
                    items.append(TextItem(range: start..<offset, face: fonts[style].primary, script: HB_SCRIPT_COMMON,
                                          level: level, missing: false, style: style))
                }
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                guard levels[offset] == level else { return nil }
                // The stretch this character is in (as the general path gives a cluster its style).
                while styled, span < spans.count - 1, spans[span].range.upperBound <= offset { span += 1 }
                if styled, spans[span].style != style {
                    close()
                    start = offset
                    style = spans[span].style
                }
                if byte < 0x80 {
                    if byte >= 0x0A && byte <= 0x0D {
                        close()
                        start = offset + 1
                    } else {
                        guard fonts[style].primary.coversASCII(byte) else { return nil }
                        let lower = byte | 0x20
                        if lower >= 0x61 && lower <= 0x7A {
                            if strong == nil { strong = HB_SCRIPT_LATIN } else if strong != HB_SCRIPT_LATIN { return nil }
                        }
                    }
                    offset += 1
                    continue
                }
                let (value, length) = Shaper.scalar(in: bytes, at: offset, before: bytes.count)
                if value == 0x85 || value == 0x2028 || value == 0x2029 {
                    // The other separators, left out as the general path leaves them.
                    close()
                    start = offset + length
                    offset += length
                    continue
                }
                guard isShortcutCharacter(value), let scalar = Unicode.Scalar(value),
                      fonts[style].primary.covers(scalar) else { return nil }
                let script = hb_unicode_script(unicode, value)
                if script != HB_SCRIPT_COMMON {
                    // Inherited and unknown characters take a neighbour's
                    // script in the general path: not taken here.
                    guard script != HB_SCRIPT_INHERITED, script != HB_SCRIPT_UNKNOWN else { return nil }
                    if strong == nil { strong = script } else if strong != script { return nil }
                }
                offset += length
            }
            close()
            if let strong {
                for k in items.indices { items[k].script = strong }
            }
            return items
        }
        return found ?? nil
    }

    /// The non-ASCII characters `shortcutItems` takes: Latin-1 and Latin
    /// Extended (U+00A0–U+024F) but © and ® (emoji); the zero-width space;
    /// general punctuation from the dashes to the quotation marks
    /// (U+2010–U+2027) and from ‰ to ※ (U+2030–U+203B); currency signs
    /// (U+20A0–U+20C0); CJK punctuation (U+3000–U+3029, U+3031–U+303F) but
    /// its combining tone marks and the emoji 〰 and 〽; kana but the
    /// combining voicing marks (U+3041–U+3096, U+309B–U+30FF); CJK
    /// ideographs (U+3400–U+4DBF, U+4E00–U+9FFF); Hangul syllables
    /// (U+AC00–U+D7A3); fullwidth and halfwidth forms up to U+FF9D (the
    /// two after it extend a cluster). None combines with a neighbour into
    /// a grapheme cluster, none is an emoji, and the spaces and format
    /// characters among them (U+00A0, U+00AD, U+200B, U+3000) take their
    /// neighbours' face, which is the stretch's first face here.
    /// ItemizerShortcutCorpusTests compares the items on the text corpora.
    static func isShortcutCharacter(_ value: UInt32) -> Bool {
        if value < 0x3000 {
            return (value >= 0xA0 && value < 0x250 && value != 0xA9 && value != 0xAE) || value == 0x200B
                || (value >= 0x2010 && value < 0x2028) || (value >= 0x2030 && value < 0x203C)
                || (value >= 0x20A0 && value <= 0x20C0)
        }
        return (value < 0x302A) || (value > 0x3030 && value < 0x3040 && value != 0x303D)
            || (value > 0x3040 && value < 0x3097) || (value > 0x309A && value < 0x3100)
            || (value >= 0x3400 && value < 0x4DC0) || (value >= 0x4E00 && value < 0xA000)
            || (value >= 0xAC00 && value < 0xD7A4) || (value > 0xFF00 && value < 0xFF9E)
    }

    /// The face of each cluster, as Pango chooses them: a visible character
    /// takes the first face that covers it; a space or an invisible format
    /// character (zero-width space, soft hyphen) never picks a font of its
    /// own but joins the text before it, or after it where a new item starts
    /// or the font after it is a better one.
    /// Spaces look for their neighbours within their own stretch only: a
    /// new stretch starts a new item, as a new attribute does in Pango.
    private static func chooseFaces(_ clusters: [Cluster], members: [Unicode.Scalar], levels: [UInt8],
                                    fonts sets: [FontSet]) -> [FontFace?] {
        var faces = [FontFace?](repeating: nil, count: clusters.count)
        var isSpace = [Bool](repeating: false, count: clusters.count)
        let styleFaces = sets.map(\.faces)
        // The clusters and font sets are read in place: a copy of a cluster
        // or a set per character (their arrays retained and released) cost
        // more than the look-up.
        for k in clusters.indices {
            let base = clusters[k].base
            if isSpaceOrFormat(base) {
                isSpace[k] = true
                continue
            }
            // Plain text's face from the style's faces, read once: calling
            // `face(for:presentation:)` on `sets[style]` copied the whole set
            // (its arrays retained through generic value witnesses) for every
            // cluster, 6 % of a fresh corpus layout (docs/benchmarks.md, perf33).
            let style = clusters[k].style
            if clusters[k].presentation == .text, let face = styleFaces[style].first(where: { $0.covers(base) }) {
                faces[k] = face
            } else {
                faces[k] = sets[style].face(for: base, presentation: clusters[k].presentation)
            }
            if !clusters[k].sequenceMembers.isEmpty, let face = faces[k],
               !members[clusters[k].sequenceMembers].allSatisfy(face.covers) {
                let cluster = clusters[k]
                let fonts = sets[cluster.style]
                // An emoji sequence stays in one font, the first that has all
                // of it: "1️⃣" or "✌🏽" after DejaVu Sans (which has "1" and
                // "✌" but neither the keycap nor the skin tone) is drawn whole
                // by the emoji font. Pango 1.50 would set the base and the rest
                // in two fonts (docs/text.md, "Colour emoji").
                let sequence = [cluster.base] + members[cluster.sequenceMembers]
                faces[k] = fonts.faces.first { candidate in sequence.allSatisfy(candidate.covers) } ?? face
            }
        }
        for k in clusters.indices where isSpace[k] {
            let base = clusters[k].base
            let style = clusters[k].style
            let fonts = sets[style]
            let level = levels[clusters[k].range.lowerBound]
            let before = clusters.indices[..<k].last { !isSpace[$0] }.flatMap { clusters[$0].style == style ? $0 : nil }
            let after = clusters.indices[(k + 1)...].first { !isSpace[$0] }.flatMap { clusters[$0].style == style ? $0 : nil }
            let previous = before.flatMap { faces[$0] }
            let next = after.flatMap { faces[$0] }
            var choice: FontFace?
            if let before, levels[clusters[before].range.lowerBound] == level {
                // Same item as the text before. Where only the font changes
                // after the spaces (same script, same level), Pango moves them
                // to the new font if it comes earlier in the set.
                choice = previous
                if let after, let next, let previous, next !== previous,
                   levels[clusters[after].range.lowerBound] == level,
                   clusters[after].script == clusters[k].script,
                   fonts.rank(of: next) < fonts.rank(of: previous) {
                    choice = next
                }
            } else {
                // A new item starts at the space: it takes the next font.
                choice = next ?? previous
            }
            // Never a colour font: emoji fonts have spaces, but text should not.
            if let candidate = choice, !candidate.hasColorGlyphs, candidate.covers(base) {
                faces[k] = candidate
            } else {
                faces[k] = [previous, next].compactMap { $0 }.first { !$0.hasColorGlyphs && $0.covers(base) }
                    ?? fonts.face(for: base)
            }
        }
        return faces
    }

    /// The grapheme clusters of the text, without separators, each with the
    /// character that decides its font and its own (unresolved) script; and
    /// the emoji sequences' members that their `sequenceMembers` index.
    private static func clusters(of text: String, boundaries: [Int]) -> (clusters: [Cluster], members: [Unicode.Scalar]) {
        let unicode = hb_unicode_funcs_get_default()
        var clusters: [Cluster] = []
        var sequenceMembers: [Unicode.Scalar] = []
        clusters.reserveCapacity(boundaries.count)
        var scalars = text.unicodeScalars.makeIterator()
        var offset = 0, start = 0
        var members: [Unicode.Scalar] = []
        for boundary in boundaries {
            defer { start = boundary }
            guard let first = scalars.next() else { break }
            offset += first.utf8.count
            if offset == boundary, first.value < 0x80 {
                // One ASCII character, most of most text: no property look-ups.
                if isSeparator(first) { continue }
                // The ASCII letters are ASCII's only alphabetic characters
                // (no table look-up: this runs for every character of most text).
                let lower = first.value | 0x20
                let script = lower >= 0x61 && lower <= 0x7A ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
                clusters.append(Cluster(range: start..<boundary, base: first, script: script, presentation: .text))
                continue
            }
            members.removeAll(keepingCapacity: true)
            members.append(first)
            while offset < boundary, let scalar = scalars.next() {
                members.append(scalar)
                offset += scalar.utf8.count
            }
            if isSeparator(first) { continue }
            let base = members.count == 1 ? first : members.first { !followsBase($0) } ?? first
            var cluster = Cluster(range: start..<boundary, base: base, script: hb_unicode_script(unicode, base.value),
                                  presentation: EmojiPresentation.of(members))
            if cluster.presentation == .emoji, members.count > 1 {
                // Joiners, selectors and tags need no glyph of the font:
                // HarfBuzz hides a default-ignorable character the font lacks.
                let start = sequenceMembers.count
                sequenceMembers += members.lazy.filter { $0 != base && !$0.properties.isDefaultIgnorableCodePoint }
                cluster.sequenceMembers = start..<sequenceMembers.count
            }
            clusters.append(cluster)
        }
        return (clusters, sequenceMembers)
    }

    /// Common and inherited characters (spaces, punctuation, marks) take the
    /// script of the text before them, or after them at the start. A closing
    /// bracket takes the script of its opening bracket, as in HarfBuzz's and
    /// Pango's script itemization, so "(Auto Layout)" inside Arabic text
    /// ends on the Arabic side.
    private static func resolveScripts(_ clusters: inout [Cluster]) {
        var previous: hb_script_t?
        var leading: [Int] = []
        var openBrackets: [(closing: UInt32, script: hb_script_t?)] = []
        for k in clusters.indices {
            let script = clusters[k].script
            guard script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN else {
                if previous == nil { for j in leading { clusters[j].script = script } }
                previous = script
                continue
            }
            let value = clusters[k].base.value
            if let closing = closingBracket(value) {
                openBrackets.append((closing, previous))
            } else if let match = openBrackets.lastIndex(where: { $0.closing == value }) {
                if let bracketScript = openBrackets[match].script { previous = bracketScript }
                openBrackets.removeSubrange(match...)
            }
            if let previous { clusters[k].script = previous } else { leading.append(k) }
        }
    }

    /// The closing partner of an opening bracket, or nil. A switch, not a
    /// dictionary: it is asked for every space and punctuation mark, and
    /// hashing cost more than the answer.
    private static func closingBracket(_ opening: UInt32) -> UInt32? {
        switch opening {
        case 0x28: 0x29
        case 0x5B: 0x5D
        case 0x7B: 0x7D
        case 0xAB: 0xBB
        case 0x2039: 0x203A
        case 0x201C: 0x201D
        case 0x2018: 0x2019
        case 0x300C: 0x300D
        case 0x300E: 0x300F
        case 0xFF08: 0xFF09
        case 0x3010: 0x3011
        case 0x3008: 0x3009
        case 0x300A: 0x300B
        case 0x3014: 0x3015
        case 0xFF3B: 0xFF3D
        case 0xFF5B: 0xFF5D
        default: nil
        }
    }

    static let commonScript = HB_SCRIPT_COMMON

    /// Characters that end a line and are not drawn.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    static func isSpaceOrFormat(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || scalar.value == 0x09 }
        if hasNoSpaceOrFormat(scalar.value) { return false }
        return scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
    }

    /// Stretches with no whitespace and no format character (Latin, Greek,
    /// Cyrillic, Hebrew; most of Arabic and Indic; dashes, quotation marks
    /// and the other general punctuation between the spaces and the
    /// invisible operators; symbols and arrows; kana, CJK ideographs,
    /// Hangul; fullwidth forms; emoji), so that most text skips two property
    /// look-ups a character. ItemizerShortcutTests checks every character
    /// of them against the properties.
    static func hasNoSpaceOrFormat(_ value: UInt32) -> Bool {
        if value < 0x2000 {
            return (value > 0xAD && value < 0x600) || (value > 0x61C && value < 0x6DD) || (value > 0x8E2 && value < 0x1680)
        }
        return (value > 0x200F && value < 0x2028) || (value > 0x202F && value < 0x205F) || (value > 0x206F && value < 0x3000)
            || (value > 0x3000 && value < 0xFEFF) || (value > 0xFEFF && value < 0xFFF9)
            || (value > 0x1D17A && value < 0x20000)
    }

    /// Marks, joiners and selectors, which follow their base character's font.
    private static func followsBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
        default: return scalar.properties.isVariationSelector || scalar.properties.isEmojiModifier
        }
    }
}
