import Layout

// "Advanced Auto Layout Toolbox" (shared/articles/advanced-auto-layout-toolbox.md),
// "Baseline Alignment": labels of different sizes in a row, on one first
// baseline, then on one last baseline. The small labels wrap; the first
// row keeps their first line on the big label's baseline, the second their
// last line.

extension Example {
    static let baselineAlignment = Example(
        name: "baseline-alignment",
        summary: "A 30 pt and a wrapping 15 pt label on one first baseline, and on one last baseline.",
        build: { root, _ in
            let firstRow = BaselineRow(alignment: .firstBaseline, name: "firstRow", suffix: "First")
            let lastRow = BaselineRow(alignment: .lastBaseline, name: "lastRow", suffix: "Last")
            root.addSubview(firstRow)
            root.addSubview(lastRow)
            for row in [firstRow, lastRow] {
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20).isActive = true
            }
            firstRow.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
            lastRow.topAnchor.constraint(equalTo: firstRow.bottomAnchor, constant: 20).isActive = true
        }
    )
}

/// A row of a big label and a small, wrapping one on a shared baseline.
final class BaselineRow: StackView {
    init(alignment: StackView.Alignment, name: String, suffix: String) {
        super.init(name: name)
        axis = .horizontal
        self.alignment = alignment
        spacing = 8
        backgroundColor = WrapDemo.panelBackground

        let big = Label(text: "Aa", name: "big" + suffix)
        big.font = Font.systemFont(ofSize: 30)
        big.backgroundColor = WrapDemo.labelBackground
        // The big label keeps its size; the small one takes the rest and wraps.
        big.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        big.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)

        let small = Label(text: "small words wrap below", name: "small" + suffix)
        small.font = Font.systemFont(ofSize: 15)
        small.numberOfLines = 0
        small.backgroundColor = WrapDemo.labelBackground

        addArrangedSubview(big)
        addArrangedSubview(small)
    }
}
