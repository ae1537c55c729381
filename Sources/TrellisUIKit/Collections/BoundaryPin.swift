import Foundation

/// A header or footer pinned to the collection view's visible bounds.
///
/// Apple, [`NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds`](https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds):
/// "Set the value of this property to true to pin the boundary
/// supplementary item to the visible bounds of the section or layout it’s
/// attached to. This way, the boundary supplementary item is shown while
/// any portion of the section or layout it’s attached to is visible."
/// [`UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds):
/// "section header views scroll with content until they reach the top of
/// the screen, at which point they are pinned to the upper bounds of the
/// collection view. Each new header view that scrolls to the top of the
/// screen pushes the previously pinned header view offscreen" (and
/// `sectionFootersPinToVisibleBounds`, the same at the bottom).
///
/// As a plain table's headers float (UITableView+Floating.swift): the
/// visible area is the bounds less the adjusted content insets (under the
/// bars); a pinned header sticks to its top but not below the end of its
/// section's content (so the next section, scrolling up, pushes it away),
/// a pinned footer to its bottom but not above the start of its section's
/// content. The layout's attributes say where the view is drawn; the
/// placed (unpinned) frame is where it lies when the view is not scrolled.
///
/// Sideways (a horizontal flow or compositional layout) the same rule is
/// turned on its side: `alongX`, "top" and "bottom" are the left and right
/// of the content and of the visible area, a header sticking to the left
/// edge. Right to left, where a section starts at its right, the layout
/// gives its header the footer's rule (it sticks to the right edge, not
/// past the section's content to its left) and its footer the header's.
struct BoundaryPin {
    var isHeader: Bool
    /// The section's content, between its headers and its footers (x when `alongX`).
    var contentTop: CGFloat
    var contentBottom: CGFloat
    var alongX = false

    /// Where the element starts along the pinning axis (y, or x when
    /// `alongX`), given where it lies and its length along that axis.
    func drawnTop(natural: CGFloat, height: CGFloat, visible: VisibleArea) -> CGFloat {
        let (top, bottom) = alongX ? (visible.left, visible.right) : (visible.top, visible.bottom)
        if isHeader { return max(natural, min(top, contentBottom - height)) }
        return min(natural, max(bottom - height, contentTop))
    }
}

/// The part of a scroll view's content its bounds show under the bars, in
/// content coordinates: from `contentOffset.y + adjustedContentInset.top`
/// to `contentOffset.y + bounds.height - adjustedContentInset.bottom`; the
/// top less what a collapsing large title no longer covers (the bar's
/// bottom as drawn, `UIScrollView.collapsedTopBar`).
struct VisibleArea {
    var top: CGFloat
    var bottom: CGFloat
    /// Across: `contentOffset.x + adjustedContentInset.left` to `contentOffset.x + bounds.width - adjustedContentInset.right`.
    var left: CGFloat = 0
    var right: CGFloat = 0
}

extension UIScrollView {
    /// Where floating and pinned headers and footers stick.
    var visibleArea: VisibleArea {
        let inset = adjustedContentInset
        return VisibleArea(top: contentOffset.y + inset.top - collapsedTopBar,
                           bottom: contentOffset.y + bounds.height - inset.bottom,
                           left: contentOffset.x + inset.left, right: contentOffset.x + bounds.width - inset.right)
    }
}

extension UICollectionView {
    /// Where pinned headers and footers stick; nil when the collection view
    /// lays out everything (`sizesToContent`: nothing is scrolled away).
    var pinningArea: VisibleArea? { sizesToContent ? nil : visibleArea }
}
