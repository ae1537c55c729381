import Foundation

/// What a reorder of the list asks and tells the app (UIKit's
/// `UICollectionViewDiffableDataSource.ReorderingHandlers`, iOS 14): with
/// no `canReorderItem` the items cannot move, as Apple documents; at the
/// end of a move the data source shows the reordered snapshot itself and
/// hands the app a transaction, before (`willReorder`) and after
/// (`didReorder`), to update its own store.
extension UICollectionViewDiffableDataSource {
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// Whether the item may move: the app's `canReorderItem`, false without one.
    func canReorder(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let ask = reorderingHandlers.canReorderItem else { return false }
        return ask(item)
    }

    /// The end of a move, as the collection view reports it through
    /// `collectionView(_:moveItemAt:to:)`: the item leaves its place and
    /// takes the destination's, the reordered snapshot is shown, and the
    /// handlers get the transaction of each section it touched.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = initial.item(at: source), let fromSection = sectionIdentifier(for: source.section),
              let toSection = sectionIdentifier(for: destination.section) else { return }
        var order = initial.sectionIdentifiers.map { ($0, initial.itemIdentifiers(inSection: $0)) }
        let fromIndex = source.section, toIndex = destination.section
        order[fromIndex].1.removeAll { $0 == item }
        order[toIndex].1.insert(item, at: min(destination.item, order[toIndex].1.count))
        var final = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        for (section, items) in order {
            final.appendSections([section])
            final.appendItems(items, toSection: section)
        }
        let touched = fromSection == toSection ? [fromSection] : [fromSection, toSection]
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final, sections: touched)
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }
}

/// A reorder's whole change (UIKit's `NSDiffableDataSourceTransaction`).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, sections: [SectionIdentifierType]) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
        sectionTransactions = sections.map { section in
            NSDiffableDataSourceSectionTransaction(sectionIdentifier: section,
                                                   initial: initialSnapshot.itemIdentifiers(inSection: section),
                                                   final: finalSnapshot.itemIdentifiers(inSection: section))
        }
    }
}

/// One section's part of a reorder (UIKit's `NSDiffableDataSourceSectionTransaction`):
/// its items before and after, and the difference that turns one into the
/// other (what `Array.applying(_:)` takes).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initial: [ItemIdentifierType], final: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var before = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        before.append(initial)
        var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        after.append(final)
        initialSnapshot = before
        finalSnapshot = after
        difference = final.difference(from: initial).inferringMoves()
    }
}
