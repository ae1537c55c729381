import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// floating × safearea × tokens (issue 30, review29): a plain table's
/// floating headers on real screens, where the new safe area of every view
/// meets them.
///
/// The table: three sections of ten 44-point rows under an 80-point
/// header view, `sectionHeaderTopPadding` 0, no footers: section s spans
/// 520 s to 520 s + 520, its rows from 520 s + 80. Section 0's header
/// floats at `offset + adjustedContentInset.top` while that is at most
/// 520 − 80 = 440 (UITableView+Floating.swift).
@MainActor @Suite struct FloatingUnderSafeAreaTests {
    /// A header view whose `card` is pinned to its `safeAreaLayoutGuide`
    /// and whose `label` starts at its `layoutMarginsGuide`.
    final class Header: UIView {
        let card = UIView()
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .red
            for view in [card, label] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            label.text = "Header"
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 10),
                label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                label.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class List: UITableViewController {
        var headers: [Int: Header] = [:]
        /// 20-point footers, blue, when set (sections then 540 tall).
        var footers = false
        var footerViews: [Int: UIView] = [:]
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.sectionHeaderTopPadding = 0
            tableView.rowHeight = 44
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 3 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.backgroundColor = .white
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 80 }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            if let made = headers[section] { return made }
            let header = Header()
            headers[section] = header
            return header
        }
        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { footers ? 20 : 0 }
        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            guard footers else { return nil }
            if let made = footerViews[section] { return made }
            let footer = UIView()
            footer.backgroundColor = .blue
            footerViews[section] = footer
            return footer
        }
    }

    private func show(_ controller: UIViewController, size: CGSize, safe: UIEdgeInsets) -> UIView {
        UIKitTestFont.measureSystemFontToo(controller.view)
        let view = controller.trellis.show(size: size, safeAreaInsets: safe)
        view.layoutIfNeeded()
        return view
    }

    /// Landscape, 844 × 390, safe area 47 at the sides and 21 at the
    /// bottom, a plain table controller in a navigation controller. The
    /// table scrolls vertically only, so its adjusted inset takes no side
    /// (UIScrollView+ContentInset.swift): a header keeps 47 at each side of
    /// its safe area, floating or not, and its card stands 47 in, 844 − 94
    /// = 750 wide; the rows' content views likewise.
    @Test(arguments: [nil, 100] as [CGFloat?])
    func landscapeHeadersKeepTheSideSafeArea(scrolledTo offset: CGFloat?) throws {
        let list = List()
        let navigation = UINavigationController(rootViewController: list)
        list.title = "List"
        let root = show(navigation, size: CGSize(width: 844, height: 390), safe: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let table = list.tableView!
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(table.adjustedContentInset == UIEdgeInsets(top: barBottom, left: 0, bottom: 21, right: 0))
        if let offset {
            table.contentOffset = CGPoint(x: 0, y: offset)
            root.layoutIfNeeded()
        }
        let header = try #require(list.headers[0])
        // At rest the header is at 0; scrolled to 100 it floats at 100 + the bar's bottom.
        #expect(header.frame == CGRect(x: 0, y: offset.map { $0 + barBottom } ?? 0, width: 844, height: 80))
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        #expect(header.card.frame == CGRect(x: 47, y: 0, width: 750, height: 10))
        // The margins guide: UIView's 8 plus the safe area's 47
        // (insetsLayoutMarginsFromSafeArea; docs/uikit.md "Safe area").
        #expect(header.label.frame.minX == 55)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.contentView.frame.minX == 47)
        #expect(cell.contentView.frame.width == 750)
        // The content view stands inside the safe area: it covers none of it.
        #expect(cell.contentView.safeAreaInsets == .zero)
    }

    /// A child table controller in a custom container (no bars), its view
    /// filling the container's; the child's `additionalSafeAreaInsets.top`
    /// 20. Portrait 390 × 844, safe area 47 and 34: the table's safe area is
    /// 47 + 20 = 67 at the top, its adjusted inset too (content 1,560 >
    /// 844 scrolls). Scrolled to 100, section 0's header floats at 167;
    /// the additional inset raised to 40 moves it to 187.
    @Test func aChildWithAdditionalInsetsFloatsBelowThem() throws {
        let container = UIViewController()
        let list = List()
        container.addChild(list)
        container.view.addSubview(list.view)
        list.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        list.didMove(toParent: container)
        list.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let root = show(container, size: CGSize(width: 390, height: 844), safe: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let table = list.tableView!
        #expect(table.safeAreaInsets == UIEdgeInsets(top: 67, left: 0, bottom: 34, right: 0))
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 67, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset.y == -67)
        table.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        let header = try #require(list.headers[0])
        #expect(header.frame.minY == 167)
        // Under the adjusted inset: the header covers none of the table's safe area.
        #expect(header.safeAreaInsets == .zero)
        #expect(header.card.frame.minY == 0)
        list.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 87)
        #expect(table.contentOffset.y == 100)
        #expect(header.frame.minY == 187)
    }

    /// tokens × floating: a table that takes no safe area into its inset
    /// (`.never`) under a standard navigation bar (390 × 844, safe area 47:
    /// the bar's background from 0 to 47 + 44 = 91). Scrolled to 100, the
    /// header floats at 100, the top of the screen, under the bar. The
    /// bar's default background is systemBackground (white) at 75 %, so
    /// over the red header it is 0.75 × 255 = 191.25 in green and blue:
    /// 0xFFFFBFBF; below the bar (y 85 < 91, the header ends at 80) over a white row, white.
    @Test func theBarOverAFloatingHeaderIsThreeQuartersWhite() throws {
        let list = List()
        let navigation = UINavigationController(rootViewController: list)
        list.title = "List"
        list.tableView.contentInsetAdjustmentBehavior = .never
        let root = show(navigation, size: CGSize(width: 390, height: 844), safe: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let table = list.tableView!
        #expect(navigation.navigationBar.frame.maxY == 91)
        table.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(try #require(list.headers[0]).frame.minY == 100)
        let canvas = try SceneRenderer(scale: 1).render(root.trellis.solvedLayout(width: 390, height: 844))
        let pixels = canvas.pixels()
        func near(_ pixel: UInt32, _ expected: UInt32) -> Bool {
            (0..<4).allSatisfy { shift in
                let a = Int((pixel >> (8 * UInt32(shift))) & 0xFF), b = Int((expected >> (8 * UInt32(shift))) & 0xFF)
                return abs(a - b) <= 1
            }
        }
        let inBar = pixels[60 * canvas.width + 380]
        #expect(near(inBar, 0xFFFF_BFBF), "got \(String(inBar, radix: 16))")
        let belowHeader = pixels[85 * canvas.width + 380]
        #expect(near(belowHeader, 0xFFFF_FFFF), "got \(String(belowHeader, radix: 16))")
        let belowBar = pixels[95 * canvas.width + 380]
        #expect(near(belowBar, 0xFFFF_FFFF), "got \(String(belowBar, radix: 16))")
    }

    /// A plain table with footers in a navigation controller in a tab bar
    /// controller, portrait 390 × 844, safe area 47 and 34: the bar ends at
    /// 47 + 44 = 91, the tab bar starts at 844 − 34 − 49 = 761, so the
    /// adjusted inset is 91 and 83 and the table rests at −91. Sections are
    /// 80 + 440 + 20 = 540 tall. The visible area is −91 + 91 = 0 to −91 +
    /// 844 − 83 = 670: section 0's footer stays at its place, 520;
    /// section 1's (at 1,060) sticks above the tab bar at 670 − 20 = 650,
    /// below its rows' start (540 + 80 = 620). Neither covers any of the
    /// table's safe area less its inset: their safe areas are zero.
    @Test func footersStickAboveTheTabBar() throws {
        let list = List()
        list.footers = true
        list.title = "List"
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        _ = show(tabs, size: CGSize(width: 390, height: 844), safe: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let table = list.tableView!
        #expect(tabs.tabBar.frame.minY == 761)
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(table.contentOffset.y == -91)
        let first = try #require(list.footerViews[0]), second = try #require(list.footerViews[1])
        #expect(first.frame.minY == 520)
        #expect(second.frame == CGRect(x: 0, y: 650, width: 390, height: 20))
        #expect(second.superview === table)
        #expect(first.safeAreaInsets == .zero)
        #expect(second.safeAreaInsets == .zero)
        #expect(try #require(list.headers[0]).frame.minY == 0)
    }
}
