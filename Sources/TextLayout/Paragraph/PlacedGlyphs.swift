/// A glyph placed on a line: x from the line's start, y from its baseline
/// (down is positive, as in cairo).
public struct PlacedGlyph: Sendable, Equatable {
    public var id: UInt32
    public var x: Double
    public var y: Double
}

/// Glyphs of one face, placed, ready for `cairo_show_glyphs`.
public struct PlacedGlyphRun: Sendable {
    public let face: FontFace
    public let size: Double
    public let glyphs: [PlacedGlyph]
    /// The run's style in the paragraph (``ShapedRun/styleIndex``; the
    /// ellipsis has the paragraph's own, 0): what it is painted with.
    public var styleIndex: Int = 0
    /// Where the run's advance starts on the line and how wide it is (its
    /// underline, strikethrough and background span that), in pixels.
    public var x: Double = 0
    public var width: Double = 0
    /// Pixels the glyphs are raised (already in their `y`).
    public var rise: Double = 0
}

extension ShapedParagraph {
    /// The glyphs of a laid-out line in visual order (bidi runs reordered,
    /// right-to-left runs as HarfBuzz placed them), with justification
    /// applied: what a painter needs, without shaping again.
    public func placedGlyphs(in line: LineLayout) -> [PlacedGlyphRun] {
        // The line's pieces as (run, byte range) in logical order.
        var pieces: [(run: ShapedRun, range: Range<Int>?, level: UInt8)] = []
        for piece in line.pieces {
            switch piece {
            case let .text(range):
                for run in runs(overlapping: range) {
                    let part = max(run.range.lowerBound, range.lowerBound)..<min(run.range.upperBound, range.upperBound)
                    if !part.isEmpty { pieces.append((run, part, run.level)) }
                }
            case .ellipsis:
                pieces.append((ellipsis, nil, baseLevel))
            case .hyphen:
                // At the end of the word it cuts, in that word's direction.
                pieces.append((hyphen, nil, pieces.last?.level ?? baseLevel))
            }
        }
        let order = visualOrder(levels: pieces.map(\.level))
        var result: [PlacedGlyphRun] = []
        // A letter-spaced line starts without the spacing before its first
        // cluster (Pango trims it; see letterSpacingTrim).
        var x = 0.0
        if !line.isTruncated, let range = line.content.leadingText {
            x -= letterSpacingTrim(range, wrapped: !line.endsParagraph).left
        }
        for index in order {
            let (run, range, _) = pieces[index]
            var placed: [PlacedGlyph] = []
            let start = x
            for glyph in run.glyphs where range?.contains(glyph.cluster) ?? true {
                placed.append(PlacedGlyph(id: glyph.id, x: x + glyph.xOffset, y: -glyph.yOffset - run.rise))
                x += glyph.xAdvance
                if line.extraSpacePerSpace > 0, range != nil, utf8[glyph.cluster] == 0x20 { x += line.extraSpacePerSpace }
            }
            if !placed.isEmpty {
                result.append(PlacedGlyphRun(face: run.face, size: run.size, glyphs: placed, styleIndex: run.styleIndex,
                                             x: start, width: x - start, rise: run.rise))
            }
        }
        return result
    }
}
