import Foundation

/// One section's items as an outline (UIKit's
/// `NSDiffableDataSourceSectionSnapshot`, iOS 14): items with children,
/// expanded or collapsed. `visibleItems` are the items whose parents are
/// all expanded, in outline order: what a collection view shows when the
/// snapshot is applied to a section
/// (`UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:)`).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    var order: [ItemIdentifierType] = []
    var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, in outline order.
    public var items: [ItemIdentifierType] { order }
    public var rootItems: [ItemIdentifierType] { order.filter { parents[$0] == nil } }

    public var visibleItems: [ItemIdentifierType] {
        order.filter { item in
            var current = parents[item]
            while let parent = current {
                if !expanded.contains(parent) { return false }
                current = parents[parent]
            }
            return true
        }
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { order.contains(item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }
    public func index(of item: ItemIdentifierType) -> Int? { order.firstIndex(of: item) }

    /// How deep `item` is: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = parents[item]
        while let parent = current {
            level += 1
            current = parents[parent]
        }
        return level
    }

    /// Appends `items` as children of `parent` (after its last descendant), or as root items.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        var position = order.count
        if let parent, let start = order.firstIndex(of: parent) {
            position = start + 1
            while position < order.count, isDescendant(order[position], of: parent) { position += 1 }
        }
        order.insert(contentsOf: items, at: position)
        if let parent { for item in items { parents[item] = parent } }
    }

    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    public mutating func delete(_ items: [ItemIdentifierType]) {
        let doomed = Set(order.filter { item in items.contains { item == $0 || isDescendant(item, of: $0) } })
        order.removeAll { doomed.contains($0) }
        for item in doomed {
            parents[item] = nil
            expanded.remove(item)
        }
    }

    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    func isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
        var current = parents[item]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }
}
