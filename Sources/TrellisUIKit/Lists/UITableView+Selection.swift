import Foundation

/// Selection, by code and by touch. A tap on a row (`view.trellis.tap(at:)`
/// on the table, a cell or a label in it) reaches the table through the
/// responder chain when no control in the row takes it, and selects the
/// row as UIKit does: `shouldHighlightRowAt`, highlighted while touched,
/// `willSelectRowAt` (which may redirect or refuse), the previous row
/// deselected (`willDeselectRowAt`/`didDeselectRowAt`) unless multiple
/// selection is allowed, then `didSelectRowAt`. Code that calls
/// `selectRow(at:animated:scrollPosition:)` or `deselectRow(at:animated:)`
/// gets no delegate calls, as Apple documents for both.
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }

    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row (deselecting the others unless multiple selection is
    /// allowed) and scrolls it to `scrollPosition`; nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleRows[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        setNeedsLayout()
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visibleRows[indexPath]?.setSelected(false, animated: animated)
        setNeedsLayout()
    }

    /// The row under the touch, in content coordinates.
    private func row(under touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first, !touchIsOnHeaderOrFooter(touch) else { return nil }
        return indexPathForRow(at: touch.location(in: self))
    }

    /// A touch went down on a row: highlights it. Returns whether a row took it.
    func beginRowTouch(_ touches: Set<UITouch>) -> Bool {
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing), let indexPath = row(under: touches) else { return false }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
            touchedRow = nil
            return true
        }
        touchedRow = indexPath
        visibleRows[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// The touch lifted: selects the touched row as UIKit does on a tap.
    func endRowTouch(_ touches: Set<UITouch>) -> Bool {
        guard let indexPath = touchedRow else { return row(under: touches) != nil }
        touchedRow = nil
        visibleRows[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        let delegate = tableDelegate
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return true }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return true
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return true }
        if !allowsMultipleSelection {
            for row in selectedRows where row != target {
                guard let leaving = delegate.map({ $0.tableView(self, willDeselectRowAt: row) }) ?? row else { continue }
                deselectRow(at: leaving, animated: false)
                delegate?.tableView(self, didDeselectRowAt: leaving)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        visibleRows[target]?.setSelected(true, animated: false)
        setNeedsLayout()
        delegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    func cancelRowTouch() {
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        visibleRows[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
