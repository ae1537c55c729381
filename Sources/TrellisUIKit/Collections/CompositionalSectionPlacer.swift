import Foundation

/// Places one section of a compositional layout, top to bottom, in
/// content coordinates: its header, its groups (stacked, or side by side
/// for an orthogonal section), its footer. Estimated lengths are the
/// measured sizes when the collection view has measured the element, the
/// estimates until then; `estimated` collects how to measure each.
@preconcurrency @MainActor
struct CompositionalSectionPlacer {
    let section: NSCollectionLayoutSection
    let index: Int
    let itemCount: Int
    /// The collection view's size: the container of the section.
    let viewSize: CGSize
    let measured: [ElementKey: CGSize]
    /// What the section's content insets are measured from at the sides
    /// (its `contentInsetsReference`: the safe area, the layout margins or
    /// the readable content guide of the collection view).
    var referenceInsets = NSDirectionalEdgeInsets()

    var items: [UICollectionViewLayoutAttributes] = []
    var supplementaries: [UICollectionViewLayoutAttributes] = []
    var estimated: [ElementKey: ElementMeasurement] = [:]
    /// The pinned headers and footers (`pinToVisibleBounds`) and the
    /// section's backgrounds (`decorationItems`).
    var pins: [ElementKey: BoundaryPin] = [:]
    var decorations: [UICollectionViewLayoutAttributes] = []
    /// The items' anchored supplementary views, joined to `supplementaries`
    /// once the headers and footers are paired with their pins.
    var badges: [UICollectionViewLayoutAttributes] = []
    /// The extent of the items (for a list's background).
    var itemsTop: CGFloat = 0
    var itemsBottom: CGFloat = 0
    private var next = 0

    init(section: NSCollectionLayoutSection, index: Int, itemCount: Int, viewSize: CGSize, measured: [ElementKey: CGSize]) {
        self.section = section
        self.index = index
        self.itemCount = itemCount
        self.viewSize = viewSize
        self.measured = measured
    }

    /// Places the section from `top`; returns where it ends.
    mutating func place(top: CGFloat) -> CGFloat {
        var insets = section.contentInsets
        insets.leading += referenceInsets.leading
        insets.trailing += referenceInsets.trailing
        let contentWidth = max(0, viewSize.width - insets.leading - insets.trailing)
        var y = top
        if section.boundarySupplementaryItems.contains(where: { !$0.isBelow }) { y += section.headerTopPadding }
        for supplementary in section.boundarySupplementaryItems where !supplementary.isBelow {
            y += placeSupplementary(supplementary, y: y, contentWidth: contentWidth)
        }
        let contentTop = y
        let headerCount = supplementaries.count
        y += insets.top
        itemsTop = y
        let container = CGSize(width: contentWidth, height: viewSize.height)
        if section.orthogonalScrollingBehavior != .none {
            var x = insets.leading + firstGroupCentring(contentWidth: contentWidth, container: container), rowHeight: CGFloat = 0
            while next < itemCount {
                let size = placeGroup(section.group, at: CGPoint(x: x, y: y), container: container)
                x += size.width + section.interGroupSpacing
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight
        } else {
            while next < itemCount {
                let size = placeGroup(section.group, at: CGPoint(x: insets.leading, y: y), container: container)
                y += size.height
                if next < itemCount { y += section.interGroupSpacing }
            }
        }
        itemsBottom = y
        y += insets.bottom
        let contentBottom = y
        for supplementary in section.boundarySupplementaryItems where supplementary.isBelow {
            y += placeSupplementary(supplementary, y: y, contentWidth: contentWidth)
        }
        let pinned = section.boundarySupplementaryItems.filter { !$0.isBelow } + section.boundarySupplementaryItems.filter(\.isBelow)
        for (number, (attributes, item)) in zip(supplementaries, pinned).enumerated() where item.pinToVisibleBounds {
            pins[attributes.key] = BoundaryPin(isHeader: number < headerCount, contentTop: contentTop, contentBottom: contentBottom)
        }
        placeDecorations(contentTop: itemsTop - insets.top, contentBottom: contentBottom)
        supplementaries += badges
        return y
    }

    /// The section's backgrounds (`NSCollectionLayoutDecorationItem.background(elementKind:)`):
    /// each over the section's content area with its content insets (the
    /// items' extent grown by the section's `contentInsets`, across the
    /// width its insets are counted in; not its headers and footers), less
    /// the decoration's own `contentInsets`, at its `zIndex`.
    private mutating func placeDecorations(contentTop: CGFloat, contentBottom: CGFloat) {
        let area = CGRect(x: referenceInsets.leading, y: contentTop,
                          width: max(0, viewSize.width - referenceInsets.leading - referenceInsets.trailing),
                          height: max(0, contentBottom - contentTop))
        for item in section.decorationItems {
            let insets = item.contentInsets
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind,
                                                              with: IndexPath(item: 0, section: index))
            attributes.frame = CGRect(x: area.minX + insets.leading, y: area.minY + insets.top,
                                      width: max(0, area.width - insets.leading - insets.trailing),
                                      height: max(0, area.height - insets.top - insets.bottom))
            attributes.zIndex = item.zIndex
            decorations.append(attributes)
        }
    }

