import Layout

// "Breakable constraints" (shared/articles/breakable-constraints.md), the
// Interface Builder example: a label at least 20 from the top, but flexible
// enough to be more if needed. Two constraints: "spacing >= 20", required,
// and "spacing == 20" at a lower priority, the breakable one.

extension Example {
    /// The header above the label wraps when the panel is narrow; the label
    /// must also stay 8 below it, so at narrow widths it is pushed past 20.
    static let minSpacing = Example(
        name: "min-spacing",
        summary: "At least 20, preferably 20: a required >= and a breakable == keep a label 20 from the top until a wrapping header pushes it down.",
        build: { root, _ in
            let panel = View(name: "panel")
            panel.backgroundColor = WrapDemo.panelBackground
            root.addSubview(panel)
            panel.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true

            // Something above the label whose height depends on the width.
            let header = makeLabel(withTitle: "Header: wraps when narrow", size: 17)
            header.name = "header"
            header.textAlignment = .natural
            header.backgroundColor = WrapDemo.labelBackground
            panel.addSubview(header)
            header.topAnchor.constraint(equalTo: panel.topAnchor).isActive = true
            header.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20).isActive = true
            header.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -20).isActive = true

            let label = makeLabel(withTitle: "At least 20, preferably 20", size: 17)
            label.name = "label"
            label.textAlignment = .natural
            label.backgroundColor = Color(red: 1, green: 0.8, blue: 0.8)
            panel.addSubview(label)
            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 20).isActive = true
            label.trailingAnchor.constraint(lessThanOrEqualTo: panel.trailingAnchor, constant: -20).isActive = true

            // At least 20: required. (The article calls 250 "a requirement";
            // only 1000 is required.)
            let atLeast20 = label.topAnchor.constraint(greaterThanOrEqualTo: panel.topAnchor, constant: 20)
            atLeast20.identifier = "atLeast20"
            atLeast20.isActive = true
            // Preferably 20: the breakable constraint, lower than the others.
            let preferably20 = label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 20)
            preferably20.priority = .defaultLow
            preferably20.identifier = "preferably20"
            preferably20.isActive = true
            // What may need more: the label stays 8 below the header.
            label.topAnchor.constraint(greaterThanOrEqualTo: header.bottomAnchor, constant: 8).isActive = true

            panel.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 20).isActive = true
        }
    )
}
