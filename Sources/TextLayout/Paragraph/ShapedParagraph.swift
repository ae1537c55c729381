import Locking

/// A paragraph shaped once, ready to be laid out at any width.
///
/// Shaping (fonts, fallback, bidi, HarfBuzz) happens here, once. Laying out
/// at a width only adds up precomputed advances between break opportunities,
/// so re-wrapping at every frame of a width sweep is cheap; sizes asked for
/// by the layout engine are cached.
public final class ShapedParagraph: Sendable {
    public let text: String
    /// The fonts of the paragraph's first style (its own).
    public let fonts: FontSet
    /// Font size in pixels of the paragraph's first style.
    public let size: Double
    /// The styles of a styled paragraph (one for a plain one); runs refer
    /// to them by ``ShapedRun/styleIndex``.
    public let styles: [TextStyle]
    /// Each stretch of one style: its UTF-8 range and index in `styles`.
    let spans: [(range: Range<Int>, style: Int)]
    /// Shaped runs in logical order.
    public let runs: [ShapedRun]
    /// 0 for a left-to-right paragraph, 1 for right-to-left.
    public let baseLevel: UInt8
    /// Characters no available font has a glyph for.
    public let missingGlyphCount: Int

    let utf8: [UInt8]
    /// advancePrefix[i]: total advance of the glyphs whose cluster starts
    /// before UTF-8 offset i. The width of a range is a difference.
    let advancePrefix: [Double]
    let lineBreaks: [(offset: Int, mandatory: Bool)]
    /// For each of `lineBreaks`, where the text of a line ending there
    /// ends: before a separator, and before the last space when the line
    /// wraps there (`contentWidth`'s trimming, done once rather than at
    /// every width a line is tried at).
    let lineBreakContentEnds: [Int]
    let graphemeBoundaries: [Int]
    /// What the paragraph works out on demand and keeps, behind one lock
    /// (one allocation and one mutex per paragraph, not one per cache).
    let caches = Locked(Caches())
    /// Whether any run has letter spacing (else no line trims any).
    let isLetterSpaced: Bool
    /// Whether a HarfBuzz cluster starts at each UTF-8 offset.
    private let isClusterStart: [Bool]
    /// The BCP 47 tag the paragraph was shaped with (and hyphenated in).
    let language: String?

    struct SizeKey: Hashable {
        var width: Double?
        var style: ParagraphStyle
    }

    struct Caches {
        /// `size(width:style:)`'s answers.
        var sizes: [SizeKey: (width: Double, height: Double)] = [:]
        /// Line-end corrections by offset, line-start ones by minus the offset.
        var corrections: [Int: Double] = [:]
        /// The hyphen a hyphenated line ends with, shaped on first use (most
        /// paragraphs never hyphenate): see ShapedParagraph+Hyphenation.swift.
        var hyphen: ShapedRun?
        /// The ellipsis of a truncated line, shaped on first use (most
        /// paragraphs are never truncated): see `ellipsis`.
        var ellipsis: ShapedRun?
    }

    /// Shapes `text` in `fonts` at `size` pixels.
    ///
    /// - Parameters:
    ///   - text: the paragraph; its newlines and line or paragraph separators
    ///     are hard line breaks.
    ///   - fonts: the primary face and its fallbacks.
    ///   - size: the font size in pixels, a positive finite number.
    ///   - language: a BCP 47 tag for shaping and line breaking (e.g. "zh").
    ///   - direction: the paragraph's base direction.
    /// - Throws: ``TextError/invalidSize(_:)`` for a bad size, or
    ///   ``TextError/unicode(_:)`` when ICU fails.
    public convenience init(
        _ text: String, fonts: FontSet, size: Double, language: String? = nil, direction: BaseDirection = .natural
    ) throws(TextError) {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        try self.init(StyledText(text, style: TextStyle(fonts: fonts, size: size)), language: language, direction: direction)
    }

