import Layout

/// The row of accessories a list cell shows at its leading edge (custom
/// views placed `.leading()`), the content view starting after it, as
/// UIKit lays out a list cell's leading accessories (an icon before the
/// text). Leading and trailing: right to left the row is at the right.
@preconcurrency @MainActor
struct LeadingAccessoryRow {
    var row: UIStackView?
    /// The row's constraints, the side margin first.
    var constraints: [LayoutConstraint] = []
    /// The content view's own leading pin, set aside while the row is there.
    var contentLeftPin: LayoutConstraint?
}

extension UICollectionViewListCell {
    func updateLeadingAccessories(_ leading: [UICellAccessory], sideMargin: CGFloat) {
        LayoutConstraint.deactivate(leadingAccessories.constraints)
        leadingAccessories.constraints = []
        leadingAccessories.row?.removeFromSuperview()
        leadingAccessories.row = nil
        if leadingAccessories.contentLeftPin == nil {
            leadingAccessories.contentLeftPin = node.constraints.first {
                if case .system("UICollectionViewCell-contentView-leading") = $0.origin { return true }
                return false
            }
        }
        let contentLeft = leadingAccessories.contentLeftPin
        let views = leading.compactMap { $0.makeView() }
        guard !views.isEmpty else {
            if let contentLeft, !contentLeft.isActive { LayoutConstraint.activate([contentLeft]) }
            return
        }
        let row = addAccessoryRow(views)
        leadingAccessories.row = row
        if let contentLeft, contentLeft.isActive { LayoutConstraint.deactivate([contentLeft]) }
        leadingAccessories.constraints = [
            row.node.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: Double(sideMargin)),
            row.node.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            contentView.node.leadingAnchor.constraint(equalTo: row.node.trailingAnchor),
        ].map { $0.markSystem("UICollectionViewListCell-leadingAccessories") }
        LayoutConstraint.activate(leadingAccessories.constraints)
    }
}
