/// The ranges numbers in a scene file must fall in: generous for any
/// layout, small enough that the solver stays exact and no later
/// conversion (pixels, font scales, GIF delays) overflows. docs/scenes.md
/// lists them under "Limits".
public enum SceneLimits {
    /// The largest size of a constant, metric, state constant, multiplier,
    /// stack spacing or number in an equation: ±1,000,000 points.
    public static let maximumConstant = 1_000_000.0
    /// The largest width, height, inset, border or corner radius: 100,000 points.
    public static let maximumPoints = 100_000.0
    /// The smallest sweep step: 0.01 points (a sweep has at most a few
    /// thousand widths anyway).
    public static let minimumStep = 0.01
    /// The most widths a scene's `sweep:` may have, both ends included:
    /// 10,000, as many as a GIF sweep's frames (`SweepPlan.maximumFrames`).
    /// `verify` and `docs` lay out every one of them.
    public static let maximumSweepWidths = 10_000
    /// The largest font size: 5,000 points.
    public static let maximumFontSize = 5_000.0
    /// The most pages a page control may have: 1,000 (a dot 15.75 points
    /// apart each, 15,741 points of dots).
    public static let maximumPages = 1_000
    /// The largest scene file: 8 MiB (a scene of 10⁵ views is about 5).
    public static let maximumFileBytes = 8 << 20
}