    /// Shapes a paragraph of styled stretches: each in its own fonts, size,
    /// letter spacing and rise, with the whole paragraph as context (so
    /// joining scripts join across a change of style); lines break across
    /// styles as in a plain paragraph, and a line is as tall as the largest
    /// ascent and descent of the runs on it.
    ///
    /// - Throws: ``TextError/invalidSize(_:)`` or
    ///   ``TextError/invalidOffset(name:_:)`` for a style's bad size,
    ///   letter spacing or rise; ``TextError/unicode(_:)`` when ICU fails.
    public init(_ styled: StyledText, language: String? = nil, direction: BaseDirection = .natural) throws(TextError) {
        var styles: [TextStyle] = []
        for style in styled.styles { styles.append(try style.validated()) }
        let text = styled.text
        self.text = text
        self.styles = styles
        spans = styled.spans
        fonts = styles[0].fonts
        size = styles[0].size
        self.language = language
        utf8 = Array(text.utf8)
        // Break opportunities by UAX #14 with ICU's strict rules, whatever the
        // language: ICU's Chinese and Japanese tailorings allow breaks around
        // quotation marks that UAX #14 (and Pango) forbid.
        let breaks = try TextBreaks(utf8: utf8, string: text, locale: "en@lb=strict", direction: direction)
        lineBreaks = breaks.lineBreaks
        var contentEnds: [Int] = []
        contentEnds.reserveCapacity(breaks.lineBreaks.count)
        for (offset, mandatory) in breaks.lineBreaks {
            var end = offset - Self.separatorLength(in: utf8, endingAt: offset, from: 0)
            if !mandatory, offset < utf8.count, let space = Self.whitespaceLength(in: utf8, endingAt: end, from: 0) {
                end -= space
            }
            contentEnds.append(end)
        }
        lineBreakContentEnds = contentEnds
        graphemeBoundaries = breaks.graphemeBoundaries
        baseLevel = breaks.baseLevel

        let items = Itemizer.items(in: text, graphemeBoundaries: breaks.graphemeBoundaries, levels: breaks.levels,
                                   spans: spans, fonts: styles.map(\.fonts))
        let bytes = utf8
        runs = Shaper.shape(items, utf8: bytes, styles: styles, language: language)
        isLetterSpaced = runs.contains { $0.letterSpacing != (0, 0) }
        missingGlyphCount = items.filter(\.missing).reduce(0) { count, item in
            count + String(decoding: bytes[item.range], as: UTF8.self).count
        }

        var clusterStarts = [Bool](repeating: false, count: utf8.count + 1)
        clusterStarts[utf8.count] = true
        for run in runs {
            clusterStarts[run.range.lowerBound] = true
            for glyph in run.glyphs { clusterStarts[glyph.cluster] = true }
        }
        isClusterStart = clusterStarts
        let advanceAt = ShapedParagraph.logicalAdvances(runs: runs, graphemes: breaks.graphemeBoundaries,
                                                         count: utf8.count, isClusterStart: clusterStarts)
        var prefix = [Double](repeating: 0, count: utf8.count + 1)
        var sum = 0.0
        for i in 0..<utf8.count {
            prefix[i] = sum
            sum += advanceAt[i]
        }
        prefix[utf8.count] = sum
        advancePrefix = prefix
    }

    /// The ellipsis (U+2026) that ends or stands inside a truncated line,
    /// in the first face of the paragraph's fonts that has it, shaped on
    /// first use: shaping it for every paragraph cost a HarfBuzz call per
    /// label, and most are never truncated.
    var ellipsis: ShapedRun {
        if let known = caches.withLock({ $0.ellipsis }) { return known }
        // The ellipsis is set in the paragraph's own style, without rise or spacing.
        let run = shapedAlone("\u{2026}", style: TextStyle(fonts: fonts, size: size))
        caches.withLock { $0.ellipsis = run }
        return run
    }

    /// One character a line adds (the ellipsis, the hyphen) shaped alone in
    /// `style`, in the first face of the paragraph's fonts that has it.
    func shapedAlone(_ scalar: Unicode.Scalar, style: TextStyle) -> ShapedRun {
        let text = String(scalar)
        let face = fonts.face(for: scalar) ?? fonts.primary
        let item = TextItem(range: 0..<text.utf8.count, face: face, script: Itemizer.commonScript, level: baseLevel,
                            missing: false)
        return Shaper.shape([item], utf8: Array(text.utf8), styles: [style], language: language)[0]
    }

