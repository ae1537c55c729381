import Layout

/// Pages of view controllers (UIKit's `UIPageViewController`): the current
/// page's view fills the controller's view. `setViewControllers` shows a
/// page at once (the delegate is not told, as in UIKit); a test turns a
/// page as a swipe would with `controller.trellis.turnPage(_:)`, which
/// asks the data source for the neighbour and tells the delegate. The
/// scroll style's page indicator is shown when the data source gives a
/// count (UIPageViewController+PageIndicator.swift).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// UIKit's `TransitionStyle`; raw values UIKit's.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll }
    /// UIKit's `NavigationOrientation`; raw values UIKit's.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical }
    /// UIKit's `NavigationDirection`; raw values UIKit's.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse }
    /// UIKit's `SpineLocation`; raw values UIKit's.
    public enum SpineLocation: Int, Sendable { case none = 0, min, mid, max }
    /// UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open private(set) var spineLocation: SpineLocation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false
    /// The recognizers a swipe would go through; none here.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }
    private var pages: [UIViewController] = []
    private var pins: [LayoutConstraint] = []
    /// The page indicator shown below the pages, if any, and the page it
    /// marks (nil: ask the data source, as after `setViewControllers`).
    var pageIndicator: UIPageControl?
    var indicatedPage: Int?

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : spine ?? .min
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init(coder: coder)
    }

    /// The pages shown: one (two with a mid spine).
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// Shows `viewControllers` at once, then runs `completion(true)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        indicatedPage = nil
        show(viewControllers ?? [])
        completion?(true)
    }

    func show(_ newPages: [UIViewController]) {
        let old = pages
        for page in old where !newPages.contains(where: { $0 === page }) {
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            page.removeFromParent()
        }
        for page in newPages where page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        pages = newPages
        if isViewLoaded { showCurrentPage() }
    }

    open override func loadView() {
        super.loadView()
        showCurrentPage()
    }

    /// The first page fills the view, with the view's safe area.
    private func showCurrentPage() {
        guard let container = viewIfLoaded else { return }
        LayoutConstraint.deactivate(pins)
        pins = []
        removeChildViews(from: container, except: pages.first.map { [$0] } ?? [])
        guard let page = pages.first else { return }
        let indicator = updatedPageIndicator(in: container)
        pins = pinChildView(page, in: container, identifier: "UIPageViewController-page",
                            bottom: indicator?.node.topAnchor)
        passSafeArea()
        container.setNeedsLayout()
    }

    private func passSafeArea() {
        guard let container = viewIfLoaded, let page = pages.first, page.viewIfLoaded?.superview === container else { return }
        passSafeArea(container.safeAreaInsets, to: page)
    }

    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        passSafeArea()
    }
}

/// What a page view controller shows next (UIKit's `UIPageViewControllerDataSource`).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells its delegate (UIKit's `UIPageViewControllerDelegate`); every method optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

extension TrellisViewController {
    /// Turns a page view controller's page as a finished swipe would: asks
    /// the data source for the page after (`.forward`) or before the
    /// current one, tells the delegate `willTransitionTo`, shows it, then
    /// `didFinishAnimating(true, previous, completed: true)`. Returns false,
    /// changing nothing, when there is no such page (or this is not a page
    /// view controller).
    @discardableResult
    public func turnPage(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        guard let pager = controller as? UIPageViewController, let current = pager.viewControllers?.first,
              let source = pager.dataSource else { return false }
        let next = direction == .forward
            ? source.pageViewController(pager, viewControllerAfter: current)
            : source.pageViewController(pager, viewControllerBefore: current)
        guard let next else { return false }
        let previous = pager.viewControllers ?? []
        pager.delegate?.pageViewController(pager, willTransitionTo: [next])
        if let marked = pager.pageIndicator?.currentPage { pager.indicatedPage = marked + (direction == .forward ? 1 : -1) }
        pager.show([next])
        pager.delegate?.pageViewController(pager, didFinishAnimating: true, previousViewControllers: previous,
                                           transitionCompleted: true)
        return true
    }
}