    /// How far `.groupPagingCentered` moves the first group in from the
    /// leading inset: it is drawn centred in the section's width, as UIKit
    /// pages each group to the centre (Apple forums, thread 684678: with
    /// this behaviour the first group is not leading-justified, which is
    /// `.groupPaging`'s). None for the other behaviours, or a group wider
    /// than the section.
    private func firstGroupCentring(contentWidth: CGFloat, container: CGSize) -> CGFloat {
        guard section.orthogonalScrollingBehavior == .groupPagingCentered else { return 0 }
        let groupWidth = section.group.layoutSize.resolved(in: container).width
        return max(0, (contentWidth - groupWidth) / 2)
    }

    /// A header or footer at `y`; returns its height.
    private mutating func placeSupplementary(_ supplementary: NSCollectionLayoutBoundarySupplementaryItem, y: CGFloat,
                                             contentWidth: CGFloat) -> CGFloat {
        let follows = section.supplementariesFollowContentInsets
        let available = follows ? contentWidth : viewSize.width
        let key = ElementKey(kind: supplementary.elementKind, indexPath: IndexPath(item: 0, section: index))
        var size = supplementary.layoutSize.resolved(in: CGSize(width: available, height: viewSize.height))
        size = measuredSize(key, size, supplementary.layoutSize)
        var x = follows ? section.contentInsets.leading + referenceInsets.leading : 0
        switch supplementary.alignment {
        case .topTrailing, .bottomTrailing, .trailing: x += available - size.width
        case .top, .bottom, .none: x += (available - size.width) / 2
        default: break
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.elementKind, with: key.indexPath)
        attributes.frame = CGRect(x: x + supplementary.offset.x, y: y + supplementary.offset.y, width: size.width, height: size.height)
        attributes.zIndex = supplementary.zIndex
        supplementaries.append(attributes)
        return supplementary.extendsBoundary ? size.height : 0
    }

    /// The measured size along the estimated axes, and how to measure them.
    private mutating func measuredSize(_ key: ElementKey, _ size: CGSize, _ layoutSize: NSCollectionLayoutSize) -> CGSize {
        let estimatedWidth = layoutSize.widthDimension.isEstimated, estimatedHeight = layoutSize.heightDimension.isEstimated
        guard estimatedWidth || estimatedHeight else { return size }
        estimated[key] = ElementMeasurement(target: size, fixedWidth: !estimatedWidth, fixedHeight: !estimatedHeight)
        guard let measured = measured[key] else { return size }
        return CGSize(width: estimatedWidth ? measured.width : size.width, height: estimatedHeight ? measured.height : size.height)
    }

    // MARK: Groups

