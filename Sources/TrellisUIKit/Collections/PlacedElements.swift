import Foundation

/// What a layout's pass placed, by section, and the queries a collection
/// view asks of it: the flow and compositional layouts keep the same.
@preconcurrency @MainActor
struct PlacedElements {
    var items: [[UICollectionViewLayoutAttributes]] = []
    var supplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Each section's extent along the scrolling axis, header to footer, to skip sections off screen.
    var sectionExtents: [ClosedRange<CGFloat>] = []
    /// Whether `sectionExtents` run along x (a horizontal flow layout's sections side by side), else y.
    var extentsAlongX = false
    /// Headers and footers that pin to the visible bounds, and where their
    /// section's content lies (BoundaryPin.swift).
    var pins: [ElementKey: BoundaryPin] = [:]
    /// Decorations (a section's background), by kind and section.
    var decorations: [ElementKey: UICollectionViewLayoutAttributes] = [:]

    /// The decorations, items of the sections `rect` reaches, then the
    /// supplementary views, that share area with `rect`; a pinned header or
    /// footer where it is drawn in `visible` (the collection view's area
    /// under the bars; nil: nothing pins).
    func elements(in rect: CGRect, visible: VisibleArea?) -> [UICollectionViewLayoutAttributes] {
        var found: [UICollectionViewLayoutAttributes] = decorations.values.filter { $0.frame.sharesArea(with: rect) }
            .sorted { $0.indexPath < $1.indexPath }
        let (low, high) = extentsAlongX ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        for (section, extent) in sectionExtents.enumerated() where extent.upperBound >= low && extent.lowerBound <= high {
            found += items[section].filter { $0.frame.sharesArea(with: rect) }
        }
        found += supplementaries.values.map { drawn($0, visible: visible) }.filter { $0.frame.sharesArea(with: rect) }
            .sorted { $0.indexPath < $1.indexPath }
        return found
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath, visible: VisibleArea?) -> UICollectionViewLayoutAttributes? {
        supplementaries[ElementKey(kind: kind, indexPath: indexPath)].map { drawn($0, visible: visible) }
    }

    func decoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        decorations[ElementKey(kind: kind, indexPath: indexPath)]
    }

    /// A supplementary's attributes where it is drawn: a pinned one's copy
    /// moved into the visible area, the others as placed.
    private func drawn(_ attributes: UICollectionViewLayoutAttributes, visible: VisibleArea?) -> UICollectionViewLayoutAttributes {
        guard let visible, let pin = pins[attributes.key] else { return attributes }
        let frame = attributes.frame
        let (natural, length) = pin.alongX ? (frame.minX, frame.width) : (frame.minY, frame.height)
        let start = pin.drawnTop(natural: natural, height: length, visible: visible)
        guard start != natural else { return attributes }
        let moved = attributes.duplicate()
        if pin.alongX { moved.frame.origin.x = start } else { moved.frame.origin.y = start }
        return moved
    }
}