    /// The advance of each UTF-8 offset: a HarfBuzz cluster's advance split
    /// evenly between the grapheme clusters it covers (a ligature such as
    /// "fl" gives each letter half), as Pango's logical widths do, so a line
    /// may break inside a ligature.
    /// `isClusterStart` is the paragraph's own (a run's start is a cluster
    /// start too, which changes nothing here: a run is read from its start).
    private static func logicalAdvances(runs: [ShapedRun], graphemes: [Int], count: Int,
                                        isClusterStart: [Bool]) -> [Double] {
        var advanceAt = [Double](repeating: 0, count: count + 1)
        var isGraphemeStart = [Bool](repeating: false, count: count + 1)
        isGraphemeStart[0] = true
        for boundary in graphemes { isGraphemeStart[boundary] = true }
        for run in runs {
            for glyph in run.glyphs { advanceAt[glyph.cluster] += glyph.xAdvance }
            // A cluster covering several graphemes (a ligature) shares its
            // advance between them.
            var clusterStart = run.range.lowerBound
            var graphemeCount = 0
            for offset in run.range.lowerBound...run.range.upperBound {
                let atEnd = offset == run.range.upperBound
                if atEnd || (offset > clusterStart && isClusterStart[offset]) {
                    if graphemeCount > 1 {
                        let share = advanceAt[clusterStart] / Double(graphemeCount)
                        advanceAt[clusterStart] = 0
                        for k in clusterStart..<offset where isGraphemeStart[k] { advanceAt[k] += share }
                    }
                    clusterStart = offset
                    graphemeCount = 0
                }
                if !atEnd, isGraphemeStart[offset] { graphemeCount += 1 }
            }
        }
        return advanceAt
    }

    // MARK: Laying out

    /// Breaks the paragraph into lines at `width` pixels (nil: unlimited).
    public func layout(width: Double?, style: ParagraphStyle = ParagraphStyle()) throws(TextError) -> ParagraphLayout {
        if let width, !(width.isFinite && width > 0) { throw .invalidWidth(width) }
        let hyphenator = style.hyphenationFactor > 0 ? try Hyphenator.forLanguage(language) : nil
        return LineBreaker(paragraph: self, width: width, style: style, hyphenator: hyphenator).layout()
    }

    /// The size of the paragraph laid out at `width` (nil: unlimited), cached.
    public func size(width: Double?, style: ParagraphStyle = ParagraphStyle()) throws(TextError) -> (width: Double, height: Double) {
        let key = SizeKey(width: width, style: style)
        if let size = caches.withLock({ $0.sizes[key] }) { return size }
        let layout = try self.layout(width: width, style: style)
        let size = (layout.width, layout.height)
        caches.withLock { $0.sizes[key] = size }
        return size
    }

    /// The width of the widest thing that cannot be broken: a word, or for
    /// character wrapping a grapheme cluster.
    public func minimumContentWidth(wrap: WrapMode) -> Double {
        var widest = 0.0
        var start = 0
        let boundaries = wrap == .word ? lineBreaks.map(\.offset) : graphemeBoundaries
        for end in boundaries {
            widest = max(widest, contentWidth(start, end, trimTrailingSpace: true))
            start = end
        }
        return widest
    }

    // MARK: Measuring ranges

    /// The advance width of `start..<end`, separators excluded, and without
    /// the last whitespace character when `trimTrailingSpace` (a wrapped line).
    func contentWidth(_ start: Int, _ end: Int, trimTrailingSpace: Bool) -> Double {
        var end = end - separatorLength(endingAt: end, from: start)
        if trimTrailingSpace, let space = whitespaceLength(endingAt: end, from: start) { end -= space }
        return advancePrefix[end] - advancePrefix[start]
    }

    /// The width of a line from `start` to `end`: the advances between them,
    /// without the last space when the line is `wrapped` (ends at a soft
    /// break), corrected for what changes when the line is shaped on its own
    /// (see `endCorrection` and `startCorrection`).
    func lineWidth(from start: Int, to end: Int, wrapped: Bool) -> Double {
        lineWidth(from: start, to: end, wrapped: wrapped, startCorrection: startCorrection(at: start))
    }

    /// `lineWidth(from:to:wrapped:)` with `startCorrection(at: start)`
    /// already known (a line breaker tries several ends for one start).
    func lineWidth(from start: Int, to end: Int, wrapped: Bool, startCorrection: Double) -> Double {
        contentWidth(start, end, trimTrailingSpace: wrapped) + (wrapped ? endCorrection(at: end) : 0) + startCorrection
    }

    /// How much wider the text before `end` is at the end of a line than
    /// inside the paragraph: kerning with the next character, or a ligature
    /// cut in two, no longer applies. Pango shapes each line again; this
    /// reshapes only the last characters, once per position.
    func endCorrection(at end: Int) -> Double {
        guard end > 0, end < utf8.count, whitespaceLength(endingAt: end, from: 0) == nil,
              separatorLength(endingAt: end, from: 0) == 0 else { return 0 }
        if let cached = caches.withLock({ $0.corrections[end] }) { return cached }
        let correction = measureEndCorrection(at: end, alwaysReshaping: false)
        caches.withLock { $0.corrections[end] = correction }
        return correction
    }

