import Foundation

/// Outlines that expand and collapse (iOS 14). A section shown from an
/// `NSDiffableDataSourceSectionSnapshot` gives each list cell its item's
/// level as `indentationLevel` (Apple, `UICollectionViewListCell.indentationLevel`:
/// "The indentation level sets automatically when you use a hierarchical
/// data source, such as an `NSDiffableDataSourceSectionSnapshot`") and
/// its expansion, which its outline disclosure shows and toggles.
///
/// A toggle goes through `sectionSnapshotHandlers` ("Handlers for
/// expanding and collapsing items"), in the order their pages describe
/// them: `shouldExpandItem` ("determines whether a particular item is
/// expandable"; false stops here), `willExpandItem` ("prepares the diffable
/// data source for expanding an item"; a snapshot it applies is the one
/// expanded), `snapshotForExpandingParent` ("provides the section snapshot
/// for expanding the parent item": given the item's current children as a
/// snapshot, its answer replaces them), then the item expanded and the
/// section's snapshot applied; collapsing: `shouldCollapseItem`,
/// `willCollapseItem`, the item collapsed and applied. Apple's pages give
/// no sequence beyond these words; "should" before "will" before the
/// change is Trellis's reading of them.
extension UICollectionViewDiffableDataSource {
    /// UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    /// Gives a list cell its item's level and expansion in the section's
    /// outline; a cell of a section with none keeps its own level (one it
    /// had from an outline before goes back to 0).
    func placeInOutline(_ cell: UICollectionViewListCell, item: ItemIdentifierType, at indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section] else {
            if cell.outlineState != nil {
                cell.indentationLevel = 0
                cell.outlineState = nil
            }
            return
        }
        cell.indentationLevel = outline.level(of: item)
        cell.outlineState = OutlineItemState(isExpanded: outline.isExpanded(item)) { [weak self] in
            self?.toggle(item, in: section)
        }
    }

    /// Expands a collapsed item or collapses an expanded one, as a tap on
    /// its outline disclosure does.
    func toggle(_ item: ItemIdentifierType, in section: SectionIdentifierType) {
        guard let before = sectionSnapshots[section], before.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if before.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            var outline = sectionSnapshots[section] ?? before
            outline.collapse([item])
            apply(outline, to: section, animatingDifferences: true)
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            var outline = sectionSnapshots[section] ?? before
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
            apply(outline, to: section, animatingDifferences: true)
        }
    }
}
