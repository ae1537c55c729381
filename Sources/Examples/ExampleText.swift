import Layout

/// The fonts and text measurer an example's labels and buttons use.
///
/// The examples are written as the articles are, with system fonts; tests
/// swap in the test font (every letter as wide as the size) so the expected
/// frames can be computed by hand, without touching the ported code.
public struct ExampleText: Sendable {
    /// nil: the tree's default (``ShapedTextMeasurer/system``).
    public var measurer: TextMeasuring?
    /// The font to use instead of the one the example chose.
    public var font: @Sendable (Font) -> Font

    public init(measurer: TextMeasuring?, font: @escaping @Sendable (Font) -> Font) {
        self.measurer = measurer
        self.font = font
    }

    /// The examples as written: system fonts, the default measurer.
    public static let system = ExampleText(measurer: nil, font: { $0 })

    /// Restyles every label and button title in the tree, and gives the
    /// tree its measurer.
    func apply(to root: View) {
        if let measurer { root.textMeasurer = measurer }
        for view in root.subtree {
            if let label = view as? Label { label.font = font(label.font) }
            if let title = (view as? Button)?.titleLabel { title.font = font(title.font) }
        }
    }
}