    /// `endCorrection(at:)` worked out, uncached: the last characters
    /// reshaped, or (unless `alwaysReshaping`, which tests compare with)
    /// the paragraph's own glyphs where HarfBuzz says the cut changes none.
    func measureEndCorrection(at end: Int, alwaysReshaping: Bool) -> Double {
        guard let run = run(containing: end - 1) else { return 0 }
        // The last two characters (kerning reaches across an invisible
        // one, such as a soft hyphen) back to the start of their cluster.
        // (Bisection, not a scan: a long paragraph has a correction per line.)
        let below = boundaryIndex(before: end)
        var start = below > 1 ? graphemeBoundaries[below - 2] : 0
        while start > run.range.lowerBound, !isClusterStart[start] { start -= 1 }
        start = max(start, run.range.lowerBound)
        let contextStart = max(run.range.lowerBound, start - 32)
        // What follows the line is context, as Pango gives HarfBuzz the
        // paragraph: a joining letter keeps its form (Arabic cut inside
        // a word), while kerning and ligatures across the end are gone.
        let context = contextStart..<contextEnd(after: end)
        let alone = alwaysReshaping ? nil : keptGlyphs(run, item: start..<end, context: context)
        let width = (alone ?? shape(run, bytes: context, item: start..<end)[...]).reduce(0) { $0 + $1.xAdvance }
        return width - (advancePrefix[end] - advancePrefix[start])
    }

    /// How much wider the first characters of a line starting at `start`
    /// are than inside the paragraph: a ligature cut in two (a joining
    /// letter keeps its form: the text before is context). Only where a line starts inside a
    /// word (not after a space or a hard break).
    func startCorrection(at start: Int) -> Double {
        guard start > 0, start < utf8.count, whitespaceLength(endingAt: start, from: 0) == nil,
              separatorLength(endingAt: start, from: 0) == 0 else { return 0 }
        let key = -start  // shares the cache with end corrections
        if let cached = caches.withLock({ $0.corrections[key] }) { return cached }
        let correction = measureStartCorrection(at: start, alwaysReshaping: false)
        caches.withLock { $0.corrections[key] = correction }
        return correction
    }

    /// `startCorrection(at:)` worked out, uncached (see `measureEndCorrection`).
    func measureStartCorrection(at start: Int, alwaysReshaping: Bool) -> Double {
        guard let run = run(containing: start) else { return 0 }
        // Shape a few characters from the line start with what follows
        // as context; measure up to a cluster start before the window's
        // end, so kerning at the window's edge does not count.
        let after = boundaryIndex(before: start + 13)
        let windowEnd = min(run.range.upperBound, after < graphemeBoundaries.count ? graphemeBoundaries[after] : utf8.count)
        var measureEnd = windowEnd
        if windowEnd < run.range.upperBound {
            measureEnd -= 1
            while measureEnd > start, !isClusterStart[measureEnd] { measureEnd -= 1 }
        }
        guard measureEnd > start else { return 0 }
        // What precedes the line is context (see measureEndCorrection).
        let context = contextStart(before: start)..<min(run.range.upperBound, windowEnd + 32)
        // Summed in the glyphs' order, as before, without an array of the
        // glyphs that count (a filtered copy was an allocation a line start).
        var isolated = 0.0
        if !alwaysReshaping, let kept = keptGlyphs(run, item: start..<windowEnd, context: context) {
            for glyph in kept where glyph.cluster < measureEnd { isolated += glyph.xAdvance }
        } else {
            // Clusters count from the context's start.
            for glyph in shape(run, bytes: context, item: start..<windowEnd)
            where glyph.cluster < measureEnd - context.lowerBound { isolated += glyph.xAdvance }
        }
        return isolated - (advancePrefix[measureEnd] - advancePrefix[start])
    }

    /// Up to 32 bytes of the paragraph after `offset` (to a grapheme
    /// boundary), and before it: context for shaping a line's ends.
    private func contextEnd(after offset: Int) -> Int {
        let index = boundaryIndex(before: min(offset + 32, utf8.count))
        return index < graphemeBoundaries.count ? graphemeBoundaries[index] : utf8.count
    }

    private func contextStart(before offset: Int) -> Int {
        let index = boundaryIndex(before: max(offset - 32, 0))
        return index < graphemeBoundaries.count ? min(graphemeBoundaries[index], offset) : offset
    }

