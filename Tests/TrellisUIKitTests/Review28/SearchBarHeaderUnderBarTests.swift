import Layout
import Testing
@testable import TrellisUIKit

/// corpus9 × offsets2 × offsets: a search controller's bar set as a
/// table's header with no frame of its own takes its 56 points (corpus9,
/// CountryPickerView); the header is at the top of the content (content
/// coordinates: y 0), row 0 below it at 56. Under a navigation bar on the
/// iPhone 13 (inset 47 + 44 = 91, rest -91) the header is drawn at 91 and
/// row 0 at 91 + 56 = 147; scrolled 100 points, the header's frame stays
/// (0, 0) and it is drawn at -9, row 0 at 47.
@MainActor @Suite struct SearchBarHeaderUnderBarTests {
    final class Rows: UITableViewController {
        let search = UISearchController(searchResultsController: nil)
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
            tableView.tableHeaderView = search.searchBar
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func theHeaderBarSitsAtTheContentTop() throws {
        let controller = Rows()
        let navigation = UINavigationController(rootViewController: controller)
        controller.title = "Countries"
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: ScrollEdgeAppearanceTests.phone,
                                           safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
        let table = controller.tableView!
        let header = controller.search.searchBar
        #expect(table.contentOffset.y == -91)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 56))
        #expect(header.convert(header.bounds, to: view).minY == 91)
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row0.frame.minY == 56)
        #expect(row0.convert(row0.bounds, to: view).minY == 147)
        table.contentOffset.y = -91 + 100
        view.layoutIfNeeded()
        #expect(header.frame.origin == .zero)
        #expect(header.convert(header.bounds, to: view).minY == -9)
        #expect(row0.convert(row0.bounds, to: view).minY == 47)
    }
}
