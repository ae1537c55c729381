import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// The fruit list of `SearchControllerUpdatingTests` on an iPhone 13 with
/// "ap" typed into its search bar, against
/// __Snapshots__/FilteredListSnapshotTests: the search active (the bar's
/// "Cancel" shown level with the field, the field holding "ap") and only
/// the rows containing "ap" drawn: Apple, Apricot, Grape.
@MainActor @Suite(.serialized) struct FilteredListSnapshotTests {
    @Test func typedIntoAndFiltered() {
        let list = SearchControllerUpdatingTests.FruitList()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        // UIKit keeps the bar and its title while searching so; with the
        // default (true) it hides them, which Trellis does not draw.
        list.search.hidesNavigationBarDuringPresentation = false
        let device = ViewImageConfig.iPhone13
        navigation.trellis.show(size: device.size!, traits: device.traits, safeAreaInsets: device.safeArea)
        #expect(list.search.searchBar.becomeFirstResponder())
        navigation.view.trellis.typeText("ap")
        #expect(list.drawnRows == ["Apple", "Apricot", "Grape"])
        assertSnapshot(of: navigation, as: .image(on: .iPhone13), testName: "typedIntoAndFiltered")
    }
}
