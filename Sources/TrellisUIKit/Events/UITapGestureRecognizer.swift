/// A tap (UIKit's `UITapGestureRecognizer`): a discrete gesture, recognized
/// once, with no `began` or `changed`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    override var kind: Kind { .discrete }

    /// 1 by default.
    open var numberOfTapsRequired = 1
    /// 1 by default.
    open var numberOfTouchesRequired = 1
}
