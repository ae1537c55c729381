import Layout

/// What a navigation bar shows for a view controller (UIKit's
/// `UINavigationItem`): its title or title view, its bar button items, its
/// back button's title, its large-title mode, its search controller and
/// appearances. A bar showing the item redraws when one of them changes.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Declared because UIKit declares it; decodes nothing.
    public required init?(coder: NSCoder) { super.init() }

    open var title: String? { didSet { changed() } }
    open var prompt: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Whether the left items go beside the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// The first of `leftBarButtonItems`; setting it replaces them.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Left to right from the leading edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Right to left from the trailing edge, as UIKit orders them.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The back button the next item's bar shows for this one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title of that back button (iOS 11); else this item's title.
    open var backButtonTitle: String? { didSet { changed() } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }

    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// Drawn under the title by the navigation bar (iOS 11).
    open var searchController: UISearchController? { didSet { changed() } }
    /// Stored: nothing scrolls here, so the search bar stays shown.
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic

    /// This item's looks, over the bar's (iOS 13).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// Raw values are UIKit's `UINavigationItemLargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always, never, inline }
    /// Raw values are UIKit's `UINavigationItemBackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable { case `default` = 0, generic, minimal }
    public enum SearchBarPlacement: Int, Sendable { case automatic = 0, inline, stacked }

    /// The bars showing this item, told of each change.
    private var observers: [WeakBar] = []

    func addObserver(_ bar: UINavigationBar) {
        observers.removeAll { $0.bar == nil }
        if !observers.contains(where: { $0.bar === bar }) { observers.append(WeakBar(bar: bar)) }
    }

    private func changed() {
        for observer in observers { observer.bar?.itemsDidChange() }
    }

    private struct WeakBar { weak var bar: UINavigationBar? }
}
