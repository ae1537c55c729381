import Foundation

extension UITableView {
    /// How far in from a row's leading and trailing edges its separator
    /// runs. The cell's own `separatorInset`, when the app set one, wins
    /// ("takes precedence over any default separator insets set on the
    /// table view", Apple's `UITableViewCell.separatorInset`); else the
    /// table's, when the app set one ("sets the default inset for all cells
    /// in the table, much as rowHeight sets the default height", Apple's
    /// `UITableView.separatorInset`: Tracker's schedule table stops its
    /// lines 16 points short of the right edge this way); else UIKit's
    /// automatic start (the row's text past an image, or the table's side
    /// margin) and no trailing inset. Only the left and right insets count,
    /// and a negative one counts as 0, as Apple documents for the cell's.
    /// Set relative to the cell's edges (`separatorInsetReference`'s
    /// default); an inset relative to the automatic ones is not applied.
    func separatorSides(of cell: UITableViewCell, width: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let standard = UIEdgeInsets(top: 0, left: SystemMinimumMargin.narrow, bottom: 0, right: 0)
        let safe = cell.safeAreaContentInsets.leading
        if cell.separatorInsetIsSystem, separatorInsetReference == .fromCellEdges, separatorInset != standard {
            return (min(max(0, separatorInset.left) + safe, width), max(0, separatorInset.right))
        }
        return (min(cell.separatorLeading + safe, width), max(0, cell.separatorInset.right))
    }
}
