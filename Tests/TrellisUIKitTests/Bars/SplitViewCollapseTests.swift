import Foundation
import Render
import Testing
import TrellisUIKit

/// A split view controller collapsed and expanded as Apple documents it,
/// its inspector column, and what it draws between and behind its columns.
/// Sizes as in SplitViewControllerTests: an iPad in landscape 1180 × 820
/// (regular), an iPhone 390 × 844 (compact); the display scale 2, so a
/// pixel is 0.5 point.
@MainActor @Suite struct SplitViewCollapseTests {
    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class TopColumn: UISplitViewControllerDelegate {
        let column: UISplitViewController.Column
        init(_ column: UISplitViewController.Column) { self.column = column }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column { column }
    }

    static let landscape = CGSize(width: 1180, height: 820)
    static let phone = CGSize(width: 390, height: 844)

    private func show(_ split: UISplitViewController, _ size: CGSize, _ sizeClass: UIUserInterfaceSizeClass = .regular) {
        split.trellis.show(size: size, traits: UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: sizeClass), UITraitCollection(displayScale: 2),
        ]))
    }

    /// The same controllers in the same order.
    private func same(_ controllers: [UIViewController]?, _ expected: [UIViewController]) -> Bool {
        controllers.map { $0.map(ObjectIdentifier.init) } == expected.map(ObjectIdentifier.init)
    }

    private func decorations(_ split: UISplitViewController, _ name: String) -> [UIView] {
        split.view.subviews.filter { $0.accessibilityIdentifier == "UISplitViewController-\(name)" }
    }

    /// Column style, collapsed with no compact column: the secondary's
    /// controller is pushed on the primary's navigation stack (the top
    /// column, proposed `.secondary`), with a back button to the primary;
    /// expanding gives the secondary column its controller back.
    @Test func collapsedSecondaryIsPushedOnThePrimaryStack() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = Screen("List"), detail = Screen("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let primaryNavigation = try #require(list.navigationController)
        let secondaryNavigation = try #require(detail.navigationController)
        show(split, Self.phone, .compact)
        #expect(split.isCollapsed)
        #expect(same(primaryNavigation.viewControllers, [list, detail]))
        #expect(detail.navigationController === primaryNavigation)
        #expect(primaryNavigation.navigationBar.backItem === list.navigationItem)
        #expect(same(split.viewControllers, [primaryNavigation]))
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(detail.view.superview === primaryNavigation.view)
        #expect(secondaryNavigation.view.superview == nil)
        #expect(decorations(split, "divider").isEmpty)
        // The secondary is on top of the primary's stack: it shows, the primary does not.
        #expect(split.isShowing(.secondary) && !split.isShowing(.primary))

        show(split, Self.landscape)
        #expect(split.isShowing(.primary) && split.isShowing(.secondary))
        #expect(!split.isCollapsed)
        #expect(same(primaryNavigation.viewControllers, [list]))
        #expect(same(secondaryNavigation.viewControllers, [detail]))
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(secondaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    /// Three columns collapse into one stack: sidebar, list, detail. A
    /// delegate choosing the primary as top column leaves the stack alone.
    @Test func tripleColumnCollapsesIntoOneStack() throws {
        let split = UISplitViewController(style: .tripleColumn)
        let sidebar = Screen("Sidebar"), list = Screen("List"), detail = Screen("Detail")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        show(split, Self.phone, .compact)
        #expect(same(sidebar.navigationController?.viewControllers, [sidebar, list, detail]))

        let split2 = UISplitViewController(style: .doubleColumn)
        let list2 = Screen("List"), detail2 = Screen("Detail")
        split2.setViewController(list2, for: .primary)
        split2.setViewController(detail2, for: .secondary)
        let delegate = TopColumn(.primary)
        split2.delegate = delegate
        show(split2, Self.phone, .compact)
        #expect(same(list2.navigationController?.viewControllers, [list2]))
        #expect(same(detail2.navigationController?.viewControllers, [detail2]))
        #expect(list2.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Classic style: the delegate does not take the secondary, so the
    /// primary (a navigation controller) pushes it (Apple); expanding pops
    /// it back into the secondary's place.
    @Test func classicSecondaryPushedByThePrimaryNavigationController() throws {
        let split = UISplitViewController()
        let master = Screen("Master"), detail = Screen("Detail")
        let navigation = UINavigationController(rootViewController: master)
        split.viewControllers = [navigation, detail]
        show(split, Self.phone, .compact)
        #expect(same(navigation.viewControllers, [master, detail]))
        #expect(same(split.viewControllers, [navigation]))
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        show(split, Self.landscape)
        #expect(same(navigation.viewControllers, [master]))
        #expect(same(split.viewControllers, [navigation, detail]))
        #expect(detail.parent === split)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    /// The inspector: hidden until shown (Apple, `Column.inspector`), then
    /// 270 wide at the trailing edge; the secondary takes 1180 − 320 − 270 = 590.
    @Test func inspectorColumnAtTheTrailingEdge() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = Screen("List"), detail = Screen("Detail"), inspector = Screen("Inspector")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(inspector, for: .inspector)
        show(split, Self.landscape)
        #expect(!split.isShowing(.inspector))
        #expect(inspector.navigationController?.viewIfLoaded?.superview == nil)
        split.show(.inspector)
        split.view.layoutIfNeeded()
        #expect(split.isShowing(.inspector))
        #expect(split.inspectorColumnWidth == 270)
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 590, height: 820))
        #expect(inspector.navigationController?.view.frame == CGRect(x: 910, y: 0, width: 270, height: 820))
        // Dividers: the primary's trailing pixel (319.5) and the inspector's leading one (910).
        #expect(decorations(split, "divider").map(\.frame) == [
            CGRect(x: 319.5, y: 0, width: 0.5, height: 820), CGRect(x: 910, y: 0, width: 0.5, height: 820),
        ])
        split.hide(.inspector)
        split.view.layoutIfNeeded()
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    /// The divider is one pixel of `separator` inside the primary's
    /// trailing edge, drawn over the columns, not drawn collapsed; the
    /// sidebar background style adds nothing (Apple, `primaryBackgroundStyle`:
    /// "Setting the background style to sidebar has no effect when your app
    /// is running in iOS or tvOS").
    @Test func dividerAndSidebarBackground() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = Screen("List"), detail = Screen("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        show(split, Self.landscape)
        let divider = try #require(decorations(split, "divider").first)
        #expect(divider.frame == CGRect(x: 319.5, y: 0, width: 0.5, height: 820))
        #expect(divider.backgroundColor == .separator)
        #expect(split.view.subviews.last === divider)
        let before = split.view.subviews.count

        split.primaryBackgroundStyle = .sidebar
        split.view.setNeedsLayout()
        split.view.layoutIfNeeded()
        #expect(split.view.subviews.count == before)
        #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))

        show(split, Self.phone, .compact)
        #expect(decorations(split, "divider").isEmpty)
    }

    /// Painted at scale 2 over white columns: the divider is the one pixel
    /// column 639 (319.5 to 320 points), `separator` over white, (198, 198,
    /// 200) within a unit as in the table separator row of
    /// docs/uikit-numbers.md; the pixels beside it are white.
    @Test func dividerIsPaintedAsOnePixelOfSeparator() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = Screen("List"), detail = Screen("Detail")
        list.view.backgroundColor = .white
        detail.view.backgroundColor = .white
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        show(split, Self.landscape)
        let canvas = try SceneRenderer(scale: 2).render(split.view.trellis.solvedLayout(width: 1180, height: 820))
        let pixels = canvas.pixels(), stride = canvas.width
        func rgb(_ x: Int, _ y: Int) -> [Int] {
            let pixel = pixels[y * stride + x]
            return [Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
        }
        for (drawn, expected) in zip(rgb(639, 800), [198, 198, 200]) { #expect(abs(drawn - expected) <= 1, "\(rgb(639, 800))") }
        #expect(rgb(637, 800) == [255, 255, 255] && rgb(641, 800) == [255, 255, 255])
    }
}
