import Layout

/// A tab (UIKit's `UITabBarItem`): a title, an image and a selected image,
/// a badge. Changing one redraws the tab bar showing it.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// Raw values are UIKit's `UITabBarSystemItem`.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system tab: its English title and a symbol placeholder.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
        let (title, symbol) = systemItem.titleAndSymbol
        self.title = title
        self.image = UIImage(systemName: symbol)
    }

    private(set) var systemItem: SystemItem?

    open override var title: String? { didSet { changed() } }
    open override var image: UIImage? { didSet { changed() } }
    open override var isEnabled: Bool { didSet { changed() } }
    /// The image drawn when the tab is selected; nil: `image`.
    open var selectedImage: UIImage? { didSet { changed() } }
    /// Drawn in a red capsule at the image's top trailing corner; nil: no badge.
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour; nil: `systemRed`.
    open var badgeColor: UIColor? { didSet { changed() } }
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        changed()
    }
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }
    open var titlePositionAdjustment: UIOffset = .zero
    open var standardAppearance: UITabBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { changed() } }

    /// The tab bar showing this item.
    weak var bar: UITabBar?
    private func changed() { bar?.itemsDidChange() }
}

extension UITabBarItem.SystemItem {
    var titleAndSymbol: (String, String) {
        switch self {
        case .more: return ("More", "ellipsis")
        case .favorites: return ("Favorites", "star.fill")
        case .featured: return ("Featured", "star")
        case .topRated: return ("Top Rated", "star")
        case .recents: return ("Recents", "clock.fill")
        case .contacts: return ("Contacts", "person.crop.circle")
        case .history: return ("History", "clock")
        case .bookmarks: return ("Bookmarks", "book")
        case .search: return ("Search", "magnifyingglass")
        case .downloads: return ("Downloads", "arrow.down.circle")
        case .mostRecent: return ("Most Recent", "clock")
        case .mostViewed: return ("Most Viewed", "list.number")
        }
    }
}

/// A tab bar's look (UIKit's `UITabBarAppearance`): the bar's background and
/// shadow, and its items' colours and title attributes per state.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    public override init() { super.init() }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance
            inlineLayoutAppearance = other.inlineLayoutAppearance
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
        }
    }

    /// NSObject's `copy()`, which is nonisolated; appearances are made and
    /// copied on the main thread, as in UIKit.
    open nonisolated override func copy() -> Any {
        nonisolated(unsafe) var copy: Any = self
        MainActor.assumeIsolated { copy = UITabBarAppearance(barAppearance: self) }
        return copy
    }

    /// The look of tabs with the image above the title (an iPhone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0
}

/// A tab's look in each state (UIKit's `UITabBarItemAppearance`).
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable { case stacked = 0, inline, compactInline }
    public override init() { super.init() }
    public init(style: Style) { super.init() }
    open func configureWithDefault(for style: Style) {}
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()
}

/// One state of a tab's look (UIKit's `UITabBarItemStateAppearance`):
/// `iconColor`, `titleTextAttributes` (`.font`, `.foregroundColor`),
/// `badgeBackgroundColor` and `badgeTextAttributes` are drawn.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeTitlePositionAdjustment: UIOffset = .zero
}
