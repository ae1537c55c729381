import Foundation

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// Scrolling by a synthetic finger (`view.trellis.touchDown(at:)`,
/// `move(to:over:)`, `lift()`), through the scroll view's own
/// `panGestureRecognizer` as in UIKit
/// (<https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer>):
///
/// - The pan begins on the first move when the scroll view can scroll
///   along that move's larger travel (its content, with the insets, is
///   longer than its bounds that way, or `alwaysBounceVertical`/
///   `alwaysBounceHorizontal` says so), `isScrollEnabled` is true, and the
///   touched view's touches may be cancelled (`canCancelContentTouches`
///   and `touchesShouldCancel(in:)`: a drag that starts on a control does
///   not scroll, as UIKit's default answer for controls is false). A
///   recognizer of the app's that took the touch first keeps it.
/// - Delegate order, as Apple's `UIScrollViewDelegate` page lists it:
///   `scrollViewWillBeginDragging(_:)` when the pan begins, then
///   `scrollViewDidScroll(_:)` for each move that moves the content; on
///   lifting, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
///   (a target the delegate writes is where the content goes) and
///   `scrollViewDidEndDragging(_:willDecelerate:)` with false.
/// - The content follows the finger: the offset is the one at the start
///   less the pan's translation, kept between the top and bottom (the
///   content's edges with `adjustedContentInset`). UIKit lets a bouncing
///   view go past them with a resistance Apple does not give, and springs
///   back after; a still picture after lifting shows the same place.
/// - No time passes, so nothing decelerates: `isDecelerating` stays false
///   and `willDecelerate` is false. `isTracking` and `isDragging` are true
///   from the pan's start to the lift.
extension UIScrollView {
    /// The pan that scrolls this view; an app may add targets, set its
    /// delegate or make it wait for its own recognizers.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    /// Whether the user has begun scrolling the content (Apple, `isDragging`).
    public var isDragging: Bool { dragState.dragging }
    /// Whether the finger that scrolls the content is down (Apple: "whether the user has touched the content to initiate scrolling").
    public var isTracking: Bool { dragState.dragging }
    /// Never true here: no time passes after a lift.
    public var isDecelerating: Bool { false }

    /// The furthest the offset goes each way: the content's edges with the adjusted insets.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset, size = contentSize
        // 0 − inset, not −inset: a zero inset gives +0, so a clamped offset never reads -0.0.
        let low = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
        let high = CGPoint(x: max(low.x, size.width + inset.right - bounds.width),
                           y: max(low.y, size.height + inset.bottom - bounds.height))
        return (low, high)
    }

    /// `y` kept between the least offset, `-adjustedContentInset.top`, and
    /// the greatest, `contentHeight + adjustedContentInset.bottom - bounds.height`.
    func clampedOffsetY(_ y: CGFloat, contentHeight: CGFloat) -> CGFloat {
        let inset = adjustedContentInset
        let least = 0 - inset.top
        return max(least, min(y, max(least, contentHeight + inset.bottom - bounds.height)))
    }

    /// Whether a drag travelling `travel` may begin scrolling this view.
    func canBeginDrag(travel: CGPoint, startingIn touched: UIView) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled else { return false }
        if touched !== self, !(canCancelContentTouches && touchesShouldCancel(in: touched)) { return false }
        let range = offsetRange
        if abs(travel.x) > abs(travel.y) { return alwaysBounceHorizontal || range.max.x > range.min.x }
        return alwaysBounceVertical || range.max.y > range.min.y
    }

    /// The scroll pan's state changes, before the app's targets hear them.
    func scrollPanWillMove(to state: UIGestureRecognizer.State) {
        switch state {
        case .began:
            dragState = DragState(dragging: true, startOffset: contentOffset)
            dismissKeyboardOnDrag()
            delegate?.scrollViewWillBeginDragging(self)
            followDrag()
        case .changed:
            followDrag()
        case .ended, .cancelled:
            guard dragState.dragging else { return }
            var target = contentOffset
            delegate?.scrollViewWillEndDragging(self, withVelocity: scrollPan.velocity(in: self), targetContentOffset: &target)
            dragState.dragging = false
            let range = offsetRange
            contentOffset = CGPoint(x: min(max(target.x, range.min.x), range.max.x),
                                    y: min(max(target.y, range.min.y), range.max.y))
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }

    private func followDrag() {
        let travel = scrollPan.translation(in: self), range = offsetRange
        let x = min(max(dragState.startOffset.x - travel.x, range.min.x), range.max.x)
        let y = min(max(dragState.startOffset.y - travel.y, range.min.y), range.max.y)
        contentOffset = CGPoint(x: x, y: y)
    }

    struct DragState {
        var dragging = false
        var startOffset: CGPoint = .zero
    }
}

/// The recognizer behind `UIScrollView.panGestureRecognizer`: an ordinary
/// pan whose scroll view moves its content before the app's targets hear
/// each state.
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func move(to next: UIGestureRecognizer.State) {
        (view as? UIScrollView)?.scrollPanWillMove(to: next)
        super.move(to: next)
    }
}

extension UIScrollView {
    /// Apple, `UIScrollView.KeyboardDismissMode.onDrag`: "The keyboard is
    /// dismissed when a drag begins" (and `.onDragWithAccessory`, the same
    /// with its accessory view). The first responder in this scroll view's
    /// tree resigns, so a keyboard shown by editing
    /// (`trellis.keyboardHeightWhenEditing`) hides and posts its
    /// notifications. `.interactive` lets the keyboard follow the touch and
    /// dismisses it only when dragged off the screen, which a test's drag
    /// does not model: it keeps the keyboard (newuser38).
    func dismissKeyboardOnDrag() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory else { return }
        var root: UIView = self
        while let superview = root.superview { root = superview }
        root.endEditing(true)
    }
}
