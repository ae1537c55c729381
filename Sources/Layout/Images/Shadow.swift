/// A view's drop shadow (Core Animation's `CALayer` shadow properties, as
/// one value), drawn under the view by Render.
///
/// The defaults are Core Animation's: opaque black, opacity 0 (so no
/// shadow until it is raised), offset (0, −3), radius 3 (Apple's
/// `CALayer.shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// 0 (none) to 1.
    public var opacity: Double
    /// How far the shadow is moved, in points (y down).
    public var offset: Size
    /// The blur radius, in points (see docs/layout.md, Shadows, for how it is painted).
    public var radius: Double
    /// The shadow's shape in the view's coordinates (Core Animation's
    /// `shadowPath`); nil: the view's rounded rectangle.
    public var path: Path?

    public init(color: Color = .black, opacity: Double = 0, offset: Size = Size(width: 0, height: -3),
                radius: Double = 3, path: Path? = nil) {
        self.path = path
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }

    /// Whether anything is drawn: some opacity of a colour that is not clear.
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 && opacity.isFinite }
}
