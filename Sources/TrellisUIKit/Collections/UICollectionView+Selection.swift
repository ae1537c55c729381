import Foundation

/// Selection, by code and by touch. A tap on an item (`view.trellis.tap(at:)`
/// on the collection view or a view in a cell) reaches the collection view
/// through the responder chain when no control takes it, and selects the
/// item as UIKit does: `shouldHighlightItemAt`, highlighted while touched,
/// `shouldSelectItemAt`, the previous item deselected unless multiple
/// selection is allowed (a selected item tapped again with multiple
/// selection: `shouldDeselectItemAt`, deselected), then `didSelectItemAt`.
/// `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)`
/// call no delegate methods, as Apple documents for both.
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleItems[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
        setNeedsLayout()
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        visibleItems[indexPath]?.isSelected = false
        setNeedsLayout()
    }

    private func item(under touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first, !touchIsOnSupplementaryView(touch) else { return nil }
        return indexPathForItem(at: touch.location(in: self))
    }

    /// A touch went down on an item: highlights it. Returns whether an item took it.
    func beginItemTouch(_ touches: Set<UITouch>) -> Bool {
        guard allowsSelection, let indexPath = item(under: touches) else { return false }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
            touchedItem = nil
            return true
        }
        touchedItem = indexPath
        visibleItems[indexPath]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// The touch lifted: selects the touched item as UIKit does on a tap.
    func endItemTouch(_ touches: Set<UITouch>) -> Bool {
        guard let indexPath = touchedItem else { return item(under: touches) != nil }
        touchedItem = nil
        visibleItems[indexPath]?.isHighlighted = false
        let delegate = collectionDelegate
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        // An outline header's tap toggles it and selects nothing (Apple,
        // `UICellAccessory.OutlineDisclosureOptions.Style.header`).
        if let cell = visibleItems[indexPath] as? UICollectionViewListCell, cell.togglesOnAnyTap {
            cell.toggleOutline()
            return true
        }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return true }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return true
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return true }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath {
                deselectItem(at: item, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleItems[indexPath]?.isSelected = true
        setNeedsLayout()
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    func cancelItemTouch() {
        guard let indexPath = touchedItem else { return }
        touchedItem = nil
        visibleItems[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
