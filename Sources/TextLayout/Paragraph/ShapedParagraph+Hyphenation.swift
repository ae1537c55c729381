
extension ShapedParagraph {
    /// The hyphen drawn at the end of a hyphenated line: U+002D HYPHEN-MINUS
    /// in the first face of the set that has it (the primary font's, in
    /// practice), shaped once. Apple's documentation does not say which
    /// character TextKit inserts (`NSTypesetter.hyphenCharacter(forGlyphAt:)`
    /// is the hook); U+002D is in every font, so the hyphen never falls back
    /// to another face.
    var hyphen: ShapedRun {
        if let known = caches.withLock({ $0.hyphen }) { return known }
        // In the paragraph's first style (its fonts and size: all of a plain
        // paragraph's); an attributed paragraph's hyphen does not yet take
        // the style of the word it cuts.
        let run = shapedAlone("-", style: styles[0])
        caches.withLock { $0.hyphen = run }
        return run
    }

    /// Longer runs of letters are not hyphenated (they are split between
    /// characters if they must be): English's longest dictionary words have
    /// 45 letters, German compounds rarely pass 60.
    static let longestHyphenatedWord = 100
    /// How many bytes from a word's start are read to find its letters.
    static let hyphenationWindowBytes = 1024

    /// The hyphen's advance width.
    var hyphenWidth: Double { hyphen.glyphs.reduce(0) { $0 + $1.xAdvance } }

    /// The UTF-8 offsets where the word around `offset` (from the break
    /// opportunity at or before it to the next) may be hyphenated,
    /// ascending: the first run of letters of that stretch (so "word," and
    /// "(word" hyphenate "word"), by the dictionary's patterns. The whole
    /// word is looked up even when a line starts inside it.
    func hyphenationOffsets(around offset: Int, hyphenator: Hyphenator) -> [Int] {
        var low = 0, high = lineBreaks.count
        while low < high {
            let mid = (low + high) / 2
            if lineBreaks[mid].offset <= offset { low = mid + 1 } else { high = mid }
        }
        let wordStart = low > 0 ? lineBreaks[low - 1].offset : 0
        let wordEnd = low < lineBreaks.count ? lineBreaks[low].offset : utf8.count
        guard wordEnd > wordStart else { return [] }
        // The first run of letters, as UTF-8 offsets, read from a bounded
        // window: a "word" of a megabyte (no break in it) must not cost a
        // megabyte per line, and no word of a dictionary is that long.
        var windowEnd = min(wordEnd, wordStart + Self.hyphenationWindowBytes)
        // On a character's first byte (UTF-8 continuation bytes are 10xxxxxx).
        while windowEnd < utf8.count, windowEnd > wordStart, utf8[windowEnd] & 0xC0 == 0x80 { windowEnd -= 1 }
        let text = String(decoding: utf8[wordStart..<windowEnd], as: UTF8.self)
        var offset = wordStart
        var letters: [(scalar: Unicode.Scalar, offset: Int)] = []
        var runEnded = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic {
                letters.append((scalar, offset))
                if letters.count > Self.longestHyphenatedWord { return [] }
            } else if !letters.isEmpty {
                runEnded = true
                break
            }
            offset += UTF8.width(scalar)
        }
        // A run cut by the window (not by a non-letter) is too long to hyphenate.
        if !runEnded, windowEnd < wordEnd { return [] }
        guard !letters.isEmpty else { return [] }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: letters.map(\.scalar))
        let points = hyphenator.points(in: Substring(String(word)).unicodeScalars)
        // A point must fall between grapheme clusters (never inside a letter with its mark).
        return points.map { letters[$0].offset }.filter { isGraphemeBoundary($0) }
    }

    /// Whether a grapheme cluster starts at `offset` (bisection).
    private func isGraphemeBoundary(_ offset: Int) -> Bool {
        var low = 0, high = graphemeBoundaries.count
        while low < high {
            let mid = (low + high) / 2
            if graphemeBoundaries[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low < graphemeBoundaries.count && graphemeBoundaries[low] == offset
    }
}
