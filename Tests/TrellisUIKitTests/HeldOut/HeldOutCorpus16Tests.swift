import Foundation
import Testing
@testable import TrellisUIKit

/// What the sixteenth held-out corpus (docs/uikit.md, "Held-out corpus 16":
/// whole screens of a banking course app, a password reset form, a tab bar
/// app built in code, programmatic UIKit samples and a visual-format
/// exercise) found missing or wrong. Expected values are worked by hand from
/// Apple's documentation of each call, cited at each test.
@MainActor @Suite(.serialized) struct HeldOutCorpus16Tests {
    /// CGPointApplyAffineTransform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    /// A quarter turn takes (10, 0) to (0, 10); scaling by 2 and moving by
    /// (5, 7) takes (3, 4) to (11, 15).
    @Test func pointApplyingTransform() {
        let turned = CGPoint(x: 10, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 10) < 1e-9)
        let moved = CGPoint(x: 3, y: 4).applying(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 7))
        #expect(moved == CGPoint(x: 11, y: 15))
    }

    /// CGSizeApplyAffineTransform keeps no translation: 30 × 20 scaled by
    /// (2, 3) and moved by (100, 100) is 60 × 60; a quarter turn gives
    /// (0·30 − 1·20, 1·30 + 0·20) = (−20, 30).
    @Test func sizeApplyingTransformIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)
        #expect(CGSize(width: 30, height: 20).applying(t) == CGSize(width: 60, height: 60))
        let turned = CGSize(width: 30, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.width + 20) < 1e-9 && abs(turned.height - 30) < 1e-9)
    }

    /// CGRectApplyAffineTransform "returns the smallest rectangle that
    /// contains the transformed corner points" (Apple's documentation): a
    /// 40 × 20 rectangle at (10, 10) turned a quarter about the origin has
    /// corners x in −30…−10, y in 10…50; one turned an eighth, of side 20 at
    /// the origin, spans 20·√2 both ways.
    @Test func rectApplyingTransformIsTheCornersBoundingBox() {
        let quarter = CGRect(x: 10, y: 10, width: 40, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.minX + 30) < 1e-9 && abs(quarter.minY - 10) < 1e-9)
        #expect(abs(quarter.width - 20) < 1e-9 && abs(quarter.height - 40) < 1e-9)
        let eighth = CGRect(x: 0, y: 0, width: 20, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(eighth.width - 20 * 2.0.squareRoot()) < 1e-9 && abs(eighth.height - 20 * 2.0.squareRoot()) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    /// CGAffineTransformInvert: the inverse maps a transformed point back; a
    /// transform that cannot be inverted "is returned unchanged".
    @Test func invertedUndoesAndLeavesSingularAlone() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        let back = CGPoint(x: 7, y: -2).applying(t).applying(t.inverted())
        #expect(abs(back.x - 7) < 1e-9 && abs(back.y + 2) < 1e-9)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(singular.inverted() == singular)
    }

    /// Apple declares an animation's times as `CFTimeInterval`, a `Double`.
    @Test func cfTimeIntervalIsAnAnimationsTime() {
        let duration: CFTimeInterval = 1.5
        let animation = CABasicAnimation(keyPath: "backgroundColor")
        animation.duration = duration
        animation.beginTime = duration + duration
        #expect(animation.beginTime == 3)
    }

    /// `import UIKit` brings URLSession (Foundation on Apple's systems); this
    /// module brings it too, from FoundationNetworking on Linux, so a view
    /// controller's `URLSession.shared.dataTask` builds. No request is made.
    @Test func urlSessionComesWithTheModule() {
        let task = URLSession.shared.dataTask(with: URL(string: "https://example.invalid/")!) { _, _, _ in }
        #expect(task.state == .suspended)
    }

    /// The image views of a tab bar's drawn tabs, in order.
    private func tabImageViews(_ bar: UITabBar) -> [UIImageView] {
        func buttons(_ view: UIView) -> [TabButton] {
            view.subviews.flatMap { ($0 as? TabButton).map { [$0] } ?? buttons($0) }
        }
        return buttons(bar).compactMap { $0.subviews.first { $0 is UIImageView } as? UIImageView }
    }

    /// A tab bar's `tintColor` is the selected item's colour, image and title
    /// alike (Apple's `UITabBar.tintColor`: "The tint color to apply to the tab
    /// bar items"). ViewCodeTabBarApp sets it to teal; its committed
    /// screenshot shows the selected tab's icon teal, and Trellis drew it the
    /// default blue while the title was teal.
    @Test func selectedTabImageTakesTheBarsTint() {
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "note"), tag: 0)
        second.tabBarItem = UITabBarItem(title: "User", image: UIImage(systemName: "person"), tag: 1)
        tabs.viewControllers = [first, second]
        tabs.tabBar.tintColor = .systemRed
        tabs.tabBar.unselectedItemTintColor = .darkGray
        let images = tabImageViews(tabs.tabBar)
        #expect(images.count == 2)
        #expect(images.first?.tintColor == .systemRed)
        #expect(images.last?.tintColor == .darkGray)
    }

    /// A navigation controller in a tab bar controller shows its root's tab
    /// bar item when only the root was given one: Bankey sets each root's
    /// `tabBarItem` and wraps it, and its course's simulator screenshot
    /// (docs/uikit.md, "Held-out corpus 16") shows the three tabs titled.
    @Test func navigationControllerShowsItsRootsTabBarItem() {
        let summary = UIViewController(), more = UIViewController()
        summary.tabBarItem = UITabBarItem(title: "Summary", image: nil, tag: 0)
        more.tabBarItem = UITabBarItem(title: "More", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: summary),
                                UINavigationController(rootViewController: more)]
        #expect(tabs.tabBar.items?.map(\.title) == ["Summary", "More"])
    }

    /// A navigation controller given its own item keeps it (programmatic-uikit
    /// sets `homeNavigation.tabBarItem.title`), whatever its root has.
    @Test func navigationControllersOwnTabBarItemWins() {
        let root = UIViewController()
        root.tabBarItem = UITabBarItem(title: "Root", image: nil, tag: 0)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.tabBarItem.title = "Home"
        let other = UINavigationController(rootViewController: root)
        other.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Search"])
    }

    final class Rows: NSObject, UITableViewDataSource {
        var colour: UIColor?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            if let colour { cell.backgroundColor = colour }
            return cell
        }
    }

    /// The one cell of a laid-out 320 × 200 table of `style` on a teal background.
    private func onlyCell(_ style: UITableView.Style, colour: UIColor? = nil) -> UITableViewCell? {
        let rows = Rows()
        rows.colour = colour
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: style)
        table.backgroundColor = .systemTeal
        table.dataSource = rows
        table.reloadData()
        table.layoutIfNeeded()
        return withExtendedLifetime(rows) { table.visibleCells.first }
    }

    /// "In iOS 7, cells have a white background by default; in earlier
    /// versions of iOS, cells inherit the background color of the enclosing
    /// table view" (Apple's UITableViewCell reference of iOS 7). Bankey's
    /// account table is teal and its course's screenshot shows white rows;
    /// Trellis drew the rows clear, so the teal showed through them.
    @Test func plainTableCellsAreWhiteOnAColouredTable() throws {
        let cell = try #require(onlyCell(.plain))
        let white = UIColor.systemBackground.resolvedLayoutColor(with: cell.traitCollection)
        #expect(cell.node.backgroundColor == white)
    }

    /// A cell's own colour stays its own (the table sample sets brown), and a
    /// grouped table's rows are still its section backgrounds, not the cells.
    @Test func ownColourAndGroupedRowsUnchanged() throws {
        let brown = try #require(onlyCell(.plain, colour: .systemBrown))
        #expect(brown.node.backgroundColor == UIColor.systemBrown.resolvedLayoutColor(with: brown.traitCollection))
        let grouped = try #require(onlyCell(.grouped))
        #expect(grouped.node.backgroundColor == nil)
    }
}
