import Foundation

/// A compositional layout scrolling sideways is the vertical one turned on
/// its side: Apple's pages define the horizontal direction only by the axis
/// the content scrolls along (`scrollDirection`: "The axis that the content
/// in the collection view layout scrolls along") and by dimensions that
/// are fractions of the container's width or height, so Trellis swaps the
/// axes of a section (widths and heights, fractional widths and heights,
/// leading and top insets and spacings, `.leading` and `.top` alignments),
/// places it with the vertical placer, and swaps the frames back. A
/// section's groups then follow each other along x, a horizontal group's
/// items stay side by side, and a fractional height is of the columns'
/// height (the view's height less its adjusted content insets).
@MainActor
enum Transposed {
    static func size(_ size: CGSize) -> CGSize { CGSize(width: size.height, height: size.width) }

    static func rect(_ rect: CGRect) -> CGRect { CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) }

    static func dimension(_ dimension: NSCollectionLayoutDimension) -> NSCollectionLayoutDimension {
        switch dimension.kind {
        case .fractionalWidth: return .fractionalHeight(dimension.dimension)
        case .fractionalHeight: return .fractionalWidth(dimension.dimension)
        case .absolute: return .absolute(dimension.dimension)
        case .estimated: return .estimated(dimension.dimension)
        }
    }

    static func layoutSize(_ size: NSCollectionLayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(size.heightDimension), heightDimension: dimension(size.widthDimension))
    }

    static func insets(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
    }

    /// Leading and top swap, trailing and bottom; the corners between them follow.
    static func alignment(_ alignment: NSRectAlignment) -> NSRectAlignment {
        switch alignment {
        case .none: return .none
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .topLeading: return .topLeading
        case .bottomTrailing: return .bottomTrailing
        case .topTrailing: return .bottomLeading
        case .bottomLeading: return .topTrailing
        }
    }

    static func item(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutItem {
        let turned: NSCollectionLayoutItem
        if let group = item as? NSCollectionLayoutGroup {
            turned = self.group(group)
        } else {
            turned = NSCollectionLayoutItem(layoutSize: layoutSize(item.layoutSize), supplementaryItems: item.supplementaryItems)
        }
        turned.contentInsets = insets(item.contentInsets)
        turned.edgeSpacing = item.edgeSpacing.map {
            NSCollectionLayoutEdgeSpacing(leading: $0.top, top: $0.leading, trailing: $0.bottom, bottom: $0.trailing)
        }
        return turned
    }

    /// A horizontal group becomes a vertical one and the reverse.
    static func group(_ group: NSCollectionLayoutGroup) -> NSCollectionLayoutGroup {
        let size = layoutSize(group.layoutSize), subitems = group.subitems.map(item)
        let turned: NSCollectionLayoutGroup
        switch (group.axis, group.count) {
        case (.horizontal, let count?): turned = .vertical(layoutSize: size, subitem: subitems[0], count: count)
        case (.horizontal, nil): turned = .vertical(layoutSize: size, subitems: subitems)
        case (.vertical, let count?): turned = .horizontal(layoutSize: size, subitem: subitems[0], count: count)
        case (.vertical, nil): turned = .horizontal(layoutSize: size, subitems: subitems)
        }
        turned.interItemSpacing = group.interItemSpacing
        return turned
    }

    static func boundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> NSCollectionLayoutBoundarySupplementaryItem {
        let turned = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(item.layoutSize), elementKind: item.elementKind, alignment: alignment(item.alignment),
            absoluteOffset: CGPoint(x: item.offset.y, y: item.offset.x))
        turned.extendsBoundary = item.extendsBoundary
        turned.pinToVisibleBounds = item.pinToVisibleBounds
        turned.zIndex = item.zIndex
        turned.contentInsets = insets(item.contentInsets)
        return turned
    }

    static func section(_ section: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        let turned = NSCollectionLayoutSection(group: group(section.group))
        turned.contentInsets = insets(section.contentInsets)
        turned.interGroupSpacing = section.interGroupSpacing
        turned.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        turned.boundarySupplementaryItems = section.boundarySupplementaryItems.map(boundaryItem)
        turned.decorationItems = section.decorationItems.map { decoration in
            let copy = NSCollectionLayoutDecorationItem.background(elementKind: decoration.elementKind)
            copy.contentInsets = insets(decoration.contentInsets)
            copy.zIndex = decoration.zIndex
            return copy
        }
        turned.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        turned.contentInsetsReference = section.contentInsetsReference
        return turned
    }

    static func measurement(_ measurement: ElementMeasurement) -> ElementMeasurement {
        ElementMeasurement(target: size(measurement.target), fixedWidth: measurement.fixedHeight, fixedHeight: measurement.fixedWidth)
    }
}
