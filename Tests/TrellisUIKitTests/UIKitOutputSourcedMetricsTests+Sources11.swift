import Foundation
import Testing
@testable import TrellisUIKit

/// Sources11 (issue 30): a grouped table's first titled header, from
/// UIKit's drawing and Interface Builder's saved frames (docs/uikit-numbers.md,
/// "Grouped header title", "The searches of sources11"). Its iOS 26 list at
/// 390 points (16) is no longer followed: lists take 20 there as on iOS 17
/// and 18.2 (UIKitOutputSourcedMetricsTests+List390.swift).
extension UIKitOutputSourcedMetricsTests {
    /// owncloud/ios-app @ 420e5ffd, `doc/images/en-US/iPhone 11-60_ios_settings_demo.png`
    /// (828 × 1792, @2x, iOS 14, committed February and July 2021):
    /// `StaticTableViewController`, a grouped `UITableViewController` titled
    /// by `titleForHeaderInSection` with `automaticDimension` headers and
    /// footers of height 0. The table starts under the bar at pixel row 288;
    /// "SECURITY"'s first row's top hairline is at 399: 111 pixels, 55.5
    /// points. Between two sections the next titled header takes 76 pixels
    /// (603 → 679, 38 points). The first section's header has 55.5 − 38 =
    /// 17.5 more above its title, what an untitled first section has more
    /// than the others (35 against 17.5). Interface Builder saves the same
    /// 55.5 for a first titled section (GoMap `Settings.storyboard`, Xcode
    /// 26; Delta `Settings.storyboard` in Xcode 11.4 and 12); PGPro's iOS 14
    /// inset grouped settings drawing puts its first row 55.33 below the
    /// table's top.
    @Test(arguments: [UITableView.Style.grouped, .insetGrouped])
    func firstTitledGroupedHeaderHasTheFirstSectionsSpace(style: UITableView.Style) {
        let rows = TitledRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: style)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.delegate = rows
        table.rowHeight = 44
        table.layoutIfNeeded()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let firstEnd = table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY
        let second = table.rectForRow(at: IndexPath(row: 0, section: 1))
        let laterHeader = second.minY - firstEnd  // no footer: the titled header alone
        #expect(abs(first.minY - laterHeader - 17.5) < 1e-9)
        // Each title keeps the same room around its line (17 above, 6 below:
        // "Grouped header title"), the first one 17.5 lower.
        let line: CGFloat = 13  // the footnote's line in the test font
        #expect(abs(laterHeader - (17 + line + 6)) < 1e-9)
        let title = table.headerView(forSection: 0)?.textLabel
        #expect(title.map { abs($0.convert(CGPoint.zero, to: table).y - (17.5 + 17)) < 1e-9 } == true)
    }

    /// The untitled first section keeps the 35 it had: the first section's
    /// extra 17.5 is not given twice.
    @Test func untitledFirstGroupedSectionKeepsThirtyFive() {
        let rows = TitledRows()
        rows.titled = false
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .grouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.rowHeight = 44
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
    }

    final class TitledRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var titled = true
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titled ? ["Security", "User Interface"][section] : nil
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    }
}
