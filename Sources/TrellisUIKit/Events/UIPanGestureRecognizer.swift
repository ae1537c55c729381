/// A drag (UIKit's `UIPanGestureRecognizer`): a continuous gesture whose
/// translation and velocity the action reads. A synthetic touch's moves
/// (`view.trellis.touchDown(at:)`, `move(to:over:)`) set them, as
/// `TrellisTouch` documents; a gesture performed without touches takes
/// them from `setTranslation(_:in:)` and `trellis.setVelocity(_:)`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    override var kind: Kind { .continuous }

    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    var translation: CGPoint = .zero
    var panVelocity: CGPoint = .zero

    /// The total translation of the drag, in points. Views are not
    /// transformed here, so it is the same in every view's coordinates.
    open func translation(in view: UIView?) -> CGPoint { translation }

    /// Sets the translation (a drag handler often resets it to zero).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }

    /// The drag's velocity, in points per second.
    open func velocity(in view: UIView?) -> CGPoint { panVelocity }
}
