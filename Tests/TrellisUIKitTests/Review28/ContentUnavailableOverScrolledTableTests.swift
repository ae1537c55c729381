import Layout
import Render
import Testing
@testable import TrellisUIKit

/// corpus9 × offsets2: a content-unavailable view over a table
/// controller scrolled with section headers. Apple
/// (`contentUnavailableConfiguration`): the configuration's view is
/// displayed over the view controller's view; so it stays in front of the
/// rows and of the section headers that come on screen as the table
/// scrolls, and covers the visible bounds (the screen, 390 × 844, as the
/// table fills the navigation controller under its bars).
@MainActor @Suite struct ContentUnavailableOverScrolledTableTests {
    /// Five sections of ten 44-point rows, each with a title header.
    final class Sections: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
            var empty = UIContentUnavailableConfiguration.empty()
            empty.text = "Nothing"
            empty.background.backgroundColor = .green
            contentUnavailableConfiguration = empty
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 5 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func theUnavailableViewStaysInFrontOfHeadersThatScrollIn() throws {
        let controller = Sections()
        let navigation = UINavigationController(rootViewController: controller)
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: ScrollEdgeAppearanceTests.phone,
                                           safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
        let table = controller.tableView!
        // Far enough that sections 2 and 3's headers come on screen only now.
        table.contentOffset.y = 1000
        view.layoutIfNeeded()
        let unavailable = try #require(table.subviews.first { $0 is UIContentUnavailableView })
        #expect(table.subviews.last === unavailable)
        #expect(unavailable.convert(unavailable.bounds, to: view) == CGRect(x: 0, y: 0, width: 390, height: 844))
        let header = try #require(table.headerView(forSection: 2) ?? table.headerView(forSection: 3), "a header on screen")
        let middle = header.convert(CGPoint(x: header.bounds.midX, y: header.bounds.midY), to: view)
        let hit = try #require(view.hitTest(middle, with: nil))
        #expect(hit === unavailable || hit.isDescendant(of: unavailable))
    }
}
