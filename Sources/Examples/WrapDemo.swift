import Layout

/// The pieces the panels of WrapDemo (the demo app behind "Auto Layout and
/// Views that Wrap", shared/articles/views-that-wrap.md) have in common;
/// shared/articles/README.md describes the app.
///
/// The root of each example stands for the app's resizable container: the
/// panel is as wide as it, at its top.
enum WrapDemo {
    /// Panel backgrounds are a light grey, labels a darker one, so the
    /// label's frame shows against the panel's.
    static let panelBackground = Color(white: 0.926)
    static let labelBackground = Color(white: 0.838)

    /// A label as the nib has it: system 17 pt, centred, any number of
    /// lines, its preferred max layout width the width it had in the nib.
    static func makeLabel(_ text: String, preferredMaxLayoutWidth: Double) -> Label {
        let label = Label(text: text, name: "label")
        label.font = Font.systemFont(ofSize: 17)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        label.backgroundColor = labelBackground
        return label
    }

    /// Puts `panel` at the top of the container, as wide as it. The nib's
    /// height is only a wish (priority 250): the panel's bottom must stay at
    /// or below its button's, so taller text makes the panel taller.
    static func install(_ panel: View, height: Double, in container: View) {
        panel.backgroundColor = panelBackground
        container.addSubview(panel)
        panel.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        panel.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        panel.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
        panel.heightAnchor.constraint(equalToConstant: height).withPriority(.defaultLow).isActive = true
    }

    /// The small "⬆︎" button 8 below the label, centred in the panel.
    static func addButton(below label: Label, in panel: View) {
        let button = Button(title: "⬆︎", name: "button")
        panel.addSubview(button)
        button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8).isActive = true
        button.centerXAnchor.constraint(equalTo: panel.centerXAnchor).isActive = true
        panel.bottomAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor).isActive = true
    }

    /// Leading and trailing 20 from the panel, top 0: the label takes all
    /// the width there is.
    static func pinLeftAndRight(_ label: Label, in panel: View) {
        panel.addSubview(label)
        label.topAnchor.constraint(equalTo: panel.topAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20).isActive = true
        label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -20).isActive = true
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
}
