import Layout

/// The pieces the panels of WrapDemo (the demo app behind "Auto Layout and
/// Views that Wrap", shared/articles/views-that-wrap.md) have in common;
/// shared/articles/README.md describes the app.
///
/// In the single-panel examples the root stands for the app's resizable
/// container: the panel is as wide as it, at its top. `wrap-demo` builds the
/// whole screen: the container and its four panels, 8 points apart.
enum WrapDemo {
    /// Panel backgrounds are a light grey, labels a darker one, so the
    /// label's frame shows against the panel's.
    static let panelBackground = Color(white: 0.926)
    static let labelBackground = Color(white: 0.838)

    /// The space between two panels of the demo screen.
    static let panelSpacing = 8.0

    /// A label as the nib has it: system 17 pt, centred, any number of
    /// lines, its preferred max layout width the width it had in the nib.
    static func makeLabel(_ text: String, preferredMaxLayoutWidth: Double, name: String = "label") -> Label {
        let label = Label(text: text, name: name)
        label.font = Font.systemFont(ofSize: 17)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        label.backgroundColor = labelBackground
        return label
    }

    /// Puts `panel` at the top of the container (or 8 below the panel
    /// before it), as wide as the container. The nib's height is only a
    /// wish (priority 250): the panel's bottom must stay at or below its
    /// button's, so taller content makes the panel taller.
    static func install(_ panel: View, height: Double, in container: View, below previous: View? = nil) {
        panel.backgroundColor = panelBackground
        container.addSubview(panel)
        if let previous {
            panel.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: panelSpacing).isActive = true
        } else {
            panel.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        }
        panel.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        panel.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
        panel.heightAnchor.constraint(equalToConstant: height).withPriority(.defaultLow).isActive = true
    }

    /// A small button (the "⬆︎" of the label panels, "Update" under the
    /// wrapping view) 8 below `view`, centred in the panel.
    @discardableResult
    static func addButton(below view: View, in panel: View, title: String = "⬆︎", name: String = "button") -> Button {
        let button = Button(title: title, name: name)
        panel.addSubview(button)
        button.topAnchor.constraint(equalTo: view.bottomAnchor, constant: 8).isActive = true
        button.centerXAnchor.constraint(equalTo: panel.centerXAnchor).isActive = true
        panel.bottomAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor).isActive = true
        return button
    }

    /// Leading and trailing 20 from the panel, top 0: the view takes all
    /// the width there is.
    static func pinLeftAndRight(_ view: View, in panel: View) {
        panel.addSubview(view)
        view.topAnchor.constraint(equalTo: panel.topAnchor).isActive = true
        view.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20).isActive = true
        view.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -20).isActive = true
    }

    /// Centred, at least 20 from each side, top 0: the label may be
    /// narrower than the panel (the shrink-wrap constraints).
    static func centre(_ label: Label, in panel: View) {
        panel.addSubview(label)
        label.topAnchor.constraint(equalTo: panel.topAnchor).isActive = true
        label.centerXAnchor.constraint(equalTo: panel.centerXAnchor).isActive = true
        label.leadingAnchor.constraint(greaterThanOrEqualTo: panel.leadingAnchor, constant: 20).isActive = true
        label.trailingAnchor.constraint(lessThanOrEqualTo: panel.trailingAnchor, constant: -20).isActive = true
    }

    // MARK: The four panels of the demo screen

    // Each adds its panel to `container` (below `previous`, if any) and
    // returns it. `suffix` tells the views of the demo screen's four panels
    // apart ("panel1", "label1", "button1"…); the single-panel examples
    // leave it empty ("panel", "label", "button").

    /// 1. Plain constraints: the preferred max layout width stays at the
    /// nib's 280 whatever the width (the first video).
    @discardableResult
    static func addPlainConstraintsPanel(to container: View, below previous: View? = nil, suffix: String = "") -> View {
        let panel = View(name: "panel" + suffix)
        install(panel, height: 80, in: container, below: previous)
        let label = makeLabel("Just plain constraints. Lorem ipsum dolor sit amet",
                              preferredMaxLayoutWidth: 280, name: "label" + suffix)
        pinLeftAndRight(label, in: panel)
        addButton(below: label, in: panel, name: "button" + suffix)
        return panel
    }

    /// 2. The label's superview sets its preferred max layout width in a
    /// two-pass layoutSubviews (the second video).
    @discardableResult
    static func addLabelWrappingPanel(to container: View, below previous: View? = nil, suffix: String = "") -> LabelWrappingView {
        let label = makeLabel("Custom superview that sets preferred max layout width.",
                              preferredMaxLayoutWidth: 280, name: "label" + suffix)
        let panel = LabelWrappingView(label: label, name: "panel" + suffix)
        install(panel, height: 120, in: container, below: previous)
        pinLeftAndRight(label, in: panel)
        addButton(below: label, in: panel, name: "button" + suffix)
        return panel
    }

    /// 3. A custom view that wraps its items as a label wraps its words,
    /// with an "Update" button that changes the number of items (the third
    /// video).
    @discardableResult
    static func addCustomWrappingPanel(to container: View, below previous: View? = nil, suffix: String = "") -> CustomWrappingSuperview {
        let wrappingView = MyWrappingView(name: "wrappingView" + suffix)
        wrappingView.itemCount = MyWrappingView.initialItemCount
        // Its width in the nib: 320 − 2 × 20.
        wrappingView.preferredMaxLayoutWidth = 280
        let panel = CustomWrappingSuperview(wrappingView: wrappingView, name: "panel" + suffix)
        install(panel, height: 120, in: container, below: previous)
        pinLeftAndRight(wrappingView, in: panel)
        addButton(below: wrappingView, in: panel, title: "Update", name: "updateButton" + suffix)
        return panel
    }

    /// 4. The centred label shrink-wrapped with the temporary `width >= 1e8`
    /// constraint (the fourth video's correct half).
    @discardableResult
    static func addShrinkWrappingPanel(to container: View, below previous: View? = nil, suffix: String = "") -> LabelShrinkWrappingView {
        // 188: the label's width in the nib.
        let label = makeLabel("Custom shrink wrapping", preferredMaxLayoutWidth: 188, name: "label" + suffix)
        let panel = LabelShrinkWrappingView(label: label, name: "panel" + suffix)
        install(panel, height: 80, in: container, below: previous)
        centre(label, in: panel)
        addButton(below: label, in: panel, name: "button" + suffix)
        return panel
    }
}
