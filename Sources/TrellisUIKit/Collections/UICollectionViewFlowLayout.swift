import Foundation

/// Items in lines that wrap (UIKit's `UICollectionViewFlowLayout`),
/// scrolling vertically: each section is its header, its `sectionInset`,
/// lines of items, and its footer.
///
/// Lines fill as UIKit's do: items go on a line while they fit with
/// `minimumInteritemSpacing` between them; then the spacing is "adjusted
/// upward" (Apple's words, `minimumInteritemSpacing`): a full line is
/// justified, its extra space spread evenly between its items (a line of
/// one item centred), while the last line of a section of several lines is
/// left-aligned at the minimum spacing. Items are centred vertically in
/// their line; lines are `minimumLineSpacing` apart. Numbers and sources:
/// docs/uikit-numbers.md ("Collection views").
///
/// Self-sizing: with `estimatedItemSize` set (`automaticSize`, or an
/// estimate), each cell on screen is measured with
/// `systemLayoutSizeFitting` at the fitting level on both axes (UIKit's
/// default `preferredLayoutAttributesFitting(_:)`); the others keep the estimate.
/// `scrollDirection = .horizontal` lays out columns side by side
/// (UICollectionViewFlowLayout+Horizontal.swift).
///
/// Right to left (the view's effective direction opposite the layout's
/// `developmentLayoutDirection`, `.leftToRight` for a flow layout as
/// Apple's header says), every frame is mirrored in the view's width: a
/// line fills from the right, the last line of a section starts at the
/// right, and `sectionInset.left` is the gap at the right edge.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    public enum SectionInsetReference: Int, Sendable { case fromContentInset = 0, fromSafeArea, fromLayoutMargins }

    /// UIKit's `UICollectionViewFlowLayout.automaticSize`: an
    /// `estimatedItemSize` that asks for self-sizing cells.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// What the section insets count from (UICollectionViewFlowLayout+SectionInsetReference.swift).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Headers pinned to the top of the visible bounds while their section
    /// shows, footers to the bottom (Apple's pages; BoundaryPin.swift).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var placed = PlacedElements()
    /// The column height of the last horizontal pass (-1 before one), to prepare again when it changes.
    var preparedColumnHeight: CGFloat = -1
    var contentSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    var isSelfSizing: Bool { estimatedItemSize != .zero }

    open override func prepare() {
        placed = PlacedElements()
        guard let collectionView else {
            contentSize = .zero
            return
        }
        if scrollDirection == .horizontal { return prepareColumns(in: collectionView) }
        let width = collectionView.bounds.width
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sectionTop = y
            let metrics = sectionMetrics(of: section, delegate: delegate, in: collectionView)
            let (inset, lineSpacing, itemSpacing, header) = (metrics.inset, metrics.lineSpacing, metrics.itemSpacing, metrics.header)
            if header.height > 0 {
                addSupplementary(UICollectionView.elementKindSectionHeader, section: section,
                                 frame: CGRect(x: 0, y: y, width: width, height: header.height))
                y += header.height
            }
            let contentTop = y
            y += inset.top
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map {
                size(ofItem: IndexPath(item: $0, section: section), delegate: delegate, in: collectionView)
            }
            let available = max(0, width - inset.left - inset.right)
            let lines = Self.lines(of: sizes, available: available, spacing: itemSpacing)
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            sectionItems.reserveCapacity(sizes.count)
            for (number, line) in lines.enumerated() {
                if number > 0 { y += lineSpacing }
                let lineHeight = line.map { sizes[$0].height }.max() ?? 0
                let xs = Self.positions(of: line.map { sizes[$0].width }, available: available, spacing: itemSpacing,
                                        leftAligned: lines.count > 1 && number == lines.count - 1)
                for (index, item) in line.enumerated() {
                    let size = sizes[item]
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = CGRect(x: inset.left + xs[index], y: y + (lineHeight - size.height) / 2,
                                              width: size.width, height: size.height)
                    sectionItems.append(attributes)
                }
                y += lineHeight
            }
            placed.items.append(sectionItems)
            y += inset.bottom
            let contentBottom = y
            if header.height > 0, sectionHeadersPinToVisibleBounds {
                pin(UICollectionView.elementKindSectionHeader, section: section, isHeader: true, content: contentTop, contentBottom)
            }
            let footer = footerSize(ofSection: section, delegate: delegate, in: collectionView)
            if footer.height > 0 {
                addSupplementary(UICollectionView.elementKindSectionFooter, section: section,
                                 frame: CGRect(x: 0, y: y, width: width, height: footer.height))
                y += footer.height
                if sectionFootersPinToVisibleBounds {
                    pin(UICollectionView.elementKindSectionFooter, section: section, isHeader: false, content: contentTop, contentBottom)
                }
            }
            placed.sectionExtents.append(sectionTop...y)
        }
        contentSize = CGSize(width: width, height: y)
        // Right to left the whole layout is mirrored in the view's width, as
        // a horizontal one is (docs/uikit.md, "Collection views": a flow
        // layout is developed left to right and mirrors item positions).
        if collectionView.flipsLayout(self) { mirrorFrames(within: width) }
    }

    /// A section's insets, spacings and header size: the delegate's answer
    /// where it gives one, else the layout's own value (asked before the
    /// section's items; the footer's size is asked after them).
    struct SectionMetrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var itemSpacing: CGFloat
        var header: CGSize
    }

    func sectionMetrics(of section: Int, delegate: UICollectionViewDelegateFlowLayout?,
                        in collectionView: UICollectionView) -> SectionMetrics {
        SectionMetrics(
            inset: referencedInset(delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                                   in: collectionView),
            lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing,
            itemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing,
            header: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize)
    }

    func footerSize(ofSection section: Int, delegate: UICollectionViewDelegateFlowLayout?,
                    in collectionView: UICollectionView) -> CGSize {
        delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
    }

    func size(ofItem indexPath: IndexPath, delegate: UICollectionViewDelegateFlowLayout?,
                      in collectionView: UICollectionView) -> CGSize {
        if isSelfSizing {
            if let measured = measuredSizes[ElementKey(kind: nil, indexPath: indexPath)] { return measured }
            return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        }
        return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    func addSupplementary(_ kind: String, section: Int, frame: CGRect) {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        placed.supplementaries[attributes.key] = attributes
    }

    private func pin(_ kind: String, section: Int, isHeader: Bool, content top: CGFloat, _ bottom: CGFloat) {
        let key = ElementKey(kind: kind, indexPath: IndexPath(item: 0, section: section))
        placed.pins[key] = BoundaryPin(isHeader: isHeader, contentTop: top, contentBottom: bottom)
    }

    /// The items of each line: as many as fit with the minimum spacing
    /// (always at least one, an item wider than the line alone on it).
    static func lines(of sizes: [CGSize], available: CGFloat, spacing: CGFloat) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !current.isEmpty, used + spacing + size.width > available + 1e-9 {
                lines.append(current)
                current = []
                used = 0
            }
            used += (current.isEmpty ? 0 : spacing) + size.width
            current.append(index)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The items' x offsets in a line: justified (one item centred), or
    /// left-aligned at the minimum spacing.
    static func positions(of widths: [CGFloat], available: CGFloat, spacing: CGFloat, leftAligned: Bool) -> [CGFloat] {
        let total = widths.reduce(0, +)
        if !leftAligned, widths.count == 1 { return [max(0, (available - total) / 2)] }
        let gap = leftAligned ? spacing : max(spacing, (available - total) / CGFloat(widths.count - 1))
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width + gap }
            return x
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.elements(in: rect, visible: collectionView?.pinningArea)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.supplementary(ofKind: elementKind, at: indexPath, visible: collectionView?.pinningArea)
    }

    override func measurement(for attributes: UICollectionViewLayoutAttributes) -> ElementMeasurement? {
        guard isSelfSizing, attributes.representedElementCategory == .cell else { return nil }
        return ElementMeasurement(target: attributes.size, fixedWidth: false, fixedHeight: false)
    }
}

extension UICollectionView {
    /// The direction a layout scrolls (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }
}
