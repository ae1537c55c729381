import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// Sources9's numbers from UIKit's own drawing and logged frames
/// (docs/uikit-numbers.md, "Value cell: detail to a disclosure chevron"), checked against Trellis. Each
/// expected number is the source's, named beside it; the test font (every
/// letter 1 em wide) stands in for San Francisco where a text's width enters.
@MainActor @Suite struct RowAndBarSpacingDrawnTests {
    /// owncloud/ios-app's fastlane screenshots of its settings (@ 65ee7b1b,
    /// July 2021, iOS 14.5; `doc/images/en-US/iPhone 8-60_ios_settings_demo.png`
    /// at 375 points @2x, `iPhone 11-…`, `iPhone 8 Plus-…` and `iPhone 11 Pro
    /// Max-…` at 414 points): value1 rows of a grouped `UITableView`
    /// (`UITableViewCell(style: .value1)`, `detailTextLabel`, a disclosure
    /// indicator). The chevron's ink runs 351–358 of 375 and 386–393 of 414
    /// points, its column's content view ending 27.5 and 31.33 short of the
    /// edge as Interface Builder saves it (16 + 11.5, 20 + 11.33); the details'
    /// ink ends at 339–339.5 and 373.67–374.33 ("Classic", "Off", "enabled",
    /// "after 7 days"), so their labels end 8 before the content view's end
    /// (339.5, 374.5), 11 before the chevron's ink, not at the table's margin.
    @Test(arguments: [(CGFloat(375), CGFloat(16)), (414, 20)])
    func valueDetailEndsEightBeforeTheChevronColumn(width: CGFloat, margin: CGFloat) throws {
        let rows = ValueRows(accessory: .disclosureIndicator)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 300), style: .grouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(cell.detailTextLabel)
        let contentEnd = width - margin - 11.5
        #expect(abs(cell.contentView.frame.maxX - contentEnd) < 1e-9)
        #expect(abs(detail.convert(detail.bounds, to: cell).maxX - (contentEnd - 8)) < 1e-9)
        // The text keeps the leading margin.
        let text = try #require(cell.textLabel)
        #expect(abs(text.convert(text.bounds, to: cell).minX - margin) < 1e-9)
    }

    /// Without an accessory the detail keeps the table's margin (unchanged).
    @Test(arguments: [(CGFloat(375), CGFloat(16)), (414, 20)])
    func valueDetailAtTheMarginWithoutAnAccessory(width: CGFloat, margin: CGFloat) throws {
        let rows = ValueRows(accessory: .none)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 300), style: .grouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let detail = try #require(cell.detailTextLabel)
        #expect(abs(detail.convert(detail.bounds, to: cell).maxX - (width - margin)) < 1e-9)
    }

    final class ValueRows: NSObject, UITableViewDataSource {
        let accessory: UITableViewCell.AccessoryType
        init(accessory: UITableViewCell.AccessoryType) { self.accessory = accessory }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Theme"
            cell.detailTextLabel?.text = "Classic"
            cell.accessoryType = accessory
            return cell
        }
    }

    func imageViews(in view: UIView) -> [UIImageView] {
        view.subviews.flatMap { ($0 as? UIImageView).map { [$0] } ?? imageViews(in: $0) }
    }

    func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }
}
