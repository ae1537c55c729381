import Foundation
import Testing
@testable import TrellisUIKit

/// Sources14 (issue 30): three numbers of the table rows now from UIKit's
/// own output (docs/uikit-numbers.md, "Inset grouped section inset", "Value
/// cell: least gap between text and secondary text", "Subtitle row: text to
/// secondary text", "The searches of sources14"). Every expectation is the
/// source's arithmetic; in the test font every letter is 1 em and a space
/// 0.5 em, a body line 17 tall at the Large size.
extension UIKitOutputSourcedMetricsTests {
    /// UIKit's frames on iOS 26.1 as Vercantez/openuikit dumped them (an
    /// iPhone 16 simulator in landscape, 852 × 393, 59 points of safe area
    /// at each side; the "insetgrouped-separator" probe quoted in
    /// `uikit/Sources/OpenUIKit/UITableViewCell.swift` @ 095b37b1,
    /// `contentMargin`): an inset grouped section's "card 79/694,
    /// separator 95/662". So the section stands in by the safe area and
    /// the margin (59 + 20 = 79; 852 − 2 × 79 = 694 wide) and the rows'
    /// content 16 inside it (79 + 16 = 95; 694 − 2 × 16 = 662), where a
    /// window as wide without a safe area puts it 20 inside (the same
    /// probe on an iPhone SE in landscape: "card 20/627, separator
    /// 40/587"). Here the text and the title start at 95, and a
    /// disclosure chevron's column ends 16 before the section's end:
    /// 694 − 16 = 678 in the row.
    @Test func insetGroupedRowsSixteenInsideASafeArea() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        UIKitTestFont.measure(root)
        root.trellis.safeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let rows = TitledRows()
        let chevrons = ChevronRows(rows)
        let table = UITableView(frame: root.bounds, style: .insetGrouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.rowHeight = 44
        table.dataSource = chevrons
        table.delegate = rows
        root.addSubview(table)
        root.layoutIfNeeded()
        defer { withExtendedLifetime((rows, chevrons)) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(abs(cell.frame.minX - 79) < 1e-9 && abs(cell.frame.width - 694) < 1e-9, "\(cell.frame)")
        let text = try #require(cell.textLabel)
        #expect(abs(text.convert(CGPoint.zero, to: table).x - 95) < 1e-9)
        let title = try #require(table.headerView(forSection: 0)?.textLabel)
        #expect(abs(title.convert(CGPoint.zero, to: table).x - 95) < 1e-9)
        let chevron = try #require(cell.parts.accessory)
        #expect(abs(chevron.frame.maxX - 678) < 1e-9, "\(chevron.frame)")
    }

    /// UIKit's layout of a classic `.value1` cell on iOS 26.1 as the same
    /// third party dumped it (an iPhone SE at the accessibility Large text
    /// size, the 33-point body; `UITableViewCell.swift` @ 095b37b1,
    /// `value1TitleDetailGap`): "Appearance" ends at 188 and its cut
    /// detail "Automatic" starts at 194, 105 wide of its 145: 6 apart. In
    /// a 375-point plain table (16-point margins), "Interest" is 8 × 17 =
    /// 136 wide (16 to 152) and "Compounded monthly" 17 × 17 + 8.5 = 297.5,
    /// 298: together with 6 they need 440 > 343, so the detail gives way
    /// and starts 6 after the text, at 158, ending at the margin, 359: 201
    /// of its 298.
    @Test func classicValue1DetailSixAfterTheText() throws {
        let rows = ValueRows(text: "Interest", detail: "Compounded monthly")
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let textFrame = text.convert(text.bounds, to: cell), detailFrame = detail.convert(detail.bounds, to: cell)
        #expect(abs(textFrame.maxX - 152) < 1e-9)
        #expect(abs(detailFrame.minX - 158) < 1e-9)
        #expect(abs(detailFrame.maxX - 359) < 1e-9)
        // A content configuration keeps `valueCell()`'s own least gap (8, UNSOURCED).
        #expect(cell.defaultContentConfiguration().textToSecondaryTextHorizontalPadding == 8)
    }

    /// UIKit's printed configurations: a `UICollectionViewListCell`'s
    /// `defaultContentConfiguration()` prints "Base Style = Cell; …
    /// textToSecondaryTextVerticalPadding = 3" (iOS 16, a Korean write-up
    /// of UIKit's replaced-content-view warning, 2022-10-08), a header's
    /// "Base Style = Grouped Header; … textToSecondaryTextVerticalPadding =
    /// 3" (pome-ta/pystaUIKitCatalogChallenge's notes, 2024). So `cell()`
    /// puts its secondary text 3 under the text's line, as `subtitleCell()`
    /// does: a `.default` cell's configuration with a secondary text in a
    /// 390-point table has the text from 11 to 28 (the body line, 17) and
    /// the secondary text from 31.
    @Test func cellConfigurationThreeBetweenTheTexts() throws {
        #expect(UIListContentConfiguration.cell().textToSecondaryTextVerticalPadding == 3)
        #expect(UIListContentConfiguration.groupedHeader().textToSecondaryTextVerticalPadding == 3)
        let rows = CellConfigurationRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let title = try #require(Self.sources14Label("Title", in: cell))
        let detail = try #require(Self.sources14Label("Detail", in: cell))
        let titleBottom = title.convert(CGPoint(x: 0, y: title.bounds.maxY), to: cell.contentView).y
        let detailTop = detail.convert(CGPoint.zero, to: cell.contentView).y
        #expect(abs(titleBottom - 28) < 1e-9)
        #expect(abs(detailTop - 31) < 1e-9)
    }

    static func sources14Label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = sources14Label(text, in: subview) { return found }
        }
        return nil
    }

    /// One classic `.value1` row.
    final class ValueRows: NSObject, UITableViewDataSource {
        let text: String, detail: String
        init(text: String, detail: String) { self.text = text; self.detail = detail }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = text
            cell.detailTextLabel?.text = detail
            return cell
        }
    }

    /// One `.default` row given its `defaultContentConfiguration()` (`cell()`)
    /// with a text and a secondary text.
    final class CellConfigurationRows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Title"
            content.secondaryText = "Detail"
            cell.contentConfiguration = content
            return cell
        }
    }
}
