/// A long press (UIKit's `UILongPressGestureRecognizer`): a continuous
/// gesture, which begins once the press has lasted `minimumPressDuration`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    override var kind: Kind { .continuous }

    /// 0.5 seconds by default.
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    /// Taps before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How far the finger may move before the gesture fails; 10 points by default.
    open var allowableMovement: CGFloat = 10
}
