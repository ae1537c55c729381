import Foundation

/// The subtree members of `NSDiffableDataSourceSectionSnapshot` (iOS 14):
/// cutting a parent's subtree out as a snapshot of its own, grafting one
/// snapshot under an item of another, and placing items beside a sibling.
/// Expansion travels with the items, as Apple's page for
/// `snapshot(of:includingParent:)` describes ("a section snapshot
/// containing the specified parent item and its child items").
extension NSDiffableDataSourceSectionSnapshot {
    /// `parent`'s descendants, in outline order, with `parent` as the one
    /// root when `includingParent` is true; otherwise its children become
    /// the root items. An item not in the snapshot gives an empty one.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        guard contains(parent) else { return result }
        let descendants = order.filter { isDescendant($0, of: parent) }
        result.order = (includingParent ? [parent] : []) + descendants
        for item in descendants {
            let itsParent = parents[item]
            if itsParent == parent && !includingParent { continue }
            result.parents[item] = itsParent
        }
        result.expanded = expanded.intersection(result.order)
        return result
    }

    /// Appends another snapshot's items (its structure and expansion kept)
    /// under `parent`, or as root items.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(snapshot.rootItems, to: parent)
        graft(snapshot)
    }

    /// Inserts `items` as siblings just before `item` (same parent).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let position = order.firstIndex(of: item) else { return }
        order.insert(contentsOf: items, at: position)
        for new in items { parents[new] = parents[item] }
    }

    /// Inserts `items` as siblings just after `item` and its descendants.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard var position = order.firstIndex(of: item) else { return }
        position += 1
        while position < order.count, isDescendant(order[position], of: item) { position += 1 }
        order.insert(contentsOf: items, at: position)
        for new in items { parents[new] = parents[item] }
    }

    /// Replaces `parent`'s children with `snapshot`'s items.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        delete(order.filter { parents[$0] == parent })
        append(snapshot, to: parent)
    }

    /// Places each non-root item of `snapshot` after its parent's last
    /// descendant here, and takes its expansion.
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        for item in snapshot.order where snapshot.parents[item] != nil {
            append([item], to: snapshot.parents[item])
        }
        expanded.formUnion(snapshot.expanded)
    }
}
