import Foundation
import Testing
@testable import TrellisUIKit

/// Sources12 (issue 30): which of a `.value1` row's two labels gives way
/// when they do not both fit, and an iOS 11 drawing of the plain header in
/// light mode and of `.value2` at 375 points (docs/uikit-numbers.md, "Value
/// cell: least gap between text and secondary text", "Plain header title",
/// "`.value2` text column", "The searches of sources12").
///
/// No drawing or log of UIKit's with the two texts close was found, so the
/// least gap itself (8) stayed Trellis's, UNSOURCED (sources14: 6 in classic
/// cells, UIKit's layout on iOS 26.1 as a third party dumped it, "+Sources14").
/// What reports of UIKit's
/// output agree on is which label gives way: the detail. xmartlabs/Eureka
/// issue #900 (January 2017, iOS 10 then current; a `LabelRow`, Eureka's
/// `.value1` `UITableViewCell` with its `textLabel` and `detailTextLabel`):
/// a long title at a larger text size "forces the detailTextLabel to
/// truncate", drawn "Annual Interest 3..": the title whole, the detail cut
/// with an ellipsis. wikimedia/wikipedia-ios PR #4185 (April 2022, iOS 15
/// then current; `NotificationsCenterDetailActionCell`,
/// `super.init(style: .value1, …)` with `textLabel` and `detailTextLabel`
/// set): "the default `value1` `UITableViewCell` configuration appears to
/// favor completely discarding the detail text label if the primary text
/// label is sufficiently long". The text keeps its width; the detail is
/// cut, and gone once the text needs the whole row.
extension UIKitOutputSourcedMetricsTests {
    /// A 375-point plain table (16-point side margins: 343 for the texts).
    /// In the test font every letter is 1 em and a space 0.5 em, at the
    /// body size 17 (a label's size rounded up to whole points): "Interest"
    /// is 8 × 17 = 136 wide, "Compounded monthly" 17 × 17 + 8.5 = 297.5,
    /// 298. With the least gap between them (6 since sources14, UIKit's on
    /// iOS 26.1; 8 before) they need 440 > 343, so the detail gives way,
    /// long as it is: the text keeps its 136 (16 to 152), the detail starts
    /// 6 later at 158 and ends at the margin, 359: 201 of its 298.
    @Test func value1DetailGivesWayToTheText() throws {
        let cell = try valueCell(text: "Interest", detail: "Compounded monthly")
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let textFrame = text.convert(text.bounds, to: cell), detailFrame = detail.convert(detail.bounds, to: cell)
        #expect(abs(textFrame.minX - 16) < 1e-9)
        #expect(abs(textFrame.width - 136) < 1e-9)
        #expect(abs(detailFrame.minX - 158) < 1e-9)
        #expect(abs(detailFrame.maxX - 359) < 1e-9)
        #expect(abs(detailFrame.width - 201) < 1e-9)
    }

    /// A text wider than the row: "Annual percentage rate of the loan"
    /// (29 letters and 5 spaces, 29 × 17 + 5 × 8.5 = 535.5 > 343). The
    /// detail is discarded (no width left), the text cut at the detail's
    /// least gap from the margin: 359 − 6 = 353 (the 6 since sources14). Before
    /// sources12 the text ran on past the cell (to 552) and the detail's
    /// width went negative.
    @Test func value1DetailDiscardedBesideATextWiderThanTheRow() throws {
        let cell = try valueCell(text: "Annual percentage rate of the loan", detail: "Monthly")
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let textFrame = text.convert(text.bounds, to: cell), detailFrame = detail.convert(detail.bounds, to: cell)
        #expect(detailFrame.width == 0)
        #expect(abs(textFrame.minX - 16) < 1e-9)
        #expect(abs(textFrame.maxX - 353) < 1e-9)
    }

    /// Texts that fit keep their widths and stand apart by what is left:
    /// "Theme" (85) and "Classic" (119) on 343 leave 343 − 204 = 139.
    @Test func value1TextsThatFitKeepTheirWidths() throws {
        let cell = try valueCell(text: "Theme", detail: "Classic")
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let textFrame = text.convert(text.bounds, to: cell), detailFrame = detail.convert(detail.bounds, to: cell)
        #expect(abs(textFrame.width - 85) < 1e-9 && abs(detailFrame.width - 119) < 1e-9)
        #expect(abs(detailFrame.minX - textFrame.maxX - 139) < 1e-9)
    }

    /// aksonov/react-native-tableview @ 78507bb, `.github/tableview-plain.png`
    /// (December 2017, the iOS 11 simulator of the day, 750 × 506, @2x,
    /// light mode):
    /// a native plain `UITableView` titled by `titleForHeaderInSection`, its
    /// header heights automatic. Each header is 56 pixels, 28 points, and
    /// the "1" of "Section 1" runs from 17 to 41 pixels below the header's
    /// top: cap top 8.5, baseline 20.5 points, as the @2x iPhone 8 drew it
    /// on iOS 14 in dark mode. So the plain header keeps its 28 and its
    /// line's place in light mode too (4.48 above the headline's line, 3.23
    /// below, in the test font's 17-point line).
    @Test func plainHeaderTwentyEightTallInLightMode() throws {
        let sections = PlainTitledSections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.overrideUserInterfaceStyle = .light
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = sections
        table.layoutIfNeeded()
        #expect(table.traitCollection.userInterfaceStyle == .light)
        let line: CGFloat = 17
        for section in 0..<2 {
            let header = table.rectForHeader(inSection: section)
            #expect(abs(header.height - (4.48 + line + 3.23)) < 1e-9, "\(header)")
            let title = try #require(table.headerView(forSection: section)?.textLabel)
            #expect(abs(title.convert(CGPoint.zero, to: table).y - header.minY - 4.48) < 1e-9)
        }
    }

    /// aksonov/react-native-tableview @ 246cd4b, `.github/cell-style-value2.png`
    /// (December 2017, the iOS 11 simulator of the day, 750 × 129, @2x, 375 points;
    /// `initWithStyle:UITableViewCellStyleValue2`): "Text"'s ink runs from
    /// 81 to 105.5 points and "subtitle"'s starts at 112.5: 15 + 91 = 106
    /// and 6 later, 112, with the 15-point margin of the time. A fourth
    /// width for the 91-point column; Trellis's margin at 375 is 16.
    @Test func value2ColumnAt375AsDrawnOnIOS11() throws {
        let rows = Value2Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let title = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(abs(title.convert(title.bounds, to: cell.contentView).maxX - (16 + 91)) < 1e-9)
        #expect(abs(detail.convert(CGPoint.zero, to: cell.contentView).x - (16 + 91 + 6)) < 1e-9)
    }

    private func valueCell(text: String, detail: String) throws -> UITableViewCell {
        let rows = LongValueRows(text: text, detail: detail)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        return try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    }

    final class LongValueRows: NSObject, UITableViewDataSource {
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
}