    /// The index of the first grapheme boundary at or after `offset` (the
    /// count of boundaries before it), by bisection.
    func boundaryIndex(before offset: Int) -> Int {
        var low = 0, high = graphemeBoundaries.count
        while low < high {
            let mid = (low + high) / 2
            if graphemeBoundaries[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The run that holds the byte at `offset`, by bisection.
    private func run(containing offset: Int) -> ShapedRun? {
        runs(overlapping: offset..<(offset + 1)).first { $0.range.contains(offset) }
    }

    /// Shapes `item` of the text in `run`'s face with only `bytes` as context.
    func shape(_ run: ShapedRun, bytes: Range<Int>, item: Range<Int>) -> [Glyph] {
        let textItem = TextItem(range: (item.lowerBound - bytes.lowerBound)..<(item.upperBound - bytes.lowerBound),
                                face: run.face, script: run.script, level: run.level, missing: false, style: run.styleIndex)
        return Shaper.shape([textItem], utf8: Array(utf8[bytes]), styles: styles, language: language).first?.glyphs ?? []
    }

    func width(_ range: Range<Int>) -> Double {
        advancePrefix[range.upperBound] - advancePrefix[range.lowerBound]
    }

    /// The index in `lineBreaks` of the first break after `offset`, by bisection.
    func lineBreakIndex(after offset: Int) -> Int {
        var low = 0, high = lineBreaks.count
        while low < high {
            let mid = (low + high) / 2
            if lineBreaks[mid].offset <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether a line must end at `offset` (a newline or separator before it).
    func isMandatoryBreak(at offset: Int) -> Bool {
        var low = 0, high = lineBreaks.count
        while low < high {
            let mid = (low + high) / 2
            if lineBreaks[mid].offset < offset { low = mid + 1 } else { high = mid }
        }
        return low < lineBreaks.count && lineBreaks[low].offset == offset && lineBreaks[low].mandatory
    }

    /// The byte length of the line or paragraph separator ending at `end`
    /// (0 for U+2028 when `keepingLineSeparator`).
    func separatorLength(endingAt end: Int, from start: Int, keepingLineSeparator: Bool) -> Int {
        let length = separatorLength(endingAt: end, from: start)
        if keepingLineSeparator, length == 3, utf8[end - 1] == 0xA8 { return 0 }
        return length
    }

    /// The byte length of the line or paragraph separator ending at `end`.
    func separatorLength(endingAt end: Int, from start: Int) -> Int {
        Self.separatorLength(in: utf8, endingAt: end, from: start)
    }

    static func separatorLength(in utf8: [UInt8], endingAt end: Int, from start: Int) -> Int {
        guard end > start else { return 0 }
        let last = utf8[end - 1]
        switch last {
        case 0x0A:
            return end - 2 >= start && utf8[end - 2] == 0x0D ? 2 : 1
        case 0x0B, 0x0C, 0x0D:
            return 1
        case 0x85 where end - 2 >= start && utf8[end - 2] == 0xC2:
            return 2
        case 0xA8 where end - 3 >= start && utf8[end - 3] == 0xE2 && utf8[end - 2] == 0x80,
             0xA9 where end - 3 >= start && utf8[end - 3] == 0xE2 && utf8[end - 2] == 0x80:
            return 3
        default:
            return 0
        }
    }

    /// The byte length of the whitespace character ending at `end`, if any.
    func whitespaceLength(endingAt end: Int, from start: Int) -> Int? {
        Self.whitespaceLength(in: utf8, endingAt: end, from: start)
    }

    static func whitespaceLength(in utf8: [UInt8], endingAt end: Int, from start: Int) -> Int? {
        guard end > start else { return nil }
        switch utf8[end - 1] {
        case 0x20, 0x09: return 1
        default: break
        }
        // U+3000 ideographic space (E3 80 80) and U+2000–U+200A (E2 80 8x).
        if end - 3 >= start {
            let (a, b, c) = (utf8[end - 3], utf8[end - 2], utf8[end - 1])
            if a == 0xE3, b == 0x80, c == 0x80 { return 3 }
            if a == 0xE2, b == 0x80, c >= 0x80, c <= 0x8A, c != 0x87 { return 3 }
        }
        return nil
    }

    /// The index in `styles` of the stretch holding the byte at `offset`.
    func styleIndex(at offset: Int) -> Int {
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spans[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return spans.isEmpty ? 0 : spans[min(low, spans.count - 1)].style
    }

    /// The runs that overlap `range`, in logical order.
    func runs(overlapping range: Range<Int>) -> ArraySlice<ShapedRun> {
        runs[runIndices(overlapping: range)]
    }

    /// The indices in `runs` of the runs that overlap `range`.
    func runIndices(overlapping range: Range<Int>) -> Range<Int> {
        // Runs are sorted and disjoint: find the first that ends after the start.
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].range.upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < runs.count, runs[end].range.lowerBound < range.upperBound { end += 1 }
        return low..<end
    }
}
