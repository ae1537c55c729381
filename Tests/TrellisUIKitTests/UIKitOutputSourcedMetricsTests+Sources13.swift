import Foundation
import Testing
@testable import TrellisUIKit

/// Sources13 (issue 30): inset grouped sections in landscape and the margin
/// inside them, from UIKit's drawing, UIKit's frames as a third party
/// dumped them, and Interface Builder's saved frames (docs/uikit-numbers.md,
/// "Inset grouped section inset", "The searches of sources13"). Every
/// expectation is the source's arithmetic: the test font changes no x here
/// (titles and text start at their margins).
extension UIKitOutputSourcedMetricsTests {
    /// A `UITableViewController` of style `.insetGrouped` shown in a window
    /// of `size` with `traits`, two titled sections of two rows each.
    private func shownInsetGrouped(size: CGSize, traits: UITraitCollection) -> (UITableViewController, TitledRows) {
        let rows = TitledRows()
        let controller = UITableViewController(style: .insetGrouped)
        controller.tableView.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        controller.tableView.dataSource = rows
        controller.tableView.delegate = rows
        controller.tableView.rowHeight = 44
        controller.trellis.show(size: size, traits: traits)
        controller.tableView.layoutIfNeeded()
        return (controller, rows)
    }

    private static let compactBoth = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact),
                                                                     .init(verticalSizeClass: .compact)])
    private static let compactRegular = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact),
                                                                        .init(verticalSizeClass: .regular)])

    /// Where the first row's section starts and how wide it is, where its
    /// text starts and where the first header's title starts, all in the
    /// table's coordinates.
    private func insetGroupedPlaces(_ table: UITableView) throws -> (row: CGRect, text: CGFloat, title: CGFloat) {
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let text = try #require(cell.textLabel)
        let title = try #require(table.headerView(forSection: 0)?.textLabel)
        return (cell.frame, text.convert(CGPoint.zero, to: table).x, title.convert(CGPoint.zero, to: table).x)
    }

    /// UIKit's frames on iOS 26.1 as Vercantez/openuikit's conformance
    /// reports give them (an iPhone SE simulator, @2x, in landscape, a
    /// 667 × 375 window with no safe area, status bar hidden):
    /// `uikit/docs/agent_reports/forms-navflow.md` @ 2b52b565 ("Card x 20
    /// both sides … Labels cell-local 20 (abs 40) … Header "General" abs
    /// 40") and `notes-fidelity2.md` @ c72333b4 ("All Notes abs.x 40 = card 20 +
    /// 20"), the inset grouped tables of their NavFlow and Notes apps under
    /// a navigation bar. In portrait the same reports keep 16 and 16
    /// ("Portrait SE 16+16=32"). So in landscape the sections stand 20 in
    /// (627 wide: 667 − 40) and their text and titles 20 further: 40; in
    /// portrait 16 (343 wide) and 32.
    @Test func insetGroupedInLandscapeAtTwentyAndTwenty() throws {
        let (landscape, keep) = shownInsetGrouped(size: CGSize(width: 667, height: 375), traits: Self.compactBoth)
        defer { withExtendedLifetime(keep) {} }
        let wide = try insetGroupedPlaces(landscape.tableView)
        #expect(wide.row.minX == 20 && wide.row.width == 627, "\(wide.row)")
        #expect(wide.text == 40)
        #expect(wide.title == 40)

        let (portrait, keepToo) = shownInsetGrouped(size: CGSize(width: 375, height: 667), traits: Self.compactRegular)
        defer { withExtendedLifetime(keepToo) {} }
        let upright = try insetGroupedPlaces(portrait.tableView)
        #expect(upright.row.minX == 16 && upright.row.width == 343, "\(upright.row)")
        #expect(upright.text == 32)
        #expect(upright.title == 32)
    }

    /// A phone's plain table in landscape follows the window's width too:
    /// the same reports' rule for every cell (`iOSMargin` by the window's
    /// width, 20 at 667), with which their plain TableEditor app's landscape
    /// captures scored 97.9 or better (`conf-landscape.md` @ 766301ef; a
    /// score, not a quoted frame: weaker than the inset grouped numbers). A
    /// plain `UITableViewController` in the 667 × 375 window has its rows'
    /// text at 20.
    @Test func plainTableInLandscapeAtTwenty() throws {
        let rows = TitledRows()
        let controller = UITableViewController(style: .plain)
        controller.tableView.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        controller.tableView.dataSource = rows
        controller.trellis.show(size: CGSize(width: 667, height: 375), traits: Self.compactBoth)
        controller.tableView.layoutIfNeeded()
        let text = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(text.convert(CGPoint.zero, to: controller.tableView).x == 20)
    }

    /// 393 points (iPhone 15 and 16): the sections stand 20 in (353 wide),
    /// the text inside them 16 further. Interface Builder in Xcode 26:
    /// Kurozora/kurozora-app `Kurozora/Resources/Views/Profile/Achievements/
    /// Achievement.storyboard`:50 @ 78b34091 (toolsVersion 24127,
    /// `retina6_12`, an inset grouped `UITableViewController` 393 wide): the
    /// cell at x 20, 353 wide, its image pinned to the content view's
    /// `leadingMargin` saved at x 16 (cell and content view both
    /// `preservesSuperviewLayoutMargins`). UIKit on iOS 26.1 (the openuikit
    /// report `notes-fidelity2.md` @ c72333b4: an iPhone 16's
    /// inset grouped settings table, "General" header label at abs.x 36 =
    /// card 20 + 16). So the text at 36, the title at 36.
    @Test func insetGroupedTextSixteenInsideAt393() throws {
        let (controller, keep) = shownInsetGrouped(size: CGSize(width: 393, height: 852), traits: Self.compactRegular)
        defer { withExtendedLifetime(keep) {} }
        let places = try insetGroupedPlaces(controller.tableView)
        #expect(places.row.minX == 20 && places.row.width == 353, "\(places.row)")
        #expect(places.text == 36)
        #expect(places.title == 36)
    }

    /// 414 points: UIKit's drawing, lucanaef/PGPro @ febdf1f,
    /// `fastlane/screenshots/en-US/iPhone 8 Plus-5-SettingsView.png` (1242 ×
    /// 2208, @3x, iOS 14.5, dark mode; its `.insetGrouped` settings table):
    /// the sections' (28, 28, 30) from pixel 60 to 1181 (20 to 394 points),
    /// "DATA"'s ink from pixel 123 (41: 20 + 20 and the "D"'s side bearing),
    /// the "Report Issue" row's chevron ink ending at pixel 1118 (373: one
    /// point of side bearing inside 394 − 20). So 20 inside the section:
    /// the text and the title at 40, the chevron's column ending 20 before
    /// the section's end (row width 374 − 20 = 354).
    @Test func insetGroupedTextTwentyInsideAt414() throws {
        let rows = TitledRows()
        let controller = UITableViewController(style: .insetGrouped)
        controller.tableView.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        let chevrons = ChevronRows(rows)
        controller.tableView.dataSource = chevrons
        controller.tableView.delegate = rows
        controller.tableView.rowHeight = 44
        controller.trellis.show(size: CGSize(width: 414, height: 736), traits: Self.compactRegular)
        controller.tableView.layoutIfNeeded()
        defer { withExtendedLifetime((rows, chevrons)) {} }
        let places = try insetGroupedPlaces(controller.tableView)
        #expect(places.row.minX == 20 && places.row.width == 374, "\(places.row)")
        #expect(places.text == 40)
        #expect(places.title == 40)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let chevron = try #require(cell.parts.accessory)
        #expect(chevron.frame.maxX == 354, "\(chevron.frame)")
    }

    /// `TitledRows` with a disclosure indicator on every row.
    final class ChevronRows: NSObject, UITableViewDataSource {
        let rows: TitledRows
        init(_ rows: TitledRows) { self.rows = rows }
        func numberOfSections(in tableView: UITableView) -> Int { rows.numberOfSections(in: tableView) }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            rows.tableView(tableView, numberOfRowsInSection: section)
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = rows.tableView(tableView, cellForRowAt: indexPath)
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            rows.tableView(tableView, titleForHeaderInSection: section)
        }
    }
}
