/// A swipe (UIKit's `UISwipeGestureRecognizer`): a discrete gesture in one
/// of the permitted directions.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Raw values are UIKit's `UISwipeGestureRecognizerDirection`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    override var kind: Kind { .discrete }

    /// `.right` by default, as in UIKit.
    open var direction: UISwipeGestureRecognizer.Direction = .right
    open var numberOfTouchesRequired = 1

    /// How far a finger must travel for a synthetic touch to swipe, in
    /// points. UNSOURCED: Apple says only that the touches must have "moves
    /// the specified number of touches … in an allowable direction … far
    /// enough to create a swipe" (docs/uikit-numbers.md).
    static let minimumDistance: CGFloat = 50
}
