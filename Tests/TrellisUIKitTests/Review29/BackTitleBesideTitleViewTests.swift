import Foundation
import Testing
@testable import TrellisUIKit

/// newuser15 × safearea: the back button's title chosen by the space
/// (UINavigationBar's `fittingBackTitleChoice`) beside a custom
/// `titleView` and a right item, in landscape with unequal sides (safe
/// area 30 left, 10 right: BarsInLandscapeTests), left to right and right
/// to left. The test font makes a letter 1 em wide: "General" under the
/// back chevron is 11 + 8 + 7 × 17 = 138 wide, "Back" 87, Edit 68. The
/// title view is a plain view 500 × 30 (no intrinsic size: its frame's
/// width), centred on the 844-point bar from 172 to 672.
///
/// The back button may end the item spacing (8) before the title view's
/// centred start, 172 − 8 = 164 from the leading edge, and starts 7
/// before the leading margin (16 plus that side's safe area).
/// - Right to left the leading side is the right: the button starts 10 +
///   16 − 7 = 19 in, so it has 164 − 19 = 145 ≥ 138: "General".
/// - Left to right it starts 30 + 16 − 7 = 39 in: 125 < 138, so "Back" (87).
@MainActor @Suite struct BackTitleBesideTitleViewTests {
    let bars = BarLayoutTests()
    let landscape = BarsInLandscapeTests()

    private func pushed(rightToLeft: Bool) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: BarLayoutTests.Screen("General"))
        let detail = BarLayoutTests.Screen("Detail")
        detail.navigationItem.titleView = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 30))
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        navigation.pushViewController(detail, animated: false)
        var traits = BarsInLandscapeTests.compact
        if rightToLeft { traits = UITraitCollection(traitsFrom: [traits, .init(layoutDirection: .rightToLeft)]) }
        landscape.show(navigation, safeArea: UIEdgeInsets(top: 0, left: 30, bottom: 21, right: 10), traits: traits)
        navigation.view.layoutIfNeeded()
        return navigation
    }

    /// Right to left the button ends at 844 − 19 = 825 and starts at 825 −
    /// 138 = 687, 15 after the title view's end (672); Edit stands at the
    /// left, from 30 + 16 = 46.
    @Test func rightToLeftKeepsThePreviousTitle() throws {
        let navigation = pushed(rightToLeft: true)
        let bar = navigation.navigationBar
        let back = try #require(bars.visibleLabel("General", in: bar)?.superview)
        #expect(bars.frameInRoot(back) == CGRect(x: 687, y: 0, width: 138, height: 44))
        let titleView = try #require(navigation.topViewController?.navigationItem.titleView)
        #expect(bars.frameInRoot(titleView).minX == 172)
        #expect(bars.visibleLabel("Edit", in: bar).map(bars.frameInRoot)?.minX == 46)
    }

    /// Left to right "Back", from 39: 39 + 87 = 126, well before 172.
    @Test func leftToRightFallsBackToBack() throws {
        let navigation = pushed(rightToLeft: false)
        let bar = navigation.navigationBar
        #expect(bars.visibleLabel("General", in: bar) == nil)
        let back = try #require(bars.visibleLabel("Back", in: bar)?.superview)
        #expect(bars.frameInRoot(back) == CGRect(x: 39, y: 0, width: 87, height: 44))
        let titleView = try #require(navigation.topViewController?.navigationItem.titleView)
        #expect(bars.frameInRoot(titleView).minX == 172)
    }
}
