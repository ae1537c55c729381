import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// Appium (issue 30): UIKit's frames as UI automation reports them, a kind
/// of source earlier passes did not read (docs/uikit-numbers.md, "The
/// searches of appium"). WebDriverAgent's page source gives each element's
/// accessibility frame in points through `CGRectIntegral` (origin rounded
/// down, far edge up: `wdFrame` in `XCUIElement+FBWebDriverAttributes.m`);
/// XCUITest's `debugDescription` prints the frame to a tenth of a point.
/// Each expectation is the dump's arithmetic, written out beside it.
extension UIKitOutputSourcedMetricsTests {
    /// One grouped section of default-style rows with the given accessories,
    /// as the Settings screens of the dump are.
    final class AccessoryRows: UITableViewController {
        let accessories: [UITableViewCell.AccessoryType]
        init(_ accessories: [UITableViewCell.AccessoryType]) {
            self.accessories = accessories
            super.init(style: .grouped)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { accessories.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Network"
            cell.accessoryType = accessories[indexPath.row]
            return cell
        }
    }

    /// crifan/ios_automation_facebook_wda @ e203ae54 (2020-06-21),
    /// `src/common_code/app/settings/update_wifi_proxy.md`: WebDriverAgent's
    /// page source of the Settings app's Wi-Fi list on a 414 × 736 phone
    /// (iOS 12 or 13): a 43-point row at y 144 whose detail button, labelled
    /// as UIKit labels a cell's detail button ("More Info", here 更多信息),
    /// is `x="372" y="154" width="22" height="22"`: a 22-point box whose
    /// trailing edge is 372 + 22 = 394 = 414 − 20, the 20-point margin of a
    /// table at least 393 wide, and whose top, 154 − 144 = 10, is the
    /// integral reading of (43 − 22) / 2 = 10.5 (a 22-point box at 10.5
    /// would read 10 and 23 tall unless UIKit put it on a whole point; the
    /// reading of 22 says its height is 22 at most).
    @Test(arguments: [CGFloat(43), 44])
    func detailButtonBoxAsUIKitReportsIt(rowHeight: CGFloat) throws {
        let rows = AccessoryRows([.detailButton])
        rows.tableView.rowHeight = rowHeight
        _ = rows.trellis.show(size: CGSize(width: 414, height: 200))
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let button = try #require(cell.subviews.first { $0 is UIButton })
        let frame = button.convert(button.bounds, to: cell)
        #expect(frame.minX == 372 && frame.width == 22 && frame.height == 22, "\(frame)")
        #expect(Double(frame.maxX) == 394, "\(Double(frame.maxX))")
        #expect(frame.midY == rowHeight / 2, "\(frame)")
    }

    /// The same dump's disclosure chevrons (Settings' "Wi-Fi" row and the
    /// network's "Configure Proxy" row, 414 points): `x="386" width="8"`,
    /// 13 or 14 tall: the chevron's box from 386 to 394, ending at the
    /// 20-point margin (an 8 × 12.5 box, as UIKit's logs of iOS 7–10 give
    /// it, reads 13 or 14 tall by where it falls on the point grid). UIKit's
    /// iOS 14.5 drawing put the chevron's 7-point ink at 386.0–393.0 of 414
    /// ("Accessory glyphs as drawn"), inside that box with the point of
    /// bearing at its trailing end; Trellis's ink, at @2x, from pixel
    /// 386 × 2 = 772 to 393 × 2 = 786.
    @Test func chevronInkInsideUIKitsBoxAt414() throws {
        let rows = AccessoryRows([.disclosureIndicator])
        rows.tableView.separatorStyle = .none
        rows.tableView.rowHeight = 44
        let view = rows.trellis.show(size: CGSize(width: 414, height: 132))
        let pixels = try drawnAt2x(view, width: 414, height: 132)
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let top = Int(cell.convert(cell.bounds, to: view).minY * 2)
        let background = pixels.rgb(2, top + 44)
        let ink = try #require(pixels.inkBox(columns: 700..<828, rows: top..<(top + 88), background: background))
        #expect(ink.minX == 772, "\(ink)")
        #expect(ink.maxX == 786, "\(ink)")  // half-open: the last inked column is 785
    }

