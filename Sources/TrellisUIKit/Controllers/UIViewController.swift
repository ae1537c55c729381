import Layout

/// A view controller (UIKit's `UIViewController`): loads its view on first
/// use, hears of its layout (`viewWillLayoutSubviews`,
/// `viewDidLayoutSubviews`, `updateViewConstraints`) and holds children.
/// Appearance callbacks are called when Trellis shows the controller
/// (`controller.trellis.show(size:traits:safeAreaInsets:)`), and when it is
/// presented, dismissed, pushed or popped: those happen at once and are
/// recorded, not drawn (UIViewController+Presentation.swift,
/// UINavigationController.swift).
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

    /// Declared because UIKit declares it; a storyboard calls it (Nibs/UIStoryboard.swift).
    public required init?(coder: NSCoder) {
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Its view's superview (the window, for a window's root view
    /// controller), as UIKit documents
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/next>);
    /// while the view is in no hierarchy, the parent view controller, so
    /// that a child's actions still reach its parent, or for a presented
    /// view controller the one that presented it (its view is in no
    /// hierarchy here: presentations are recorded, not drawn).
    open override var next: UIResponder? { viewIfLoaded?.superview ?? parent ?? presentingStorage ?? hostWindow }

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

    /// Makes a plain view, as UIKit does without a nib; a controller made
    /// by a storyboard loads its scene's view (Nibs/UIStoryboard.swift).
    open func loadView() {
        if let loader = storyboardViewLoader {
            storyboardViewLoader = nil
            loader(self)
        } else {
            view = UIView(frame: .zero)
        }
    }

    /// Loads the view from a storyboard scene; set by `UIStoryboard`.
    var storyboardViewLoader: ((UIViewController) -> Void)?

    /// The storyboard this controller was made from; nil for one made in code.
    open internal(set) var storyboard: UIStoryboard?
    /// The IB id of this controller's scene in ``storyboard``.
    var storyboardSceneControllerID: String?

    /// Performs the segue the storyboard gives this scene under
    /// `identifier` (Nibs/UIStoryboard+Segues.swift): its destination made,
    /// ``prepare(for:sender:)`` called, the segue performed. UIKit raises
    /// for an identifier the scene has no segue for; Trellis lists it in the
    /// storyboard's `trellisIssues` and does nothing.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        storyboard?.performSegue(withIdentifier: identifier, from: self, sender: sender)
    }

    /// Called before a segue from this controller is performed: set the
    /// destination up here. Does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue the file starts from a control goes ahead; true by
    /// default. Not asked for `performSegue(withIdentifier:sender:)`, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on a view controller made by a storyboard, once it is made.
    open func awakeFromNib() {}

    private func install(_ view: UIView?) {
        loadedView?.viewController = nil
        loadedView = view
        guard let view else { return }
        view.viewController = self
        if overrideUserInterfaceStyle != .unspecified { view.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
        applySystemMinimumMargins(view.traitCollection)
    }

    /// A view controller's root view has the system's minimum margins on
    /// its leading and trailing edges: 16 points, 20 in a regular width or
    /// in a window whose shorter side is wider than 393 points (so 16 on an
    /// iPhone in landscape); a table keeps a table's, 20 from 390 as its
    /// rows (`SystemMinimumMargin`).
    func applySystemMinimumMargins(_ traits: UITraitCollection) {
        guard viewRespectsSystemMinimumLayoutMargins, let view = loadedView else { return }
        let side = SystemMinimumMargin.side(of: view, traits: traits)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    open func viewDidLoad() {}
    /// Sent when the app receives a memory warning (Apple: "the system
    /// calls this method when the available memory is low"); nothing
    /// here warns, so it is never called, and an override compiles.
    open func didReceiveMemoryWarning() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in its window with its traits and size,
    /// before it is laid out (iOS 17, back to 13): by
    /// `controller.trellis.show` between `viewWillAppear(_:)` and the layout.
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Override to set `contentUnavailableConfiguration` for `state` (iOS
    /// 17); asked before the first layout and after
    /// `setNeedsUpdateContentUnavailableConfiguration()`
    /// (UIViewController+ContentUnavailable.swift).
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    /// Called instead of the root view's `updateConstraints()`; the
    /// default updates the view's own constraints. Call `super` last.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// State restoration's name for the controller; kept, since Linux has
    /// no state restoration to save it (WireGuard names its controllers so).
    open var restorationIdentifier: String?
    /// Whether the controller shows its content editable
    /// (UIViewController+Editing.swift); setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    var editingState = false
    /// The Edit/Done item, made when first asked (UIViewController+Editing.swift).
    var madeEditButtonItem: UIBarButtonItem?
    /// A bar button item titled Edit, or Done while editing, that toggles
    /// `isEditing` (UIViewController+Editing.swift).
    open var editButtonItem: UIBarButtonItem { makeEditButtonItem() }
    /// Sets `isEditing` and retitles `editButtonItem`. Override it to show
    /// the content editable, and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        updateEditButtonItem()
    }

    /// Setting it sets the navigation item's and the tab bar item's titles,
    /// as UIKit documents for `title`.
    open var title: String? {
        get {
            noteRead(.title, of: self)
            return storedTitle
        }
        set {
            notifyingObservers(of: .title) {
                storedTitle = newValue
                // Through the getter, as before: a subclass may override it.
                navigationItem.title = title
                tabBarItemStorage?.title = title
            }
        }
    }
    private var storedTitle: String?
    /// Setting another size tells the parent
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`), as
    /// UIKit does: a container that sizes a child's area from it (a sheet,
    /// a popover) hears of it (held-out corpus 5: Firefox Focus's sheet).
    open var preferredContentSize: CGSize {
        get {
            noteRead(.preferredContentSize, of: self)
            return storedPreferredContentSize
        }
        set {
            notifyingObservers(of: .preferredContentSize) {
                let oldValue = storedPreferredContentSize
                storedPreferredContentSize = newValue
                guard newValue != oldValue else { return }
                parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    private var storedPreferredContentSize = CGSize.zero
    /// Added to the view's safe area, wherever that comes from (a device,
    /// a container, the part of a superview's it covers): Apple, "Custom
    /// insets that you specify to modify the view controller's safe area"
    /// (UIView+SafeArea.swift). A change reaches the view and its subtree
    /// at once, and the layout at the next pass.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
            view.updateSafeAreaInSubtree()
            view.setNeedsLayout()
        }
    }
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// The style this controller's view and its subtree (child controllers'
    /// views among them) take, as Apple documents: given to the root view's
    /// trait overrides when the view is there, so setting it before the view
    /// loads takes effect when it does.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    open var traitCollection: UITraitCollection { view.traitCollection }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The handlers of `registerForTraitChanges` (iOS 17).
    var traitHandlers: [TraitChangeHandler] = []

    /// What a navigation controller's bar shows for this controller.
    open var navigationItem: UINavigationItem { navigationItemStorage }
    private lazy var navigationItemStorage = UINavigationItem(title: title ?? "")

    /// The tab a tab bar controller shows for this controller: made on first
    /// use with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let made = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = made
            return made
        }
        set { tabBarItemStorage = newValue }
    }
    /// The item made or given so far; nil while nobody asked for one (a
    /// navigation controller then shows its root's, see there).
    private(set) var tabBarItemStorage: UITabBarItem?

    /// The items of a navigation controller's toolbar while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? { didSet { navigationController?.barDidChange() } }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The edges of a container's bars the view extends under: all by
    /// default, so the view fills the container and its safe area gains
    /// the bars; an edge left out ends the view at that bar.
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false

    /// The scroll views set for the bars to observe, top and bottom
    /// (`setContentScrollView(_:for:)`); nil: chosen automatically.
    weak var contentScrollViewForTop: UIScrollView?
    weak var contentScrollViewForBottom: UIScrollView?

    /// Sets the scroll view the bars at `edge` (`.top`, `.bottom`, or
    /// both) observe for the scroll edge; nil: chosen automatically (Apple,
    /// `setContentScrollView(_:for:)`). The bars are drawn again.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        let before = [contentScrollView(for: .top), contentScrollView(for: .bottom)]
        if edge.contains(.top) { contentScrollViewForTop = scrollView }
        if edge.contains(.bottom) { contentScrollViewForBottom = scrollView }
        // The content scroll view takes the safe area under `.automatic` (UIScrollView+ContentInset.swift).
        for view in before + [scrollView] { view?.updateAdjustedContentInset() }
        scrollEdgesMayHaveChanged()
    }

    /// The scroll view the bars at `edge` observe: the one set for it, else
    /// the one found automatically (`automaticContentScrollView`). Override
    /// and return nil to keep that edge's bar in its scroll-edge look
    /// (Apple, `contentScrollView(for:)`).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        let set = edge == .bottom ? contentScrollViewForBottom : contentScrollViewForTop
        return set ?? automaticContentScrollView
    }

    /// The scroll view found without `setContentScrollView(_:for:)`: this
    /// controller's view when it is a scroll view, else its first subview
    /// (the backmost) when that is one. Apple says only that the
    /// controller "identifies a scroll view to observe by analyzing the
    /// view hierarchy"; the rule is the one apps report (airbnb's
    /// HorizonCalendar, pull request 173: "UIKit seems to only observe the
    /// scroll position of the first subview of a view", its navigation bar
    /// kept transparent while a label was subview 0 and the scroll view
    /// subview 1; docs/uikit-numbers.md).
    var automaticContentScrollView: UIScrollView? {
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

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

    /// Whether the controller is being added to a parent (a navigation
    /// controller's push), between `willMove(toParent:)` and `didMove(toParent:)`.
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent (a pop).
    open var isMovingFromParent: Bool { movingFromParent }
    var movingToParent = false
    var movingFromParent = false

    // MARK: Presentation (recorded, not drawn: UIViewController+Presentation.swift)

    /// The view controller this one presented (strongly held, as in UIKit).
    var presentedStorage: UIViewController?
    /// The view controller that presented this one.
    weak var presentingStorage: UIViewController?
    var beingPresented = false
    var beingDismissed = false
    /// The coordinator of the presentation, push or size change under way.
    var activeTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    /// The presentation controller made for `modalPresentationStyle` (UIPresentationController.swift).
    var presentationControllerStorage: UIPresentationController?
    /// Who supplies custom presentations (UIKit's `transitioningDelegate`, held weakly as there).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// How the controller is shown when presented: `.automatic` by default,
    /// which UIKit maps to `.formSheet` since iOS 18 (`.pageSheet` before)
    /// for most view controllers
    /// (<https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic>).
    /// Recorded: nothing is drawn for a presentation. Only `.fullScreen` and
    /// `.currentContext` hide the presenting view controller, which then
    /// hears `viewWillDisappear`/`viewDidDisappear`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition's animation; stored (nothing is animated).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a person may dismiss the sheet interactively; stored (there
    /// is no swipe here, and `dismiss(animated:completion:)` ignores it, as in UIKit).
    open var isModalInPresentation = false
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The view controller this one (or, when it presented none, its
    /// nearest ancestor) presented
    /// (<https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller>).
    open var presentedViewController: UIViewController? { presentedStorage ?? parent?.presentedViewController }

    /// The view controller that presented this one, or its nearest
    /// presented ancestor; nil when neither was presented
    /// (<https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller>).
    open var presentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }

    open var isBeingPresented: Bool { beingPresented }
    open var isBeingDismissed: Bool { beingDismissed }

    /// The coordinator of the transition under way (a presentation, a
    /// dismissal, a push or pop, a size change), nil outside one; the
    /// parent's while the parent's transition runs. Its
    /// `animate(alongsideTransition:completion:)` runs both closures at once.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransitionCoordinator ?? parent?.transitionCoordinator
    }

    /// Presents `viewControllerToPresent` at once, without animation (see
    /// ``presentRecorded(_:animated:completion:)``): sets
    /// `presentedViewController` and its `presentingViewController`, loads
    /// and lays out its view at the presenter's size and traits, calls its
    /// appearance methods, then `completion`, which UIKit calls "after the
    /// viewDidAppear: method is called on the presented view controller".
    /// Nothing is drawn: snapshot the presented controller itself.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentRecorded(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this view controller presented (with everything that
    /// one presented in turn); on a presented view controller that
    /// presented nothing, asks its presenter to dismiss it, as UIKit
    /// documents (<https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)>).
    /// At once; `completion` runs after the appearance methods. With nothing
    /// to dismiss nothing happens and `completion` is not called.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissRecorded(animated: flag, completion: completion)
    }

    /// Pushes `vc` on the navigation controller this one is in, else
    /// presents it, as UIKit's default does.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Hands `vc` to the split view controller this one is in (its
    /// secondary column), else presents it, as UIKit's default does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Asked of a split view controller's primary when it collapses and its
    /// delegate did not take the secondary in. Apple,
    /// `collapseSecondaryViewController(_:for:)`: "Most view controllers do
    /// nothing by default"; a navigation controller pushes it.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                              for splitViewController: UISplitViewController) {}

    /// Asked of the primary when its split view controller expands: the
    /// secondary to show beside it again, nil by default (a navigation
    /// controller pops its top one).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// The nearest ancestor that is a navigation controller, nil when there
    /// is none (<https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller>).
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Whether a tab bar would hide when this controller is pushed; stored.
    open var hidesBottomBarWhenPushed = false

    // MARK: Size changes

    /// Called before the view's size changes (a rotation, or
    /// `controller.trellis.show(…)` again at another size); the default
    /// forwards to the children with the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives them,
    /// as UIKit's does. Call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// Called before the traits change in a `show` again with other traits;
    /// the default forwards to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The size a child gets inside `parentSize`: all of it by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the view was last shown at (`controller.trellis.show`), to
    /// tell a new size from the same one.
    var shownSize: CGSize?
    var shownTraits: UITraitCollection?
    /// The device's window `controller.trellis.show` put the view in
    /// (TrellisViewController.swift): what the root view's `window` and
    /// this controller's `next` answer while the view has no superview.
    var hostWindow: UIWindow?

    // MARK: Status bar and orientation (stored or answered; no status bar is drawn)

    /// The orientations the controller supports: all on an iPad, all but
    /// upside down on an iPhone, UIKit's documented defaults
    /// (<https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations>).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Nothing to update: no status bar is drawn.
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    // MARK: Key commands

    private var addedKeyCommands: [UIKeyCommand] = []

    /// Adds a key command this controller answers (UIKit's `addKeyCommand(_:)`);
    /// `keyCommands` lists it.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }

    /// The commands added with `addKeyCommand(_:)`, nil when none.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
}
