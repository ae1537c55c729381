import Layout
import Testing
@testable import TrellisUIKit

/// Navigation bars, tab bars, toolbars and search bars laid out, with the
/// test font standing in for the system font (every letter 1 em wide, a
/// line 1 em tall), so each frame below is worked out by hand from
/// docs/uikit-numbers.md's bar numbers: a 44-point bar (96 with a large
/// title) at the top of the safe area, a 49-point tab bar over the home
/// indicator, items 16 points in and 8 apart.
@MainActor @Suite struct BarLayoutTests {
    static let phone = CGSize(width: 390, height: 844)
    static let phoneSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    final class Screen: UIViewController {
        var taps = 0
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// Shows `controller` on an iPhone 13 measured with the test font.
    @discardableResult
    func show(_ controller: UIViewController) -> UIView {
        UIKitTestFont.measureSystemFontToo(controller.view)
        return controller.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
    }

    func visibleLabel(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = visibleLabel(text, in: subview) { return found }
        }
        return nil
    }

    func frameInRoot(_ view: UIView) -> CGRect {
        var frame = view.frame
        var current = view.superview
        while let superview = current {
            frame.origin.x += superview.frame.minX - superview.bounds.minX
            frame.origin.y += superview.frame.minY - superview.bounds.minY
            current = superview.superview
        }
        return frame
    }

