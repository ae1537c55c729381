import Foundation
import Testing
@testable import TrellisUIKit

/// Srcsec33 (issue 30): UIKit's drawing of a plain table's titled headers on
/// an iPhone, under iOS 26, in the screenshot a cross-platform framework
/// commits of its own demo (docs/uikit-numbers.md,
/// "`sectionHeaderTopPadding`, automatic", "The searches of srcsec33").
/// Every expectation is the image's arithmetic.
extension UIKitOutputSourcedMetricsTests {
    /// tidev/kitchensink-v2 @ e1c90ed5 (16 September 2025), `screenshot.png`:
    /// the "List View" screen (`app/views/controls/views/listview.xml`), a
    /// Titanium `ListView`, which on iOS is a plain `UITableView` titling its
    /// sections through `titleForHeaderInSection` (tidev/titanium-sdk
    /// `iphone/Classes/TiUIListView.m` @ 26f7514b). Three sections of 4, 2
    /// and 4 rows; Titanium's rows are 44 tall but the second section's,
    /// which the screen sets to 43; its `heightForHeaderInSection` gives a
    /// titled header 28 (its 29 added to the table's automatic
    /// `sectionHeaderHeight`, −1); no footers; the padding left automatic
    /// (Titanium only sets it when asked, tidev/titanium-sdk#13021).
    final class KitchenSinkSections: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows = [4, 2, 4]
        let titles = ["System Item Templates", "Custom Item Templates", "Accessory Types"]
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.section == 1 ? 43 : 44
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
    }

    /// The image (1920 × 1280, three phones; the middle one's screen
    /// scaled to 1.0800 pixels a point: the 44-point rows' separators
    /// 47.52 pixels apart, (602.35 − 459.80) / 3 and (993.42 − 850.83) / 3,
    /// and the 43-point ones 46.36, each separator's centre by its
    /// darkness at x 1000). From the last separator above a titled header
    /// to the first separator below it: 702.87 − 602.35 = 100.52 pixels,
    /// 93.07 points, over a 43-point row; 850.83 − 749.23 = 101.60 pixels,
    /// 94.07 points, over a 44-point row. So the padding and the header
    /// take 50.07 points both times, the header 28 of them: 22.07 above
    /// each titled header of a plain table on an iPhone (iOS 26).
    @Test func plainHeadersTwentyTwoBelowTheRowsAboveOnAnIPhone() throws {
        let sections = KitchenSinkSections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 402, height: 874), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = sections
        table.delegate = sections
        withExtendedLifetime(sections) { table.layoutIfNeeded() }
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        let pixelsPerPoint: CGFloat = 1.08
        for (section, pixels) in [(1, CGFloat(100.52)), (2, CGFloat(101.60))] {
            let above = table.rectForRow(at: IndexPath(row: sections.rows[section - 1] - 1, section: section - 1))
            let below = table.rectForRow(at: IndexPath(row: 0, section: section))
            let drawn = pixels / pixelsPerPoint
            #expect(abs((below.maxY - above.maxY) - drawn) < 0.5, "section \(section): \(above) to \(below)")
            let header = table.rectForHeader(inSection: section)
            #expect(header.height == 28)
            #expect(abs((header.minY - above.maxY) - (drawn - below.height - 28)) < 0.5, "\(header)")
        }
    }
}
