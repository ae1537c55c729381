import Foundation
import Layout
import Render
import Testing
import TrellisUIKit

/// `scrollToRow(at:at:animated:)` and `scrollToItem(at:at:animated:)` asked
/// for before the view has a size, as a real snapshot test does
/// (TiagoSAmaral/github-person's `GenericTableViewCellTests.testCellReuse`:
/// a `UITableView()` pinned to a controller's view, 100 rows, scrolled to
/// row 99 at `.bottom`, then `assertSnapshots(matching: controller, as:
/// [.image])`). UIKit's reference for it, recorded on an iPhone 14 Pro
/// simulator (`testCellReuse.1.png` @ 7fcca1ff, 1179 × 2556, @3x), shows
/// rows 81 to 99 with row 99's separator in the last pixel row: the last
/// row ends at the view's bottom. Here at 393 × 852 points, one pixel per point.
@MainActor @Suite struct ScrollBeforeSizingTests {
    final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Index: \(indexPath.row)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.backgroundColor = .black
            return cell
        }
    }

    /// `list` pinned to the edges of a controller's view, as the app's `edgeToSuperView()` does.
    private func pinned(_ list: UIView) -> UIViewController {
        let controller = UIViewController()
        list.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: controller.view.topAnchor),
            list.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        return controller
    }

    /// The controller's view painted at 393 × 852, one pixel per point, as 0xRRGGBB.
    private func pixels(_ controller: UIViewController) throws -> (Int, Int) -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(controller.view.trellis.solvedLayout(width: 393, height: 852))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    @Test func aTableScrolledToItsLastRowBeforeLayoutShowsItAtTheBottom() throws {
        let rows = Rows()
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        let controller = pinned(table)
        table.reloadData()
        let last = IndexPath(row: 99, section: 0)
        table.scrollToRow(at: last, at: .bottom, animated: true)
        let at = try pixels(controller)

        #expect(table.bounds.height == 852)
        let cell = try #require(table.cellForRow(at: last), "row 99 is on screen")
        // Its bottom is the view's bottom, as in UIKit's picture.
        let onScreen = cell.convert(cell.bounds, to: controller.view)
        #expect(onScreen.maxY == 852)
        #expect(table.rectForRow(at: last).maxY - table.contentOffset.y == 852)
        // …and its text is drawn there: dark pixels in the row's first 100 points.
        let top = max(0, Int(onScreen.minY.rounded()))
        let inked = (top..<852).contains { y in (16..<116).contains { x in at(x, y) & 0xFF < 0x80 } }
        #expect(inked, "the text of row 99 is painted")
    }

    @Test func aCollectionScrolledToItsLastItemBeforeLayoutShowsItAtTheBottom() throws {
        let items = Rows()
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 40)
        flow.minimumLineSpacing = 10
        let collection = UICollectionView(frame: .zero, collectionViewLayout: flow)
        collection.backgroundColor = .white
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        let controller = pinned(collection)
        let last = IndexPath(item: 99, section: 0)
        collection.scrollToItem(at: last, at: .bottom, animated: false)
        let at = try pixels(controller)

        let cell = try #require(collection.cellForItem(at: last), "item 99 is on screen")
        let onScreen = cell.convert(cell.bounds, to: controller.view)
        #expect(onScreen.maxY == 852)
        // The black item fills the 40 points above the bottom.
        #expect(at(Int(onScreen.minX) + 50, 851) == 0x000000)
        #expect(at(Int(onScreen.minX) + 50, 812) == 0x000000)
    }

    @Test func anOffsetSetAfterTheEarlyRequestWins() throws {
        let rows = Rows()
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        let controller = pinned(table)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        table.contentOffset = .zero
        _ = try pixels(controller)
        #expect(table.contentOffset == .zero)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
    }
}
