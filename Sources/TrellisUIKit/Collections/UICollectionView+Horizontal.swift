import Foundation

/// A collection view whose flow layout scrolls sideways
/// (UICollectionViewFlowLayout+Horizontal.swift): `contentOffset.x`
/// scrolls, `scrollToItem(at:at:animated:)` takes `.left`,
/// `.centeredHorizontally` and `.right`, and right to left the view starts
/// scrolled to the right end, where the first item is.
extension UICollectionView {
    /// The flow layout, when it scrolls horizontally.
    var horizontalFlowLayout: UICollectionViewFlowLayout? {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout, flow.scrollDirection == .horizontal else { return nil }
        return flow
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

    /// Right to left, a horizontal flow layout's first item is at the
    /// content's right end: at the first layout with a width the view
    /// scrolls there, as UIKit's shows the start of a right-to-left row,
    /// and follows that end while self-sizing cells change the content's
    /// width, until something else moves the offset.
    func startAtTrailingEdgeIfNeeded(_ layout: UICollectionViewLayout) {
        guard let flow = horizontalFlowLayout, flow === layout, bounds.width > 0, flipsLayout(flow) else { return }
        if let trailingStart, trailingStart != contentOffset.x { return }
        let right = clampedOffsetX(.greatestFiniteMagnitude)
        trailingStart = right
        if right != contentOffset.x { contentOffset = CGPoint(x: right, y: contentOffset.y) }
    }
}
