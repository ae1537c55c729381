/// A line's ends without reshaping where HarfBuzz says nothing changes.
///
/// A line that starts or ends inside a word is measured as Pango measures
/// it, shaped on its own (`endCorrection`, `startCorrection`). HarfBuzz
/// flags each glyph whose cluster must not be cut without reshaping
/// (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: kerning or a ligature across the cut,
/// a contextual form); where neither end of the reshaped stretch is
/// flagged, shaping it alone gives the paragraph's own glyphs, so those are
/// summed instead: the same numbers in the same order, without a HarfBuzz
/// call. `KeptGlyphsTests` compares both ways at every grapheme boundary of
/// the text corpora.
extension ShapedParagraph {
    /// The paragraph's glyphs of `item` (a stretch of `run`) when shaping
    /// it alone, with `context` around it as `shape(_:bytes:item:)` does,
    /// would give exactly those; nil when it must be reshaped.
    func keptGlyphs(_ run: ShapedRun, item: Range<Int>, context: Range<Int>) -> ArraySlice<Glyph>? {
        // Shaper cuts an item this long before a long row of marks, where
        // the paragraph's run may not have been cut.
        guard item.count < Shaper.minimumCutLength else { return nil }
        // The context's ends are the text's ends to HarfBuzz (BOT and EOT
        // flags): at its start a mark gets a dotted circle that the
        // paragraph, whose text goes on before it, did not give it. Text
        // without combining marks (Latin, CJK, kana, Hangul...) gets none.
        if item.lowerBound == context.lowerBound, item.lowerBound != 0,
           !Shaper.hasNoMark(scalarValue(at: item.lowerBound)) { return nil }
        if item.upperBound == context.upperBound, item.upperBound != utf8.count { return nil }
        guard isSafeCut(run, at: item.lowerBound), isSafeCut(run, at: item.upperBound) else { return nil }
        return run.glyphs[glyphIndices(in: run, clusters: item)]
    }

    /// Whether `run`'s glyphs stay as they are when its text is cut at
    /// `offset`: at the run's ends it was cut there already; inside, a
    /// cluster must start there and HarfBuzz must not flag it.
    func isSafeCut(_ run: ShapedRun, at offset: Int) -> Bool {
        if offset == run.range.lowerBound || offset == run.range.upperBound { return true }
        let indices = glyphIndices(in: run, clusters: offset..<(offset + 1))
        return !indices.isEmpty && !run.glyphs[indices].contains { $0.isUnsafeToBreak }
    }

    /// The indices in `run.glyphs` of the glyphs whose cluster is in
    /// `clusters`, by bisection: HarfBuzz keeps clusters monotonic, rising
    /// in a left-to-right run and falling in a right-to-left one.
    func glyphIndices(in run: ShapedRun, clusters: Range<Int>) -> Range<Int> {
        let glyphs = run.glyphs
        let isRightToLeft = run.isRightToLeft
        // The first glyph at or past `bound` in the run's visual order.
        func first(reaching bound: Int) -> Int {
            var low = 0, high = glyphs.count
            while low < high {
                let mid = (low + high) / 2
                let before = isRightToLeft ? glyphs[mid].cluster >= bound : glyphs[mid].cluster < bound
                if before { low = mid + 1 } else { high = mid }
            }
            return low
        }
        return isRightToLeft ? first(reaching: clusters.upperBound)..<first(reaching: clusters.lowerBound)
                             : first(reaching: clusters.lowerBound)..<first(reaching: clusters.upperBound)
    }

    /// The code point starting at UTF-8 offset `offset`.
    private func scalarValue(at offset: Int) -> UInt32 {
        utf8.withUnsafeBufferPointer { Shaper.scalar(in: $0, at: offset, before: utf8.count).value }
    }
}
