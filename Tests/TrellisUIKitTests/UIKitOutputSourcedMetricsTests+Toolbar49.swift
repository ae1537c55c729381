import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// Toolbar49 (issue 30): a phone's navigation-controller toolbar is 49
/// points tall, its 44-point row of items at the bar's bottom. UIKit's
/// drawing: owncloud/ios-app's fastlane screenshots of its accounts list
/// (`toolbarItems` [flexible space, "Settings"] under a plain
/// `UINavigationController` subclass), down the pixel column x = 20 from
/// the image's bottom to the bar's one-pixel shadow: `iPhone 8-…` (750 ×
/// 1334, @2x) 98 pixels, 49 points; `iPhone 8 Plus-…` (1242 × 2208, @3x)
/// 147 pixels, 49; `iPhone 11-…` (828 × 1792, @2x) 166 pixels and `iPhone
/// 11 Pro Max-…` (1242 × 2688, @3x) 249 pixels, 83 = 49 + 34 (the home
/// indicator's safe area, the bar not reaching into it); iOS 13.3 to 14.5.
/// `iPhone SE (2nd generation)-…` is drawn as the iPhone 8's. In all
/// five the "S" of "Settings" starts 20.33 to 20.5 points under the bar's
/// top, its middle 27.0 (imitB's measurement): 22 under a row of items
/// starting 5 down, as the iPad's 25.25 is 22.25 under its row starting 3
/// down (centred in 50). So the items' row starts 5 under the phone's
/// bar's top, its middle at 5 + 22 = 27. Interface Builder saves the same bar 49 tall on home-indicator
/// phones from Xcode 9.2 to 16 (kiwix-apple, toolsVersion 13529, y 729.5
/// on a 375 × 812 phone: 812 − 34 − 49 = 729; duckduckgo/iOS 18122, y 813
/// on 414 × 896: 896 − 34 − 49; LNPopupController 17140 to 23727 above a
/// simulated tab bar, e.g. y 680 on 375 × 812: 812 − 83 − 49) and on an
/// iPhone 8 Plus above a tab bar (LNPopupController 22505, y 638: 736 − 49
/// − 49), 44 only on home-button phones without one (docs/uikit-numbers.md,
/// "Bars"). The test font's label is 17 tall, so "Settings" centred on the
/// items' row starts 27 − 8.5 = 18.5 under the bar's top.
extension UIKitOutputSourcedMetricsTests {
    @Test(arguments: [
        // screen, top and bottom safe area, the bar's background below its row
        (CGSize(width: 375, height: 667), CGFloat(20), CGFloat(0), CGFloat(0)),  // iPhone 8
        (CGSize(width: 414, height: 736), 20, 0, 0),  // iPhone 8 Plus
        (CGSize(width: 414, height: 896), 48, 34, 34),  // iPhone 11, 11 Pro Max
    ])
    func phoneNavigationToolbarAsDrawn(size: CGSize, top: CGFloat, bottom: CGFloat, below: CGFloat) throws {
        let root = UIViewController()
        root.title = "ownCloud"
        root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let traits = UITraitCollection(traitsFrom: [
            .init(userInterfaceIdiom: .phone), .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
        ])
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: size, traits: traits, safeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        let toolbar = navigation.toolbar
        #expect(toolbar.frame == CGRect(x: 0, y: size.height - below - 49, width: size.width, height: 49))
        #expect(toolbar.backgroundExtension == below)
        #expect(root.view.safeAreaInsets.bottom == 49 + below)
        let settings = try #require(label("Settings", in: toolbar))
        let frame = settings.convert(settings.bounds, to: toolbar)
        #expect(frame.midY == 27)
        #expect(frame.minY == 18.5)
    }

    /// A standalone `UIToolbar` keeps 44, its items on the middle (22):
    /// spacepandas/cineaste-ios's `MovieDetailViewControllerSnapshotTests`
    /// reference draws its storyboard toolbar (pinned by its top and
    /// bottom, no height constraint) 88 pixels, 44 points, under its shadow
    /// at @2x, iOS 13 to 14 (docs/uikit-numbers.md, "Bars").
    @Test func standaloneToolbarKeeps44() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        toolbar.items = [.flexibleSpace(), UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)]
        UIKitTestFont.measureSystemFontToo(toolbar)
        toolbar.layoutIfNeeded()
        #expect(toolbar.intrinsicContentSize.height == 44)
        let settings = try #require(label("Settings", in: toolbar))
        #expect(settings.convert(settings.bounds, to: toolbar).midY == 22)
    }

    /// Turned to a compact height (a landscape phone) the bar goes back to
    /// 44 with its items on the middle (Trellis's choice: no landscape
    /// drawing of a navigation controller's toolbar was found), and back to
    /// 49 when the height is regular again: 390 − 21 − 44 = 325, then 844 −
    /// 34 − 49 = 761.
    @Test func phoneToolbarInACompactHeight() throws {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let landscape = UITraitCollection(traitsFrom: [
            .init(userInterfaceIdiom: .phone), .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .compact),
        ])
        navigation.trellis.show(size: CGSize(width: 844, height: 390), traits: landscape,
                                safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 325, width: 844, height: 44))
        let settings = try #require(label("Settings", in: navigation.toolbar))
        #expect(settings.convert(settings.bounds, to: navigation.toolbar).midY == 22)
        let portrait = UITraitCollection(traitsFrom: [
            .init(userInterfaceIdiom: .phone), .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
        ])
        navigation.trellis.show(size: CGSize(width: 390, height: 844), traits: portrait,
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 761, width: 390, height: 49))
        let again = try #require(label("Settings", in: navigation.toolbar))
        #expect(again.convert(again.bounds, to: navigation.toolbar).midY == 27)
    }
}
