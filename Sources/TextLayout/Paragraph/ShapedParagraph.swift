import Synchronization

/// A paragraph shaped once, ready to be laid out at any width.
///
/// Shaping (fonts, fallback, bidi, HarfBuzz) happens here, once. Laying out
/// at a width only adds up precomputed advances between break opportunities,
/// so re-wrapping at every frame of a width sweep is cheap; sizes asked for
/// by the layout engine are cached.
public final class ShapedParagraph: Sendable {
    public let text: String
    public let fonts: FontSet
    /// Font size in pixels.
    public let size: Double
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
    let graphemeBoundaries: [Int]
    let ellipsis: ShapedRun
    private let sizeCache = Mutex<[SizeKey: (width: Double, height: Double)]>([:])
    private let endCorrections = Mutex<[Int: Double]>([:])
    private let language: String?

    private struct SizeKey: Hashable {
        var width: Double?
        var style: ParagraphStyle
    }

    /// Shapes `text` in `fonts` at `size` pixels.
    ///
    /// - Parameters:
    ///   - language: a BCP 47 tag for shaping and line breaking (e.g. "zh").
    ///   - direction: the paragraph's base direction.
    public init(
        _ text: String, fonts: FontSet, size: Double, language: String? = nil, direction: BaseDirection = .natural
    ) throws(TextError) {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        self.text = text
        self.fonts = fonts
        self.size = size
        self.language = language
        utf8 = Array(text.utf8)
        // Break opportunities by UAX #14 with ICU's strict rules, whatever the
        // language: ICU's Chinese and Japanese tailorings allow breaks around
        // quotation marks that UAX #14 (and Pango) forbid.
        let breaks = try TextBreaks(utf8: utf8, string: text, locale: "en@lb=strict", direction: direction)
        lineBreaks = breaks.lineBreaks
        graphemeBoundaries = breaks.graphemeBoundaries
        baseLevel = breaks.baseLevel

        let items = Itemizer.items(in: text, graphemeBoundaries: breaks.graphemeBoundaries,
                                   levels: breaks.levels, fonts: fonts)
        let bytes = utf8
        runs = Shaper.shape(items, utf8: bytes, size: size, language: language)
        missingGlyphCount = items.filter(\.missing).reduce(0) { count, item in
            count + String(decoding: bytes[item.range], as: UTF8.self).count
        }

        let advanceAt = ShapedParagraph.logicalAdvances(runs: runs, graphemes: breaks.graphemeBoundaries,
                                                         count: utf8.count)
        var prefix = [Double](repeating: 0, count: utf8.count + 1)
        var sum = 0.0
        for i in 0..<utf8.count {
            prefix[i] = sum
            sum += advanceAt[i]
        }
        prefix[utf8.count] = sum
        advancePrefix = prefix

        let ellipsisText = "\u{2026}"
        let ellipsisFace = fonts.face(for: "\u{2026}") ?? fonts.primary
        let ellipsisItem = TextItem(range: 0..<ellipsisText.utf8.count, face: ellipsisFace,
                                    script: Itemizer.commonScript, level: breaks.baseLevel, missing: false)
        ellipsis = Shaper.shape([ellipsisItem], utf8: Array(ellipsisText.utf8), size: size, language: language)[0]
    }

    /// The advance of each UTF-8 offset: a HarfBuzz cluster's advance split
    /// evenly between the grapheme clusters it covers (a ligature such as
    /// "fl" gives each letter half), as Pango's logical widths do, so a line
    /// may break inside a ligature.
    private static func logicalAdvances(runs: [ShapedRun], graphemes: [Int], count: Int) -> [Double] {
        var advanceAt = [Double](repeating: 0, count: count + 1)
        var isGraphemeStart = [Bool](repeating: false, count: count + 1)
        isGraphemeStart[0] = true
        for boundary in graphemes { isGraphemeStart[boundary] = true }
        for run in runs {
            // Cluster starts in logical order, and the advance of each.
            var clusters: [Int: Double] = [:]
            for glyph in run.glyphs { clusters[glyph.cluster, default: 0] += glyph.xAdvance }
            let starts = clusters.keys.sorted()
            for (k, start) in starts.enumerated() {
                let end = k + 1 < starts.count ? starts[k + 1] : run.range.upperBound
                let pieces = (start..<end).filter { isGraphemeStart[$0] }
                if pieces.count <= 1 {
                    advanceAt[start] += clusters[start]!
                } else {
                    for piece in pieces { advanceAt[piece] += clusters[start]! / Double(pieces.count) }
                }
            }
        }
        return advanceAt
    }

    // MARK: Laying out

    /// Breaks the paragraph into lines at `width` pixels (nil: unlimited).
    public func layout(width: Double?, style: ParagraphStyle = ParagraphStyle()) throws(TextError) -> ParagraphLayout {
        if let width, !(width.isFinite && width > 0) { throw .invalidWidth(width) }
        return LineBreaker(paragraph: self, width: width, style: style).layout()
    }

    /// The size of the paragraph laid out at `width` (nil: unlimited), cached.
    public func size(width: Double?, style: ParagraphStyle = ParagraphStyle()) throws(TextError) -> (width: Double, height: Double) {
        let key = SizeKey(width: width, style: style)
        if let size = sizeCache.withLock({ $0[key] }) { return size }
        let layout = try self.layout(width: width, style: style)
        let size = (layout.width, layout.height)
        sizeCache.withLock { $0[key] = size }
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

    /// How much wider the text before `end` is on a line of its own than
    /// inside the paragraph: kerning with the next character, or a ligature
    /// cut in two, no longer applies when a line ends there. (Pango shapes
    /// each line again; this reshapes only the last character, once.)
    func endCorrection(at end: Int) -> Double {
        guard end > 0, end < utf8.count, whitespaceLength(endingAt: end, from: 0) == nil,
              separatorLength(endingAt: end, from: 0) == 0 else { return 0 }
        if let cached = endCorrections.withLock({ $0[end] }) { return cached }
        var correction = 0.0
        // The last two characters: kerning reaches across an invisible one
        // (a zero-width space, a soft hyphen) to the one before it.
        let before = graphemeBoundaries.last { $0 < end } ?? 0
        let start = graphemeBoundaries.last { $0 < before } ?? 0
        if let run = runs(overlapping: start..<end).first, run.range.lowerBound <= start, run.range.upperBound >= end {
            // Shape the character with the text before it as context, and
            // nothing after it, as it is at the end of a line.
            let contextStart = max(run.range.lowerBound, start - 32)
            let item = TextItem(range: (start - contextStart)..<(end - contextStart), face: run.face,
                                script: run.script, level: run.level, missing: false)
            let alone = Shaper.shape([item], utf8: Array(utf8[contextStart..<end]), size: size, language: language)
            let isolated = alone.first?.glyphs.reduce(0) { $0 + $1.xAdvance } ?? 0
            correction = isolated - (advancePrefix[end] - advancePrefix[start])
        }
        endCorrections.withLock { $0[end] = correction }
        return correction
    }

    func width(_ range: Range<Int>) -> Double {
        advancePrefix[range.upperBound] - advancePrefix[range.lowerBound]
    }

    /// The byte length of the line or paragraph separator ending at `end`.
    func separatorLength(endingAt end: Int, from start: Int) -> Int {
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

    /// The runs that overlap `range`, in logical order.
    func runs(overlapping range: Range<Int>) -> ArraySlice<ShapedRun> {
        // Runs are sorted and disjoint: find the first that ends after the start.
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].range.upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < runs.count, runs[end].range.lowerBound < range.upperBound { end += 1 }
        return runs[low..<end]
    }
}
