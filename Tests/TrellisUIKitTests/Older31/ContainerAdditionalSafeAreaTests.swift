import Testing
@testable import TrellisUIKit

/// `additionalSafeAreaInsets` set on a navigation or tab bar controller
/// itself. Apple's page: "Use this property to adjust the safe area insets
/// of this view controller's views by the specified amount"; the
/// `UIView.safeAreaInsets` page: "For the view controller's root view, the
/// insets account for the status bar, other visible bars, and any
/// additional insets that you specified using the
/// `additionalSafeAreaInsets` property". The container's own view is that
/// root view, and its bars stand on its safe area (the navigation bar
/// "from the top of the safe area", the tab bar over the bottom one:
/// docs/uikit-numbers.md, "Bars"), so the insets move the bars, as apps
/// that set them on a navigation controller to add room above its bar
/// rely on (docs/uikit-numbers.md, "`additionalSafeAreaInsets` of a
/// container"). The device: an iPhone 13 in portrait, 390 × 844, safe
/// area 47 at the top and 34 at the bottom.
@MainActor @Suite struct ContainerAdditionalSafeAreaTests {
    static let phone = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test func aNavigationControllersTopInsetLowersItsBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.safeArea)
        // The container's safe area: 47 + 20 = 67; the 44-point bar from there.
        #expect(navigation.view.safeAreaInsets.top == 67)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 67, width: 390, height: 44))
        // The content's safe area gains the bar: 67 + 44 = 111.
        #expect(root.view.safeAreaInsets.top == 111)
        // Negative insets raise it, as apps use them (−5: the bar at 42).
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: -5, left: 0, bottom: 0, right: 0)
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.minY == 42)
        #expect(root.view.safeAreaInsets.top == 86)
    }

    @Test func aTabBarControllersBottomInsetJoinsTheBarsHomeIndicatorPart() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [first]
        tabs.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        tabs.trellis.show(size: Self.phone, safeAreaInsets: Self.safeArea)
        // The bar reaches over the bottom safe area, now 34 + 30 = 64: 49 + 64 = 113.
        #expect(tabs.view.safeAreaInsets.bottom == 64)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 113, width: 390, height: 113))
        #expect(first.view.safeAreaInsets.bottom == 113)
    }
}
