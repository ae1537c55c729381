import Foundation
import Testing
@testable import TrellisUIKit

/// A search controller follows its bar as Apple's pages say: the updater
/// is "Called when the search bar becomes the first responder or when the
/// user makes changes inside the search bar" (UISearchResultsUpdating);
/// `presentSearchController(_:)` is called "when the user begins editing
/// in the search controller, or you set the isActive property to true",
/// and without it "a default presentation is performed on your behalf"
/// (will, then did present), which a delegate presenting itself does not
/// hear ("They will not be called if you present or dismiss the search
/// controller yourself", UISearchController.h); the cancel button ends the
/// search (will, then did dismiss). The rows expected are the fruit names
/// containing the typed text, by hand.
@MainActor @Suite struct SearchControllerUpdatingTests {
    static let fruits = ["Apple", "Apricot", "Banana", "Cherry", "Grape"]

    /// A list of fruits filtered in `updateSearchResults(for:)` by the
    /// search text (case-insensitively; all of them for an empty text).
    final class FruitList: UITableViewController, UISearchResultsUpdating {
        var shown = SearchControllerUpdatingTests.fruits
        var log: (String) -> Void = { _ in }
        let search = UISearchController(searchResultsController: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruit"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            search.searchResultsUpdater = self
            navigationItem.searchController = search
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            log("update \"\(text)\"")
            shown = text.isEmpty ? SearchControllerUpdatingTests.fruits
                : SearchControllerUpdatingTests.fruits.filter { $0.localizedCaseInsensitiveContains(text) }
            tableView.reloadData()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }

        var drawnRows: [String] {
            tableView.layoutIfNeeded()
            return tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
        }
    }

    final class Recorder: UISearchControllerDelegate, UISearchBarDelegate {
        var calls: [String] = []
        func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
    }

    /// Presents by itself: the default will/did present are not called.
    final class PresentingRecorder: UISearchControllerDelegate {
        var calls: [String] = []
        func presentSearchController(_ searchController: UISearchController) { calls.append("present") }
        func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    }

    static func screen() -> (UINavigationController, FruitList, Recorder) {
        let list = FruitList()
        let navigation = UINavigationController(rootViewController: list)
        let recorder = Recorder()
        list.log = { recorder.calls.append($0) }
        list.loadViewIfNeeded()
        list.search.delegate = recorder
        list.search.searchBar.delegate = recorder
        navigation.trellis.show(size: CGSize(width: 390, height: 844),
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        return (navigation, list, recorder)
    }

    /// The field becoming the first responder presents and updates; each
    /// key and delete updates and filters; the cancel button clears,
    /// resigns, dismisses and updates.
    @Test func typingFiltersAndCancelEnds() throws {
        let (navigation, list, recorder) = Self.screen()
        let bar = list.search.searchBar
        #expect(list.drawnRows == Self.fruits)
        #expect(!list.search.isActive && !bar.showsCancelButton)

        #expect(bar.becomeFirstResponder())  // needs the window `show` hosts the screen in
        #expect(list.search.isActive)
        #expect(bar.showsCancelButton)  // automaticallyShowsCancelButton
        #expect(recorder.calls == ["didBegin", "willPresent", "didPresent", "update \"\""])

        recorder.calls = []
        #expect(navigation.view.trellis.typeText("ap"))
        #expect(recorder.calls == ["update \"a\"", "update \"ap\""])
        #expect(list.drawnRows == ["Apple", "Apricot", "Grape"])

        recorder.calls = []
        #expect(navigation.view.trellis.deleteBackward())
        #expect(recorder.calls == ["update \"a\""])
        #expect(list.drawnRows == ["Apple", "Apricot", "Banana", "Grape"])

        recorder.calls = []
        navigation.view.layoutIfNeeded()
        let cancel = try #require(bar.subviews.first { $0 is BarButtonView && !$0.isHidden })
        let centre = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: navigation.view)
        #expect(navigation.view.trellis.tap(at: centre) != nil)
        #expect(recorder.calls == ["cancel", "willDismiss", "didDismiss", "update \"\""])
        #expect(!list.search.isActive && !bar.showsCancelButton)
        #expect(bar.text == "" && !bar.searchTextField.isFirstResponder)
        #expect(list.drawnRows == Self.fruits)
    }

    /// The clear button is a change inside the bar: it updates.
    @Test func clearingUpdates() {
        let (navigation, list, recorder) = Self.screen()
        let field = list.search.searchBar.searchTextField
        field.clearButtonMode = .whileEditing
        #expect(field.becomeFirstResponder())
        navigation.view.trellis.typeText("ch")
        #expect(list.drawnRows == ["Cherry"])
        recorder.calls = []
        navigation.view.layoutIfNeeded()
        let clear = field.clearButtonRect(forBounds: field.bounds)
        navigation.view.trellis.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: navigation.view))
        #expect(field.text == "")
        #expect(recorder.calls == ["update \"\""])
        #expect(list.drawnRows == Self.fruits)
        #expect(list.search.isActive)  // clearing does not end the search
    }

    /// `isActive` set in code presents (will, did) without the first
    /// responder or an update; false dismisses (will, did) without one.
    @Test func isActiveInCodePresentsAndDismisses() {
        let (navigation, list, recorder) = Self.screen()
        defer { withExtendedLifetime(navigation) {} }  // the window is the shown controller's
        list.search.isActive = true
        #expect(recorder.calls == ["willPresent", "didPresent"])
        #expect(!list.search.searchBar.searchTextField.isFirstResponder)
        #expect(list.search.searchBar.showsCancelButton)
        list.search.isActive = true  // already active: nothing
        #expect(recorder.calls.count == 2)
        recorder.calls = []
        list.search.isActive = false
        #expect(recorder.calls == ["willDismiss", "didDismiss"])
        #expect(!list.search.searchBar.showsCancelButton)
    }

    /// Dismissing while editing resigns the field.
    @Test func dismissingResignsTheField() {
        let (navigation, list, _) = Self.screen()
        defer { withExtendedLifetime(navigation) {} }  // the window is the shown controller's
        #expect(list.search.searchBar.becomeFirstResponder())
        list.search.isActive = false
        #expect(!list.search.searchBar.searchTextField.isFirstResponder)
    }

    /// A delegate that presents the controller itself hears
    /// `presentSearchController(_:)`, not the default will/did present.
    @Test func aDelegatePresentingItselfHearsNoDefaultPresentation() {
        let (navigation, list, _) = Self.screen()
        defer { withExtendedLifetime(navigation) {} }  // the window is the shown controller's
        let presenting = PresentingRecorder()
        list.search.delegate = presenting
        #expect(list.search.searchBar.becomeFirstResponder())
        #expect(presenting.calls == ["present"])
        #expect(list.search.isActive)
    }

    /// Without `automaticallyShowsCancelButton` the bar's button is the app's.
    @Test func noAutomaticCancelButton() {
        let (navigation, list, _) = Self.screen()
        defer { withExtendedLifetime(navigation) {} }  // the window is the shown controller's
        list.search.automaticallyShowsCancelButton = false
        list.search.isActive = true
        #expect(!list.search.searchBar.showsCancelButton)
    }
}
