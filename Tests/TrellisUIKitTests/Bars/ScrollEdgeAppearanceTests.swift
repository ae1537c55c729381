import Layout
import Render
import Testing
@testable import TrellisUIKit

/// Bars at the scroll edge and away from it (iOS 15), read as pixels. A
/// plain table of 44-point red rows on a blue background, no separators,
/// fills an iPhone 13 (390 × 844, safe area 47 top, 34 bottom), painted at
/// one pixel per point in light mode. Apple (`UITabBar`, `UIToolbar`,
/// `UINavigationBar.scrollEdgeAppearance`): where the content's edge
/// reaches the bar, the scroll-edge appearance is drawn (nil: the standard
/// one with a transparent background, no shadow), so the pixel under the
/// bar is what lies there: the table's blue. Where content lies under the
/// bar, the standard appearance is drawn: its default background is
/// `systemBackground` (white) at 75 % over the red row (the iOS 18 design
/// kit's chrome material, docs/uikit-numbers.md "Default background"),
/// 0.75 × 255 + 0.25 × (255, 0, 0) = (255, 191.25, 191.25), within a unit
/// of 0xFFBFBF.
@MainActor @Suite struct ScrollEdgeAppearanceTests {
    static let phone = CGSize(width: 390, height: 844)
    static let phoneSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let blue: UInt32 = 0x0000FF
    static let barOverRed: (r: Double, g: Double, b: Double) = (255, 0.75 * 255, 0.75 * 255)

