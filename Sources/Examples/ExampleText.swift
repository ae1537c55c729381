import Layout

/// The fonts and text measurer an example's labels and buttons use.
///
/// The examples are written as the articles are, with system fonts; tests
/// swap in the test font (every letter as wide as the size) so the expected
/// frames can be computed by hand, without touching the ported code.
public struct ExampleText: Sendable {
    /// nil: the default measurer (`TextMeasurers.default`).
    public var measurer: TextMeasuring?
    /// The font to use instead of the one the example chose.
    public var font: @Sendable (Font) -> Font

    public init(measurer: TextMeasuring?, font: @escaping @Sendable (Font) -> Font) {
        self.measurer = measurer
        self.font = font
    }

    /// The examples as written: system fonts, the default measurer.
    public static let system = ExampleText(measurer: nil, font: { $0 })

    /// Restyles every label and button title in the tree.
    func apply(to root: View) {
        for view in root.subtree {
            if let label = view as? Label { restyle(label) }
            if let button = view as? Button { restyle(button.titleLabel) }
        }
    }

    private func restyle(_ label: Label) {
        label.font = font(label.font)
        if let measurer { label.measurer = measurer }
    }
}
