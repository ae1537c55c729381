import Layout

// "Multi-line UILabel in self-sizing CollectionView layouts"
// (shared/articles/self-sizing-cells.md): each cell reports the height its
// constraints give it at the list's width, and its multi-line label wraps
// because the cell sets the label's preferred max layout width from its
// width in updateConstraints, before super.

extension Example {
    static let selfSizingCells = Example(
        name: "self-sizing-cells",
        summary: "A list of self-sizing cells (systemLayoutSizeFitting, ceil'd heights) whose multi-line labels wrap.",
        build: { root, _ in
            let collectionView = SelfSizingListView(cells: SelfSizingCellsText.all.enumerated().map { index, text in
                FooterView(text: text, index: index + 1)
            })
            root.addSubview(collectionView)
            collectionView.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            collectionView.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            collectionView.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
        }
    )
}

/// The cells' texts: sentences of the article, short and long.
enum SelfSizingCellsText {
    static let all = [
        "This works fairly well, until you add multi-line labels.",
        "Number of lines is set to 0, constraints are setup so that label fits-in inside its parent.",
        "Short.",
        "What I expect to happen is for the label to break into two lines but instead it stays in one line and adds the ellipsis at the end.",
    ]
}

/// The part of `UICollectionViewLayoutAttributes` the article uses.
struct LayoutAttributes: Equatable {
    var frame: Rect
}

/// A reusable view with a multi-line label (the article's section footer).
/// Its collection view places it by frame, as UIKit places cells.
final class FooterView: View {
    let textLabel: Label

    init(text: String, index: Int) {
        textLabel = Label(text: text, name: "textLabel\(index)")
        textLabel.font = Font.systemFont(ofSize: 17)
        textLabel.numberOfLines = 0
        textLabel.backgroundColor = WrapDemo.labelBackground
        super.init(name: "cell\(index)")
        backgroundColor = WrapDemo.panelBackground
        translatesAutoresizingMaskIntoConstraints = true
        addSubview(textLabel)
        // Number of lines is set to 0, constraints are setup so that label fits-in inside its parent.
        textLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
        textLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
        textLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
        textLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8).isActive = true
    }

    override func updateConstraints() {
        textLabel.preferredMaxLayoutWidth = textLabel.bounds.width
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The label's width changed: the preferred width updateConstraints
        // gave it is stale (UIKit re-runs updateConstraints when a cell is
        // re-used at another size).
        if textLabel.bounds.width != textLabel.preferredMaxLayoutWidth { setNeedsUpdateConstraints() }
    }

    func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var attr = layoutAttributes
        layoutIfNeeded()

        // The article passes layoutFittingCompressedSize: UIKit has already
        // sized the cell to the attributes' width. Here the width is passed
        // explicitly, required; the height is as small as the content allows.
        let fittedSize = systemLayoutSizeFitting(
            Size(width: attr.frame.width, height: View.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        attr.frame.size.height = fittedSize.height.rounded(.up)
        return attr
    }
}

/// A stand-in for a collection view with a vertical flow layout: cells as
/// wide as the list, 8 points apart, each as tall as it asks to be. The
/// list is as tall as its cells (its intrinsic height).
final class SelfSizingListView: View {
    let cells: [FooterView]
    let minimumLineSpacing = 8.0
    /// The flow layout's estimated item height, before a cell has answered.
    let estimatedItemHeight = 50.0
    private var contentHeight = 0.0

    init(cells: [FooterView]) {
        self.cells = cells
        super.init(name: "collectionView")
        for cell in cells { addSubview(cell) }
    }

    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: contentHeight) }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y = 0.0
        for cell in cells {
            let height = cell.frame.height > 0 ? cell.frame.height : estimatedItemHeight
            let original = LayoutAttributes(frame: Rect(x: 0, y: y, width: bounds.width, height: height))
            apply(original, to: cell)
            let preferred = cell.preferredLayoutAttributesFitting(original)
            if shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                apply(preferred, to: cell)
            }
            y = cell.frame.maxY + minimumLineSpacing
        }
        let height = max(0, y - minimumLineSpacing)
        if height != contentHeight {
            contentHeight = height
            invalidateIntrinsicContentSize()
        }
        super.layoutSubviews()
    }

    func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
                                withOriginalAttributes originalAttributes: LayoutAttributes) -> Bool {
        if preferredAttributes.frame == originalAttributes.frame { return false }
        return true
    }

    private func apply(_ attributes: LayoutAttributes, to cell: FooterView) {
        guard cell.frame != attributes.frame else { return }
        cell.frame = attributes.frame
        cell.setNeedsLayout()
    }
}
