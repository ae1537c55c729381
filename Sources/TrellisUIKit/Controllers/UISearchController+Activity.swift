import Foundation

/// How a search controller follows its bar, after Apple's pages:
///
/// - `updateSearchResults(for:)` is "Called when the search bar becomes
///   the first responder or when the user makes changes inside the search
///   bar" (Apple's `UISearchResultsUpdating` page): each typed key, a
///   delete, the clear button, the field becoming the first responder,
///   and the cancel button's clearing of the text. Text set in code and
///   `isActive` set in code (the field not becoming the first responder)
///   do not call it.
/// - The field becoming the first responder makes the controller active
///   ("When the user taps in the search field of a managed search bar, the
///   search controller automatically displays the search results
///   controller", `isActive`); setting `isActive` true does the same
///   without the first responder ("you can set this property to true to
///   force the search interface to appear"). Either way the delegate's
///   `presentSearchController(_:)` is called ("when the user begins
///   editing in the search controller, or you set the isActive property
///   to true"); its default presents: `willPresentSearchController(_:)`,
///   then `didPresentSearchController(_:)`, at once (nothing is animated).
/// - While active the bar shows its cancel button when
///   `automaticallyShowsCancelButton` (iOS 13; Apple: the search controller
///   "manages the visibility of the search bar's cancel button").
/// - The cancel button (after the bar delegate's
///   `searchBarCancelButtonClicked(_:)`) clears the text, resigns the
///   field and dismisses: `willDismissSearchController(_:)`, then
///   `didDismissSearchController(_:)`, then the updater (the text changed).
///   `isActive = false` dismisses the same way without clearing or
///   updating.
///
/// Order where Apple is silent (Trellis's choice): the bar's delegate
/// hears of the editing before the controller does; the presentation ends
/// (did present) before the first update, as nothing is animated.
extension UISearchController {
    /// The default presentation (see `presentSearchController(_:)`).
    func performDefaultPresentation() {
        delegate?.willPresentSearchController(self)
        delegate?.didPresentSearchController(self)
    }

    /// Becomes active, if not already: the cancel button shown, the delegate asked to present.
    func activate() {
        guard !activeState else { return }
        activeState = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        if let delegate { delegate.presentSearchController(self) } else { performDefaultPresentation() }
    }

    /// Stops being active, if it is: the field resigns (forced, as a
    /// dismissal does not ask), the cancel button hides, will and did dismiss.
    func deactivate() {
        guard activeState else { return }
        delegate?.willDismissSearchController(self)
        activeState = false
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.endEditing(true) }
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        delegate?.didDismissSearchController(self)
    }

    /// The bar's field became the first responder.
    func searchFieldDidBeginEditing() {
        activate()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// A key, a delete or the clear button changed the bar's text.
    func searchTextDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The bar's cancel button was tapped (its delegate already told).
    func cancelButtonTapped() {
        searchBar.text = ""
        deactivate()
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}
