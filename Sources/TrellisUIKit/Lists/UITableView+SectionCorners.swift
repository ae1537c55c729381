import Layout

/// Inset grouped sections' rounded ends, drawn on the rows themselves.
///
/// The section's rounded background lies behind its cells; a cell with a
/// fill of its own (`backgroundColor`, or a background configuration's
/// colour, as Mullvad's rows have) used to cover it with square corners,
/// so a coloured section lost its rounding. UIKit rounds the rows of an
/// inset grouped section whatever they are filled with (Apple's
/// `UITableView.Style.insetGrouped`: "the grouped sections are inset with
/// rounded corners"): the first row's top corners, the last row's bottom
/// corners, all four of a section's only row, none in between, with the
/// section's radius (docs/uikit-numbers.md, "inset grouped corner radius").
/// A corner radius the app gave the cell itself is left alone.
extension UITableView {
    func roundSectionEnds(of cell: UITableViewCell, at indexPath: IndexPath) {
        let ownRadius = cell.node.cornerRadius != 0 && !cell.cornersRoundedByTable
        guard style == .insetGrouped, !ownRadius, geometry.sections.indices.contains(indexPath.section) else { return }
        let rows = geometry.sections[indexPath.section].rows.count
        var corners: CornerMask = []
        if indexPath.row == 0 { corners.formUnion([.topLeft, .topRight]) }
        if indexPath.row == rows - 1 { corners.formUnion([.bottomLeft, .bottomRight]) }
        if corners.isEmpty {
            guard cell.cornersRoundedByTable else { return }
            cell.node.cornerRadius = 0
            cell.node.maskedCorners = .all
            cell.cornersRoundedByTable = false
            return
        }
        cell.node.cornerRadius = Double(TableMetrics.insetGroupedCornerRadius)
        cell.node.maskedCorners = corners
        cell.cornersRoundedByTable = true
    }
}
