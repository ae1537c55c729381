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
struct BoundaryPin {
    var isHeader: Bool
    /// The section's content, between its headers and its footers.
    var contentTop: CGFloat
    var contentBottom: CGFloat

    func drawnTop(natural: CGFloat, height: CGFloat, visible: VisibleArea) -> CGFloat {
        if isHeader { return max(natural, min(visible.top, contentBottom - height)) }
        return min(natural, max(visible.bottom - height, contentTop))
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
}

extension UIScrollView {
    /// Where floating and pinned headers and footers stick.
    var visibleArea: VisibleArea {
        let inset = adjustedContentInset
        return VisibleArea(top: contentOffset.y + inset.top - collapsedTopBar,
                           bottom: contentOffset.y + bounds.height - inset.bottom)
    }
}

extension UICollectionView {
    /// Where pinned headers and footers stick; nil when the collection view
    /// lays out everything (`sizesToContent`: nothing is scrolled away).
    var pinningArea: VisibleArea? { sizesToContent ? nil : visibleArea }
}
