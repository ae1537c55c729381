import Layout

/// Inset grouped list sections' rounded ends, drawn on the items
/// themselves, as `UITableView+SectionCorners.swift` does for tables: an
/// item with a fill of its own (a background configuration's colour)
/// would otherwise cover the section's rounded background with square
/// corners. The first item rounds its top corners, the last its bottom
/// ones, a section's only item all four; a radius the app gave the cell
/// itself is left alone.
extension UICollectionView {
    func roundListSectionEnds(of cell: UICollectionViewCell, at indexPath: IndexPath, layout: UICollectionViewLayout) {
        let radius = layout.sectionEndRadius(inSection: indexPath.section)
        let ownRadius = cell.node.cornerRadius != 0 && !cell.cornersRoundedByList
        guard !ownRadius, radius > 0 || cell.cornersRoundedByList else { return }
        let count = numberOfItems(inSection: indexPath.section)
        var corners: CornerMask = []
        if radius > 0 {
            if indexPath.item == 0 { corners.formUnion([.topLeft, .topRight]) }
            if indexPath.item == count - 1 { corners.formUnion([.bottomLeft, .bottomRight]) }
        }
        if corners.isEmpty {
            cell.node.cornerRadius = 0
            cell.node.maskedCorners = .all
            cell.cornersRoundedByList = false
            return
        }
        cell.node.cornerRadius = Double(radius)
        cell.node.maskedCorners = corners
        cell.cornersRoundedByList = true
    }
}
