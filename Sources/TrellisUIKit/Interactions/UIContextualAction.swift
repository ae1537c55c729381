import Foundation

/// A swipe action on a table row or list cell (UIKit's `UIContextualAction`).
/// No swipe reveals it here; a test reads a row's actions from the delegate
/// (or the list configuration's provider) and runs one with
/// ``perform(in:completion:)``, as UIKit runs it on a tap.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// UIKit's `UIContextualAction.Style`; raw values UIKit's.
    public enum Style: Int, Sendable { case normal = 0, destructive }
    /// What UIKit calls with the action, the view it is shown in, and the
    /// completion the handler calls when done (true: the action was performed).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// nil: UIKit's by style (`systemRed` for destructive, `systemGray` otherwise).
    open var backgroundColor: UIColor!

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }

    /// Runs the handler as a tap on the action would, with `view` as the
    /// action's button; `completion` gets what the handler passes on
    /// (nothing when it never calls its completion).
    public func perform(in view: UIView, completion: ((Bool) -> Void)? = nil) {
        handler(self, view) { performed in completion?(performed) }
    }
}

/// The swipe actions of one edge of a row (UIKit's `UISwipeActionsConfiguration`).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, first the one nearest the edge, as UIKit orders them.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (UIKit: true).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
