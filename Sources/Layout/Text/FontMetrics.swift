/// A face's vertical metrics at a size, in points, as UIFont reports them:
/// the ascender up from the baseline (positive), the descender down from
/// it (negative, as UIKit's), the line gap (`leading`), cap height and
/// x-height.
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var leading: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// Ascender to descender plus the line gap: UIFont's `lineHeight`.
    public var lineHeight: Double { ascender - descender + leading }
}
