import Layout

/// The fonts and text measurer an example's labels and buttons use.
///
/// The examples are written as the articles are, with system fonts; tests
/// swap in the test font (every letter as wide as the size) so the expected
/// frames can be computed by hand, without touching the ported code.
public struct ExampleText: Sendable {
    /// The tree's text engine, set on its root.
    public var measurer: any TextMeasuring
    /// The font to use instead of the one the example chose.
    public var font: @Sendable (Font) -> Font

    public init(measurer: any TextMeasuring, font: @escaping @Sendable (Font) -> Font) {
        self.measurer = measurer
        self.font = font
    }

    /// The examples as written: system fonts, the system's engine.
    public static let system = ExampleText(measurer: ShapedTextMeasurer.system, font: { $0 })

    /// The fonts the example chose, measured by the engine in scope
    /// (``withTextMeasurer(_:_:)``), else the system's.
    public static var asWritten: ExampleText { ExampleText(measurer: TextContext.measurer, font: { $0 }) }

    /// Restyles every label and button title in the tree, and gives the
    /// tree its measurer.
    func apply(to root: View) {
        root.textMeasurer = measurer
        for view in root.subtree {
            if let label = view as? Label { label.font = font(label.font) }
            if let title = (view as? Button)?.titleLabel { title.font = font(title.font) }
        }
    }
}
