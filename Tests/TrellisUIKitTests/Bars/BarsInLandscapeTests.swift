import Layout
import Testing
@testable import TrellisUIKit

/// Bars on an iPhone 13 in landscape (844 × 390, safe area 47 left and
/// right and 21 below: docs/uikit-numbers.md, "Devices"): each bar's
/// background spans the window, its items stand inside the safe area plus
/// the bar's side margin (Apple, "Positioning content relative to the safe
/// area": "Safe areas help you place your views within the visible portion
/// of the overall interface"; a bar's layout margins include its safe area,
/// `insetsLayoutMarginsFromSafeArea`). The margin is 16: the window's
/// shorter side is under 393 points (docs/uikit-numbers.md, "Bar side
/// margin of items and large title"). The test font makes each letter 1 em
/// wide, so "Edit" at 17 points is 68 wide and the back button (the
/// 11-point chevron, 8 points, "Settings") 155 (BarLayoutTests.itemsAndBackButton).
@MainActor @Suite struct BarsInLandscapeTests {
    typealias Screen = BarLayoutTests.Screen
    static let size = CGSize(width: 844, height: 390)
    static let safeArea = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    static let compact = UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .compact), .init(verticalSizeClass: .compact)])
    let bars = BarLayoutTests()

    @discardableResult
    func show(_ controller: UIViewController, safeArea: UIEdgeInsets = Self.safeArea,
              traits: UITraitCollection = Self.compact) -> UIView {
        UIKitTestFont.measureSystemFontToo(controller.view)
        return controller.trellis.show(size: Self.size, traits: traits, safeAreaInsets: safeArea)
    }

    /// A navigation controller with "Settings" and a pushed "Wi-Fi" whose right item is Edit.
    func pushedWithEdit() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: Screen("Settings"))
        let detail = Screen("Wi-Fi")
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        navigation.pushViewController(detail, animated: false)
        return navigation
    }

    /// The bar spans 0 to 844 (its background with it); the back button
    /// starts at 47 + 16 − 7 = 56 (its chevron 7 before the margin,
    /// docs/uikit-numbers.md, "Back button chevron"); Edit ends at 844 − 47 − 16 = 781, so it
    /// starts at 781 − 68 = 713; the centred title stays centred on the
    /// bar: "Wi-Fi" (5 × 17 = 85) at (844 − 85) / 2 = 379.5.
    @Test func navigationBarItemsStandInsideTheSafeArea() throws {
        let navigation = pushedWithEdit()
        show(navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 844, height: 44))
        let background = try #require(bar.node.subviews.first { $0.name == "UINavigationBar.background" })
        #expect(background.frame.minX == 0 && background.frame.width == 844, "\(background.frame)")
        #expect(bar.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        let back = bars.visibleLabel("Settings", in: bar)?.superview
        #expect(back.map(bars.frameInRoot) == CGRect(x: 56, y: 0, width: 155, height: 44))
        let edit = bars.visibleLabel("Edit", in: bar)?.superview
        #expect(edit.map(bars.frameInRoot) == CGRect(x: 713, y: 0, width: 68, height: 44))
        #expect(bars.visibleLabel("Wi-Fi", in: bar).map(bars.frameInRoot)?.minX == 379.5)
    }

    /// A large title (shown when asked, as Trellis draws it in any height)
    /// starts at 63 too; an integrated search bar's field lines up with it:
    /// the search bar 8 outside it, from 55 to 844 − 55 = 789 (734 wide).
    @Test func largeTitleAndSearchBarStandInsideTheSafeArea() throws {
        let root = Screen("Settings")
        root.navigationItem.largeTitleDisplayMode = .always
        root.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        show(navigation)
        let title = try #require(bars.visibleLabel("Settings", in: navigation.navigationBar))
        #expect(bars.frameInRoot(title).minX == 63, "\(bars.frameInRoot(title))")
        let search = try #require(root.navigationItem.searchController?.searchBar)
        let frame = bars.frameInRoot(search)
        #expect(frame.minX == 55 && frame.width == 734, "\(frame)")
    }

    /// Right to left with a safe area of 30 on the left and 10 on the
    /// right (unequal, to tell the sides apart): the back button sits at
    /// the leading (right) side, ending at 844 − 10 − 16 + 7 = 825 (the
    /// chevron 7 outside the margin; so from 825 − 155 = 670); Edit at the trailing (left) side from 30 + 16 = 46.
    @Test func rightToLeftTakesEachSidesOwnInset() {
        let navigation = pushedWithEdit()
        let traits = UITraitCollection(traitsFrom: [Self.compact, .init(layoutDirection: .rightToLeft)])
        show(navigation, safeArea: UIEdgeInsets(top: 0, left: 30, bottom: 21, right: 10), traits: traits)
        let bar = navigation.navigationBar
        let back = bars.visibleLabel("Settings", in: bar)?.superview
        #expect(back.map(bars.frameInRoot) == CGRect(x: 670, y: 0, width: 155, height: 44))
        let edit = bars.visibleLabel("Edit", in: bar)?.superview
        #expect(edit.map(bars.frameInRoot) == CGRect(x: 46, y: 0, width: 68, height: 44))
    }

    /// The toolbar sits on the home indicator's 21 points (y = 390 − 21 −
    /// 44 = 325) across the window; Edit starts at 63, Done ends at 781.
    @Test func toolbarItemsStandInsideTheSafeArea() {
        let root = Screen("Notes")
        root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        show(navigation)
        let toolbar = navigation.toolbar
        #expect(toolbar.frame == CGRect(x: 0, y: 325, width: 844, height: 44))
        #expect(bars.visibleLabel("Edit", in: toolbar).map(bars.frameInRoot)?.minX == 63)
        #expect(bars.visibleLabel("Done", in: toolbar).map(bars.frameInRoot)?.maxX == 781)
    }

    /// The tab bar spans the window (49 + 21 = 70 tall, at y 320); its two
    /// tabs share the safe area's 750 points, 375 each: "Home" (4 × 10 =
    /// 40 wide) centred in the first at 47 + (375 − 40) / 2 = 214.5,
    /// "Inbox" (50) in the second at 47 + 375 + 162.5 = 584.5.
    @Test func tabBarItemsShareTheSafeAreasWidth() {
        let home = Screen("Home"), inbox = Screen("Inbox")
        home.tabBarItem.image = UIImage(systemName: "house")
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, inbox]
        show(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 320, width: 844, height: 70))
        #expect(bars.visibleLabel("Home", in: tabs.tabBar).map(bars.frameInRoot)?.minX == 214.5)
        #expect(bars.visibleLabel("Inbox", in: tabs.tabBar).map(bars.frameInRoot)?.minX == 584.5)
    }

    /// Turned back upright (390 × 844, safe area 47 above and 34 below), the
    /// bar's items return to 16 from its edges (the back button to 16 − 7 = 9).
    /// Upright, "Settings" (11 + 8 + 136 = 155 wide) no longer fits before
    /// the centred "Wi-Fi" (85 wide, from 152.5): the back button says "Back"
    /// (Apple's order for the space, BackButtonTitleFitTests).
    @Test func turningBackUprightRemovesTheInsets() {
        let navigation = pushedWithEdit()
        show(navigation)
        #expect(bars.visibleLabel("Settings", in: navigation.navigationBar) != nil)
        navigation.trellis.show(size: CGSize(width: 390, height: 844), safeAreaInsets: BarLayoutTests.phoneSafeArea)
        let back = bars.visibleLabel("Back", in: navigation.navigationBar)?.superview
        #expect(back.map(bars.frameInRoot)?.minX == 9)
        let edit = bars.visibleLabel("Edit", in: navigation.navigationBar)?.superview
        #expect(edit.map(bars.frameInRoot)?.maxX == 374)
    }
}