    /// Places `group` with its top-left at `origin`; returns its size.
    private mutating func placeGroup(_ group: NSCollectionLayoutGroup, at origin: CGPoint, container: CGSize) -> CGSize {
        let horizontal = group.axis == .horizontal
        let insets = group.contentInsets
        var size = group.layoutSize.resolved(in: container)
        let inner = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, size.height - insets.top - insets.bottom))
        let innerAlong = horizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        let countLength = group.count.map { (innerAlong - spacing * CGFloat($0 - 1)) / CGFloat($0) }
        var cursor: CGFloat = 0, across: CGFloat = 0
        /// Each child's first attribute, its along offset, and whether it
        /// fills a fraction of the group across (set again once the group's
        /// estimated length across is known).
        var children: [(first: Int, isItem: Bool, fraction: CGFloat?)] = []
        /// Flexible spacings met before each child starts (its own leading
        /// edge's included), and in all: the group's extra length is spread
        /// evenly over them (Apple's `NSCollectionLayoutSpacing.flexible`).
        var flexibleBefore: [Int] = [], flexibleCount = 0
        let flexibleBetween = group.interItemSpacing?.isFlexibleSpacing == true
        var slot = 0
        let start = CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top)
        while next < itemCount {
            if let count = group.count, slot >= count { break }
            let subitem = group.subitems[slot % group.subitems.count]
            let proposed = subitem.layoutSize.resolved(in: inner)
            let length = countLength ?? (horizontal ? proposed.width : proposed.height)
            let edges = EdgeSpacing(subitem.edgeSpacing, horizontal: horizontal)
            if group.count == nil, slot > 0, cursor + edges.before.spacing + length > innerAlong + 1e-9,
               !(horizontal ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated) { break }
            if flexibleBetween, slot > 0 { flexibleCount += 1 }
            if edges.before.isFlexible { flexibleCount += 1 }
            flexibleBefore.append(flexibleCount)
            if edges.after.isFlexible { flexibleCount += 1 }
            cursor += edges.before.spacing
            let position = horizontal ? CGPoint(x: start.x + cursor, y: start.y + edges.acrossBefore)
                : CGPoint(x: start.x + edges.acrossBefore, y: start.y + cursor)
            let firstAttribute = items.count
            let placed: CGSize
            if let nested = subitem as? NSCollectionLayoutGroup {
                let nestedContainer = horizontal ? CGSize(width: length, height: inner.height) : CGSize(width: inner.width, height: length)
                placed = placeGroup(nested, at: position, container: countLength == nil ? inner : nestedContainer)
                children.append((firstAttribute, false, nil))
            } else {
                var itemSize = proposed
                if let countLength { if horizontal { itemSize.width = countLength } else { itemSize.height = countLength } }
                placed = placeItem(subitem, at: position, size: itemSize)
                let acrossDimension = horizontal ? subitem.layoutSize.heightDimension : subitem.layoutSize.widthDimension
                let fills = horizontal ? acrossDimension.isFractionalHeight : acrossDimension.isFractionalWidth
                children.append((firstAttribute, true, fills ? acrossDimension.dimension : nil))
            }
            cursor += (horizontal ? placed.width : placed.height) + edges.after.spacing + spacing
            across = max(across, (horizontal ? placed.height : placed.width) + edges.acrossBefore + edges.acrossAfter)
            slot += 1
        }
        let used = max(0, cursor - spacing)
        if flexibleCount > 0, used < innerAlong {
            // Flexible spacing: the group's extra length spread evenly over
            // the flexible spaces, between children and at their edges.
            let extra = (innerAlong - used) / CGFloat(flexibleCount)
            for (number, child) in children.enumerated() where flexibleBefore[number] > 0 {
                let end = number + 1 < children.count ? children[number + 1].first : items.count
                let shift = extra * CGFloat(flexibleBefore[number])
                for attribute in items[child.first..<end] {
                    attribute.frame.origin.x += horizontal ? shift : 0
                    attribute.frame.origin.y += horizontal ? 0 : shift
                }
            }
        }
        let alongEstimated = horizontal ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
        let acrossEstimated = horizontal ? group.layoutSize.heightDimension.isEstimated : group.layoutSize.widthDimension.isEstimated
        if alongEstimated {
            if horizontal { size.width = used + insets.leading + insets.trailing } else { size.height = used + insets.top + insets.bottom }
        }
        if acrossEstimated {
            if horizontal { size.height = across + insets.top + insets.bottom } else { size.width = across + insets.leading + insets.trailing }
            // Items that fill a fraction of the group across take it of the final length.
            let finalAcross = horizontal ? size.height - insets.top - insets.bottom : size.width - insets.leading - insets.trailing
            for child in children where child.isItem {
                guard let fraction = child.fraction, items.indices.contains(child.first) else { continue }
                if horizontal { items[child.first].frame.size.height = fraction * finalAcross } else {
                    items[child.first].frame.size.width = fraction * finalAcross
                }
            }
        }
        return size
    }

    /// Places the next item in a slot of `size` at `origin`; returns the
    /// slot's size (the measured one along estimated axes). The cell's
    /// frame is the slot less the item's content insets, except along an
    /// estimated axis.
    private mutating func placeItem(_ item: NSCollectionLayoutItem, at origin: CGPoint, size: CGSize) -> CGSize {
        let indexPath = IndexPath(item: next, section: index)
        next += 1
        let key = ElementKey(kind: nil, indexPath: indexPath)
        let slot = measuredSize(key, size, item.layoutSize)
        let insets = item.contentInsets
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated, estimatedHeight = item.layoutSize.heightDimension.isEstimated
        var frame = CGRect(origin: origin, size: slot)
        if !estimatedWidth {
            frame.origin.x += insets.leading
            frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
        }
        if !estimatedHeight {
            frame.origin.y += insets.top
            frame.size.height = max(0, frame.height - insets.top - insets.bottom)
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        items.append(attributes)
        placeAnchoredSupplementaries(of: item, on: frame, at: indexPath)
        if estimated[key] != nil {
            // Measured at the cell's frame: the slot less the insets on the fixed axis.
            estimated[key]?.target = frame.size
        }
        return slot
    }
}

