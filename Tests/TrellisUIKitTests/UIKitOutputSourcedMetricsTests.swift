import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// Numbers docs/uikit-numbers.md takes from UIKit's own output in other
/// projects' snapshot suites (reference images measured pixel by pixel, a
/// logged view tree), checked against Trellis. Each expected number is the
/// source's, named beside it; the test font (a line 1 em tall) stands in
/// for San Francisco where a line's height enters.
@MainActor @Suite struct UIKitOutputSourcedMetricsTests {
    /// cashapp/AccessibilitySnapshot @ 5b03db81, `testTabBars_17_5_393x852@3x.png`
    /// and `testTabBars_18_5_402x874@3x.png` (iOS 17.5 and 18.5): the
    /// unselected "Item A" and "Item E" titles of a `UITabBar` with no
    /// `unselectedItemTintColor`, under a 30 % marker, unblend to a neutral
    /// grey 146 of 255 in 404 and 408 fully covered pixels (`systemGray` is
    /// 142, 142, 147); iOS 7–10 logged the same tint, white 0.572549.
    @Test func unselectedTabIsGrey146() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        let first = UITabBarItem(title: "Item A", image: nil, selectedImage: nil)
        let second = UITabBarItem(title: "Item B", image: nil, selectedImage: nil)
        bar.items = [first, second]
        bar.selectedItem = second
        UIKitTestFont.measureSystemFontToo(bar)
        bar.layoutIfNeeded()
        let title = try #require(label("Item A", in: bar))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(title.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            .getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        for channel in [red, green, blue] { #expect(abs(channel * 255 - 146) < 1e-6) }
        #expect(alpha == 1)
    }

    /// The same images' badges ("3", "A" on tabs of iOS 17.5 and 18.5):
    /// circles 54 pixels (18 points) across; the glyphs 28 pixels (9.33
    /// points) tall, a cap height of 1443/2048 em at 13.25 points: a
    /// 13-point font (12 would give 25.4 pixels, 14 would give 29.6).
    @Test func badgeIs18TallIn13Points() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        let item = UITabBarItem(title: "Item B", image: nil, selectedImage: nil)
        item.badgeValue = "3"
        bar.items = [item]
        UIKitTestFont.measureSystemFontToo(bar)
        bar.layoutIfNeeded()
        let badge = try #require(label("3", in: bar))
        #expect(badge.font.pointSize == 13)
        let capsule = badge.superview?.subviews.first { $0.accessibilityIdentifier == "badge" }
        #expect(capsule?.frame.height == 18)
    }

    /// The same iOS 17.5 image, the "3" badge under the cyan marker: the
    /// badge's fill unblends to grey 136 and every pixel the glyph fully
    /// covers reads (178, 255, 255), white under the 30 % marker, so the
    /// text is white. Its strokes are 3.25 pixels across at 39 pixels per
    /// em (0.083 em), as thin as the back button's regular 17-point "F"
    /// (4.55 of 51, 0.089 em) and thinner than the 10-point medium tab
    /// title's "I" in the same image (3.31 of 30, 0.110 em): regular.
    @Test func badgeTextIsRegularWhite() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        let item = UITabBarItem(title: "Item B", image: nil, selectedImage: nil)
        item.badgeValue = "3"
        bar.items = [item]
        bar.layoutIfNeeded()
        let badge = try #require(label("3", in: bar))
        #expect(badge.font.layoutFont.weight == .regular)
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(badge.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            .getWhite(&white, alpha: &alpha))
        #expect(white == 1 && alpha == 1)
    }

    /// A two-character badge, UIKit's drawing on iOS 15 (mecid/mecid.github.io
    /// @ 7456c048, `public/badge2.png`, a SwiftUI `TabView` tab with
    /// `.badge(10)`, so UIKit's tab bar): the capsule is 27 pixels tall and
    /// 36.5 wide at 1.5 pixels a point, 18 × 24.33 points; the ink of "10"
    /// runs 12.4 points, so the text's advance is 12.4 plus its side
    /// bearings (about 1.6 in an SF-like face at 13 points) and each side
    /// holds (24.33 − 14.0) / 2 ≈ 5.2: 5, not 4 (that needs 3.6 points of
    /// bearings) nor 6 (an advance of 12.3, less than the ink). In the test
    /// font (1 em a glyph) "10" at 13 points is 26 wide: 26 + 2 × 5 = 36,
    /// its text 5 in from the capsule's leading edge; "99+" 39 + 10 = 49.
    @Test(arguments: [("10", CGFloat(36)), ("99+", CGFloat(49))])
    func badgePaddingFiveASideAsDrawn(value: String, width: CGFloat) throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        let item = UITabBarItem(title: "Item B", image: nil, selectedImage: nil)
        item.badgeValue = value
        bar.items = [item]
        UIKitTestFont.measureSystemFontToo(bar)
        bar.layoutIfNeeded()
        let text = try #require(label(value, in: bar))
        let capsule = try #require(text.superview?.subviews.first { $0.accessibilityIdentifier == "badge" })
        #expect(capsule.frame.size == CGSize(width: width, height: 18))
        #expect(text.frame.minX - capsule.frame.minX == 5)
        #expect(capsule.frame.maxX - text.frame.maxX == 5)
    }

    /// An iPad's tab bar, UIKit's drawing on iPadOS 14.5 (owncloud/ios-app @
    /// 420e5ffd, `doc/images/en-US/`, fastlane screenshots of 2021-07-28 at
    /// @2x, 1024 × 1366 points): on the home-button "iPad Pro (12.9-inch) (2nd
    /// generation)" the bar's 1-pixel shadow is row 2631 and the bar runs
    /// from 2632 to the bottom, 100 pixels: 50 points; on the "(5th
    /// generation)" with a home indicator (safe area 20 at the bottom) from
    /// 2602, 130 pixels: 65 = 50 + 20 − 5, the items at the same height
    /// under the bar's top in both. An iPhone's stays 49 + 34 = 83.
    @Test(arguments: [
        (UIUserInterfaceIdiom.pad, CGSize(width: 1024, height: 1366), CGFloat(20), CGFloat(0), CGFloat(50)),
        (.pad, CGSize(width: 1024, height: 1366), 24, 20, 65),
        (.phone, CGSize(width: 390, height: 844), 47, 34, 83),
    ])
    func iPadTabBarAsDrawn(idiom: UIUserInterfaceIdiom, size: CGSize, top: CGFloat, bottom: CGFloat, height: CGFloat) {
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let sizeClass: UIUserInterfaceSizeClass = idiom == .pad ? .regular : .compact
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceIdiom: idiom), .init(horizontalSizeClass: sizeClass)])
        UIKitTestFont.measureSystemFontToo(tabs.view)
        tabs.trellis.show(size: size, traits: traits, safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: size.height - height, width: size.width, height: height))
        #expect(first.view.safeAreaInsets.bottom == height)
    }

    /// An iPad's tab items in a regular width, the same screenshots: each
    /// image beside its title, the titles 13-point regular (an "F" 9.25
    /// points tall, its stem 0.088 em), 6 points from the image's 25-point
    /// frame (the app draws its icons into 25 × 25), the pair centred on the
    /// 50-point row, and the items spread with equal space at the ends and
    /// between: 195/196.9/197.1/196.1 on the 1024-point iPad, 131/132.9/
    /// 132.6/131.6 on the 768-point one (equal within the icons' unknown
    /// placement in their frames). Here 17-point symbol images and test-font
    /// titles ("Files" 5 × 13 = 65, "Access" and "Status" 78): items 17 + 6
    /// + 65 = 88 and 101 and 101, so each space is (1024 − 290) / 4 = 183.5;
    /// the items start at 183.5, 455 and 739.5, their titles 23 further in,
    /// the images 16.5 and the titles 18.5 under the bar's top.
    @Test func iPadTabItemsInlineAsDrawn() throws {
        let controllers = ["Files", "Access", "Status"].map { name -> UIViewController in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: name, image: UIImage(systemName: "house"), selectedImage: nil)
            return controller
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceIdiom: .pad), .init(horizontalSizeClass: .regular)])
        UIKitTestFont.measureSystemFontToo(tabs.view)
        tabs.trellis.show(size: CGSize(width: 1024, height: 1366), traits: traits,
                          safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let bar = tabs.tabBar
        for (name, x, width) in [("Files", CGFloat(183.5), CGFloat(65)), ("Access", 455, 78), ("Status", 739.5, 78)] {
            let title = try #require(label(name, in: bar))
            #expect(title.font.pointSize == 13 && title.font.layoutFont.weight == .regular)
            #expect(title.convert(title.bounds, to: bar) == CGRect(x: x + 23, y: 18.5, width: width, height: 13), "\(name)")
            let image = try #require(title.superview?.subviews.first { $0 is UIImageView })
            #expect(image.convert(image.bounds, to: bar) == CGRect(x: x, y: 16.5, width: 17, height: 17), "\(name)")
        }
    }

    /// An iPad's navigation bar, the same screenshots (iPad Pro 12.9-inch,
    /// 2nd generation, and 9.7-inch: 20-point status bars, @2x): the app's
    /// bar colour ends at pixel row 142 under a standard title ("Quick
    /// Access", 71 points) and at 244 under a large one ("Settings", 122
    /// points), where the same app's iPhone 8 images end at 130 and 232 (65
    /// and 116 = 20 + 44 + 52): the app's bar adds 1 point under a standard
    /// title, so the iPad's row is 71 − 20 − 1 = 50 and its large-title bar
    /// 122 − 20 = 102 = 50 + 52. The title's middle is 25 under the row's
    /// top (the "Photos" title's cap middle 45.25 points down, its back
    /// chevron's 45). A phone's row stays 44.
    @Test(arguments: [
        (UIUserInterfaceIdiom.pad, CGFloat(1024), false, CGFloat(50)),
        (.pad, 1024, true, 102),
        (.phone, 390, false, 44),
        (.phone, 390, true, 96),
    ])
    func iPadNavigationBarAsDrawn(idiom: UIUserInterfaceIdiom, width: CGFloat, large: Bool, height: CGFloat) throws {
        let root = UIViewController()
        root.title = "Quick Access"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = large
        let sizeClass: UIUserInterfaceSizeClass = idiom == .pad ? .regular : .compact
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceIdiom: idiom), .init(horizontalSizeClass: sizeClass)])
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: CGSize(width: width, height: 1000), traits: traits,
                                safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: width, height: height))
        #expect(root.view.safeAreaInsets.top == 20 + height)
        if !large {
            let title = try #require(label("Quick Access", in: navigation.navigationBar))
            #expect(title.convert(title.bounds, to: navigation.navigationBar).midY == height / 2)
        }
    }

    /// The same images: one pixel row above each tab bar's top (y 533 of
    /// the @3x image on iOS 17.5, 546 on 18.5) reads 178 over the white
    /// view: black at (255 − 178) / 255 = 0.302, one pixel tall.
    @Test func barShadowIsOnePixelOfBlackAt30Percent() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        bar.items = [UITabBarItem(title: "Item A", image: nil, selectedImage: nil)]
        bar.layoutIfNeeded()
        var white: CGFloat = 1, alpha: CGFloat = 0
        #expect(try #require(bar.standardAppearance.shadowColor).getWhite(&white, alpha: &alpha))
        #expect(white == 0)
        #expect(abs(alpha * 255 - (255 - 178)) < 1)
        let shadow = try #require(bar.node.subviews.first { $0.name == "UITabBar.shadow" })
        #expect(abs(shadow.frame.height - 1.0 / 3) < 1e-9 && abs(shadow.frame.maxY) < 1e-9)
    }

    /// cashapp/AccessibilitySnapshot @ 5b03db81,
    /// `testNavBarBackButtonTraitsWithTitles_17_5_393x852@3x.png` (iOS
    /// 17.5): the back button's "First" has an "F" stem 4.55 pixels wide,
    /// a 17-point regular `UILabel`'s "B" in the same image 4.48: the back
    /// button's title is the regular weight at 17 points.
    @Test func backButtonTitleIsRegular17() throws {
        let first = UIViewController(), second = UIViewController()
        first.title = "First"
        second.title = "Second"
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: CGSize(width: 393, height: 852), safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let back = try #require(label("First", in: navigation.navigationBar))
        #expect(back.font == UIFont.systemFont(ofSize: 17, weight: .regular))
    }

    /// getsentry/sentry-cocoa @ 081e33b4, Tests/SentryTests/ViewCapture/
    /// SentryUIRedactBuilderTests+SwiftUI.swift:334–359, a view tree logged
    /// on iOS 16: a `List` (a `UICollectionView` with a list layout, inset
    /// grouped) 300 wide; "Section 1"'s header cell `(16 0; 268 38.6667)`
    /// holds its title at `(16 17; 65.6667 15.6667)` (a 13-point footnote
    /// line at @3x): 17 above the title, 38.6667 − 17 − 15.6667 = 6 below,
    /// 16 in. Its row `(16 38.6667; 268 44)`. The next section, with no
    /// header, starts its row 35.33 below (17.5 twice, each rounded to a
    /// pixel at @3x: the section backgrounds meet at 100.333).
    @Test func groupedHeaderAndSectionGapAsLogged() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), style: .insetGrouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.rowHeight = 44
        table.layoutIfNeeded()
        let line: CGFloat = 13  // the footnote's line in the test font
        let header = table.rectForHeader(inSection: 0)
        #expect(header.height == 17 + line + 6)
        let title = table.headerView(forSection: 0)?.textLabel
        // A table's first section keeps 17.5 more above its header than the
        // list logged (sources11: "Grouped header title"); the title is 17 into the header.
        #expect(title.map { $0.convert(CGPoint.zero, to: table) } == CGPoint(x: 32, y: header.minY + 17))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: header.maxY, width: 268, height: 44))
        let firstEnd = table.rectForRow(at: IndexPath(row: 0, section: 0)).maxY
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - firstEnd - (17.5 + 17.5)) < 1e-9)
    }

    /// cashapp/AccessibilitySnapshot @ 5b03db81,
    /// `SnapshotTests.SwiftUIListSectionTests/testListWithHeadersAndFooters_17_5_393x852@3x.png`
    /// (iOS 17.5, an inset grouped SwiftUI `List` on UIKit's list layout):
    /// the markers stand 2 points around each text (24.33 around a 20.33
    /// body line, 19.67 around a 15.67 footnote line); "Savings"'s row ends
    /// at 185.67, the footer's marker starts at 189.67, its text at 191.67:
    /// 6 below the row; "BILLS" ends 6 above its first row (252 → 258).
    @Test func groupedFooterTitleSixBelowTheRows() {
        let rows = FooterRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .insetGrouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.rowHeight = 44
        table.layoutIfNeeded()
        let lastRow = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let title = table.footerView(forSection: 0)?.textLabel
        #expect(title.map { abs($0.convert(CGPoint.zero, to: table).y - lastRow.maxY - 6) < 1e-9 } == true)
    }

    /// Interface Builder's layout of a grouped static table's titled
    /// sections, the same in five Xcodes (rileytestut/Delta
    /// `Delta/Base.lproj/Settings.storyboard`, table `hRw-wV-lch`, 375 wide,
    /// @2x, toolsVersion 16096, 17701, 22155, 23504 and 24128): a section whose
    /// one-line footer ("Manage settings for individual emulation cores.")
    /// is followed by a titled header leaves 75.5 between the rows, 37.5 +
    /// the titled header's 38 ("Grouped header title"); two-line footers
    /// leave 91.5, 53.5 + 38, one footnote line (16 on the half-point grid)
    /// more. Sources10: UIKit's drawing of an iOS 17.5 list gives the footer
    /// 6 above and 12 below (`groupedFooterTwelveBelowItsText`), so a one-line footer is
    /// 5 shorter than a titled header (17 + 6); Interface Builder's 37.5
    /// is not UIKit's layout of today. Two lines stay one line apart.
    @Test func groupedFooterTitleAsTallAsAHeaderTitle() {
        let rows = TitledSections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 800), style: .insetGrouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.rowHeight = 44
        table.layoutIfNeeded()
        let line: CGFloat = 13  // the footnote's line in the test font
        let header = table.rectForHeader(inSection: 1), oneLine = table.rectForFooter(inSection: 0)
        #expect(abs(oneLine.height - (header.height - 5)) < 1e-9)
        #expect(abs(table.rectForFooter(inSection: 1).height - oneLine.height - line) < 1e-9)
        let gap = table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - table.rectForRow(at: IndexPath(row: 0, section: 0)).maxY
        #expect(abs(gap - (oneLine.height + header.height)) < 1e-9)
    }

    final class TitledSections: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Core Settings" : "Advanced"
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 0 ? "One line" : "Two\nlines"
        }
    }

    final class FooterRows: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = indexPath.row == 0 ? "Checking" : "Savings"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            "Tap an account to view details"
        }
    }

    /// cashapp/AccessibilitySnapshot @ 5b03db81, the list images of the
    /// footer test above: the inset grouped rows run from x 20 to 373 on the
    /// 393-point iPhone (iOS 17.5) and from 20 to 382 on the 402-point one
    /// (iOS 18.5, the rows' markers 2 points outside them at 18 and 384);
    /// Interface Builder saved 16 at 375 points (Xcode 26, NetNewsWire
    /// Add.storyboard:21, `IBSourcedMetricsTests`).
    @Test(arguments: [(CGFloat(393), CGFloat(353)), (402, 362)])
    func insetGroupedRowsAt20OnTheNewerPhones(width: CGFloat, rowWidth: CGFloat) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 852), style: .insetGrouped)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        let rows = FooterRows()
        table.dataSource = rows
        table.rowHeight = 44
        table.layoutIfNeeded()
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(row.minX == 20 && row.width == rowWidth)

        // The source's own layout: an inset grouped list of a collection view.
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 852),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        list.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let items = ListItems()
        list.dataSource = items
        list.layoutIfNeeded()
        let item = list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(item?.minX == 20 && item?.width == rowWidth)
    }

    /// Tinder/Layout @ eb8ac90, the view trees swift-snapshot-testing logged
    /// for `testToMarginsInsetsPriorityCanonical` (`Tests/LayoutTests/
    /// __Snapshots__/LayoutItemTests/…iPhone-SE-portrait.txt`, `…iPhone-13-
    /// mini-portrait.txt`, `…iPhone-13-portrait.txt`, `…iPhone-14-Plus-
    /// portrait.txt`; tested by CI with Xcode 15.0 on an iPhone 14
    /// simulator, iOS 17, and left unchanged when the suite was re-recorded
    /// for CI on Xcode 15.4 and an iPhone 15): a view controller's root view
    /// in a window of each device's size, with its safe area, and a view held 20 inside
    /// the leading layout margin, 80 inside the trailing one, 10 below the
    /// top margin and 40 above the bottom one. Logged at x 36 on the 320-,
    /// 375-, 390- and 393-point phones (a 16-point margin; 393: `…iPhone-15-
    /// Pro-portrait.txt`, `(x: 36, y: 69, width: 261, height: 709)`) and at
    /// 40 on the 428- and 430-point ones (20; `…iPhone-14-Pro-Max-portrait.
    /// txt`); the reference images agree (108 and 120 pixels at @3x). At 393
    /// points a root view's margin is 16 while a table's rows sit at 20
    /// (`insetGroupedRowsAt20OnTheNewerPhones`); Interface Builder agrees
    /// (`rootViewMarginAsInterfaceBuilderSavedIt`).
    @Test(arguments: [
        (CGSize(width: 320, height: 568), CGFloat(20), CGFloat(0), CGRect(x: 36, y: 30, width: 188, height: 498)),
        (CGSize(width: 375, height: 812), 50, 34, CGRect(x: 36, y: 60, width: 243, height: 678)),
        (CGSize(width: 390, height: 844), 47, 34, CGRect(x: 36, y: 57, width: 258, height: 713)),
        (CGSize(width: 393, height: 852), 59, 34, CGRect(x: 36, y: 69, width: 261, height: 709)),
        (CGSize(width: 428, height: 926), 47, 34, CGRect(x: 40, y: 57, width: 288, height: 795)),
        (CGSize(width: 430, height: 932), 59, 34, CGRect(x: 40, y: 69, width: 290, height: 789)),
    ])
    func rootViewMarginsAsLogged(size: CGSize, top: CGFloat, bottom: CGFloat, logged: CGRect) {
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
        controller.trellis.show(size: size, safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        #expect(pinned.frame == logged)
    }

    /// Interface Builder's layout of a view controller's root view (UIKit's
    /// Auto Layout with the device's system margins), LeoNatan/
    /// LNPopupController @ be3afaa6, `LNPopupControllerExample/
    /// LNPopupControllerExample/TestingScene/Base.lproj/Main.storyboard`,
    /// the "FirstViewController" scene: a "Next" button 74.67 wide whose
    /// trailing edge is 14 points beyond the root view's trailing margin
    /// (`trailingMargin = button.trailing - 14`). Saved on `retina6_12`
    /// (393 × 852) by Xcode 16.0 (toolsVersion 23502, commit bcc42fe4) and
    /// kept by every Xcode to 26 (25094): x 316.33, so its trailing edge at
    /// 391, the margin 393 − (391 − 14) = 16. Saved on `retina6_72`
    /// (430 × 932, toolsVersion 22505 and 23086.1, commit 1cc8c4a1): x
    /// 349.33, trailing edge 424, margin 430 − (424 − 14) = 20.
    @Test(arguments: [(CGSize(width: 393, height: 852), CGFloat(391)), (CGSize(width: 430, height: 932), CGFloat(424))])
    func rootViewMarginAsInterfaceBuilderSavedIt(size: CGSize, savedTrailingEdge: CGFloat) {
        let controller = UIViewController()
        let root: UIView = controller.view
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            root.layoutMarginsGuide.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: -14),
            button.widthAnchor.constraint(equalToConstant: 74 + 2.0 / 3),
            button.heightAnchor.constraint(equalToConstant: 34),
            button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        controller.trellis.show(size: size, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(abs(button.frame.maxX - savedTrailingEdge) < 1e-9)
    }

    /// A table that is a controller's root view keeps a table's margins: the
    /// same project's `MusicScene/Base.lproj/Music.storyboard` @ be3afaa6
    /// (toolsVersion 25095, Xcode 26, `retina6_12`), a
    /// `UITableViewController`'s table 393 wide whose header view preserves
    /// the table's margins and pins a row of buttons to them: saved at x 20,
    /// 353 wide, so the table's margins are 20 each side where a plain root
    /// view's are 16. (Trellis's header does not take the table's margins
    /// yet, so the table's own margins are checked.)
    @Test func tableRootViewKeepsTheTableMarginAt393() {
        let controller = UITableViewController(style: .plain)
        controller.trellis.show(size: CGSize(width: 393, height: 852),
                                safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let margins = controller.tableView.directionalLayoutMargins
        #expect(margins.leading == 20 && margins.trailing == 20)
    }

    /// Interface Builder's layout of a self-sizing `.subtitle` cell, saved
    /// alike by Xcode 11.5 (pubnub's Objective-C quickstart README, a 768-wide
    /// iPad table) and Xcode 15 (duckduckgo/iOS `DuckDuckGo/Debug.storyboard`
    /// @ the mirror's HEAD, toolsVersion 23504, 414 wide): the title
    /// `(20 10; 33 20.5)` in system 17, the detail `(20 31.5; 44 14.5)` in
    /// system 12, the content view 55.5 tall: 10 above the title, the detail
    /// 1 under the title's 20.29-point line (31.29, on the half-point grid
    /// 31.5), 10 under the detail's 14.32-point line (55.61 → 55.5). In the
    /// test font (a line 1 em tall): 10, then 17, 1, 12 and 10: 50.
    @Test func classicSubtitleCellAsInterfaceBuilderSavesIt() throws {
        let rows = SubtitleRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 400), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let title = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(detail.font.pointSize == 12)
        let titleOrigin = title.convert(CGPoint.zero, to: cell.contentView)
        let detailOrigin = detail.convert(CGPoint.zero, to: cell.contentView)
        #expect(titleOrigin == CGPoint(x: 20, y: 10))
        #expect(detailOrigin == CGPoint(x: 20, y: 10 + 17 + 1))
        #expect(abs(cell.contentView.frame.height - (10 + 17 + 1 + 12 + 10)) < 1e-9)
        // The modern configuration keeps its own paddings.
        #expect(cell.defaultContentConfiguration().textToSecondaryTextVerticalPadding == 3)
    }

    /// LeoNatan/LNPopupController @ be3afaa6,
    /// `LNPopupControllerExample/LNPopupControllerExample/MusicScene/Base.lproj/Music.storyboard`:132–165
    /// (toolsVersion 25095, Xcode 26, a 393-point iPhone): a `.subtitle`
    /// cell with an image saved at `(20 0; 55 55)` and both labels at x 90:
    /// the text 15 after the image.
    @Test func classicSubtitleTextFifteenAfterTheImage() throws {
        let rows = SubtitleRows()
        rows.image = UIGraphicsImageRenderer(size: CGSize(width: 55, height: 55)).image { _ in }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 400), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let title = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(abs(title.convert(CGPoint.zero, to: cell.contentView).x - (20 + 55 + 15)) < 1e-9)
        #expect(abs(detail.convert(CGPoint.zero, to: cell.contentView).x - (20 + 55 + 15)) < 1e-9)
    }

    /// `.value2`'s text column is 91 points wide at every width, the
    /// detail 6 after it. Interface Builder's layout of `IBUITableViewCellStyleValue2`
    /// prototypes: argadesachin/tableViewWithAllCellStyle @ 11c706ee,
    /// `TableView/TableView/Base.lproj/Main.storyboard` (toolsVersion 20037,
    /// Xcode 13, a 414-point table): "Title" `(20 15; 91 14.5)`, trailing-
    /// aligned, "Detail" at x 117; Sagarchavan2001/TableViewWithAllCellStyle
    /// @ 5dcc98fc, `TableViewWithAllCellStyle/cricketsnaks/Base.lproj/Main.storyboard`
    /// (toolsVersion 21225, Xcode 14.1, a 344-point table): the same
    /// `(20 15; 91 …)` and 117. UIKit's drawing on iOS 9–10, a 320-point row
    /// (bcylin/QuickTableViewController's `img/screenshot.png`): the text
    /// ends 91 after the 15-point margin of the time, the detail 6 later.
    /// The margin is the table's (20 from 393 points, 16 below: "Tables").
    @Test(arguments: [(CGFloat(414), CGFloat(20)), (344, 16), (320, 16)])
    func value2TextColumnIs91Wide(width: CGFloat, margin: CGFloat) throws {
        let rows = Value2Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 400), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = rows
        table.layoutIfNeeded()
        for row in 0..<rows.texts.count {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            let title = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
            let titleFrame = title.convert(title.bounds, to: cell.contentView)
            #expect(abs(titleFrame.minX - margin) < 1e-9, "\(rows.texts[row]) at \(width)")
            #expect(abs(titleFrame.width - 91) < 1e-9, "\(rows.texts[row]) at \(width)")
            #expect(title.textAlignment == .right)
            #expect(abs(detail.convert(CGPoint.zero, to: cell.contentView).x - (margin + 91 + 6)) < 1e-9)
        }
    }

    final class Value2Rows: NSObject, UITableViewDataSource {
        /// A short text, and one wider than the column (cut, the column kept).
        let texts = ["Title", "A text much wider than ninety-one points"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
            cell.textLabel?.text = texts[indexPath.row]
            cell.detailTextLabel?.text = "Detail"
            return cell
        }
    }

    final class SubtitleRows: NSObject, UITableViewDataSource {
        var image: UIImage?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.imageView?.image = image
            return cell
        }
    }

    final class ListItems: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    final class Rows: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Item \(indexPath.section + 1)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Section 1" : nil
        }
    }

    /// lucanaef/PGPro @ 60174a48 (April 2021, Xcode 12, iOS 14, dark mode),
    /// fastlane `snapshot` output `fastlane/screenshots/en-US/iPhone 11
    /// Pro-4-DetailView.png`, `iPhone 8 Plus-4-DetailView.png` (@3x) and
    /// `iPhone 8-4-DetailView.png` (@2x): `ContactDetailViewController`'s plain
    /// `UITableView()` titles its sections with `titleForHeaderInSection`
    /// ("User Info", "Primary Key"). Each header is 84 pixels (56 at @2x):
    /// 28 points; the title's cap top 26 pixels and its baseline 62 below the
    /// header's top (8.67 and 20.67 points; 20.5 at @2x), so its line
    /// (San Francisco's ascender 16.19 and descender 4.10 at 17 points) starts
    /// 20.67 − 16.19 = 4.48 below the top and ends 28 − 20.67 − 4.10 = 3.23
    /// above the bottom; the title from x 16 (20 on the 414-point phone).
    @Test(arguments: [(CGFloat(375), CGFloat(16)), (414, 20)])
    func plainHeaderTwentyEightTallAsDrawn(width: CGFloat, margin: CGFloat) throws {
        let sections = PlainTitledSections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 667), style: .plain)
        table.trellis.layoutView.textMeasurer = UIKitTestFont.systemMeasurer
        table.dataSource = sections
        table.layoutIfNeeded()
        let line: CGFloat = 17  // the headline's line in the test font
        for section in 0..<2 {
            let header = table.rectForHeader(inSection: section)
            #expect(abs(header.height - (4.48 + line + 3.23)) < 1e-9, "\(header)")
            let title = try #require(table.headerView(forSection: section)?.textLabel)
            let origin = title.convert(CGPoint.zero, to: table)
            #expect(origin.x == margin)
            #expect(abs(origin.y - header.minY - 4.48) < 1e-9, "\(origin) in \(header)")
        }
    }

    /// The same images: every fully covered pixel of the plain headers'
    /// titles is (220, 220, 220), 2201 and 2712 of them in the two @3x
    /// headers, on the header's (50, 50, 52); not `label`'s white.
    @Test func plainHeaderTitleGrey220InDarkMode() throws {
        let sections = PlainTitledSections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = sections
        table.layoutIfNeeded()
        let title = try #require(table.headerView(forSection: 0)?.textLabel)
        let dark = title.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(dark.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        for channel in [red, green, blue] { #expect(abs(channel * 255 - 220) < 1e-6) }
        #expect(alpha == 1)
    }

    /// lucanaef/PGPro @ 60174a48, `fastlane/screenshots/en-US/iPhone 11
    /// Pro-5-SettingsView.png` (@3x, iOS 14, dark mode):
    /// `SettingsViewController`'s `.insetGrouped` `UITableView` titles its
    /// sections with `titleForHeaderInSection` ("DATA", "PREFERENCES",
    /// "FEEDBACK") and one footer with `titleForFooterInSection`
    /// ("Disabled preferences are not available on this device."): headers
    /// and footer alike draw (142, 142, 147) over the black grouped
    /// background, `secondaryLabel` (235, 235, 245 at 60 %) over black.
    @Test func groupedHeaderAndFooterTitlesSecondaryLabelAsDrawn() throws {
        let rows = TitledSections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .insetGrouped)
        table.dataSource = rows
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0)?.textLabel)
        let footer = try #require(table.footerView(forSection: 0)?.textLabel)
        for title in [header, footer] {
            let dark = title.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            #expect(dark.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            let overBlack = [red, green, blue].map { $0 * 255 * alpha }
            for (drawn, measured) in zip(overBlack, [142.0, 142.0, 147.0] as [CGFloat]) {
                #expect(abs(drawn - measured) <= 1, "\(overBlack)")
            }
        }
    }

    final class PlainTitledSections: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = indexPath.row == 0 ? "Name" : "Email"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "User Info" : "Primary Key"
        }
    }

    /// pointfreeco/swift-snapshot-testing @ ffeba831 (December 2018, the
    /// iOS 12 SDK), `testTableViewController.2.txt`: a plain
    /// `UITableViewController` of one section, ten default rows, no titles,
    /// automatic header and footer heights, logged 320 wide with
    /// `contentSize: {320, 440}` and row "0" at `(0 0; 320 44)`: the empty
    /// header and the empty footer take nothing (10 × 44 = 440). The
    /// suite's iOS 13 image (`testTableViewController.1.png` @ fb70100e)
    /// agrees: the first row starts right under the 20-point status bar.
    @Test func plainEmptyHeaderAndFooterTakeNothing() {
        let rows = NumberedRows(count: 10)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), style: .plain)
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(table.contentSize == CGSize(width: 320, height: 440))
    }

    /// The same iOS 13 image (`testTableViewController.1.png` @ fb70100e,
    /// @3x): each separator is one pixel row from x 48 (16 points) to the
    /// edge, (198, 198, 200) over the white rows. Trellis's default
    /// `separatorColor`, composited over white, draws that grey.
    @Test func separatorGreyOverWhiteAsDrawn() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), style: .plain)
        let color = try #require(table.separatorColor).resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        let overWhite = [red, green, blue].map { 255 - alpha * (255 - $0 * 255) }
        for (drawn, measured) in zip(overWhite, [198.0, 198.0, 200.0] as [CGFloat]) {
            #expect(abs(drawn - measured) < 1, "\(overWhite)")
        }
    }

    /// The estimate of a row not yet laid out. A logged table on an iPhone 7
    /// with iOS 11 (https://www.itworkman.com/explain-the-estimatedrowheight-property-in-ios11):
    /// 100 rows, no estimate set, `contentSize` first logged 100 × 44 =
    /// 4400 tall, before any row is measured. A table with no room for a
    /// row measures none, so its 100 self-sizing rows (three lines each,
    /// taller than 44 once measured) are all estimated.
    @Test func unmeasuredRowsEstimatedAt44() {
        let rows = NumberedRows(count: 100, lines: 3)
        let table = UITableView(frame: CGRect(x: 0, y: 20, width: 375, height: 0), style: .plain)
        table.dataSource = rows
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 4400)
        table.frame.size.height = 657
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 44)
    }

    /// A navigation bar with a large title and a search controller, as
    /// UIKit drew it: 44 + 52 + 52 = 148 under the status bar, the field 36
    /// tall 1 under the search row's top (15 above the bar's bottom), from
    /// one side margin to the other.
    ///
    /// - hfabisiak/GithubAPI @ 4c9cdec9 (April 2019, Xcode 10.2, iOS 12.2),
    ///   `GithubAPITests/Stories/Search/__Snapshots__/SearchViewControllerSpec/spec.4.png`
    ///   and `spec.5.png`, @3x under a 44-point status bar, 375 and 414
    ///   points wide: the bar's shadow at pixel row 576 (192 points), the
    ///   field's grey from row 423 to 530 (141 to 177) and from x 48 to 1076
    ///   (16 to 359) on the 375-point screen, 60 to 1181 (20 to 394) on the
    ///   414-point one.
    /// - spacepandas/cineaste-ios, `CineasteSnapshotTests/__Snapshots__/MoviesViewControllerSnapshotTests/testGeneralAppearanceForWatchlist.Light.png`,
    ///   @2x, 375 points wide: @ cc75545b (iPhone 8, iOS 15; the same pixels
    ///   from iOS 13.2 on) under a 20-point status bar, the field from 117
    ///   to 153, the bar's shadow at 168; @ 5dc5ae2b (iPhone SE 3rd
    ///   generation, iOS 17.0) with no status bar, the field from 97 to 133,
    ///   the shadow at 148; the field from x 16 to 359.
    @Test(arguments: [(CGFloat(375), CGFloat(16), CGFloat(44)), (414, 20, 44), (375, 16, 20), (375, 16, 0)])
    func integratedSearchRowAsDrawn(width: CGFloat, margin: CGFloat, statusBar: CGFloat) throws {
        let root = UIViewController()
        root.title = "Repositories"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: CGSize(width: width, height: 812),
                                safeAreaInsets: UIEdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0))
        #expect(navigation.navigationBar.frame.maxY == statusBar + 148)
        let field = search.searchBar.searchTextField
        let drawn = field.convert(field.bounds, to: navigation.view)
        #expect(drawn == CGRect(x: margin, y: statusBar + 97, width: width - 2 * margin, height: 36))
    }

    /// The same row on an iPad, under its 50-point row: owncloud/ios-app @
    /// 420e5ffd, `iPad Pro (12.9-inch) (2nd generation)-20_ios_files_list_demo.png`
    /// and `iPad Pro (9.7-inch)-20_…` (iPadOS 14.5 and 13, @2x, a standard
    /// title and `navigationItem.searchController`): the field's colour from
    /// pixel row 142 to 213, 71 to 107 points = 20 + 50 + 1, 36 tall, and
    /// across its middle from 20.0 to 1004.0 (748.0) points, the 20-point
    /// margins; the app's 40-point sort bar under the bar ends at 162 =
    /// 20 + 50 + 52 + 40 (on its iPhone 8 at 156 = 20 + 44 + 52 + 40).
    @Test func iPadIntegratedSearchRowAsDrawn() throws {
        let root = UIViewController()
        root.title = "Photos"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        let traits = UITraitCollection(traitsFrom: [.init(userInterfaceIdiom: .pad), .init(horizontalSizeClass: .regular)])
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: CGSize(width: 1024, height: 1366), traits: traits,
                                safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 1024, height: 102))
        let field = search.searchBar.searchTextField
        #expect(field.convert(field.bounds, to: navigation.view) == CGRect(x: 20, y: 71, width: 984, height: 36))
    }

    /// The same row under a standard title: spacepandas/cineaste-ios @
    /// 2044853c (2019-11-17, Xcode 11.2, iPhone 8, iOS 13.2),
    /// `CineasteSnapshotTests/__Snapshots__/SearchMoviesViewControllerSnapshotTests/testGeneralAppearance.Light.png`
    /// (`largeTitleDisplayMode = .never`, a "Done" item), @2x under a
    /// 20-point status bar: the field's grey from pixel row 130 to 201 (65
    /// to 101 points), the bar's shadow at 232 (116 = 20 + 44 + 52).
    @Test func integratedSearchRowUnderAStandardTitle() throws {
        let root = UIViewController()
        root.title = "Add movie"
        root.navigationItem.largeTitleDisplayMode = .never
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: CGSize(width: 375, height: 667),
                                safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(navigation.navigationBar.frame.maxY == 116)
        let field = search.searchBar.searchTextField
        #expect(field.convert(field.bounds, to: navigation.view) == CGRect(x: 16, y: 65, width: 343, height: 36))
    }

    /// The Done system item, drawn regular: spacepandas/cineaste-ios's add-movie
    /// reference @ 2044853c (iOS 13.2, @2x; a navigation bar's `systemItem="done"`
    /// item beside the semibold standard title "Add movie") and its poster
    /// reference (`PosterViewControllerSnapshotTests/testGeneralAppearance.Light.png`,
    /// a toolbar's `systemItem="done"`, iOS 14 @ c8154af6, 17.0 @ 5dc5ae2b and 18
    /// @ 9f09585f): the "n" of "Done" has stems of 2.85–3.0 pixels (summed
    /// coverage across its middle row), as the regular 17-point placeholder's
    /// "r" (2.85) and "h" (2.69), where the semibold title's "d" and "i" are
    /// 4.1. A `.done` style item stays bolder (`ThirdPartySourcedMetricsTests`).
    @Test func doneSystemItemIsRegular() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        toolbar.items = [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
        toolbar.layoutIfNeeded()
        let done = try #require(label("Done", in: toolbar))
        #expect(done.font.layoutFont.weight == .regular)
        #expect(done.font.pointSize == 17)
    }

    final class NumberedRows: NSObject, UITableViewDataSource {
        let count: Int, lines: Int
        init(count: Int, lines: Int = 1) { (self.count, self.lines) = (count, lines) }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = Array(repeating: "\(indexPath.row)", count: lines).joined(separator: "\n")
            return cell
        }
    }

    func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }
}
