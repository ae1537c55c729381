import Foundation

/// A flow layout scrolling sideways (`scrollDirection = .horizontal`): the
/// vertical layout turned a quarter, as Apple's pages describe it.
///
/// - Items fill **columns** top to bottom, then the next column to the
///   right. `minimumInteritemSpacing` is between items of a column and
///   `minimumLineSpacing` between columns (Apple, `minimumInteritemSpacing`:
///   "For a horizontally scrolling grid, this value represents the minimum
///   spacing between items in the same column"; `minimumLineSpacing`: "the
///   minimum spacing between successive columns"). A column fills and is
///   justified as a vertical layout's line (a full column spreads its
///   extra height between its items, a column of one item is centred, the
///   last of several is top-aligned at the minimum spacing); items are
///   centred horizontally in their column.
/// - The column height is the collection view's height less its adjusted
///   content insets (top and bottom) and the section's inset: UIKit's
///   console warning for a too-tall item names exactly these ("the item
///   height must be less than the height of the UICollectionView minus the
///   section insets top and bottom values, minus the content insets top
///   and bottom values"). The content is that tall and as wide as its columns.
/// - Sections follow each other to the right, each its header, its
///   `sectionInset`, its columns and its footer; a header or footer takes
///   only the width of its reference size and is as tall as the content
///   (Apple, `headerReferenceSize`: "only the size that corresponds to the
///   appropriate scrolling direction is used"; NSCollectionViewFlowLayout's
///   page: "uses only the width value when the content scrolls
///   horizontally, setting the header's height to the height of the
///   collection view"); a width of 0 adds none.
/// - Right to left (the collection view's effective direction opposite the
///   layout's `developmentLayoutDirection`), the frames are mirrored: the
///   first column is at the right, as UIKit's flow layout starts there.
///   The mirror is the content's width, or the width the view shows when
///   the content is narrower (a short row sits at the right edge). The
///   collection view then starts scrolled to the right end
///   (UICollectionView+Horizontal.swift).
///
/// Pinned headers and footers (`sectionHeadersPinToVisibleBounds`,
/// `sectionFootersPinToVisibleBounds`) pin sideways as vertically, the
/// rule turned on its side (BoundaryPin.swift): a header sticks to the
/// left of the visible area (right to left: its right) while its section's
/// content shows, not past the content's end; a footer to the other side.
extension UICollectionViewFlowLayout {
    func prepareColumns(in collectionView: UICollectionView) {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let height = collectionView.columnHeight
        preparedColumnHeight = height
        placed.extentsAlongX = true
        var x: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sectionStart = x
            let metrics = sectionMetrics(of: section, delegate: delegate, in: collectionView)
            let (inset, lineSpacing, itemSpacing, header) = (metrics.inset, metrics.lineSpacing, metrics.itemSpacing, metrics.header)
            if header.width > 0 {
                addSupplementary(UICollectionView.elementKindSectionHeader, section: section,
                                 frame: CGRect(x: x, y: 0, width: header.width, height: height))
                x += header.width
            }
            let contentStart = x
            x += inset.left
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map {
                size(ofItem: IndexPath(item: $0, section: section), delegate: delegate, in: collectionView)
            }
            let available = max(0, height - inset.top - inset.bottom)
            // A column is a vertical layout's line with the axes swapped.
            let turned = sizes.map { CGSize(width: $0.height, height: $0.width) }
            let columns = Self.lines(of: turned, available: available, spacing: itemSpacing)
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            sectionItems.reserveCapacity(sizes.count)
            for (number, column) in columns.enumerated() {
                if number > 0 { x += lineSpacing }
                let columnWidth = column.map { sizes[$0].width }.max() ?? 0
                let ys = Self.positions(of: column.map { sizes[$0].height }, available: available, spacing: itemSpacing,
                                        leftAligned: columns.count > 1 && number == columns.count - 1)
                for (index, item) in column.enumerated() {
                    let size = sizes[item]
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = CGRect(x: x + (columnWidth - size.width) / 2, y: inset.top + ys[index],
                                              width: size.width, height: size.height)
                    sectionItems.append(attributes)
                }
                x += columnWidth
            }
            placed.items.append(sectionItems)
            x += inset.right
            let contentEnd = x
            if header.width > 0, sectionHeadersPinToVisibleBounds {
                pinSideways(UICollectionView.elementKindSectionHeader, section: section, isHeader: true, content: contentStart, contentEnd)
            }
            let footer = footerSize(ofSection: section, delegate: delegate, in: collectionView)
            if footer.width > 0 {
                addSupplementary(UICollectionView.elementKindSectionFooter, section: section,
                                 frame: CGRect(x: x, y: 0, width: footer.width, height: height))
                x += footer.width
                if sectionFootersPinToVisibleBounds {
                    pinSideways(UICollectionView.elementKindSectionFooter, section: section, isHeader: false, content: contentStart, contentEnd)
                }
            }
            placed.sectionExtents.append(sectionStart...x)
        }
        contentSize = CGSize(width: x, height: height)
        if collectionView.flipsLayout(self) {
            let width = max(x, collectionView.shownWidth)
            mirrorFrames(within: width)
            placed.sectionExtents = placed.sectionExtents.map { (width - $0.upperBound)...(width - $0.lowerBound) }
            // Right to left a section starts at its right: its header takes the footer's rule.
            placed.pins = placed.pins.mapValues { pin in
                BoundaryPin(isHeader: !pin.isHeader, contentTop: width - pin.contentBottom, contentBottom: width - pin.contentTop,
                            alongX: true)
            }
        }
    }

    /// Every item's and supplementary view's frame mirrored in `width`:
    /// x becomes `width − maxX` (the vertical layout's too).
    func mirrorFrames(within width: CGFloat) {
        let all = placed.items.joined().map { $0 } + Array(placed.supplementaries.values)
        for attributes in all { attributes.frame.origin.x = width - attributes.frame.maxX }
    }

    private func pinSideways(_ kind: String, section: Int, isHeader: Bool, content start: CGFloat, _ end: CGFloat) {
        let key = ElementKey(kind: kind, indexPath: IndexPath(item: 0, section: section))
        placed.pins[key] = BoundaryPin(isHeader: isHeader, contentTop: start, contentBottom: end, alongX: true)
    }
}

extension UICollectionView {
    /// The height a horizontal flow layout's columns stand in: the bounds
    /// less the adjusted content insets above and below.
    var columnHeight: CGFloat {
        let inset = adjustedContentInset
        return max(0, bounds.height - inset.top - inset.bottom)
    }

    /// The width the bounds show between the adjusted content insets.
    var shownWidth: CGFloat {
        let inset = adjustedContentInset
        return max(0, bounds.width - inset.left - inset.right)
    }

    /// Whether a flow layout mirrors its frames here: the view
    /// lays out in the direction opposite the layout's development direction.
    func flipsLayout(_ layout: UICollectionViewLayout) -> Bool {
        effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }
}
