import Foundation

/// One change an update makes to a collection view's items (UIKit's
/// `UICollectionViewUpdateItem`): the collection view makes them and hands
/// them to its layout's `prepare(forCollectionViewUpdates:)`, as Apple
/// documents ("You don't create instances of this class directly").
/// Item changes only: a section's insert, delete or move is not announced.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does; the raw values are UIKit's
    /// (`UICollectionUpdateAction`: insert 0, delete 1, reload 2, move 3, none 4).
    public enum Action: Int, Sendable {
        case insert = 0, delete, reload, move, none
    }

    /// The item's index path before the update; nil for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item's index path after the update; nil for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}

extension UICollectionView {
    /// Hands `items` to the layout as UIKit does when an update ends:
    /// `prepare(forCollectionViewUpdates:)`, then (the change being drawn at
    /// once here, not animated) `finalizeCollectionViewUpdates()`. Inside
    /// `performBatchUpdates` they wait for the outermost batch's end.
    func announceUpdates(_ items: [UICollectionViewUpdateItem]) {
        if isInBatch {
            pendingUpdateItems += items
            return
        }
        collectionViewLayout.prepare(forCollectionViewUpdates: items)
        collectionViewLayout.finalizeCollectionViewUpdates()
    }
}
