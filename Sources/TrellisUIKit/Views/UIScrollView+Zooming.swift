import Foundation

extension UIScrollViewDelegate {
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

/// Zooming as Apple documents it, without the pinch: the zoom scale scales
/// the view the delegate names in `viewForZooming(in:)` (its `transform`,
/// which is drawn; its frame in constraints and reports stays unscaled, as
/// for any transform here), and the delegate hears `scrollViewDidZoom(_:)`.
/// A scroll view with no such view, or whose minimum and maximum are
/// equal (1 and 1 by default), does not zoom. Changes are at once: there is
/// no animation and no bounce (`bouncesZoom` is kept).
extension UIScrollView {
    /// Never true: no pinch is in progress here.
    public var isZooming: Bool { false }
    public var isZoomBouncing: Bool { false }
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    public func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    /// Zooms so that `rect` (in the zoomed view's own, unscaled
    /// coordinates) fills the scroll view as far as the scale limits
    /// allow, centred, as Apple documents `zoom(to:animated:)`.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let wanted = min(bounds.width / rect.width, bounds.height / rect.height)
        zoomScale = wanted
        let scale = zoomScale
        let x = rect.midX * scale - bounds.width / 2, y = rect.midY * scale - bounds.height / 2
        contentOffset = CGPoint(x: max(0 - adjustedContentInset.left, x), y: max(0 - adjustedContentInset.top, y))
    }

    /// Applies the (pinned) scale to the zooming view and tells the delegate.
    func zoomScaleDidChange(from oldValue: CGFloat) {
        guard zoomScale != oldValue, let zoomed = delegate?.viewForZooming(in: self) else { return }
        zoomed.transform = CGAffineTransform(scaleX: zoomScale, y: zoomScale)
        delegate?.scrollViewDidZoom(self)
    }
}
