import Foundation

/// Where a flow layout's section insets count from
/// (`sectionInsetReference`). Apple's pages: the insets are "defined in
/// relation to" the content inset (the default), the safe area or the
/// layout margins, and "the minimum value of this property is always the
/// collection view's contentInset ... if the adjusted content inset is
/// greater than the combination of the safe area and section insets, then
/// the section's content is aligned with the content inset instead".
///
/// So on a side, the content starts `max(0, boundary + inset − adjusted)`
/// from the content's edge, where `boundary` is the safe area's (or the
/// layout margins') inset on that side and `adjusted` the adjusted content
/// inset there. Only the sides across the scrolling axis take it (left and
/// right scrolling vertically, top and bottom sideways): along the axis
/// the sections follow each other, and the adjusted content inset already
/// holds the safe area there (docs/uikit.md, "Collection views"; our
/// reading: Apple's pages do not name the sides).
extension UICollectionViewFlowLayout {
    func referencedInset(_ inset: UIEdgeInsets, in collectionView: UICollectionView) -> UIEdgeInsets {
        let boundary: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: boundary = collectionView.safeAreaInsets
        case .fromLayoutMargins: boundary = collectionView.layoutMargins
        }
        let adjusted = collectionView.adjustedContentInset
        func side(_ boundary: CGFloat, _ inset: CGFloat, _ adjusted: CGFloat) -> CGFloat { max(0, boundary + inset - adjusted) }
        var result = inset
        if scrollDirection == .vertical {
            // A mirrored layout is worked out left to right and flipped after,
            // so its `left` lands at the right edge: it takes the right boundary.
            let flips = collectionView.flipsLayout(self)
            result.left = side(flips ? boundary.right : boundary.left, inset.left, flips ? adjusted.right : adjusted.left)
            result.right = side(flips ? boundary.left : boundary.right, inset.right, flips ? adjusted.left : adjusted.right)
        } else {
            result.top = side(boundary.top, inset.top, adjusted.top)
            result.bottom = side(boundary.bottom, inset.bottom, adjusted.bottom)
        }
        return result
    }
}
