import Foundation

/// A table cell's indentation (UIKit's `indentationLevel` and
/// `indentationWidth`). Apple: "Assigning a positive value to this property
/// indents the cell's content from the left edge of the cell separator. The
/// amount of indentation is equal to the indentation level multiplied by the
/// value in the `indentationWidth` property" (default 10). What moves is the
/// content the cell lays out itself: the classic `imageView`, `textLabel`
/// and `detailTextLabel`, and a list content configuration's view (its
/// leading margin grows by the indentation, so its width shrinks by it). The
/// app's own subviews of `contentView` stay, as UIKit's do (a custom cell
/// indents in its own `layoutSubviews`). The separator does not move.
/// Leading, so that right to left the content moves left.
extension UITableViewCell {
    /// `indentationLevel × indentationWidth`, never negative.
    var indentation: CGFloat { max(0, CGFloat(indentationLevel) * indentationWidth) }

    /// Hands the indentation to the list content in `contentView`.
    func indentContent() {
        let amount = indentation
        for case let list as UIListContentView in contentView.subviews where list.indentation != amount {
            list.indentation = amount
        }
    }
}

extension UITableView {
    /// The delegate's `tableView(_:indentationLevelForRowAt:)` for a row
    /// about to show. UIKit sets the cell's level only when the delegate
    /// implements the method; a Swift protocol's default (0) cannot say
    /// whether it does, so a 0 does not undo a level the app gave the cell
    /// itself in `cellForRowAt`, unless the level was the delegate's before
    /// (a reused cell).
    func indentFromDelegate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        let parts = cell.parts
        if level != 0 || parts.indentationLevelFromDelegate {
            cell.indentationLevel = level
            parts.indentationLevelFromDelegate = level != 0
        }
    }
}
