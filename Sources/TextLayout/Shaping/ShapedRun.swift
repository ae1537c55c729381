import CHarfBuzz

/// One glyph of a shaped run, positioned in pixels.
public struct Glyph: Sendable, Equatable {
    /// The glyph's index in its face (0 is the missing glyph).
    public var id: UInt32
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: cutting the text before
    /// this glyph's cluster would change the glyphs on either side (kerning
    /// or a ligature across the cut, a contextual form). Where it is clear,
    /// a line cut there keeps the paragraph's glyphs, and is not reshaped.
    var isUnsafeToBreak: Bool = false
    /// The UTF-8 offset, in the paragraph's text, of the cluster it renders.
    public var cluster: Int
    public var xAdvance: Double
    public var xOffset: Double
    public var yOffset: Double
}

/// A stretch of text in one face, one script and one bidi level, shaped.
///
/// Glyphs are in visual order, as HarfBuzz gives them: for a right-to-left
/// run the first glyph is the rightmost cluster. Enough to paint the run
/// without shaping it again.
public struct ShapedRun: Sendable {
    /// The run's UTF-8 range in the paragraph's text.
    public let range: Range<Int>
    public let face: FontFace
    public let size: Double
    /// The bidi embedding level: odd is right-to-left.
    public let level: UInt8
    public let glyphs: [Glyph]
    /// The script the run was shaped as.
    let script: hb_script_t
    /// The run's style: its index in the paragraph's ``StyledText/styles``
    /// (0 in a plain paragraph), by which a caller finds what it is painted with.
    public let styleIndex: Int
    /// The style's letter spacing, split as Pango splits it before and after
    /// each cluster (already in the glyphs' advances; a line trims its ends).
    let letterSpacing: (before: Double, after: Double)
    /// Pixels the run's glyphs are raised (``TextStyle/rise``).
    public let rise: Double

    public var isRightToLeft: Bool { level & 1 == 1 }
    /// The run's ascent and descent, rise included (as Pango's run extents).
    public var ascent: Double { face.ascent(size: size) + rise }
    public var descent: Double { face.descent(size: size) - rise }
}
