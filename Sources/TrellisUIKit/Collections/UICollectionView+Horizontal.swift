import Foundation

/// A collection view whose flow or compositional layout scrolls sideways
/// (UICollectionViewFlowLayout+Horizontal.swift,
/// UICollectionViewCompositionalLayout+Horizontal.swift): `contentOffset.x`
/// scrolls, `scrollToItem(at:at:animated:)` takes `.left`,
/// `.centeredHorizontally` and `.right`, and right to left the view starts
/// scrolled to the right end, where the first item is.
extension UICollectionView {
    /// The layout, when it scrolls horizontally: a flow layout whose
    /// `scrollDirection` or a compositional layout whose configuration's
    /// `scrollDirection` is `.horizontal`.
    var sidewaysLayout: UICollectionViewLayout? {
        if let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.scrollDirection == .horizontal { return flow }
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout,
           compositional.settings.scrollDirection == .horizontal { return compositional }
        return nil
    }

    /// Whether a sideways layout was prepared at another column height than the view's now.
    var sidewaysColumnsChanged: Bool {
        switch sidewaysLayout {
        case let flow as UICollectionViewFlowLayout: return flow.preparedColumnHeight != columnHeight
        case let compositional as UICollectionViewCompositionalLayout: return compositional.preparedColumnHeight != columnHeight
        default: return false
        }
    }

    /// Scrolls so that `frame` shows at `position` across the part the
    /// adjusted insets leave (`.left` when the position names no horizontal
    /// place), within the content's ends; the vertical offset stays.
    func scrollSideways(toShow frame: CGRect, at position: ScrollPosition, indexPath: IndexPath) {
        let inset = adjustedContentInset, width = bounds.width
        var x: CGFloat
        if position.contains(.centeredHorizontally) {
            x = frame.midX - (inset.left + width - inset.right) / 2
        } else if position.contains(.right) {
            x = frame.maxX - (width - inset.right)
        } else {
            x = frame.minX - inset.left
        }
        contentOffset = CGPoint(x: clampedOffsetX(x), y: contentOffset.y)
        // No width yet: scroll again at the first layout that gives one (SizedScrollRequest).
        scrollRequestBeforeSizing = width > 0 ? nil : SizedScrollRequest(indexPath: indexPath, position: position, offset: contentOffset)
    }

    /// `x` kept between `-adjustedContentInset.left` and the content's right
    /// end, `contentWidth + adjustedContentInset.right - bounds.width`.
    private func clampedOffsetX(_ x: CGFloat) -> CGFloat {
        let inset = adjustedContentInset
        let least = 0 - inset.left
        let contentWidth = collectionViewLayout.collectionViewContentSize.width
        return max(least, min(x, max(least, contentWidth + inset.right - bounds.width)))
    }

    /// Right to left, a sideways layout's first item is at the
    /// content's right end: at the first layout with a width the view
    /// scrolls there, as UIKit's shows the start of a right-to-left row,
    /// and follows that end while self-sizing cells change the content's
    /// width, until something else moves the offset.
    func startAtTrailingEdgeIfNeeded(_ layout: UICollectionViewLayout) {
        guard let sideways = sidewaysLayout, sideways === layout, bounds.width > 0, flipsLayout(sideways) else { return }
        if let trailingStart, trailingStart != contentOffset.x { return }
        let right = clampedOffsetX(.greatestFiniteMagnitude)
        trailingStart = right
        if right != contentOffset.x { contentOffset = CGPoint(x: right, y: contentOffset.y) }
    }

    /// What `trellis.sizesToContent` reports after a layout: the content's
    /// height, or for a sideways layout its width (the whole row; its
    /// height is the view's own, the columns standing in it). A horizontal
    /// compositional layout whose widths are fractions of the view's width
    /// has no such width: the content's width would follow the width it
    /// sets. That is refused with one layout issue, and no intrinsic width.
    func reportContentLength(_ size: CGSize, layout: UICollectionViewLayout) {
        guard sidewaysLayout != nil else {
            if size.height != reportedContentHeight {
                reportedContentHeight = size.height
                invalidateIntrinsicContentSize()
            }
            return
        }
        let circular = (layout as? UICollectionViewCompositionalLayout)?.widthFollowsView ?? false
        if circular != !reportsContentWidth {
            reportsContentWidth = !circular
            invalidateIntrinsicContentSize()
            if circular {
                node.recordLayoutIssue(.rejectedCall(
                    "trellis.sizesToContent on a horizontal compositional layout whose widths are fractions of the collection "
                        + "view's width: the content's width would follow the width it gives the view. Give the groups and "
                        + "boundary items absolute or estimated widths, or give the view a width and leave sizesToContent off",
                    file: "", line: 0))
            }
        }
        if !circular, size.width != reportedContentHeight {
            reportedContentHeight = size.width
            invalidateIntrinsicContentSize()
        }
    }
}