    /// A standard title: the bar is 44 tall from the safe area's top (47);
    /// "Settings" at 17 points is 8 × 17 = 136 wide, centred: x = (390 − 136) / 2
    /// = 127, y = 47 + 22 − 8.5 = 60.5. The content fills the view and its
    /// safe area's top is 47 + 44 = 91.
    @Test func standardTitleAndContentSafeArea() {
        let root = Screen("Settings")
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        let title = visibleLabel("Settings", in: navigation.navigationBar)
        #expect(title.map(frameInRoot) == CGRect(x: 127, y: 60.5, width: 136, height: 17))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }

    /// A large title: the bar is 44 + 52 = 96 tall; "Settings" at 34 points
    /// is 272 × 34 at the leading margin (16), its bottom 8 above the bar's:
    /// y = 47 + 96 − 8 − 34 = 101. The small title is hidden. The content's
    /// safe area top is 47 + 96 = 143.
    @Test func largeTitle() {
        let root = Screen("Settings")
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        show(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        let title = visibleLabel("Settings", in: navigation.navigationBar)
        #expect(title.map(frameInRoot) == CGRect(x: 16, y: 101, width: 272, height: 34))
        #expect(title?.font.pointSize == 34)
        #expect(root.view.safeAreaInsets.top == 143)

        // `.never` on a pushed item: the bar is back to 44, the content's top 91.
        let detail = Screen("Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 91)
        // `.automatic` inherits from the item below: a third screen pushed on `.never` stays small.
        let third = Screen("Third")
        navigation.pushViewController(third, animated: false)
        #expect(navigation.navigationBar.showsLargeTitle == false)
    }

    /// Bar button items: "Edit" (4 × 17 = 68 wide) ends at the trailing margin
    /// (390 − 16 = 374, so x = 306), as tall as the 44-point row; the back
    /// button is UIKit's 11-point-wide chevron, 8 points, then the previous
    /// title ("Settings", 136): 155 wide, starting 7 before the leading
    /// margin, where UIKit draws the chevron's ink (16 − 7 = 9:
    /// docs/uikit-numbers.md, "Back button chevron").
    @Test func itemsAndBackButton() {
        let root = Screen("Settings")
        let navigation = UINavigationController(rootViewController: root)
        // "Wi" (34 wide, centred from 178) leaves the back button room to
        // end at 172: "Settings" (11 + 8 + 136 = 155 from 9) fits. Under
        // "Wi-Fi" (85, from 152.5) it would not, and "Back" would show
        // (BackButtonTitleFitTests).
        let detail = Screen("Wi")
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        navigation.pushViewController(detail, animated: false)
        show(navigation)
        let edit = visibleLabel("Edit", in: navigation.navigationBar)?.superview
        #expect(edit.map(frameInRoot) == CGRect(x: 306, y: 47, width: 68, height: 44))
        let back = visibleLabel("Settings", in: navigation.navigationBar)?.superview
        #expect(back.map(frameInRoot) == CGRect(x: 9, y: 47, width: 155, height: 44))

        // The previous item's back title wins; without any title, "Back" (Apple,
        // `UINavigationItem.title`: "If the value of this property is nil, the
        // system uses the string “Back” as the text of the back button").
        root.navigationItem.backButtonTitle = "Home"
        #expect(visibleLabel("Home", in: navigation.navigationBar) != nil)
        root.navigationItem.backButtonTitle = nil
        root.title = nil
        #expect(visibleLabel("Back", in: navigation.navigationBar) != nil)
    }

    /// A tap on a bar button item runs its action; a tap on the back button pops.
    @Test func tappingItemsFiresTheirActions() {
        let root = Screen("Settings")
        let navigation = UINavigationController(rootViewController: root)
        let detail = Screen("Detail")
        var saved = 0
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", primaryAction: UIAction { _ in saved += 1 })
        navigation.pushViewController(detail, animated: false)
        let view = show(navigation)
        // "Save" is 68 wide ending at 374, in the row from y 47 to 91.
        #expect(view.trellis.tap(at: CGPoint(x: 340, y: 69)) != nil)
        #expect(saved == 1)
        view.trellis.tap(at: CGPoint(x: 30, y: 69))
        #expect(navigation.topViewController === root)
    }

    /// A tab bar: 49 + 34 = 83 tall at the bottom (y = 844 − 83 = 761); two
    /// tabs of 195; "Home" at 10 points (40 × 10) centred, its bottom 5 above
    /// the row's: x = (195 − 40) / 2 = 77.5, y = 761 + 49 − 5 − 10 = 795; the
    /// 17-point image 7 from the top, centred: x = 89; the badge "3" (13 wide)
    /// is 13 + 2 × 5 = 23 × 18, from the image's centre (97.5) + 7 = 104.5
    /// (second tab: 195 + 104.5), its top 4 above the image's (y = 768 − 4).
    /// (Tab and badge numbers: logged UIKit frames, docs/uikit-numbers.md.)
    /// The selected view's safe area bottom is 34 + 49 = 83.
    @Test func tabBar() {
        let home = Screen("Home"), inbox = Screen("Inbox")
        home.tabBarItem.image = UIImage(systemName: "house")
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: nil)
        inbox.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, inbox]
        show(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(visibleLabel("Home", in: tabs.tabBar).map(frameInRoot) == CGRect(x: 77.5, y: 795, width: 40, height: 10))
        let badge = visibleLabel("3", in: tabs.tabBar)?.superview?.subviews.first { $0.accessibilityIdentifier == "badge" }
        #expect(badge.map(frameInRoot) == CGRect(x: 299.5, y: 764, width: 23, height: 18))
        #expect(home.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(home.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabs.selectedViewController === home)

        // A tap on the second tab selects it.
        tabs.view.trellis.tap(at: CGPoint(x: 290, y: 785))
        #expect(tabs.selectedIndex == 1)
        #expect(inbox.view.superview === tabs.view && home.view.superview == nil)
        #expect(inbox.tabBarController === tabs)
    }

    /// A toolbar: items from 16, 8 apart; the flexible space takes the rest:
    /// 358 − 68 − 68 − 2 × 8 = 206, so "Done" starts at 16 + 68 + 8 + 206 + 8 = 306.
    @Test func toolbarSpaces() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil), .flexibleSpace(),
                         UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
        UIKitTestFont.measureSystemFontToo(toolbar)
        toolbar.layoutIfNeeded()
        #expect(visibleLabel("Edit", in: toolbar).map(frameInRoot) == CGRect(x: 16, y: 13.5, width: 68, height: 17))
        #expect(visibleLabel("Done", in: toolbar).map(frameInRoot) == CGRect(x: 306, y: 13.5, width: 68, height: 17))
        #expect(toolbar.intrinsicContentSize.height == 44)
    }

