/// A line's glyphs drawn closer together, so that a line a little wider
/// than its box fits it (`Label.allowsDefaultTighteningForTruncation`):
/// the excess is taken evenly from the gaps between consecutive glyphs, in
/// visual order. (A mark is shifted as a glyph of its own, a fraction of a
/// point from its base; tightening allows 5 % at most.)
final class TightenedGlyphs: GlyphSource {
    let base: any GlyphSource
    let baseLine: Int
    /// How much narrower the line must be drawn, in points.
    let excess: Double

    init(base: any GlyphSource, baseLine: Int, excess: Double) {
        self.base = base
        self.baseLine = baseLine
        self.excess = excess
    }

    func runs(line: Int) -> [GlyphRun] {
        var runs = base.runs(line: baseLine)
        let count = runs.reduce(0) { $0 + $1.glyphs.count }
        guard count > 1 else { return runs }
        let step = excess / Double(count - 1)
        var index = 0
        for r in runs.indices {
            for g in runs[r].glyphs.indices {
                runs[r].glyphs[g].x -= step * Double(index)
                index += 1
            }
        }
        return runs
    }
}
