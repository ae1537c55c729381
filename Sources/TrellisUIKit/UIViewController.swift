import Layout

/// A view controller (UIKit's `UIViewController`): loads its view on first
/// use, hears of its layout (`viewWillLayoutSubviews`,
/// `viewDidLayoutSubviews`, `updateViewConstraints`) and holds children.
/// Appearance callbacks are called when Trellis shows the controller
/// (`controller.trellis.show(size:traits:safeAreaInsets:)`).
///
/// A responder, as in UIKit: between its root view and that view's superview
/// in the responder chain.
@preconcurrency @MainActor
open class UIViewController: UIResponder, TraitChangeHandling {
    private var loadedView: UIView?
    private var isLoadingView = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Declared because UIKit declares it; there are no storyboards here.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Its view's superview (the window, for a window's root view
    /// controller), as UIKit documents
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/next>);
    /// while the view is in no hierarchy, the parent view controller, so
    /// that a child's actions still reach its parent. There are no
    /// presented view controllers here.
    open override var next: UIResponder? { viewIfLoaded?.superview ?? parent }

    open var nibName: String? { nil }
    open var nibBundle: Bundle? { nil }

    /// The root view, loaded (`loadView()`, then `viewDidLoad()`) on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { install(UIView(frame: .zero)) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Makes a plain view, as UIKit does without a nib.
    open func loadView() { view = UIView(frame: .zero) }

    private func install(_ view: UIView?) {
        loadedView?.viewController = nil
        loadedView = view
        guard let view else { return }
        view.viewController = self
        applySystemMinimumMargins(view.traitCollection)
    }

    /// A view controller's root view has the system's minimum margins on
    /// its leading and trailing edges: 16 points in compact width, 20 in
    /// regular (see docs/uikit.md); they follow the size class.
    func applySystemMinimumMargins(_ traits: UITraitCollection) {
        guard viewRespectsSystemMinimumLayoutMargins, let view = loadedView else { return }
        let side: CGFloat = traits.horizontalSizeClass == .regular ? 20 : 16
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    /// Called instead of the root view's `updateConstraints()`; the
    /// default updates the view's own constraints. Call `super` last.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    open var title: String?
    open var preferredContentSize: CGSize = .zero
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var viewRespectsSystemMinimumLayoutMargins = true
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    open var traitCollection: UITraitCollection { view.traitCollection }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The handlers of `registerForTraitChanges` (iOS 17).
    var traitHandlers: [TraitChangeHandler] = []

    /// The bar items a navigation controller would show; stored, as
    /// Trellis draws no navigation bar.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    /// The bottom of the status bar, the old way (iOS 7–10): a guide from
    /// the top of the view to the top of its safe area.
    open var topLayoutGuide: UILayoutSupport { layoutSupport.top }
    /// The top of a toolbar or tab bar, the old way: from the bottom of the
    /// safe area to the bottom of the view.
    open var bottomLayoutGuide: UILayoutSupport { layoutSupport.bottom }
    private lazy var layoutSupport = LayoutSupportGuides(view: view)

    // MARK: Children

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)  // UIKit calls it here (its documentation of didMove(toParent:))
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}
