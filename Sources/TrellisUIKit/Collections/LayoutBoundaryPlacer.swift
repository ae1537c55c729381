import Foundation

/// Places a compositional layout's own headers and footers, the
/// configuration's `boundarySupplementaryItems` (Apple: "the supplementary
/// items that are associated with the boundary edges of the entire layout,
/// such as global headers and footers"): the top-aligned ones above the
/// first section, from the content's top, the bottom-aligned ones below the
/// last, each across the collection view's width (its `layoutSize`
/// resolved in the view's size, as a section's is), at the side its
/// alignment says. `interSectionSpacing` is not put between them and the
/// sections: it is "the amount of space between the sections".
///
/// Their index path: item 0 of section 0. Apple documents none for the
/// layout's items; `NSCollectionLayoutBoundarySupplementaryItem`'s page
/// asks that "each type of supplementary item must have a unique element
/// kind", which is what tells them from section 0's own header and footer
/// (docs/uikit.md, "Collection views").
@preconcurrency @MainActor
struct LayoutBoundaryPlacer {
    let items: [NSCollectionLayoutBoundarySupplementaryItem]
    let viewSize: CGSize
    let measured: [ElementKey: CGSize]

    var placed: [UICollectionViewLayoutAttributes] = []
    var estimated: [ElementKey: ElementMeasurement] = [:]
    /// The pinned ones (`pinToVisibleBounds`), kept in view while any of
    /// the layout's content is: between the headers' end and the footers' start.
    var pins: [ElementKey: BoundaryPin] = [:]
    private var headersBottom: CGFloat = 0
    private var headerKeys: [(ElementKey, Bool)] = []

    init(items: [NSCollectionLayoutBoundarySupplementaryItem], viewSize: CGSize, measured: [ElementKey: CGSize]) {
        self.items = items
        self.viewSize = viewSize
        self.measured = measured
    }

    /// The headers from `top`; returns where the first section starts.
    mutating func placeHeaders(top: CGFloat) -> CGFloat {
        var y = top
        for item in items where !item.isBelow {
            let (key, height) = place(item, y: y)
            headerKeys.append((key, item.pinToVisibleBounds))
            y += height
        }
        headersBottom = y
        return y
    }

    /// The footers from `top` (the last section's end); returns the
    /// content's end. Pins are known once both ends are.
    mutating func placeFooters(top: CGFloat) -> CGFloat {
        var y = top
        var footerKeys: [(ElementKey, Bool)] = []
        for item in items where item.isBelow {
            let (key, height) = place(item, y: y)
            footerKeys.append((key, item.pinToVisibleBounds))
            y += height
        }
        for (key, pinned) in headerKeys where pinned {
            pins[key] = BoundaryPin(isHeader: true, contentTop: headersBottom, contentBottom: top)
        }
        for (key, pinned) in footerKeys where pinned {
            pins[key] = BoundaryPin(isHeader: false, contentTop: headersBottom, contentBottom: top)
        }
        return y
    }

    /// One item at `y`: its key and how far it moves what follows (none
    /// when it does not extend the boundary).
    private mutating func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, y: CGFloat) -> (ElementKey, CGFloat) {
        let key = ElementKey(kind: item.elementKind, indexPath: IndexPath(item: 0, section: 0))
        var size = item.layoutSize.resolved(in: viewSize)
        let layoutSize = item.layoutSize
        let estimatedWidth = layoutSize.widthDimension.isEstimated, estimatedHeight = layoutSize.heightDimension.isEstimated
        if estimatedWidth || estimatedHeight {
            estimated[key] = ElementMeasurement(target: size, fixedWidth: !estimatedWidth, fixedHeight: !estimatedHeight)
            if let measured = measured[key] {
                size = CGSize(width: estimatedWidth ? measured.width : size.width, height: estimatedHeight ? measured.height : size.height)
            }
        }
        var x: CGFloat = 0
        switch item.alignment {
        case .topTrailing, .bottomTrailing, .trailing: x = viewSize.width - size.width
        case .top, .bottom, .none: x = (viewSize.width - size.width) / 2
        default: break
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: key.indexPath)
        attributes.frame = CGRect(x: x + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
        attributes.zIndex = item.zIndex
        placed.append(attributes)
        return (key, item.extendsBoundary ? size.height : 0)
    }
}
