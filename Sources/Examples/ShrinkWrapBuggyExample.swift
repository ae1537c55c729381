import Layout

// "Auto Layout and Views that Wrap", the fourth video's buggy half: the
// two-pass layoutSubviews with a centred label that may be narrower than
// the space it has.

extension Example {
    /// The `>= 20` margins only ever push the label in: its preferred max
    /// layout width starts at its nib width, 188, follows the label when it
    /// is squeezed, and never grows back.
    static let shrinkWrapBuggy = Example(
        name: "shrink-wrap-buggy",
        summary: "A centred label with >= 20 margins and the two-pass layoutSubviews: it wraps for 188 and never grows back.",
        build: { container, _ in
            let label = WrapDemo.makeLabel("Custom shrink wrapping", preferredMaxLayoutWidth: 188)
            let panel = LabelWrappingView(label: label)
            WrapDemo.install(panel, height: 80, in: container)
            WrapDemo.centre(label, in: panel)
            WrapDemo.addButton(below: label, in: panel)
        }
    )
}
