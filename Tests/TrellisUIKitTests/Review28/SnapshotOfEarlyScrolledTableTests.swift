import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
@testable import TrellisUIKit

/// snapformat × fixE × offsets: TrellisTesting's `UIImage`-typed strategy
/// on a device with a safe area, given a table controller that scrolled to
/// its last row in `viewDidLoad`. `.image(on: .iPhone13)`: 390 × 844,
/// safe area 47 top and 34 bottom, no bars. A table takes the safe area's
/// top and bottom always (`.automatic`, UIScrollView+ContentInset.swift):
/// insets 47 and 34; 30 rows of 44 (1,320) at the greatest offset, 1,320 +
/// 34 − 844 = 510, row 29 ending at the home indicator's top, 810. The
/// image is the screen's size at scale 1.
@MainActor @Suite struct SnapshotOfEarlyScrolledTableTests {
    final class Rows: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
            tableView.reloadData()
            tableView.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func theStrategyDrawsTheTableAtUIKitsOffset() throws {
        let controller = Rows()
        var image: UIImage?
        Snapshotting<UIViewController, UIImage>.image(on: .iPhone13).snapshot(controller).run { image = $0 }
        let drawn = try #require(image)
        #expect(drawn.size == CGSize(width: 390, height: 844))
        #expect(drawn.trellisSourcePNGData != nil)
        let table = controller.tableView!
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset.y == 510)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 29, section: 0)))
        #expect(cell.convert(cell.bounds, to: controller.view).maxY - controller.view.bounds.minY == 810)
    }
}
