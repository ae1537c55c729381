import Layout

/// A list cell's indentation (UIKit's `UICollectionViewListCell`
/// `indentationLevel`, `indentationWidth`, `indentsAccessories`). Apple:
/// "The overall indentation is the product of `indentationWidth` and
/// `indentationLevel`"; `indentsAccessories` "determines whether the cell
/// indents accessories on the leading side. If the value is false, the cell
/// indents the content view only." So the content view's leading edge moves
/// in by the indentation (its content with it, the width shrinking by it),
/// and so does the row of leading accessories while `indentsAccessories`;
/// the trailing accessories stay. Without a leading row the content view
/// starts the indentation from the cell's leading edge; with one, the row
/// starts the side margin plus the indentation in (or the content view the
/// indentation after the row, when accessories are not indented).
extension UICollectionViewListCell {
    /// `indentationLevel × indentationWidth`, never negative.
    var indentation: CGFloat { max(0, CGFloat(indentationLevel) * indentationWidth) }

    /// Sets the content view's and the leading row's constants for the indentation.
    func applyIndentation() {
        let amount = Double(indentation)
        if leadingAccessories.row != nil, leadingAccessories.constraints.count == 3 {
            let rowIndent = indentsAccessories ? amount : 0
            setConstant(leadingAccessories.constraints[0], Double(accessoryTrailingMargin) + rowIndent)
            setConstant(leadingAccessories.constraints[2], amount - rowIndent)
            return
        }
        if leadingAccessories.contentLeftPin == nil {
            leadingAccessories.contentLeftPin = node.constraints.first {
                if case .system("UICollectionViewCell-contentView-leading") = $0.origin { return true }
                return false
            }
        }
        if let contentLeft = leadingAccessories.contentLeftPin {
            setConstant(contentLeft, amount)
        }
    }

    /// Changes a constant only when it moves (a change asks for a layout).
    private func setConstant(_ constraint: LayoutConstraint, _ value: Double) {
        if constraint.constant != value { constraint.constant = value }
    }
}
