import Foundation
import Layout
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// `cellLayoutMarginsFollowReadableWidth`. Apple: "A Boolean value that
/// indicates whether the cell margins derive from the width of the readable
/// content guide"; the guide "never extends beyond the view's layout margin
/// guide", is centred in it, and is at most the readable width (672 at the
/// default size: docs/uikit-numbers.md, "Readable width at the default
/// size"). Worked out by hand: a 1,024-point plain table's margin is 20,
/// its readable guide min(672, 1024 − 40) = 672 wide, centred: 176 in.
/// Before, the property was stored and not applied (the rows kept 20).
@MainActor @Suite struct ReadableWidthCellMarginsTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            return cell
        }
    }

    /// The text label's frame in the cell, for a plain table `width` wide.
    private func text(width: CGFloat, followsReadableWidth: Bool) throws -> CGRect {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.cellLayoutMarginsFollowReadableWidth = followsReadableWidth
        table.dataSource = rows
        _ = table.trellis.layoutView.solvedLayout(checkedWidth: Double(width), height: 600)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.textLabel)
        return label.convert(label.bounds, to: cell)
    }

    @Test func aWideTablesRowsFollowTheReadableWidth() throws {
        #expect(try text(width: 1024, followsReadableWidth: true).minX == 176)
        #expect(try text(width: 1024, followsReadableWidth: false).minX == 20)
    }

    /// At 375 points the readable width is wider than the table: the margin
    /// (16) stays. At 768 the guide is 672 of the 728 inside the margins
    /// (20), centred: (768 − 672) / 2 = 48 in.
    @Test func belowTheReadableWidthTheMarginStays() throws {
        #expect(try text(width: 375, followsReadableWidth: true).minX == 16)
        #expect(try text(width: 768, followsReadableWidth: true).minX == 48)
    }
}
