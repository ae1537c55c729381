import Foundation

/// The edit menu of iOS 3–15 (UIKit's `UIMenuController`, deprecated in
/// iOS 16 for `UIEditMenuInteraction`): one shared menu, not drawn here.
/// Showing and hiding it are recorded in `isMenuVisible`, and post UIKit's
/// will/did show and hide notifications; a test performs an item by
/// sending its action (`UIApplication.shared.sendAction(item.action, to: nil, from: nil, for: nil)`).
@preconcurrency @MainActor
open class UIMenuController: UIResponder {
    /// UIKit's `UIMenuController.ArrowDirection`; raw values UIKit's.
    public enum ArrowDirection: Int, Sendable { case `default` = 0, up, down, left, right }

    public static let shared = UIMenuController()
    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")

    open private(set) var isMenuVisible = false
    open var arrowDirection: ArrowDirection = .default
    /// The app's items after the system's.
    open var menuItems: [UIMenuItem]?
    /// Where the menu was last shown from, in `targetView`'s coordinates.
    open private(set) var menuFrame: CGRect = .zero
    private weak var targetView: UIView?

    /// Shows the menu for `rect` of `targetView` (iOS 13).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetView = targetView
        menuFrame = targetRect
        setMenuVisible(true, animated: false)
    }

    /// Hides the menu (iOS 13).
    open func hideMenu() { setMenuVisible(false, animated: false) }
    open func hideMenu(from targetView: UIView) { hideMenu() }

    /// The pre-iOS 13 pair.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetView = targetView
        menuFrame = targetRect
    }

    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        guard menuVisible != isMenuVisible else { return }
        NotificationStallWatch.post(menuVisible ? Self.willShowMenuNotification : Self.willHideMenuNotification,
                                    object: self)
        isMenuVisible = menuVisible
        NotificationStallWatch.post(menuVisible ? Self.didShowMenuNotification : Self.didHideMenuNotification,
                                    object: self)
    }

    /// Asks the menu to update its items; nothing is shown here.
    open func update() {}
}

/// An app's item in the edit menu (UIKit's `UIMenuItem`).
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
