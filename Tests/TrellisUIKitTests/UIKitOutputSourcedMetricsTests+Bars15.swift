import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// Bars15 (issue 30): where the back button stands. UIKit draws the back
/// chevron's ink from x 9 of a 375-point bar and from x 13 of a 414-point
/// one (owncloud/ios-app's iOS 14.5 screenshots at 375 @2x, 414 @2x and
/// 414 @3x; lucanaef/PGPro's, iOS 14.5, the same; bcylin/QuickTableViewController's
/// iOS 15 one at 375 points, 9.38), 7 before the bars' 16- and 20-point
/// margins; UIKit's logged view trees of iOS 7–10 give the indicator's view
/// `(8 11.5; 13 21)` with a point of clear margin, so its ink from 9 too
/// (docs/uikit-numbers.md, "Back button chevron"). The title follows 8
/// after the chevron's ink. Each expectation is that arithmetic, in
/// pixels of @2x.
extension UIKitOutputSourcedMetricsTests {
    /// A navigation controller showing a pushed screen whose back title
    /// is "ownCloud", as owncloud/ios-app's files list shows it.
    func pushedUnderOwnCloud(width: CGFloat, height: CGFloat, traits: UITraitCollection = UITraitCollection(),
                             safeArea: UIEdgeInsets) -> (UINavigationController, Pixels) {
        let root = UIViewController()
        root.title = "ownCloud"
        root.view.backgroundColor = .systemBackground
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        let view = navigation.trellis.show(size: CGSize(width: width, height: height), traits: traits, safeAreaInsets: safeArea)
        let pixels = (try? drawnAt2x(view, width: width, height: height)) ?? Pixels(width: 0, height: 0, all: [])
        return (navigation, pixels)
    }

