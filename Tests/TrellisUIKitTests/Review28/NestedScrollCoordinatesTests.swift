import Layout
import Testing
@testable import TrellisUIKit

/// offsets2 twice over: a horizontal scroll view inside a row of a
/// scrolled table under a bar (a carousel row). iPhone 13, rest -91; the
/// table at -91 + 440 = 349 draws row 10 (440 to 484) from 91. The row's
/// carousel (0, 0, 390 × 44, content 1,000 wide) scrolled 100 to the
/// right draws its tile at x 150 (80 × 44) from 150 − 100 = 50: on screen
/// (50, 91, 80, 44). A tap at (60, 100) reaches the tile.
@MainActor @Suite struct NestedScrollCoordinatesTests {
    final class Rows: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            if cell.contentView.viewWithTag(3) == nil {
                let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
                carousel.tag = 3
                carousel.contentSize = CGSize(width: 1000, height: 44)
                let tile = UIView(frame: CGRect(x: 150, y: 0, width: 80, height: 44))
                tile.tag = 4
                carousel.addSubview(tile)
                cell.contentView.addSubview(carousel)
            }
            return cell
        }
    }

    @Test func aTileInACarouselInAScrolledRow() throws {
        let controller = Rows()
        let navigation = UINavigationController(rootViewController: controller)
        controller.title = "Rows"
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: ScrollEdgeAppearanceTests.phone,
                                           safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
        controller.tableView.contentOffset.y = -91 + 440
        view.layoutIfNeeded()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 10, section: 0)))
        let carousel = try #require(cell.contentView.viewWithTag(3) as? UIScrollView)
        let tile = try #require(carousel.viewWithTag(4))
        carousel.contentOffset.x = 100
        view.layoutIfNeeded()
        #expect(tile.frame == CGRect(x: 150, y: 0, width: 80, height: 44))
        #expect(tile.convert(tile.bounds, to: view) == CGRect(x: 50, y: 91, width: 80, height: 44))
        #expect(view.convert(CGPoint(x: 60, y: 100), to: tile) == CGPoint(x: 10, y: 9))
        #expect(view.hitTest(CGPoint(x: 60, y: 100), with: nil) === tile)
    }
}