extension CompositionalSectionPlacer {
    /// An item's badges (`supplementaryItems` with a container anchor), with
    /// the item's index path, sized against the cell's frame (a fractional
    /// dimension is a fraction of the item) and anchored on it.
    mutating func placeAnchoredSupplementaries(of item: NSCollectionLayoutItem, on frame: CGRect, at indexPath: IndexPath) {
        for supplementary in item.supplementaryItems {
            guard let anchor = supplementary.containerAnchor else { continue }
            let size = supplementary.layoutSize.resolved(in: frame.size)
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
            attributes.frame = anchor.frame(of: size, in: frame, itemAnchor: supplementary.itemAnchor)
            attributes.zIndex = supplementary.zIndex
            badges.append(attributes)
        }
    }
}

/// An item's `edgeSpacing` along and across its group's axis: the space
/// before and after it along the axis (leading and trailing for a
/// horizontal group, top and bottom for a vertical one), each fixed or
/// flexible, and the fixed offset across. The item keeps its size; the
/// spacing moves it and the items after it (Apple's
/// `NSCollectionLayoutItem.edgeSpacing`, "applied before contentInsets").
@MainActor
struct EdgeSpacing {
    let before: (spacing: CGFloat, isFlexible: Bool)
    let after: (spacing: CGFloat, isFlexible: Bool)
    let acrossBefore: CGFloat
    let acrossAfter: CGFloat

    init(_ edges: NSCollectionLayoutEdgeSpacing?, horizontal: Bool) {
        func value(_ spacing: NSCollectionLayoutSpacing?) -> (CGFloat, Bool) {
            (spacing?.spacing ?? 0, spacing?.isFlexibleSpacing ?? false)
        }
        before = value(horizontal ? edges?.leading : edges?.top)
        after = value(horizontal ? edges?.trailing : edges?.bottom)
        acrossBefore = (horizontal ? edges?.top : edges?.leading)?.spacing ?? 0
        acrossAfter = (horizontal ? edges?.bottom : edges?.trailing)?.spacing ?? 0
    }
}