    /// A navigation bar with a large title, an integrated search field and
    /// two items on the right, as XCUITest printed it (`po app` in a UI
    /// test of a SwiftUI app, November 2023, Xcode 15 and its iOS 17
    /// simulator; file id 41428190162 of the code index, `WordsgramUITests.swift`,
    /// its repository not named by the index) on a 375 × 812 phone under a
    /// 50-point status bar: `NavigationBar, {{0.0, 50.0}, {375.0, 148.0}}`,
    /// 44 + 52 + 52; `SearchField, {{16.0, 147.0}, {343.0, 36.0}}`, 1 below
    /// the search row's top (50 + 96) and 16 in from each side; the large
    /// title `StaticText, {{16.0, 97.7}, {98.3, 40.7}}` at the 16-point
    /// margin, its line ending at 138.4, 146 − 138.4 = 7.6 above the large
    /// title's band (the 8 of "Large title's bottom above the bar's bottom",
    /// within the third of a point UIKit's @3x pixel grid and the printed
    /// tenth allow); the items `{{275.0, 55.0}, {42.0, 34.0}}` ("Add") and
    /// `{{325.0, 55.0}, {34.0, 34.0}}` ("Filter"): 325 − (275 + 42) = 8
    /// between their frames, the last ending at 325 + 34 = 359 = 375 − 16.
    @Test func largeTitleSearchAndItemsAsXCUITestPrintsThem() throws {
        let root = UIViewController()
        root.title = "Books"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil),
                                                   UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.trellis.show(size: CGSize(width: 375, height: 812),
                                safeAreaInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 50, width: 375, height: 148))
        let field = search.searchBar.searchTextField
        #expect(field.convert(field.bounds, to: navigation.view) == CGRect(x: 16, y: 147, width: 343, height: 36))
        let titles = bar.node.subtree.compactMap { $0.counterpart as? UILabel }.filter { $0.text == "Books" && !$0.isHidden && $0.font.pointSize > 30 }
        let title = try #require(titles.first)
        let titleFrame = title.convert(title.bounds, to: navigation.view)
        #expect(titleFrame.minX == 16, "\(titleFrame)")
        // UIKit's 97.7 + 40.7 is 138.3–138.5 (each printed to a tenth), its
        // label's height rounded up to @3x pixels (a 40.57-point line shown
        // 40.67 tall); Trellis's line ends 8 above 146, at 138.0: half a
        // point apart at most.
        #expect(abs(titleFrame.maxY - 138.4) <= 0.5, "\(titleFrame)")
        let items = bar.node.subtree.compactMap { $0.counterpart as? BarButtonView }
            .filter { !$0.isHidden && ["Add", "Filter"].contains($0.item.title ?? "") }
            .map { $0.convert($0.bounds, to: navigation.view) }.sorted { $0.minX < $1.minX }
        try #require(items.count == 2, "\(items)")
        #expect(abs(items[1].minX - items[0].maxX - 8) < 1e-9, "\(items)")  // labels on thirds: within float rounding
        #expect(abs(Double(items[1].maxX) - 359) < 1e-9, "\(items)")  // 375 − 16
    }
}

extension UIKitOutputSourcedMetricsTests {
    /// The Settings app's Keyboards screen as Appium's page source gives it
    /// (ldi-github/shirates-core @ 8cbdd4b8, `src/test/kotlin/shirates/core/testdata/XmlDataIos.kt`,
    /// `KeyboardScreen`: a 390 × 844 phone on iOS 16, a 47-point status bar
    /// and a 44-point navigation bar, so the table's content starts at 91):
    /// an untitled section of one row at `y="126"` (91 + 35), a second
    /// untitled section from `y="205"` (126 + 44 + 35) with two rows, then
    /// "ALL KEYBOARDS", a titled header read `y="310" height="39"` after the
    /// second section's last row, which ends at 249 + 44 = 293: the empty
    /// footer's 17.5 puts the header at 310.5. (Its height is not checked:
    /// the rows after it put header and footer together between 55 and 56
    /// points, where Trellis's header is 39 tall, its footnote line rounded
    /// up to a whole point; docs/uikit-numbers.md, "Grouped header title".)
    final class KeyboardsSections: UITableViewController {
        init() { super.init(style: .grouped) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func numberOfSections(in tableView: UITableView) -> Int { 3 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { [1, 2, 2][section] }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 2 ? "All Keyboards" : nil
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Keyboards"
            cell.detailTextLabel?.text = "3"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test func groupedSectionsAsTheSettingsPageSourceGivesThem() throws {
        let rows = KeyboardsSections()
        rows.tableView.rowHeight = 44
        let navigation = UINavigationController(rootViewController: rows)
        navigation.trellis.show(size: CGSize(width: 390, height: 844),
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        func top(_ section: Int, _ row: Int) throws -> CGFloat {
            let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: row, section: section)))
            return cell.convert(cell.bounds, to: navigation.view).minY
        }
        #expect(try top(0, 0) == 91 + 35)
        #expect(try top(1, 0) == 126 + 44 + 35)
        #expect(try top(1, 1) == 205 + 44)
        let header = rows.tableView.convert(rows.tableView.rectForHeader(inSection: 2), to: navigation.view)
        #expect(header.minY == 293 + 17.5, "\(header)")
    }
}
