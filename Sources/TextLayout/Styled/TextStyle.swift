/// How a stretch of a paragraph is set: its fonts and size, and what it adds
/// to the glyphs' positions (letter spacing, rise). What it is painted with
/// (colours, underlines, links) is the caller's: a run carries
/// ``ShapedRun/styleIndex`` back to it.
public struct TextStyle: Sendable {
    /// The primary face and its fallbacks.
    public var fonts: FontSet
    /// The font size in pixels, a positive finite number.
    public var size: Double
    /// Pixels added after each cluster, as Pango's `letter_spacing` (and
    /// UIKit's `.kern`): half before the cluster's glyphs and half after;
    /// a line's first half and last half are trimmed (Pango does so), and
    /// ligatures are off where it is not 0.
    public var letterSpacing: Double
    /// Pixels the glyphs are raised above the baseline (negative: lowered),
    /// as Pango's `rise` and UIKit's `.baselineOffset`; a line's ascent and
    /// descent include it.
    public var rise: Double

    public init(fonts: FontSet, size: Double, letterSpacing: Double = 0, rise: Double = 0) {
        self.fonts = fonts
        self.size = size
        self.letterSpacing = letterSpacing
        self.rise = rise
    }

    /// Letter spacing split into the part before a cluster and the part
    /// after it, in 1/1024 px as Pango splits it (distribute_letter_spacing):
    /// half, rounded to a whole pixel when the spacing is whole pixels.
    var letterSpacingSplit: (before: Double, after: Double) {
        let units = (letterSpacing * 1024).rounded()
        var before = (units / 2).rounded(.towardZero)
        if units.truncatingRemainder(dividingBy: 1024) == 0 {
            before = ((before + 512) / 1024).rounded(.down) * 1024
        }
        return (before / 1024, (units - before) / 1024)
    }

    func validated() throws(TextError) -> TextStyle {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        guard letterSpacing.isFinite, abs(letterSpacing) <= TextStyle.maximumOffset else {
            throw .invalidOffset(name: "letter spacing", letterSpacing)
        }
        guard rise.isFinite, abs(rise) <= TextStyle.maximumOffset else { throw .invalidOffset(name: "rise", rise) }
        return self
    }

    /// The largest letter spacing or rise, in pixels, either way (as the
    /// largest font size: HarfBuzz's 1/1024 px stays inside an Int32).
    public static let maximumOffset = 5_000.0
}
