import Layout
import Testing
@testable import TrellisUIKit

/// A table that is a controller's root view has its own side margins by
/// the same rule as its rows: 20 from a 390-point phone window, 16 below
/// (UIKit's drawing of a plain `UITableViewController` at 390 points on
/// iOS 14.5 and 15.5, separators and text from 20 and a switch accessory
/// ending at 370: cashapp/AccessibilitySnapshot's `testTableHitTarget`;
/// docs/uikit-numbers.md, "`separatorInset` left" and "View controller
/// root view margins"). Until noticed30 the table's own margins switched at
/// 393 while its rows switched at 390, so content pinned to the table's
/// margins stood 4 points left of the rows' text at 390.
@MainActor @Suite struct RootTableMarginTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell()
            cell.textLabel?.text = "Row"
            return cell
        }
    }

    @Test(arguments: [(CGFloat(375), CGFloat(812), CGFloat(16)), (390, 844, 20), (393, 852, 20)])
    func theTableAndItsRowsShareTheMargin(width: CGFloat, height: CGFloat, side: CGFloat) throws {
        let rows = Rows()
        let controller = UITableViewController(style: .plain)
        controller.tableView.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        controller.tableView.dataSource = rows
        controller.trellis.show(size: CGSize(width: width, height: height))
        controller.tableView.layoutIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.directionalLayoutMargins.leading == side)
        #expect(table.directionalLayoutMargins.trailing == side)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.separatorInset.left == side)
        #expect(cell.contentView.directionalLayoutMargins.leading == side)
    }

    /// A view pinned to the table's margins lines up with the rows' text.
    @Test func contentOnTheTablesMarginsLinesUpWithTheRows() throws {
        let rows = Rows()
        let controller = UITableViewController(style: .plain)
        controller.tableView.dataSource = rows
        let table = try #require(controller.tableView)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        table.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: table.layoutMarginsGuide.leadingAnchor),
            marker.topAnchor.constraint(equalTo: table.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        controller.trellis.show(size: CGSize(width: 390, height: 844))
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(marker.frame.minX == 20)
        #expect(marker.frame.minX == cell.separatorInset.left)
    }
}
