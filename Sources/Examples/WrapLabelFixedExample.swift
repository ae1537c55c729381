import Layout

// "Auto Layout and Views that Wrap", the first video: a label pinned left and
// right whose preferred max layout width stays at its width in the nib.

extension Example {
    /// The label always wraps for 280 points: narrower, its height is too
    /// small and the text is cut off; wider, space is wasted.
    static let wrapLabelFixed = Example(
        name: "wrap-label-fixed",
        summary: "A wrapping label pinned left and right whose preferredMaxLayoutWidth stays 280, as in the nib.",
        build: { container, _ in WrapDemo.addPlainConstraintsPanel(to: container) }
    )
}
