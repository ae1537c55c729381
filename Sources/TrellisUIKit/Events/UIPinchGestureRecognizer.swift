/// A pinch (UIKit's `UIPinchGestureRecognizer`): a continuous gesture whose
/// scale (settable, as in UIKit) and velocity the action reads.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    override var kind: Kind { .continuous }

    /// The scale of the pinch relative to its start; 1 by default.
    open var scale: CGFloat = 1
    /// Scale factor per second; set by `trellis.setVelocity(_:)`.
    open var velocity: CGFloat { pinchVelocity }
    var pinchVelocity: CGFloat = 0
}
