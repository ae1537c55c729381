import Foundation

/// Pull to refresh (UIKit's `UIRefreshControl`), set on a scroll view's
/// `refreshControl`. No pull happens here and the control is not drawn
/// (UIKit shows it above the content only while pulled or refreshing): a
/// test fires a refresh as a pull would, with `sendActions(for: .valueChanged)`,
/// and reads `isRefreshing`. `beginRefreshing()` sends no action, as in UIKit.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    /// Designated, as in UIKit (a subclass writes `override init()`).
    public init() { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Starts the spinner; UIKit sends no `.valueChanged` for it.
    open func beginRefreshing() { isRefreshing = true }
    /// Stops the spinner.
    open func endRefreshing() { isRefreshing = false }

    /// A pull: UIKit starts refreshing and then sends `.valueChanged`.
    open override func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents.contains(.valueChanged) { isRefreshing = true }
        super.sendActions(for: controlEvents)
    }
}

extension UIScrollView {
    /// The scroll view's pull-to-refresh control (UIKit's `refreshControl`):
    /// kept, not drawn (see ``UIRefreshControl``).
    public var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set { refreshControlStorage = newValue }
    }
}
