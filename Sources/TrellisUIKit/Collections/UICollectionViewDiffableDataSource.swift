import Foundation

/// A collection view's data source driven by snapshots (UIKit's
/// `UICollectionViewDiffableDataSource`): `apply(_:animatingDifferences:)`
/// reloads the collection view with the snapshot's sections and items
/// (not animated); the cell provider makes each item's cell and the
/// `supplementaryViewProvider` the headers and footers.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private(set) var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What a tap on an outline disclosure asks and tells the app
    /// (UICollectionViewDiffableDataSource+Outline.swift).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// What a reorder asks and tells the app (UICollectionViewDiffableDataSource+Reordering.swift).
    public var reorderingHandlers = ReorderingHandlers()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the collection view reloads; the completion runs at once.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots = [:]
        show(snapshot, completion: completion)
    }

    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      completion: (() -> Void)?) {
        current = snapshot
        for call in current.takeRaisedCalls() { collectionView?.node.recordLayoutIssue(call.issue) }
        collectionView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// Shows an outline in one section: its visible items replace the
    /// section's (the section is appended when the snapshot lacks it).
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        show(whole, completion: completion)
    }

    /// The outline last applied to `section`, or its items as root items.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell(frame: .zero)
        }
        if let listCell = cell as? UICollectionViewListCell { placeInOutline(listCell, item: item, at: indexPath) }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    /// Answered by `reorderingHandlers` (UICollectionViewDiffableDataSource+Reordering.swift).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorder(at: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }
}
