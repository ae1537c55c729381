import Layout

/// A stack of view controllers (UIKit's `UINavigationController`): the top
/// one's view fills the navigation controller's view; pushing and popping
/// happen at once, with the appearance calls UIKit makes.
///
/// **The navigation bar is not drawn yet** (nor the toolbar): the top view
/// controller's view takes the whole view, and its safe area is the
/// navigation controller's, without a bar's height. `navigationBar` is a
/// view that stores what code sets on it (`prefersLargeTitles`, colours,
/// title attributes) and lists the stack's navigation items.
///
/// Every view controller on the stack is a child (`addChild`), so its
/// `navigationController` is this one. While the navigation controller is
/// on screen (between its `viewDidAppear` and `viewDidDisappear`, which it
/// forwards to the top view controller), a push or pop loads the arriving
/// controller's view, then calls `viewWillDisappear` on the one leaving,
/// `viewWillAppear` on the one arriving, lays out, and calls
/// `viewDidDisappear` and `viewDidAppear` in the same order.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private var isOnScreen = false
    /// The constraints that pin the top view controller's view.
    private var contentPins: [LayoutConstraint] = []

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The bar and toolbar classes are ignored: no bar is drawn.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar's state; stored, not drawn (see the type's documentation).
    public private(set) lazy var navigationBar = UINavigationBar(navigationController: self)

    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// True by default, as UIKit's toolbar starts hidden.
    open var isToolbarHidden = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false

    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The back-swipe recognizer; attached to no view here (there are no swipes).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }
    private lazy var popRecognizer = UIScreenEdgePanGestureRecognizer()

    // MARK: The stack

    /// The stack, root first; setting it replaces the stack at once.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The controller presented over the navigation controller, else the top one
    /// (<https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller>).
    open var visibleViewController: UIViewController? { presentedStorage ?? topViewController }

    /// Replaces the stack: controllers that leave it are removed from this
    /// parent, new ones become children, and the new top's view is shown.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let leaving = stack.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in !stack.contains { $0 === new } }
        transition(to: unique, leaving: leaving, arriving: arriving, animated: animated)
    }

    /// Pushes `viewController` and shows its view; a controller already on
    /// the stack is not pushed again (UIKit raises for it).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        transition(to: stack + [viewController], leaving: [], arriving: [viewController], animated: animated)
    }

    /// Pops the top view controller and returns it; the root is never popped (nil).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        transition(to: Array(stack.dropLast()), leaving: [top], arriving: [], animated: animated)
        return top
    }

    /// Pops every view controller above the root and returns them, nil when
    /// the root is on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        transition(to: [stack[0]], leaving: popped, arriving: [], animated: animated)
        return popped
    }

    /// Pops the view controllers above `viewController` and returns them;
    /// nil when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        transition(to: Array(stack[...index]), leaving: popped, arriving: [], animated: animated)
        return popped
    }

    /// Changes the stack and the view shown, with the calls UIKit makes.
    private func transition(to newStack: [UIViewController], leaving: [UIViewController], arriving: [UIViewController],
                            animated: Bool) {
        let oldTop = stack.last
        let newTop = newStack.last
        let topChanges = oldTop !== newTop
        let coordinator = TrellisTransitionCoordinator(animated: animated, style: modalPresentationStyle,
                                                       from: oldTop, to: newTop)
        activeTransitionCoordinator = topChanges ? coordinator : nil
        for controller in arriving {
            controller.movingToParent = true
            addChild(controller)
        }
        for controller in leaving {
            controller.movingFromParent = true
            controller.willMove(toParent: nil)
        }
        stack = newStack
        if topChanges, let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        let appearing = topChanges && isOnScreen
        if topChanges, isViewLoaded { newTop?.loadViewIfNeeded() }
        if appearing {
            oldTop?.viewWillDisappear(animated)
            newTop?.viewWillAppear(animated)
        }
        if topChanges, isViewLoaded {
            showTopView()
            viewIfLoaded?.layoutIfNeeded()
        }
        if appearing {
            oldTop?.viewDidDisappear(animated)
            newTop?.viewDidAppear(animated)
        }
        for controller in leaving {
            controller.removeFromParent()
            controller.movingFromParent = false
        }
        for controller in arriving {
            controller.didMove(toParent: self)
            controller.movingToParent = false
        }
        if topChanges, let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        activeTransitionCoordinator = nil
        coordinator.finish()
    }

    // MARK: The view

    /// A plain view holding the top view controller's view.
    open override func loadView() {
        super.loadView()
        showTopView()
    }

    /// Puts the top view controller's view in this view, filling it (four
    /// constraints marked as the system's), with this view's safe area.
    private func showTopView() {
        guard let container = viewIfLoaded else { return }
        LayoutConstraint.deactivate(contentPins)
        contentPins = []
        let top = stack.last
        // The views of the controllers below the top and of those popped go.
        for subview in container.subviews where subview.viewController != nil && subview.viewController !== top {
            subview.removeFromSuperview()
        }
        guard let top else { return }
        let content: UIView = top.view
        if content.superview !== container {
            content.removeFromSuperview()
            container.addSubview(content)
        }
        content.translatesAutoresizingMaskIntoConstraints = false
        let inner = content.node, outer = container.node
        contentPins = [
            inner.topAnchor.constraint(equalTo: outer.topAnchor).markSystem("UINavigationController-content-top"),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor).markSystem("UINavigationController-content-left"),
            outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor).markSystem("UINavigationController-content-bottom"),
            outer.rightAnchor.constraint(equalTo: inner.rightAnchor).markSystem("UINavigationController-content-right"),
        ]
        LayoutConstraint.activate(contentPins)
        passSafeArea()
    }

    /// The top view's safe area is this view's (no bar adds to it).
    private func passSafeArea() {
        guard let container = viewIfLoaded, let content = stack.last?.viewIfLoaded,
              content.superview === container, content.safeAreaInsets != container.safeAreaInsets else { return }
        content.trellis.safeAreaInsets = container.safeAreaInsets
    }

    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        passSafeArea()
    }

    /// Forwarded to the top view controller, as a container does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        topViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isOnScreen = true
        topViewController?.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isOnScreen = false
        topViewController?.viewDidDisappear(animated)
    }

    /// The top view controller's; the status bar is not drawn.
    open override var childForStatusBarStyle: UIViewController? { topViewController }
    open override var childForStatusBarHidden: UIViewController? { topViewController }
}

/// What a navigation controller tells its delegate (UIKit's
/// `UINavigationControllerDelegate`); both methods have defaults that do
/// nothing, as UIKit's are optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}

/// A navigation bar (UIKit's `UINavigationBar`). **Not drawn yet**: it stores
/// what code sets on it, and a navigation controller's bar lists the stack's
/// navigation items. It is in no view tree.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    private weak var navigationController: UINavigationController?
    private var ownItems: [UINavigationItem] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items, bottom first: a navigation controller's stack's navigation
    /// items, or those set on a standalone bar.
    open var items: [UINavigationItem]? {
        get { navigationController.map { $0.viewControllers.map(\.navigationItem) } ?? ownItems }
        set { ownItems = newValue ?? [] }
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) { ownItems.append(item) }
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { ownItems.popLast() }

    open var prefersLargeTitles = false
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?

    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
}

/// A bar's look; raw values are UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}

/// The bar metrics a bar image is for; raw values are UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}
