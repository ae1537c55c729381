import Foundation

/// A compositional layout whose configuration scrolls sideways
/// (`scrollDirection = .horizontal`): the vertical layout turned on its
/// side (``Transposed``).
///
/// - Sections follow each other along x, `interSectionSpacing` between
///   them; each section's groups follow each other along x,
///   `interGroupSpacing` apart, from the section's leading inset.
/// - The sections stand in the view's height less its adjusted content
///   insets (as a horizontal flow layout's columns: the collection view's
///   `columnHeight`): a fractional height is of that height less the
///   section's top and bottom insets, a fractional width of the view's width
///   (Apple, `NSCollectionLayoutDimension`: "relative to the width of the
///   item's container"; a section's container is the collection view).
/// - Boundary supplementary items: those whose alignment has a trailing
///   side (`.trailing`, `.topTrailing`, `.bottomTrailing`) come after the
///   section's content along x, the others before it, as a vertical
///   layout's bottom ones come below and the others above; across, at the
///   top (`.top`, `.topLeading`, `.topTrailing`), the bottom, or centred.
///   The configuration's own go before the first section and after the last.
/// - Pinned ones (`pinToVisibleBounds`) stick to the leading edge of the
///   visible area while their section shows (BoundaryPin.swift).
/// - Right to left the frames are mirrored, as a horizontal flow layout's:
///   the first section at the right, the view starting scrolled to the
///   right end (UICollectionView+Horizontal.swift).
/// - Orthogonal sections stack their groups top to bottom, drawn at their
///   first position. List sections are not laid out as lists sideways.
extension UICollectionViewCompositionalLayout {
    func prepareSideways(in collectionView: UICollectionView) {
        let height = collectionView.columnHeight
        preparedColumnHeight = height
        placed.extentsAlongX = true
        let viewSize = collectionView.bounds.size
        // The placers work in the turned world: its width is the columns' height.
        let turnedView = CGSize(width: height, height: viewSize.width)
        let turnedMeasured = measuredSizes.mapValues(Transposed.size)
        var boundary = LayoutBoundaryPlacer(items: settings.boundarySupplementaryItems.map(Transposed.boundaryItem),
                                            viewSize: turnedView, measured: turnedMeasured)
        widthFollowsView = settings.boundarySupplementaryItems.contains { $0.layoutSize.widthDimension.isFractionalWidth }
        var x = boundary.placeHeaders(top: 0)
        var turnedEstimated: [ElementKey: ElementMeasurement] = [:]
        var supplementaries: [UICollectionViewLayoutAttributes] = []
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { x += settings.interSectionSpacing }
            let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: viewSize),
                                                          traitCollection: collectionView.traitCollection, sectionIndex: index)
            guard let section = fixedSection ?? sectionProvider?(index, environment) else {
                placed.items.append([])
                placed.sectionExtents.append(x...x)
                continue
            }
            if Self.widthFollowsView(section) { widthFollowsView = true }
            var placer = CompositionalSectionPlacer(section: Transposed.section(section), index: index,
                                                    itemCount: collectionView.numberOfItems(inSection: index),
                                                    viewSize: turnedView, measured: turnedMeasured)
            let start = x
            x = placer.place(top: x)
            placed.items.append(placer.items)
            supplementaries += placer.supplementaries
            placed.pins.merge(placer.pins) { $1 }
            for attributes in placer.decorations {
                placed.decorations[ElementKey(kind: attributes.representedElementKind, indexPath: attributes.indexPath)] = attributes
            }
            turnedEstimated.merge(placer.estimated) { $1 }
            placed.sectionExtents.append(start...x)
        }
        x = boundary.placeFooters(top: x)
        supplementaries += boundary.placed
        placed.pins.merge(boundary.pins) { $1 }
        turnedEstimated.merge(boundary.estimated) { $1 }
        // Back on its feet: every frame turned, the pins along x.
        let all = placed.items.joined().map { $0 } + supplementaries + Array(placed.decorations.values)
        for attributes in all { attributes.frame = Transposed.rect(attributes.frame) }
        for attributes in supplementaries { placed.supplementaries[attributes.key] = attributes }
        placed.pins = placed.pins.mapValues { pin in
            var turned = pin
            turned.alongX = true
            return turned
        }
        estimated = turnedEstimated.mapValues(Transposed.measurement)
        contentSize = CGSize(width: x, height: height)
        if collectionView.flipsLayout(self) { mirror(within: max(x, collectionView.shownWidth)) }
    }

    /// Every frame mirrored in `width` (x becomes `width − maxX`), as a
    /// horizontal flow layout's; a pinned header then sticks to the right
    /// edge, where the section's start is, and a footer to the left.
    private func mirror(within width: CGFloat) {
        let all = placed.items.joined().map { $0 } + Array(placed.supplementaries.values) + Array(placed.decorations.values)
        for attributes in all { attributes.frame.origin.x = width - attributes.frame.maxX }
        placed.sectionExtents = placed.sectionExtents.map { (width - $0.upperBound)...(width - $0.lowerBound) }
        placed.pins = placed.pins.mapValues { pin in
            BoundaryPin(isHeader: !pin.isHeader, contentTop: width - pin.contentBottom, contentBottom: width - pin.contentTop,
                        alongX: true)
        }
    }

    /// Whether a length in `section` is a fraction of the collection
    /// view's width: its group's width, or a header's or footer's (a
    /// fraction of a group's own width follows the group, and a fraction of
    /// the height follows the columns' height).
    static func widthFollowsView(_ section: NSCollectionLayoutSection) -> Bool {
        section.group.layoutSize.widthDimension.isFractionalWidth
            || section.boundarySupplementaryItems.contains { $0.layoutSize.widthDimension.isFractionalWidth }
    }
}