    /// A navigation controller's toolbar sits on the home indicator's safe
    /// area, a phone's 49 tall (UIKit's drawing, docs/uikit-numbers.md,
    /// "Bars"): y = 844 − 34 − 49 = 761; the content's safe area bottom is 34 + 49 = 83.
    @Test func navigationToolbar() {
        let root = Screen("Notes")
        root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        show(navigation)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        #expect(root.view.safeAreaInsets.bottom == 83)
    }

    /// A search bar: 56 tall; its field 8 in from each side, 36 tall,
    /// centred (y = 10); the placeholder starts after the 17-point glass:
    /// 8 + 17 + 6 = 31 into the field.
    @Test func searchBar() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.placeholder = "Search"
        UIKitTestFont.measureSystemFontToo(bar)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 374, height: 36))
        #expect(visibleLabel("Search", in: bar) == nil, "the placeholder is drawn as the field's part, not a subview")
        #expect(bar.intrinsicContentSize.height == 56)
        let field: UITextField = bar.searchTextField
        #expect(field.placeholder == "Search")
    }

    /// A navigation item's search controller adds its 52-point row under a
    /// large title: 96 + 52 = 148.
    @Test func searchControllerInTheBar() {
        let root = Screen("Mail")
        root.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        show(navigation)
        #expect(navigation.navigationBar.frame.height == 148)
        #expect(abs(root.view.safeAreaInsets.top - 195) < 1e-9)
    }

    /// `additionalSafeAreaInsets` adds to what the bars give; a top edge left
    /// out of `edgesForExtendedLayout` puts the view under the bar, with no
    /// top safe area.
    @Test func additionalInsetsAndExtendedEdges() {
        let root = Screen("Settings")
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        #expect(abs(root.view.safeAreaInsets.top - 101) < 1e-9)

        let other = Screen("Other")
        other.edgesForExtendedLayout = []
        let second = UINavigationController(rootViewController: other)
        show(second)
        #expect(other.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
        #expect(other.view.safeAreaInsets == .zero)
    }

    /// Appearances: the scroll edge (content at its top) draws the standard
    /// appearance with a transparent background unless one is set.
    @Test func appearanceAtTheScrollEdge() {
        let root = Screen("Settings")
        let navigation = UINavigationController(rootViewController: root)
        show(navigation)
        #expect(navigation.navigationBar.isAtScrollEdge)
        #expect(navigation.navigationBar.drawnAppearance.backgroundColor == .clear)
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemTeal
        navigation.navigationBar.scrollEdgeAppearance = opaque
        #expect(navigation.navigationBar.drawnAppearance === opaque)
        root.navigationItem.scrollEdgeAppearance = UINavigationBarAppearance()
        #expect(navigation.navigationBar.drawnAppearance === root.navigationItem.scrollEdgeAppearance)
    }

    /// Child view controllers: `addChild` calls `willMove(toParent:)`, the
    /// parent calls `didMove(toParent:)`, `removeFromParent` calls
    /// `didMove(toParent: nil)`, as UIKit documents.
    @Test func childViewControllers() {
        final class Child: UIViewController {
            var calls: [String] = []
            override func willMove(toParent parent: UIViewController?) { calls.append("will \(parent == nil ? "nil" : "parent")") }
            override func didMove(toParent parent: UIViewController?) { calls.append("did \(parent == nil ? "nil" : "parent")") }
        }
        let parent = UIViewController(), child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.calls == ["will parent", "did parent", "will nil", "did nil"])
    }

    /// Apple, `UITabBarItem.badgeColor`: "The default value is nil. If you
    /// don't specify a value, the item uses systemRed."
    @Test func badgeIsSystemRedByDefault() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let item = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        item.badgeValue = "2"
        bar.items = [item]
        bar.layoutIfNeeded()
        #expect(item.badgeColor == nil)
        let capsule = try #require(firstView(in: bar) { $0.accessibilityIdentifier == "badge" })
        #expect(capsule.backgroundColor == .systemRed)
    }

    func firstView(in view: UIView, where matches: (UIView) -> Bool) -> UIView? {
        for subview in view.subviews {
            if matches(subview) { return subview }
            if let found = firstView(in: subview, where: matches) { return found }
        }
        return nil
    }
}
