import Layout

// "Advanced Auto Layout Toolbox" (shared/articles/advanced-auto-layout-toolbox.md),
// "Control Layout of Subviews": a layout-dependent view tree. After the
// first layout pass the view inspects its subviews and changes its
// constraints: "switch from lining up subviews in one row to two rows, if
// the views are becoming too narrow".

extension Example {
    /// Two tiles side by side while each gets at least 100 points, one
    /// above the other below that.
    static let twoRows = Example(
        name: "two-rows",
        summary: "A view that lays its two tiles out in one row, or in two rows when a tile would be narrower than 100.",
        build: { root, _ in
            let view = TwoRowsView(name: "twoRows")
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20).isActive = true
        }
    )
}

/// Two tiles in one row or two, decided from the layout itself.
final class TwoRowsView: View {
    /// The narrowest a tile may be in a row of two.
    static let minimumWidth = 100.0
    static let spacing = 8.0
    static let tileHeight = 40.0

    let first: Label
    let second: Label
    private(set) var layoutRows = 1
    private var rowConstraints: [LayoutConstraint] = []

    override init(name: String? = nil) {
        first = Self.makeTile("First", name: "first")
        second = Self.makeTile("Second", name: "second")
        super.init(name: name)
        backgroundColor = WrapDemo.panelBackground
        addSubview(first)
        addSubview(second)
    }

    private static func makeTile(_ text: String, name: String) -> Label {
        let tile = Label(text: text, name: name)
        tile.textAlignment = .center
        tile.backgroundColor = WrapDemo.labelBackground
        tile.heightAnchor.constraint(equalToConstant: tileHeight).isActive = true
        return tile
    }

    /// Add constraints depending on `layoutRows`.
    override func updateConstraints() {
        LayoutConstraint.deactivate(rowConstraints)
        let spacing = Self.spacing
        var list = [
            first.topAnchor.constraint(equalTo: topAnchor),
            first.leadingAnchor.constraint(equalTo: leadingAnchor),
            second.trailingAnchor.constraint(equalTo: trailingAnchor),
        ]
        if layoutRows == 1 {
            list += [
                second.topAnchor.constraint(equalTo: topAnchor),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: spacing),
                second.widthAnchor.constraint(equalTo: first.widthAnchor),
                bottomAnchor.constraint(equalTo: first.bottomAnchor),
            ]
        } else {
            list += [
                first.trailingAnchor.constraint(equalTo: trailingAnchor),
                second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: spacing),
                second.leadingAnchor.constraint(equalTo: leadingAnchor),
                bottomAnchor.constraint(equalTo: second.bottomAnchor),
            ]
        }
        rowConstraints = list
        LayoutConstraint.activate(rowConstraints)
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // How wide the first tile is, or would be, in a row of two.
        let width = subviews[0].frame.size.width
        let widthInOneRow = layoutRows == 1 ? width : (width - Self.spacing) / 2
        let rows = widthInOneRow < Self.minimumWidth ? 2 : 1
        if rows != layoutRows {
            // The article removes the subviews' constraints, changes the
            // number of rows and lays out again; updateConstraints adds the
            // constraints for the new number.
            layoutRows = rows
            setNeedsUpdateConstraints()
            updateConstraintsIfNeeded()
            super.layoutSubviews()
        }
    }
}
