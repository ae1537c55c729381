import Foundation
import Testing
@testable import TrellisUIKit

/// Sources10 (issue 30): margins away from portrait phones and the grouped
/// footer's split, from UIKit's drawing, its logged view trees and
/// Interface Builder's saved frames (docs/uikit-numbers.md, "The searches
/// of sources10").
extension UIKitOutputSourcedMetricsTests {
    /// Tinder/Layout @ eb8ac90, `testToMarginsInsetsPriorityCanonical`'s
    /// logged view trees in landscape (`Tests/LayoutTests/__Snapshots__/
    /// LayoutItemTests/…iPhone-13-landscape.txt`, `…iPhone-13-mini-
    /// landscape.txt`, `…iPhone-X-landscape.txt`, recorded at 31157b5b for
    /// CI on Xcode 15.0, iOS 17): swift-snapshot-testing's landscape
    /// configurations (844 × 390 with 47 left and right and 21 below; 812 ×
    /// 375 with 50, 50, 21 and with 44, 44, 24; compact width and height),
    /// a view held 20 inside the root view's leading margin and 80 inside
    /// the trailing one. Logged at x 83 (47 + 16 + 20), 618 wide (844 − 83
    /// − 80 − 16 − 47); x 86 (50 + 16 + 20), 580 wide; x 80 (44 + 16 + 20),
    /// 592 wide: the margin is 16 beyond the safe area although the window
    /// is 844 and 812 points wide, where a portrait window wider than 393
    /// gets 20. The margin follows the window's shorter side.
    @Test(arguments: [
        (CGSize(width: 844, height: 390), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), CGFloat(83), CGFloat(618)),
        (CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), 86, 580),
        (CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), 80, 592),
    ])
    func rootViewMarginsInLandscapeAsLogged(size: CGSize, safeArea: UIEdgeInsets, x: CGFloat, width: CGFloat) {
        let controller = UIViewController()
        let root: UIView = controller.view
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pinned)
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 20),
            margins.trailingAnchor.constraint(equalTo: pinned.trailingAnchor, constant: 80),
            pinned.topAnchor.constraint(equalTo: margins.topAnchor, constant: 10),
            margins.bottomAnchor.constraint(equalTo: pinned.bottomAnchor, constant: 40),
        ])
        let compact = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .compact)])
        controller.trellis.show(size: size, traits: compact, safeAreaInsets: safeArea)
        #expect(pinned.frame.minX == x && pinned.frame.width == width, "\(pinned.frame)")
    }

    /// The same window upright keeps the portrait rule: 20 on a phone wider
    /// than 393 points (the 428- and 430-point logs of
    /// `rootViewMarginsAsLogged`), so a Max phone turned to landscape,
    /// regular in width there, keeps 20 too.
    @Test func maxPhoneInLandscapeKeepsTwenty() {
        let controller = UIViewController()
        let regular = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .regular), .init(verticalSizeClass: .compact)])
        controller.trellis.show(size: CGSize(width: 932, height: 430), traits: regular)
        #expect(controller.view.directionalLayoutMargins.leading == 20)
        let compact = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .compact)])
        controller.trellis.show(size: CGSize(width: 932, height: 430), traits: compact)
        #expect(controller.view.directionalLayoutMargins.leading == 20)
    }

    /// lucanaef/PGPro @ febdf1f, `docs/screenshots/2021.4/en-US/iPad Pro
    /// (12.9-inch) (5th generation)-4-DetailView.png` and `…-5-SettingsView.
    /// png` (1024 × 1366 @2x, iPadOS 14.5, dark mode): `ContactDetail
    /// ViewController` puts a plain `UITableView()` in its root view, pinned
    /// to the edges; "User Info"'s ink starts at pixel 35 (17.5 points, the
    /// "U"'s side bearing after 16), "Name"'s at 35 too, while the large
    /// title above starts at 21 (the bar's 20). `SettingsViewController`'s
    /// `.insetGrouped` table, also a subview, has its sections from pixel 32
    /// (16 points) and its titles' ink from 33 (16 + 16). So a table in
    /// another view keeps 16 on an iPad. owncloud/ios-app @ 420e5ffd,
    /// `doc/images/en-US/iPad Pro (12.9-inch) (4th generation)-60_ios_
    /// settings_demo.png` (@2x, light): its `StaticTableViewController`, a
    /// `UITableViewController`, titles "SECURITY" from pixel 41 and
    /// "Passcode Lock" from 43: 20 points, the root view's margin in a
    /// regular width.
    @Test func iPadTablesSixteenInAViewTwentyAsAControllersOwn() throws {
        let pad = UITraitCollection(traitsFrom: [
            .init(userInterfaceIdiom: .pad), .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular),
        ])
        let size = CGSize(width: 1024, height: 1366)
        let sections = PlainTitledSections()

        let holder = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = sections
        table.translatesAutoresizingMaskIntoConstraints = false
        holder.view.addSubview(table)
        NSLayoutConstraint.activate([
            table.leadingAnchor.constraint(equalTo: holder.view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: holder.view.trailingAnchor),
            table.topAnchor.constraint(equalTo: holder.view.topAnchor),
            table.bottomAnchor.constraint(equalTo: holder.view.bottomAnchor),
        ])
        holder.trellis.show(size: size, traits: pad)
        table.layoutIfNeeded()
        let title = try #require(table.headerView(forSection: 0)?.textLabel)
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(title.convert(CGPoint.zero, to: table).x == 16)
        #expect(row.convert(CGPoint.zero, to: table).x == 16)

        let own = UITableViewController(style: .plain)
        own.tableView.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        own.tableView.dataSource = sections
        own.trellis.show(size: size, traits: pad)
        own.tableView.layoutIfNeeded()
        let ownTitle = try #require(own.tableView.headerView(forSection: 0)?.textLabel)
        let ownRow = try #require(own.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(ownTitle.convert(CGPoint.zero, to: own.tableView).x == 20)
        #expect(ownRow.convert(CGPoint.zero, to: own.tableView).x == 20)
    }

    /// PGPro's iPad settings above: an inset grouped table in another view
    /// sets its sections 16 from its sides (pixel 32 at @2x), not 20.
    @Test func iPadInsetGroupedSubviewSectionsAtSixteen() {
        let pad = UITraitCollection(traitsFrom: [.init(userInterfaceIdiom: .pad), .init(horizontalSizeClass: .regular)])
        let holder = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366), style: .insetGrouped)
        table.dataSource = PlainTitledSectionsHolder.shared
        holder.view.addSubview(table)
        holder.trellis.show(size: CGSize(width: 1024, height: 1366), traits: pad)
        table.frame = holder.view.bounds
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 16)
    }

    /// A narrow table on a wide phone keeps 16: Interface Builder saved it
    /// so (Sagarchavan2001/TableViewWithAllCellStyle @ 5dcc98fc,
    /// Main.storyboard, a 390-point phone: text at 20 in 390- and 344-wide
    /// tables, at 16 in a 299-wide one), the rule read as "20 unless the
    /// table is at most 320 wide". On a 430-point phone: a 344-wide table
    /// in a view has 20, a 300-wide one 16.
    @Test(arguments: [(CGFloat(344), CGFloat(20)), (300, 16)])
    func narrowTableOnAWideScreen(width: CGFloat, margin: CGFloat) throws {
        let holder = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = PlainTitledSectionsHolder.shared
        holder.view.addSubview(table)
        holder.trellis.show(size: CGSize(width: 430, height: 932))
        table.layoutIfNeeded()
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(row.convert(CGPoint.zero, to: table).x == margin)
    }

    /// A grouped footer's text 6 below the rows and 12 above the footer's
    /// end, the next header keeping 17 above its text: UIKit's drawing,
    /// cashapp/AccessibilitySnapshot
    /// `testListWithHeadersAndFooters_17_5_393x852@3x.png` (iOS 17.5), puts
    /// the next header's text 29 points under the footer's text, 12 + 17
    /// (docs/uikit-numbers.md, "Grouped footer title").
    /// In the test font (the footnote's line 13): a one-line footer 6 + 13
    /// + 12 = 31 tall, and 29 from its text's end to the next title.
    @Test func groupedFooterTwelveBelowItsText() throws {
        let rows = TitledSections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .insetGrouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.rowHeight = 44
        table.layoutIfNeeded()
        let footer = table.rectForFooter(inSection: 0)
        #expect(abs(footer.height - (6 + 13 + 12)) < 1e-9, "\(footer)")
        let footerText = try #require(table.footerView(forSection: 0)?.textLabel)
        let headerText = try #require(table.headerView(forSection: 1)?.textLabel)
        let footerTextEnd = footerText.convert(CGPoint(x: 0, y: footerText.bounds.height), to: table).y
        let headerTextTop = headerText.convert(CGPoint.zero, to: table).y
        #expect(abs(headerTextTop - footerTextEnd - 29) < 1e-9, "\(footerTextEnd) → \(headerTextTop)")
    }

    /// Keeps a data source alive for tests that hand it to a table (which
    /// holds it weakly).
    @MainActor enum PlainTitledSectionsHolder {
        static let shared = PlainTitledSections()
    }
}
