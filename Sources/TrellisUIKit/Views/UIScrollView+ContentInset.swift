import Foundation

/// UIKit's adjusted content inset, as Apple documents it:
///
/// - `adjustedContentInset` is "The insets derived from the content insets
///   and the safe area of the scroll view … The safe area insets are then
///   added to the values in the `contentInset` property to obtain the final
///   value". The safe area here is the part of the nearest given one that
///   the scroll view covers (`overlappedSafeAreaInsets`, UIKit's
///   `safeAreaInsets` of a subview: "the portion of the view that is covered").
/// - Which edges take it (`contentInsetAdjustmentBehavior`):
///   - `.never`: none ("Do not adjust the scroll view insets").
///   - `.always`: all four ("Always include the safe area insets in the
///     content adjustment").
///   - `.scrollableAxes`: "The top and bottom insets include the safe area
///     inset values when the vertical content size is greater than the
///     height of the scroll view itself. The top and bottom insets are also
///     adjusted when the `alwaysBounceVertical` property is true. Similarly,
///     the left and right insets include the safe area insets when the
///     horizontal content size is greater than the width of the scroll view."
///   - `.automatic` (the default): as `.scrollableAxes`, and "Content is
///     always adjusted vertically when the scroll view is the content view
///     of a view controller that is currently displayed by a navigation or
///     tab bar controller" — here: the scroll view is the content scroll
///     view (`contentScrollView(for:)`: the view, its first subview, or
///     one set) of a controller with a `navigationController` or
///     `tabBarController`.
///     Tables and collection views are adjusted vertically always (their
///     `safeAreaAdjustment`): UIKit's own dump of a plain
///     `UITableViewController` with ten rows on a 320 × 568 screen, shown
///     by no container and not scrollable (440 tall), reads
///     `adjustedContentInset: {20, 0, 0, 0}` (docs/uikit-numbers.md,
///     "Plain: empty header and footer"); a collection view is taken to do
///     the same (UNSOURCED: no such dump found).
/// - At rest the offset is `-adjustedContentInset.top` (and `.left`): an
///   offset that sits at the old rest when the inset changes moves to the
///   new one, so a scroll view shown for the first time under a bar starts
///   with its content just below it, and one the app or a drag moved stays.
/// - On a change, `adjustedContentInsetDidChange()` runs and the delegate
///   hears `scrollViewDidChangeAdjustedContentInset(_:)` ("Tells the
///   delegate when the scroll view's inset values change").
extension UIScrollView {
    /// How a kind of scroll view takes the safe area into its inset.
    enum SafeAreaAdjustment {
        /// By `contentInsetAdjustmentBehavior` and Apple's rules above.
        case byBehavior
        /// As `byBehavior`, with `.automatic` adjusting the top and bottom always.
        case verticalAlways
        /// Not at all (a text view that does not scroll, UITextView+SafeArea.swift).
        case none
    }

    /// The part of the safe area the inset takes, edge by edge.
    var safeAreaInsetAdjustment: UIEdgeInsets {
        let adjustment = safeAreaAdjustment
        guard adjustment != .none else { return .zero }
        let safe = overlappedSafeAreaInsets
        let size = contentSize, bounds = self.bounds
        let scrollsVertically = size.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = size.width > bounds.width
        var vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes:
            vertical = scrollsVertically
            horizontal = scrollsHorizontally
        case .automatic:
            vertical = scrollsVertically || adjustment == .verticalAlways || isContentViewOfBarController
            horizontal = scrollsHorizontally
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Whether this is the content view of a controller shown by a
    /// navigation or tab bar controller: the scroll view the controller's
    /// bars observe (`contentScrollView(for:)`: the controller's view when
    /// it is a scroll view, else its first subview when that is one, or one
    /// set with `setContentScrollView(_:for:)`). So a scroll view pinned to
    /// `view.topAnchor` rather than the safe area starts below the bar
    /// however short its content (newuser38), as the pre-iOS 11 rule did
    /// for `automaticallyAdjustsScrollViewInsets` ("the view controller's
    /// view, or its first subview", docs/uikit-numbers.md, "Content view
    /// of a controller"). A scroll view further back is not the content
    /// view: it takes the safe area only when it scrolls.
    private var isContentViewOfBarController: Bool {
        var view: UIView? = self
        while let current = view, current.viewController == nil { view = current.superview }
        guard let controller = view?.viewController,
              controller.navigationController != nil || controller.tabBarController != nil else { return false }
        return controller.contentScrollView(for: .top) === self || controller.contentScrollView(for: .bottom) === self
    }

    /// Works the adjusted inset out again; on a change, an offset at the
    /// old rest moves to the new one and the scroll view and its delegate
    /// are told.
    func updateAdjustedContentInset() {
        let extra = safeAreaInsetAdjustment
        let adjusted = UIEdgeInsets(top: contentInset.top + extra.top, left: contentInset.left + extra.left,
                                    bottom: contentInset.bottom + extra.bottom, right: contentInset.right + extra.right)
        let old = appliedAdjustedInset
        guard adjusted != old else { return }
        appliedAdjustedInset = adjusted
        var offset = contentOffset
        // 0 − inset, not −inset: a zero inset rests at +0, never -0.0.
        if offset.y == 0 - old.top { offset.y = 0 - adjusted.top }
        if offset.x == 0 - old.left { offset.x = 0 - adjusted.left }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if offset != contentOffset {
            contentOffset = offset
            setNeedsLayout()
        }
    }

    /// The offset `scrollRectToVisible(_:animated:)` goes to. Apple: "This
    /// method scrolls the content view so that the area defined by `rect`
    /// is just visible inside the scroll view. If the area is already
    /// visible, the method does nothing." Visible is read as inside the
    /// adjusted insets (not under the bars); a rect longer than that part
    /// shows its top (left) edge; the offset stays within its limits.
    func offsetShowing(_ rect: CGRect) -> CGPoint {
        let inset = adjustedContentInset, size = bounds.size
        func along(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat,
                   _ before: CGFloat, _ after: CGFloat, _ length: CGFloat, _ content: CGFloat) -> CGFloat {
            var result = offset
            if high > offset + length - after { result = high - (length - after) }
            if low < result + before { result = low - before }
            let least = 0 - before
            return max(least, min(result, max(least, content + after - length)))
        }
        let x = along(contentOffset.x, rect.minX, rect.maxX, inset.left, inset.right, size.width, contentSize.width)
        let y = along(contentOffset.y, rect.minY, rect.maxY, inset.top, inset.bottom, size.height, contentSize.height)
        // An area already shown leaves the offset as it is, even outside the limits.
        let shown = rect.minX >= contentOffset.x + inset.left && rect.maxX <= contentOffset.x + size.width - inset.right
        let shownY = rect.minY >= contentOffset.y + inset.top && rect.maxY <= contentOffset.y + size.height - inset.bottom
        return CGPoint(x: shown ? contentOffset.x : x, y: shownY ? contentOffset.y : y)
    }
}
