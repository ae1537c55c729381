/// A two-finger rotation (UIKit's `UIRotationGestureRecognizer`): a
/// continuous gesture whose rotation (settable, as in UIKit) and velocity
/// the action reads.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    override var kind: Kind { .continuous }

    /// The rotation in radians since the gesture began; 0 by default.
    open var rotation: CGFloat = 0
    /// Radians per second; set by `trellis.setVelocity(_:)`.
    open var velocity: CGFloat { rotationVelocity }
    var rotationVelocity: CGFloat = 0
}
