import Layout

/// A stack of view controllers (UIKit's `UINavigationController`): the top
/// one's view fills the navigation controller's view; pushing and popping
/// happen at once, with the appearance calls UIKit makes.
///
/// The `navigationBar` is drawn at the top of the safe area (44 points, 96
/// with a large title; its background reaches up under the status bar) and
/// the `toolbar`, when shown, above the bottom of the safe area with the
/// top view controller's `toolbarItems`. The top view still fills the view
/// (`edgesForExtendedLayout` is `.all` by default) and its safe area gains
/// the bars, plus its `additionalSafeAreaInsets`, as in UIKit; an edge
/// left out of `edgesForExtendedLayout` ends the view at that bar. A hidden
/// bar (`isNavigationBarHidden`) takes no room.
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

    /// The bar and toolbar classes are ignored: the bars are UIKit's own.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar, drawn at the top (see the type's documentation).
    public private(set) lazy var navigationBar = UINavigationBar(navigationController: self)
    /// The toolbar, drawn at the bottom when `isToolbarHidden` is false.
    public private(set) lazy var toolbar = UIToolbar()

    open var isNavigationBarHidden = false { didSet { barDidChange() } }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// True by default, as UIKit's toolbar starts hidden.
    open var isToolbarHidden = true { didSet { barDidChange() } }
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

    /// A collapsing split view controller's secondary, pushed (Apple,
    /// `splitViewController(_:collapseSecondary:onto:)`: "the
    /// UINavigationController class responds by pushing the secondary view
    /// controller onto its navigation stack").
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        pushViewController(secondaryViewController, animated: false)
    }

    /// An expanding split view controller's secondary: the top one, popped
    /// (nil when only the root is left).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        popViewController(animated: false)
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
        for controller in stack { controller.navigationItem.addObserver(navigationBar) }
        // The bar draws the new top item (title, back button, large title).
        navigationBar.itemsDidChange()
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

    /// A plain view holding the top view controller's view and the bars.
    open override func loadView() {
        super.loadView()
        let container: UIView = view
        for bar in [navigationBar, toolbar] as [UIView] {
            bar.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(bar)
        }
        let bar = navigationBar.node, tools = toolbar.node, outer = container.node
        barTop = bar.topAnchor.constraint(equalTo: outer.topAnchor)
        barHeight = bar.heightAnchor.constraint(equalToConstant: Double(BarMetrics.barHeight))
        toolbarBottom = outer.bottomAnchor.constraint(equalTo: tools.bottomAnchor)
        toolbarHeight = tools.heightAnchor.constraint(equalToConstant: Double(BarMetrics.barHeight))
        LayoutConstraint.activate([
            barTop!, barHeight!, bar.leftAnchor.constraint(equalTo: outer.leftAnchor),
            outer.rightAnchor.constraint(equalTo: bar.rightAnchor),
            toolbarBottom!, toolbarHeight!,
            tools.leftAnchor.constraint(equalTo: outer.leftAnchor), outer.rightAnchor.constraint(equalTo: tools.rightAnchor),
        ].map { $0.markSystem("UINavigationController-bar") })
        showTopView()
    }

    private var barTop: LayoutConstraint?
    private var barHeight: LayoutConstraint?
    private var toolbarBottom: LayoutConstraint?
    private var toolbarHeight: LayoutConstraint?

    /// The navigation bar's height as shown with the content at rest (0
    /// when hidden): where the top view's content starts. A large title
    /// collapsing as the content scrolls does not move the content's
    /// start, so the content moves point for point with its offset.
    private var shownBarHeight: CGFloat { isNavigationBarHidden ? 0 : navigationBar.restingHeight }
    /// The toolbar's row as shown (0 when hidden): a phone's 49 (44 in a
    /// compact height), an iPad's 50.
    private var shownToolbarHeight: CGFloat {
        isToolbarHidden ? 0 : BarMetrics.toolbarRowHeight(for: traitCollection)
    }
    /// How far the toolbar's row reaches into the bottom safe area (an
    /// iPad's 5 of a home indicator's 20; none when hidden or on a phone).
    private func toolbarIntoSafeArea(_ bottom: CGFloat) -> CGFloat {
        isToolbarHidden ? 0 : BarMetrics.toolbarIntoHomeIndicator(for: traitCollection, bottomInset: bottom)
    }

    /// The bar, the toolbar or an item changed: the bars are placed again,
    /// and the top view with its safe area.
    func barDidChange() {
        guard isViewLoaded else { return }
        if toolbar.items.map({ $0.map(ObjectIdentifier.init) }) != topViewController?.toolbarItems.map({ $0.map(ObjectIdentifier.init) }) {
            toolbar.items = topViewController?.toolbarItems
        }
        // This controller's bars and those of the containers it is in (a
        // tab bar controller's bar follows the new top's content too).
        scrollEdgesMayHaveChanged()
        pinTopView()
        passSafeArea()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The bars' looks follow the top controller's content: the bar at the
    /// scroll edge while the content's top is (not scrolled down), the
    /// toolbar while the content's bottom is (UIViewController+ScrollEdge.swift).
    func updateScrollEdges() {
        guard let top = topViewController else { return }
        // A large title's area follows the content's top (UINavigationBar.contentHeight).
        navigationBar.contentScrolled = top.contentScrolledFromRest(.top) ?? 0
        // Floating headers stick to the bar's bottom as drawn (UIScrollView.collapsedTopBar).
        top.controllerUnderBars.contentScrollView(for: .top)?.collapsedTopBar =
            isNavigationBarHidden ? 0 : max(0, navigationBar.restingHeight - navigationBar.contentHeight)
        navigationBar.isAtScrollEdge = navigationBar.contentIsAtEdge
        toolbar.isAtScrollEdge = top.contentIsAtScrollEdge(.bottom)
        let height = Double(navigationBar.contentHeight)
        if let barHeight, barHeight.constant != height {
            barHeight.constant = height
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Puts the top view controller's view in this view, under the bars,
    /// filling it (four constraints marked as the system's).
    private func showTopView() {
        guard let container = viewIfLoaded else { return }
        let top = stack.last
        // The views of the controllers below the top and of those popped go.
        for subview in container.subviews where subview.viewController != nil && subview.viewController !== top {
            subview.removeFromSuperview()
        }
        if let content = top?.view, content.superview !== container {
            content.removeFromSuperview()
            container.insertSubview(content, at: 0)
        }
        barDidChange()
    }

    /// The top view's edges: the container's, or a bar's edge for an edge
    /// the view does not extend under.
    private func pinTopView() {
        guard let container = viewIfLoaded else { return }
        LayoutConstraint.deactivate(contentPins)
        contentPins = []
        let safe = container.safeAreaInsets
        barTop?.constant = Double(safe.top)
        barHeight?.constant = Double(navigationBar.contentHeight)
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.backgroundExtension = safe.top
        toolbar.isHidden = isToolbarHidden
        let toolbarRow = BarMetrics.toolbarRowHeight(for: traitCollection)
        let toolbarBelow = safe.bottom - toolbarIntoSafeArea(safe.bottom)
        toolbar.itemsTop = BarMetrics.toolbarItemsTop(for: traitCollection)
        toolbarHeight?.constant = Double(toolbarRow)
        toolbarBottom?.constant = Double(toolbarBelow)
        toolbar.backgroundExtension = toolbarBelow
        // The bars span the view; their safe area is the sides of the
        // view's (a landscape phone's 47 points), inside which they place
        // their items (`BarMetrics.contentInsets(of:)`).
        let sides = UIEdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
        navigationBar.giveSafeAreaInsets(sides)
        toolbar.giveSafeAreaInsets(sides)
        guard let top = stack.last, let content = top.viewIfLoaded, content.superview === container else { return }
        content.translatesAutoresizingMaskIntoConstraints = false
        let edges = top.edgesForExtendedLayout
        let topInset = edges.contains(.top) ? 0 : safe.top + shownBarHeight
        let bottomInset = edges.contains(.bottom) ? 0 : safe.bottom - toolbarIntoSafeArea(safe.bottom) + shownToolbarHeight
        let inner = content.node, outer = container.node
        contentPins = [
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: Double(topInset)).markSystem("UINavigationController-content-top"),
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor).markSystem("UINavigationController-content-left"),
            outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: Double(bottomInset))
                .markSystem("UINavigationController-content-bottom"),
            outer.rightAnchor.constraint(equalTo: inner.rightAnchor).markSystem("UINavigationController-content-right"),
        ]
        LayoutConstraint.activate(contentPins)
    }

    /// The top view's safe area: this view's, plus the bars it extends
    /// under; the view adds its controller's `additionalSafeAreaInsets`
    /// (UIView+SafeArea.swift).
    private func passSafeArea() {
        guard let container = viewIfLoaded, let top = stack.last, let content = top.viewIfLoaded,
              content.superview === container else { return }
        let safe = container.safeAreaInsets, edges = top.edgesForExtendedLayout
        content.giveSafeAreaInsets(UIEdgeInsets(
            top: edges.contains(.top) ? safe.top + shownBarHeight : 0,
            left: safe.left,
            bottom: edges.contains(.bottom) ? safe.bottom - toolbarIntoSafeArea(safe.bottom) + shownToolbarHeight : 0,
            right: safe.right))
    }

    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        barDidChange()
    }

    /// An iPad's toolbar is taller than a phone's, and a phone's in a
    /// compact height shorter (the idiom and size class come with the traits).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceIdiom != traitCollection.userInterfaceIdiom
            || previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass { barDidChange() }
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

    /// The tab a tab bar controller shows for this stack: the root view
    /// controller's item when the root has one and this controller none, so
    /// an app that gives each root its item (`rootVC.tabBarItem = …`) before
    /// wrapping it sees it in the tab bar, as UIKit shows it (held-out corpus
    /// 16: Bankey's Summary, Move Money and More tabs in its course's screenshot).
    /// Once this controller has its own (read or set first), that one.
    open override var tabBarItem: UITabBarItem! {
        get {
            if tabBarItemStorage == nil, let rootItem = viewControllers.first?.tabBarItemStorage { return rootItem }
            return super.tabBarItem
        }
        set { super.tabBarItem = newValue }
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

/// A bar's look; raw values are UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}

/// The bar metrics a bar image is for; raw values are UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}
