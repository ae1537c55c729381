import Foundation

/// What a layout's pass placed, by section, and the queries a collection
/// view asks of it: the flow and compositional layouts keep the same.
@preconcurrency @MainActor
struct PlacedElements {
    var items: [[UICollectionViewLayoutAttributes]] = []
    var supplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Each section's vertical extent, header to footer, to skip sections off screen.
    var sectionExtents: [ClosedRange<CGFloat>] = []

    /// The items of the sections `rect` reaches, then the supplementary views, that share area with `rect`.
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var found: [UICollectionViewLayoutAttributes] = []
        for (section, extent) in sectionExtents.enumerated() where extent.upperBound >= rect.minY && extent.lowerBound <= rect.maxY {
            found += items[section].filter { $0.frame.sharesArea(with: rect) }
        }
        found += supplementaries.values.filter { $0.frame.sharesArea(with: rect) }.sorted { $0.indexPath < $1.indexPath }
        return found
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries[ElementKey(kind: kind, indexPath: indexPath)]
    }
}
