import Layout

// "Auto Layout and Views that Wrap", the fourth video's correct half: find
// how wide the label could be with a temporary, very wide constraint.

extension Example {
    /// The label hugs its text and wraps only when the panel is too narrow
    /// for it on one line.
    static let shrinkWrap = Example(
        name: "shrink-wrap",
        summary: "The centred label shrink-wrapped: lay out with a temporary width >= 1e8, measure, then wrap there.",
        build: { container, _ in WrapDemo.addShrinkWrappingPanel(to: container) }
    )
}

/// A superview that shrink-wraps its label (the article's `layoutSubviews`):
/// "Layout, then measure".
final class LabelShrinkWrappingView: View {
    let label: Label

    init(label: Label, name: String = "panel") {
        self.label = label
        super.init(name: name)
    }

    override func layoutSubviews() {
        // As wide as the label may be: at its compression-resistance
        // priority, it beats hugging but not the required margins.
        let labelAsWideAsPossibleConstraint = LayoutConstraint(
            item: label, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1.0, constant: 1e8)  // a big number
        labelAsWideAsPossibleConstraint.priority = label.contentCompressionResistancePriority(for: .horizontal)
        label.addConstraint(labelAsWideAsPossibleConstraint)

        super.layoutSubviews()

        let availableLabelWidth = label.frame.size.width
        label.preferredMaxLayoutWidth = availableLabelWidth
        label.removeConstraint(labelAsWideAsPossibleConstraint)

        super.layoutSubviews()
    }
}