    /// Red rows, as many as asked, 44 points each.
    final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.backgroundColor = .red
            return cell
        }
    }

    /// A controller whose view is the table (the scroll view bars find).
    final class TableScreen: UIViewController {
        let rows: Rows
        init(rows: Int) {
            self.rows = Rows(rows)
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        var table: UITableView { view as! UITableView }
        override func loadView() {
            view = UITableView.redRows(rows)
        }
    }

    /// A controller whose view holds a label, then the table: nothing is
    /// found automatically (the view is not a scroll view, nor its first
    /// subview: ContentScrollViewFindingTests) unless it is set.
    final class HoldingScreen: UIViewController {
        let rows = Rows(30)
        lazy var table = UITableView.redRows(rows)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UILabel())
            table.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor), table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }

    /// A screen that turns the bottom edge's observation off.
    final class NoBottomScrollView: UIViewController {
        let rows = Rows(30)
        override func loadView() { view = UITableView.redRows(rows) }
        override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
            edge == .bottom ? nil : super.contentScrollView(for: edge)
        }
    }

    @discardableResult
    func show(_ controller: UIViewController) -> UIView {
        UIKitTestFont.measureSystemFontToo(controller.view)
        return controller.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
    }

    /// The shown view as pixels (0xRRGGBB).
    func pixels(_ view: UIView) throws -> (Int, Int) -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: 390, height: 844))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// Whether `pixel` is the bar's 75 % white over red, within a unit a channel.
    func isBarOverRed(_ pixel: UInt32) -> Bool {
        let r = Double(pixel >> 16 & 0xFF), g = Double(pixel >> 8 & 0xFF), b = Double(pixel & 0xFF)
        return abs(r - Self.barOverRed.r) <= 1 && abs(g - Self.barOverRed.g) <= 1 && abs(b - Self.barOverRed.b) <= 1
    }

    func tabs(_ screen: UIViewController) -> UITabBarController {
        screen.tabBarItem = UITabBarItem(title: "Rows", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [screen]
        return tabs
    }

    /// A short table (3 rows: 47 to 179) ends above the tab bar (761 to
    /// 844): at the scroll edge, the bar is transparent with no shadow and
    /// pixel (5, 800) is the table's blue.
    @Test func tabBarOverAShortTableIsTransparent() throws {
        let controller = tabs(TableScreen(rows: 3))
        let view = show(controller)
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(controller.tabBar.isAtScrollEdge)
        #expect(controller.tabBar.drawnAppearance.backgroundColor == .clear)
        #expect(controller.tabBar.drawnAppearance.shadowColor == nil)
        #expect(try pixels(view)(5, 800) == Self.blue)
    }

    /// 30 rows (1,320 points) run under the bar: row 16 (content 704 to 748,
    /// on screen 751 to 795) lies under pixel (5, 770), and the standard
    /// appearance's translucent white is painted over it.
    @Test func tabBarOverRowsDrawsTheStandardAppearanceOverThem() throws {
        let controller = tabs(TableScreen(rows: 30))
        let view = show(controller)
        #expect(!controller.tabBar.isAtScrollEdge)
        #expect(controller.tabBar.drawnAppearance === controller.tabBar.standardAppearance)
        let pixel = try pixels(view)(5, 770)
        #expect(isBarOverRed(pixel), "\(String(pixel, radix: 16))")
    }

    /// Scrolled to the end: scrolled d from the rest (`-adjustedContentInset.top`,
    /// −47), the content's bottom on screen is 47 − d + 1,320, the bar's
    /// top 844 − 83 = 761, so d = 606 puts it on the bar (at the edge) and
    /// 605 one point under it (not).
    @Test func tabBarAtTheEndOfTheContent() throws {
        let screen = TableScreen(rows: 30)
        let controller = tabs(screen)
        let view = show(controller)
        #expect(screen.table.adjustedContentInset.top == 47)
        screen.table.contentOffset = CGPoint(x: 0, y: -47 + 605)
        view.layoutIfNeeded()
        #expect(!controller.tabBar.isAtScrollEdge)
        screen.table.contentOffset = CGPoint(x: 0, y: -47 + 606)
        view.layoutIfNeeded()
        #expect(controller.tabBar.isAtScrollEdge)
        // Below the last row (which ends at 761) the table's blue shows through.
        #expect(try pixels(view)(5, 800) == Self.blue)
    }

    /// A tab holding a navigation controller: the tab bar observes the top
    /// controller's scroll view.
    @Test func tabBarObservesTheNavigationControllersTopScrollView() {
        let screen = TableScreen(rows: 30)
        let navigation = UINavigationController(rootViewController: screen)
        let controller = tabs(navigation)
        show(controller)
        #expect(!controller.tabBar.isAtScrollEdge)
        navigation.pushViewController(TableScreen(rows: 2), animated: false)
        controller.view.layoutIfNeeded()
        #expect(controller.tabBar.isAtScrollEdge)
        navigation.popViewController(animated: false)
        #expect(!controller.tabBar.isAtScrollEdge)
        // A plain screen pushed: no scroll view, at the edge at once.
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(controller.tabBar.isAtScrollEdge)
    }

    /// The scroll view is found as the navigation bar's is (the
    /// controller's view, or its first subview) or set with `setContentScrollView(_:for:)`; an
    /// override returning nil turns the edge's observation off.
    @Test func observedScrollViewIsTheOneSetForTheBottom() {
        let holding = HoldingScreen()
        let controller = tabs(holding)
        show(controller)
        #expect(holding.contentScrollView(for: .bottom) == nil)
        #expect(controller.tabBar.isAtScrollEdge)
        holding.setContentScrollView(holding.table, for: .bottom)
        #expect(holding.contentScrollView(for: .bottom) === holding.table)
        #expect(holding.contentScrollView(for: .top) == nil)
        #expect(!controller.tabBar.isAtScrollEdge)
        holding.setContentScrollView(nil)
        #expect(controller.tabBar.isAtScrollEdge)

        let off = NoBottomScrollView()
        let other = tabs(off)
        show(other)
        #expect(other.tabBar.isAtScrollEdge)
    }

    /// The selected item's scroll-edge appearance, else the bar's, else the
    /// standard one made transparent; a bar no controller manages draws
    /// its standard appearance (Apple, `UITabBar.scrollEdgeAppearance`).
    @Test func tabBarAppearancesInOrder() {
        let controller = tabs(TableScreen(rows: 3))
        show(controller)
        let bar = UITabBarAppearance()
        bar.configureWithOpaqueBackground()
        controller.tabBar.scrollEdgeAppearance = bar
        #expect(controller.tabBar.drawnAppearance === bar)
        let item = UITabBarAppearance()
        controller.tabBar.selectedItem?.scrollEdgeAppearance = item
        #expect(controller.tabBar.drawnAppearance === item)

        let standalone = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        standalone.scrollEdgeAppearance = bar
        #expect(standalone.drawnAppearance === standalone.standardAppearance)
    }

    /// A navigation controller's toolbar (761 to 810, its background to
    /// 844): over a short table's end it is transparent, pixel (5, 780) blue;
    /// over 30 rows (content 689 at y = 780, row 15) the standard appearance
    /// is painted over red.
    @Test func toolbarAtAndAwayFromTheScrollEdge() throws {
        let short = UINavigationController(rootViewController: TableScreen(rows: 3))
        short.isToolbarHidden = false
        let shortView = show(short)
        #expect(short.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        #expect(short.toolbar.isAtScrollEdge)
        #expect(short.toolbar.drawnAppearance.shadowColor == nil)
        #expect(try pixels(shortView)(5, 780) == Self.blue)

        let long = UINavigationController(rootViewController: TableScreen(rows: 30))
        long.isToolbarHidden = false
        let longView = show(long)
        #expect(!long.toolbar.isAtScrollEdge)
        let pixel = try pixels(longView)(5, 780)
        #expect(isBarOverRed(pixel), "\(String(pixel, radix: 16))")

        let edge = UIToolbarAppearance()
        edge.configureWithOpaqueBackground()
        short.toolbar.scrollEdgeAppearance = edge
        #expect(short.toolbar.drawnAppearance === edge)
        let standalone = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        standalone.scrollEdgeAppearance = edge
        #expect(standalone.drawnAppearance === standalone.standardAppearance)
    }

    /// The navigation bar (47 to 91, its background from 0): not scrolled,
    /// it is transparent and pixel (5, 60) is blue (the content starts at
    /// 91). Scrolled 100 points from the rest (a test sets `contentOffset`
    /// to −91 + 100: the rest is `-adjustedContentInset.top`), content
    /// y = 60 − 91 + 100 = 69 (row 1) lies under that pixel, and under
    /// (5, 20), in the status bar's strip, content y = 29 (row 0): both are
    /// the standard appearance's translucent white over red.
    @Test func navigationBarOverScrolledContent() throws {
        let screen = TableScreen(rows: 30)
        let navigation = UINavigationController(rootViewController: screen)
        let view = show(navigation)
        #expect(navigation.navigationBar.isAtScrollEdge)
        #expect(try pixels(view)(5, 60) == Self.blue)
        #expect(screen.table.contentOffset.y == -91)
        screen.table.contentOffset = CGPoint(x: 0, y: -91 + 100)
        view.layoutIfNeeded()
        #expect(!navigation.navigationBar.isAtScrollEdge)
        let pixel = try pixels(view)
        #expect(isBarOverRed(pixel(5, 60)), "\(String(pixel(5, 60), radix: 16))")
        #expect(isBarOverRed(pixel(5, 20)), "\(String(pixel(5, 20), radix: 16))")
    }
}

extension UITableView {
    /// A plain table of 44-point rows from `rows`, on blue, without separators.
    @MainActor static func redRows(_ rows: ScrollEdgeAppearanceTests.Rows) -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.rowHeight = 44
        table.separatorStyle = .none
        table.backgroundColor = .blue
        return table
    }
}
