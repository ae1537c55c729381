import Layout

/// Tabs of view controllers (UIKit's `UITabBarController`): the selected
/// one's view fills the controller's view and the `tabBar` is drawn along
/// the bottom, 49 points above the home indicator's safe area and reaching
/// down under it. The selected view's safe area gains the bar's 49 points
/// (plus its controller's `additionalSafeAreaInsets`), as in UIKit; with
/// `edgesForExtendedLayout` leaving out `.bottom`, the view ends at the bar.
///
/// Every tab's controller is a child; `tabBar.items` are their
/// `tabBarItem`s. Selecting (`selectedIndex`, `selectedViewController`, a
/// tap on a tab) swaps the views at once, with the appearance calls UIKit
/// makes while the controller is on screen; a tap asks the delegate first.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    private var tabs: [UIViewController] = []
    private var selected = 0
    private var isOnScreen = false
    private var contentPins: [LayoutConstraint] = []
    private var barPins: [LayoutConstraint] = []
    private var barHeight: LayoutConstraint?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.tabBarController = self
    }

    /// The bar, drawn along the bottom of the controller's view.
    public let tabBar = UITabBar()

    open weak var delegate: (any UITabBarControllerDelegate)?

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabs.indices.contains(selected) ? tabs[selected] : nil
        for controller in tabs where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        tabs = []
        for controller in viewControllers ?? [] where !tabs.contains(where: { $0 === controller }) {
            if controller.parent !== self {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            tabs.append(controller)
        }
        tabBar.items = tabs.map(\.tabBarItem)
        selected = min(selected, max(0, tabs.count - 1))
        select(selected, from: old)
    }

    /// The selected tab's index; setting it shows that tab.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else { return }
            let old = tabs[selected]
            selected = newValue
            select(newValue, from: old)
        }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// A tap on a tab: the delegate may refuse, else the tab is selected and the delegate told.
    func tabTapped(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int, from old: UIViewController?) {
        let new = tabs.indices.contains(index) ? tabs[index] : nil
        tabBar.selectedItem = new?.tabBarItem
        guard old !== new || (new != nil && new?.viewIfLoaded?.superview !== viewIfLoaded) else { return }
        let appearing = isOnScreen && old !== new
        if isViewLoaded { new?.loadViewIfNeeded() }
        if appearing {
            old?.viewWillDisappear(false)
            new?.viewWillAppear(false)
        }
        if isViewLoaded {
            showSelectedView()
            viewIfLoaded?.layoutIfNeeded()
        }
        if appearing {
            old?.viewDidDisappear(false)
            new?.viewDidAppear(false)
        }
    }

    // MARK: The view

    open override func loadView() {
        super.loadView()
        let container: UIView = view
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(tabBar)
        let bar = tabBar.node, outer = container.node
        let height = bar.heightAnchor.constraint(equalToConstant: Double(BarMetrics.tabBarHeight))
        barHeight = height
        barPins = [
            bar.leftAnchor.constraint(equalTo: outer.leftAnchor), outer.rightAnchor.constraint(equalTo: bar.rightAnchor),
            outer.bottomAnchor.constraint(equalTo: bar.bottomAnchor), height,
        ].map { $0.markSystem("UITabBarController-tabBar") }
        LayoutConstraint.activate(barPins)
        showSelectedView()
    }

    /// Puts the selected view under the bar, filling the view (or ending at
    /// the bar), and gives it its safe area.
    private func showSelectedView() {
        guard let container = viewIfLoaded else { return }
        LayoutConstraint.deactivate(contentPins)
        contentPins = []
        removeChildViews(from: container, except: selectedViewController.map { [$0] } ?? [])
        guard let top = selectedViewController else { return }
        let extendsBottom = top.edgesForExtendedLayout.contains(.bottom)
        contentPins = pinChildView(top, in: container, at: 0, identifier: "UITabBarController-content",
                                   bottom: extendsBottom ? nil : tabBar.node.topAnchor)
        passSafeArea()
        scrollEdgesMayHaveChanged()
    }

    /// The bar's look follows the selected content: at the scroll edge while
    /// the content's bottom is (UIViewController+ScrollEdge.swift).
    func updateScrollEdges() {
        tabBar.isAtScrollEdge = selectedViewController?.contentIsAtScrollEdge(.bottom) ?? true
    }

    /// The bar's height follows the home indicator; the selected view's safe area gains the bar.
    private func passSafeArea() {
        guard let container = viewIfLoaded else { return }
        let safe = container.safeAreaInsets
        let barTotal = BarMetrics.tabBarHeight(for: container.traitCollection, bottomInset: safe.bottom)
        barHeight?.constant = Double(barTotal)
        // The bar reaches down under the home indicator; its items keep to
        // the safe area's sides (a landscape phone's 47 points).
        tabBar.giveSafeAreaInsets(UIEdgeInsets(top: 0, left: safe.left, bottom: safe.bottom, right: safe.right))
        guard let top = selectedViewController, top.viewIfLoaded?.superview === container else { return }
        let extendsBottom = top.edgesForExtendedLayout.contains(.bottom)
        // The view adds its controller's `additionalSafeAreaInsets` (UIView+SafeArea.swift).
        passSafeArea(UIEdgeInsets(top: safe.top, left: safe.left, bottom: extendsBottom ? barTotal : 0,
                                  right: safe.right), to: top)
    }

    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        passSafeArea()
    }

    /// An iPad's bar is taller than a phone's (the idiom comes with the traits).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        passSafeArea()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isOnScreen = true
        selectedViewController?.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isOnScreen = false
        selectedViewController?.viewDidDisappear(animated)
    }

    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
}

/// What a tab bar controller tells its delegate (UIKit's
/// `UITabBarControllerDelegate`); every method optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
