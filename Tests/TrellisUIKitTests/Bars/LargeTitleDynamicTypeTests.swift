import Layout
import Testing
@testable import TrellisUIKit

/// A large title follows Dynamic Type; the rest of a bar does not. The
/// large title's font is the `largeTitle` text style (Apple: "The font
/// style for large titles") at the bar's size, bold: 31, 34 and 60 points
/// at xSmall, Large and AX5 in Apple's Dynamic Type table (docs/uikit.md,
/// "Fonts"). Bar items stay at their size and show the large content
/// viewer instead (WWDC19 session 261: "Shown by default in standard UIKit
/// bars: navigation bars, tab bars, toolbars"). The test font stands in for
/// the system font (a line 1 em tall), so the bar's height is worked out
/// by hand: 44 for the row, then 52 plus 21 for every 26 points the title
/// is larger than the default 34, rounded up (21 at AX5, UIKit's drawing on
/// iOS 17; docs/uikit-numbers.md, "Bars").
@MainActor @Suite struct LargeTitleDynamicTypeTests {
    static let phone = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A navigation controller with a large title over a pushed screen
    /// with a back button, shown at `category`.
    func shown(at category: UIContentSizeCategory) -> UINavigationController {
        let root = UIViewController()
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.safeArea)
        navigation.view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: category)
        navigation.view.layoutIfNeeded()
        return navigation
    }

    func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }

    /// At Large: 34 points, the bar 44 + 52 = 96. At xSmall: 31 points, a
    /// smaller title: still 96. At AX5: 60 points, 26 larger, the bar
    /// 44 + 52 + 21 = 117, the title's bottom 8 above the bar's
    /// (117 − 8 − 60 = 49 from its top, below the 44-point row).
    @Test(arguments: [
        (UIContentSizeCategory.large, CGFloat(34), CGFloat(96)),
        (.extraSmall, 31, 96),
        (.accessibilityExtraExtraExtraLarge, 60, 117),
    ])
    func largeTitleScales(category: UIContentSizeCategory, size: CGFloat, barHeight: CGFloat) throws {
        let navigation = shown(at: category)
        let bar = navigation.navigationBar
        let title = try #require(label("Settings", in: bar))
        #expect(title.font.pointSize == size)
        #expect(bar.frame.height == barHeight)
        // In the bar (the title lies in its area under the row).
        let frame = title.convert(title.bounds, to: bar)
        #expect(frame.maxY == barHeight - 8)
        #expect(frame.minY >= 44)
        #expect(navigation.viewControllers[0].view.safeAreaInsets.top == 47 + barHeight)
    }

    /// The back button's title and the standard title keep 17 points at AX5.
    @Test func barItemsKeepTheirSize() throws {
        let navigation = shown(at: .accessibilityExtraExtraExtraLarge)
        let detail = UIViewController()
        detail.title = "Wi-Fi"
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        navigation.view.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 44)
        #expect(try #require(label("Wi-Fi", in: bar)).font.pointSize == 17)
        // "Settings" (155 wide with its chevron, in the test font) does not
        // fit before the centred "Wi-Fi": the back button says "Back"
        // (BackButtonTitleFitTests), in 17 points all the same.
        #expect(try #require(label("Back", in: bar)).font.pointSize == 17)
    }
}
