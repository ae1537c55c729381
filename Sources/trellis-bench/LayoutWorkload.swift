import Layout

/// The tree `trellis-bench layout` lays out: 25 rows, each a container
/// holding a wrapping label, a spacer and a button: 100 views under a root.
///
/// Rows stack 8 apart, 8 from the root's sides. In a row the label (any
/// number of lines, automatic wrapping) leads, the button trails, and the
/// spacer (at least 8 wide) takes what is left, so a narrower root squeezes
/// the labels and makes them wrap: every width change re-measures text.
enum LayoutWorkload {
    static let rows = 25
    static let viewsPerRow = 4
    static var views: Int { rows * viewsPerRow }

    static func makeTree(width: Double, rows: Int = LayoutWorkload.rows) -> View {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: width, height: 0)
        var above: View?
        for index in 0..<rows {
            let row = makeRow(index)
            root.addSubview(row)
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8).isActive = true
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8).isActive = true
            row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor, constant: 8).isActive = true
            above = row
        }
        return root
    }

    private static func makeRow(_ index: Int) -> View {
        let row = View(name: "row\(index)")
        let label = Label(text: text(index), name: "label\(index)")
        label.numberOfLines = 0
        let button = Button(title: index.isMultiple(of: 2) ? "Edit" : "Delete", name: "button\(index)")
        let spacer = View(name: "spacer\(index)")
        for view in [label, spacer, button] { row.addSubview(view) }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
            row.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 8),
            spacer.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            spacer.trailingAnchor.constraint(equalTo: button.leadingAnchor),
            spacer.widthAnchor.constraint(greaterThanOrEqualToConstant: 8),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            spacer.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            button.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
            button.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            row.bottomAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor, constant: 8),
            // As short as the content allows.
            row.heightAnchor.constraint(equalToConstant: 0).withPriority(.fittingSizeLevel),
        ])
        return row
    }

    /// Label texts of different lengths, so rows start wrapping at different widths.
    private static func text(_ index: Int) -> String {
        let words = ["Auto", "Layout", "solves", "constraints", "for", "every", "view", "in", "the", "tree", "at", "each", "width"]
        return (0..<(3 + index % 9)).map { words[($0 + index) % words.count] }.joined(separator: " ")
    }
}
