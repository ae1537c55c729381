import Layout

// "Auto Layout and Views that Wrap": the whole screen of the demo app behind
// the article's videos (WrapDemo; shared/articles/README.md describes it).

extension Example {
    /// The container follows the root's width; its four panels, 8 points
    /// apart, are the article's four videos side by side in time: the label
    /// stuck at 280, the label re-wrapping, the coloured items re-flowing,
    /// the label shrink-wrapped.
    static let wrapDemo = Example(
        name: "wrap-demo",
        summary: "WrapDemo's screen: the four panels of the article (fixed, wrapping, custom wrapping view, shrink-wrap).",
        states: [
            ScenarioState(name: "update", summary: "The \"Update\" button of the third panel: a new item count.") { root in
                (root.view(named: "panel3") as? CustomWrappingSuperview)?.randomizeItemCount()
            },
        ],
        build: { root, _ in WrapDemoScreen(view: root).setupViews() }
    )
}

/// WrapDemo's view controller. In the app a slider sets the container's
/// width: `width == 320` at priority 900, its constant the screen's width
/// times the slider's value, and the trailing edge pinned to the screen at
/// 800. Here the root is the screen and the sweep is the slider: the
/// container's width is the root's (the slider at 1), so every width
/// `trellis sweep` gives the root reaches the panels through the solver's
/// edit variable. The slider itself is not drawn.
struct WrapDemoScreen {
    let view: View

    func setupViews() {
        let container = View(name: "container")
        view.addSubview(container)
        container.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        container.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        // primaryWidthConstraint: width == 320 @900 in the nib, its constant
        // the screen's width × the slider's value.
        container.widthAnchor.constraint(equalTo: view.widthAnchor).withPriority(900).isActive = true
        container.trailingAnchor.constraint(equalTo: view.trailingAnchor).withPriority(800).isActive = true

        let plain = WrapDemo.addPlainConstraintsPanel(to: container, suffix: "1")
        let wrapping = WrapDemo.addLabelWrappingPanel(to: container, below: plain, suffix: "2")
        let custom = WrapDemo.addCustomWrappingPanel(to: container, below: wrapping, suffix: "3")
        let shrink = WrapDemo.addShrinkWrappingPanel(to: container, below: custom, suffix: "4")
        // The container ends with its last panel.
        container.bottomAnchor.constraint(equalTo: shrink.bottomAnchor).isActive = true
    }
}
