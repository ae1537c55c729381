import Layout

// "Auto Layout and Views that Wrap", the second video: the label's superview
// sets its preferred max layout width in a two-pass layoutSubviews.

extension Example {
    /// The label re-wraps at every width: its height is its text's height
    /// at its actual width.
    static let wrapLabelDynamic = Example(
        name: "wrap-label-dynamic",
        summary: "The same label in a superview whose two-pass layoutSubviews sets preferredMaxLayoutWidth.",
        build: { container, _ in WrapDemo.addLabelWrappingPanel(to: container) }
    )
}

/// A superview that keeps its label's preferred max layout width equal to
/// the label's width (the article's `layoutSubviews`).
final class LabelWrappingView: View {
    let label: Label

    init(label: Label, name: String = "panel") {
        self.label = label
        super.init(name: name)
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        let availableLabelWidth = label.frame.size.width
        label.preferredMaxLayoutWidth = availableLabelWidth

        super.layoutSubviews()
    }
}