    /// The chevron's ink box in pixels, thresholded at 40 against the bar
    /// as the screenshots were; `rows` the bar's pixel rows.
    func backChevronInk(_ navigation: UINavigationController, _ pixels: Pixels, rows: Range<Int>)
        throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        let chevron = try #require(navigation.navigationBar.node.subtree.compactMap { $0.counterpart as? SymbolGlyphView }.first)
        let frame = chevron.convert(chevron.bounds, to: navigation.view)
        let columns = max(0, Int(frame.minX * 2) - 4)..<min(pixels.width, Int(frame.maxX * 2) + 4)
        let background = pixels.rgb(columns.lowerBound, rows.lowerBound + 2)
        return try #require(pixels.inkBox(columns: columns, rows: rows, background: background, threshold: 40))
    }

    /// owncloud/ios-app's `iPhone 8-20_ios_files_list_demo.png` (375 @2x,
    /// margin 16): ink pixels 18–40, 9.0–20.0 points = 16 − 7 to 16 − 7 + 11;
    /// `iPhone 11-…` and `iPhone 11 Pro Max-…` (414, margin 20): 13.0–24.0
    /// = 20 − 7 to 20 − 7 + 11, pixels 26–48. The title "ownCloud"'s ink
    /// starts at 28.5 (375) and 32.5–33.0 (414): the chevron's end + 8 and
    /// Inter's "o" bearing, 0.87 (20 + 8.87 = 28.87, 24 + 8.87 = 32.87),
    /// within half a pixel's threshold of UIKit's.
    @Test(arguments: [(CGFloat(375), 18, 28.5), (CGFloat(414), 26, 32.5)])
    func backChevronStartsSevenBeforeTheMargin(width: CGFloat, inkPixel: Int, titleInk: Double) throws {
        let (navigation, pixels) = pushedUnderOwnCloud(width: width, height: 600,
                                                        safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let box = try backChevronInk(navigation, pixels, rows: 40..<128)
        #expect(box.minX == inkPixel && box.maxX == inkPixel + 22, "\(box)")
        let background = pixels.rgb(2, 42)
        let title = try #require(pixels.inkBox(columns: box.maxX + 1..<box.maxX + 40, rows: 40..<128,
                                               background: background, threshold: 40))
        let start = Double(title.minX) / 2
        #expect(start >= titleInk - 0.5 && start <= titleInk + 1.0, "\(start)")
    }

    /// Right to left the same place from the right edge (the button is
    /// laid out from the leading side, the chevron mirrored to point
    /// right): ink from 375 − 9 − 11 = 355 to 375 − 9 = 366 points, pixels
    /// 710–732; at 414, 414 − 13 = 401, pixels 780–802.
    @Test(arguments: [(CGFloat(375), 710), (CGFloat(414), 780)])
    func backChevronStartsSevenBeforeTheMarginRightToLeft(width: CGFloat, inkPixel: Int) throws {
        let (navigation, pixels) = pushedUnderOwnCloud(width: width, height: 600,
                                                        traits: UITraitCollection(layoutDirection: .rightToLeft),
                                                        safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let box = try backChevronInk(navigation, pixels, rows: 40..<128)
        #expect(box.minX == inkPixel && box.maxX == inkPixel + 22, "\(box)")
    }

    /// An iPhone 13 in landscape (844 × 390, 47 of safe area left and
    /// right, margin 16: "Bar side margin of items and large title"): the
    /// bar's leading margin is 47 + 16 = 63, so the chevron's ink starts
    /// at 63 − 7 = 56 (pixel 112) left to right, and ends at
    /// 844 − 63 + 7 = 788 (pixel 1576) right to left. The bar is 44 tall
    /// from the top (no status bar in landscape), so its rows are 0–88.
    @Test(arguments: [false, true])
    func backChevronInLandscapeFollowsTheSafeArea(rightToLeft: Bool) throws {
        let traits = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .compact),
                                                    .init(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)])
        let (navigation, pixels) = pushedUnderOwnCloud(width: 844, height: 390, traits: traits,
                                                        safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let box = try backChevronInk(navigation, pixels, rows: 0..<88)
        if rightToLeft {
            #expect(box.maxX == 1576 && box.minX == 1576 - 22, "\(box)")
        } else {
            #expect(box.minX == 112 && box.maxX == 112 + 22, "\(box)")
        }
    }

    /// The back button's frame starts where its chevron does, so a tap on
    /// the chevron's ink (x 10 of a 375-point bar, 42 down: inside UIKit's
    /// 9–20) reaches the button and pops.
    @Test func tapOnTheChevronPops() throws {
        let (navigation, _) = pushedUnderOwnCloud(width: 375, height: 600,
                                                   safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let bar = navigation.navigationBar
        let hit = bar.hitTest(bar.convert(CGPoint(x: 10, y: 42), from: navigation.view), with: nil)
        let button = try #require(hit as? BarButtonView ?? hit?.superview as? BarButtonView, "\(String(describing: hit))")
        #expect(button.isBackButton)
    }

    /// One value1 row with a disclosure chevron, its detail `detail`.
    final class ValueRow: UITableViewController {
        let detail: String
        init(_ detail: String) {
            self.detail = detail
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Theme"  // owncloud's row; its ink ends far left of 500 pixels
            cell.detailTextLabel?.text = detail
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// "Value cell: detail to a disclosure chevron": in owncloud/ios-app's
    /// iOS 14.5 settings (375 @2x) the details' ink ends at 339.5
    /// ("Classic", "Off") and the chevron's starts at 351.0, 11.5 apart;
    /// less San Francisco's side bearings the labels end at 339.8–340.3,
    /// 10.7–11.2 before the chevron's ink. Trellis's label ends 8 before
    /// the chevron's 11.5-point column, 375 − 16 − 11.5 − 8 = 339.5, and
    /// its chevron's ink starts 3.5 into the column, at 351.0 (pixel 702):
    /// 11.5 between label and ink. Its text's ink ends before the label's
    /// end by Inter's right side bearing at 17 points ("c" 0.77, "f" 0.24)
    /// and by what the label's width gained when Trellis rounded it up to
    /// a whole point (less than 1), so the ink lies 11.5 + the bearing to
    /// 12.5 + the bearing apart, ± half a pixel's threshold.
    @Test(arguments: [("Classic", 0.77), ("Off", 0.24)])
    func detailInkToChevronInkAsDrawn(detail: String, bearing: Double) throws {
        let rows = ValueRow(detail)
        rows.tableView.separatorStyle = .none
        rows.tableView.rowHeight = 44
        let view = rows.trellis.show(size: CGSize(width: 375, height: 88))
        let pixels = try drawnAt2x(view, width: 375, height: 88)
        let white = (r: 255, g: 255, b: 255)
        let chevron = try #require(pixels.inkBox(columns: 690..<750, rows: 0..<88, background: white))
        #expect(chevron.minX == 702, "\(chevron)")
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.detailTextLabel)
        let frame = label.convert(label.bounds, to: view)
        guard let text = pixels.inkBox(columns: 500..<698, rows: 0..<88, background: white) else {
            Issue.record("no detail ink; the label at \(frame)")
            return
        }
        #expect(abs(frame.maxX - 339.5) < 1e-9, "\(frame)")  // labels on thirds: within float rounding
        let gap = Double(chevron.minX - text.maxX) / 2
        #expect(gap >= 11.5 + bearing - 0.5 && gap <= 12.5 + bearing + 0.5, "\(gap), detail ink \(text)")
    }

    /// Interface Builder's check-marked cells (docs/uikit-numbers.md,
    /// "Accessory glyphs as drawn", bars15): ProtonVPN's
    /// `CheckmarkTableViewCell.xib` (Xcode 10.2, a 320-point cell) saves its
    /// content view 280 wide, 320 − 16 − 24, with its label ending 8 before
    /// it (x 16, 256 wide: 272); kharrison/CodeExamples' `StaticTableDynamicType`
    /// (Xcode 11, 375) 335, 375 − 16 − 24; its `StaticTable` (Xcode 11, 414)
    /// and duckduckgo/iOS's `Debug.storyboard` (Xcode 16, 414) 370,
    /// 414 − 20 − 24. A default-style row's content view ends there, its
    /// text 8 before it.
    @Test(arguments: [(CGFloat(320), CGFloat(280)), (375, 335), (414, 370)])
    func checkmarkColumnAsInterfaceBuilderSavesIt(width: CGFloat, contentEnd: CGFloat) throws {
        let rows = AccessoryRow(.checkmark)
        rows.tableView.rowHeight = 44
        _ = rows.trellis.show(size: CGSize(width: width, height: 88))
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.maxX == contentEnd, "\(cell.contentView.frame)")
    }
}
