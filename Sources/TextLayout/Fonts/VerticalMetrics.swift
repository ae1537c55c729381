/// A face's vertical metrics as fractions of the em, to stand in for the
/// ones its file has: the system font is Inter's glyphs on San Francisco's
/// lines, so that labels are as tall, and their baselines where, UIKit puts
/// them.
public struct VerticalMetrics: Hashable, Sendable {
    /// Up from the baseline (positive).
    public var ascender: Double
    /// Down from the baseline (positive, as ``FontFace/descender``).
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// San Francisco's, on its 2048-unit em, the same for its Text and
    /// Display cuts (docs/uikit-numbers.md, "System font"): ascender 1950,
    /// descender 494 and no line gap (`UIFont.systemFont(ofSize: 40)`
    /// logged on iOS: ascender 38.0859375, descender −9.6484375, lineHeight
    /// 47.734375, each exactly these ÷ 2048 × 40); cap height 1443 and
    /// x-height 1040 (Apple's SF Pro.ttf, OS/2, as capsize's metrics
    /// publish them).
    public static let sanFrancisco = VerticalMetrics(
        ascender: 1950 / 2048, descender: 494 / 2048, lineGap: 0, capHeight: 1443 / 2048, xHeight: 1040 / 2048)
}
