import Layout
import Render
import Testing
@testable import TrellisUIKit

/// A navigation bar over content scrolled before the first layout draws its
/// standard appearance (Apple, `UINavigationBar.scrollEdgeAppearance`: the
/// scroll-edge look is for "when the edge of any scrollable content reaches
/// the matching edge of the navigation bar"; content under the bar is not
/// at its edge). Every way an offset is set before or during the first
/// layout: `contentOffset` in `viewDidLoad` and in `viewWillAppear`,
/// `scrollToRow`/`scrollToItem` asked in `viewDidLoad` and replayed at the
/// first layout with a height (SizedScrollRequest), a large title collapsed
/// by such a scroll, and a tab bar whose content an early scroll brought to
/// its end. The bars' look follows the scroll view at every offset change
/// and at the end of every layout of the scroll view
/// (`UIScrollView.scrollGeometryDidChange`), so the replayed scroll, made
/// inside the table's layout, reaches the bar too.
///
/// The screen (ScrollEdgeAppearanceTests): an iPhone 13, 390 × 844, safe
/// area 47 top and 34 bottom; the bar 44 (insets 91 and 34), 96 with a
/// large title (143), a tab bar 83 (bottom inset 83). 40 red rows of 44
/// points, no separators: content 1,760.
@MainActor @Suite struct EarlyScrollBarLookTests {
    enum Way: String, CaseIterable { case offsetInViewDidLoad, offsetInViewWillAppear, replayedScrollToRow, largeTitle }

    final class Rows: UITableViewController {
        let way: Way
        init(_ way: Way) {
            self.way = way
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Rows"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
            tableView.separatorStyle = .none
            switch way {
            case .offsetInViewDidLoad, .largeTitle: tableView.contentOffset = CGPoint(x: 0, y: 300)
            case .replayedScrollToRow: tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
            case .offsetInViewWillAppear: break
            }
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if way == .offsetInViewWillAppear { tableView.contentOffset = CGPoint(x: 0, y: 300) }
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.backgroundColor = .red
            return cell
        }
    }

    @discardableResult
    func show(_ controller: UIViewController) -> UIView {
        controller.trellis.show(size: ScrollEdgeAppearanceTests.phone, safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
    }

    /// The offset each way leaves, by hand: 300 set (not moved by the
    /// inset, which moves only an offset at rest); row 20 (880 to 924) in
    /// the middle of the part under the bar, 902 − (91 + 844 − 34) / 2 =
    /// 451.5. Scrolled from rest by 391, 443 and 542.5: content under the
    /// bar, and past a large title's 52 points (collapsed to the 44-point bar).
    @Test(arguments: Way.allCases)
    func theBarIsStandardOverContentScrolledEarly(way: Way) throws {
        let rows = Rows(way)
        let navigation = UINavigationController(rootViewController: rows)
        if way == .largeTitle { navigation.navigationBar.prefersLargeTitles = true }
        show(navigation)
        let table = rows.tableView!
        #expect(table.contentOffset.y == (way == .replayedScrollToRow ? 451.5 : 300))
        #expect(table.adjustedContentInset.top == (way == .largeTitle ? 143 : 91))
        #expect(!navigation.navigationBar.isAtScrollEdge)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    }

    /// The replayed scroll, as pixels: row 11 (484 to 528) lies under
    /// pixel (5, 60) (content 451.5 + 60 = 511.5), and the standard
    /// appearance's translucent white is painted over its red.
    @Test func theStandardLookIsPainted() throws {
        let navigation = UINavigationController(rootViewController: Rows(.replayedScrollToRow))
        let view = show(navigation)
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: 390, height: 844))
        let pixel = canvas.pixels()[60 * canvas.width + 5] & 0xFFFFFF
        #expect(ScrollEdgeAppearanceTests().isBarOverRed(pixel), "\(String(pixel, radix: 16))")
    }

    /// A flow layout of 390 × 40 items, 10 apart (the default line
    /// spacing), scrolled to item 10 at the top in `viewDidLoad`: replayed,
    /// item 10 (500 to 540) under the bar's 91, offset 409.
    final class Items: UICollectionViewController {
        init() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 390, height: 40)
            super.init(collectionViewLayout: flow)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    @Test func aReplayedScrollToItemReachesTheBar() {
        let items = Items()
        let navigation = UINavigationController(rootViewController: items)
        show(navigation)
        #expect(items.collectionView.contentOffset.y == 409)
        #expect(!navigation.navigationBar.isAtScrollEdge)
    }

    /// Scrolled to the last row at `.bottom` in `viewDidLoad` inside a tab
    /// bar controller: replayed, 1,760 − (844 − 83) = 999; the content's end
    /// is on the tab bar's top (at its edge: transparent), the navigation
    /// bar over rows (standard).
    final class LastRow: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 44
            tableView.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func aTabBarAtTheEndAfterAnEarlyScroll() {
        let rows = LastRow(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        show(tabs)
        #expect(rows.tableView.contentOffset.y == 999)
        #expect(tabs.tabBar.isAtScrollEdge)
        #expect(!navigation.navigationBar.isAtScrollEdge)
    }
}
