/// A window (UIKit's `UIWindow`): the top of a tree, with a root view
/// controller whose view fills it. The last responder before the
/// application in the responder chain.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The application (<https://developer.apple.com/documentation/uikit/uiresponder/next>).
    open override var next: UIResponder? { UIApplication.shared }

    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    open override var window: UIWindow? { self }

    /// The screen the window is on: ``UIScreen/main``, the device in use,
    /// unless another screen object is set (there is only one here).
    open var screen: UIScreen {
        get { assignedScreen ?? .main }
        set { assignedScreen = newValue }
    }

    private var assignedScreen: UIScreen?

    open var isKeyWindow = false
    open func makeKeyAndVisible() { isKeyWindow = true; isHidden = false }
    open func makeKey() { isKeyWindow = true }
}
