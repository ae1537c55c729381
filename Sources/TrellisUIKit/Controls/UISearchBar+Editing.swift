import Foundation

/// The search field's delegate while it is in a bar (`fieldRelay`): a
/// search bar's editing, told to the bar's delegate as Apple's
/// `UISearchBarDelegate` documents it: the bar is its field's delegate (the
/// field's `delegate` is the bar's relay, below; an app that sets its own
/// there takes these calls from the bar, as UIKit's bar is commonly
/// reported to be its field's delegate; Apple does not say) and answers each of the field's questions with its
/// own delegate's:
///
/// - becoming the first responder (a tap on the field,
///   `becomeFirstResponder()` on the bar or the field):
///   `searchBarShouldBeginEditing(_:)` ("return NO to not become first
///   responder", UISearchBar.h), then `searchBarTextDidBeginEditing(_:)`;
/// - resigning it: `searchBarShouldEndEditing(_:)` (not asked when forced,
///   as a text field's delegate is not), then `searchBarTextDidEndEditing(_:)`;
/// - a typed key: `searchBar(_:shouldChangeTextIn:replacementText:)`, then,
///   after the field's `.editingChanged` and notification,
///   `searchBar(_:textDidChange:)` ("Tells the delegate that the user
///   changed the search text. [...] also invoked when text is cleared from
///   the search text field": the clear button too; not `text` set in code);
/// - the return key: `searchBarSearchButtonClicked(_:)` (the field stays
///   the first responder: a delegate that wants the keyboard gone resigns it).
///
/// A search controller that owns the bar hears after the bar's delegate
/// (UISearchController+Activity.swift).
///
/// The cancel button's `searchBarCancelButtonClicked(_:)`, and the bar's
/// `becomeFirstResponder()`/`resignFirstResponder()` (passed to its field),
/// are UISearchBar.swift's.
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    private var delegate: (any UISearchBarDelegate)? { searchBar?.delegate }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let searchBar else { return }
        delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.managingController?.searchFieldDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        guard let searchBar else { return }
        delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard let searchBar else { return true }
        return delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let searchBar { delegate?.searchBarSearchButtonClicked(searchBar) }
        return true
    }

    /// The field's text changed by a key or the clear button (called by
    /// `UITextField.sendTextDidChange()`, after its event and notification).
    func textDidChange(_ textField: UITextField) {
        guard let searchBar else { return }
        delegate?.searchBar(searchBar, textDidChange: textField.text ?? "")
        searchBar.managingController?.searchTextDidChange()
    }
}
