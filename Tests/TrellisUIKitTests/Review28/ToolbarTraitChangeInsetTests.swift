import Layout
import Testing
@testable import TrellisUIKit

/// toolbar49 × offsets: the navigation controller's toolbar row follows
/// the traits (a phone's 49, 44 in a compact height: BarMetrics), and the
/// table under it takes the new row into `adjustedContentInset.bottom`
/// and keeps resting at `-adjustedContentInset.top` as the screen turns.
/// Landscape iPhone 13: 844 × 390, safe area 47 left and right, 21 at the
/// bottom: bottom inset 21 + 44 = 65; portrait 390 × 844, safe area 47
/// top and 34 bottom: 34 + 49 = 83 and top 47 + 44 = 91, rest -91.
@MainActor @Suite struct ToolbarTraitChangeInsetTests {
    @Test func theBottomInsetFollowsTheToolbarRowAcrossATurn() throws {
        let controller = UITableViewController(style: .plain)
        controller.toolbarItems = [UIBarButtonItem(title: "Settings", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: controller)
        navigation.isToolbarHidden = false
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let landscape = UITraitCollection(traitsFrom: [
            .init(userInterfaceIdiom: .phone), .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .compact),
        ])
        navigation.trellis.show(size: CGSize(width: 844, height: 390), traits: landscape,
                                safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let table = controller.tableView!
        #expect(table.adjustedContentInset.bottom == 65)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        let portrait = UITraitCollection(traitsFrom: [
            .init(userInterfaceIdiom: .phone), .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
        ])
        navigation.trellis.show(size: CGSize(width: 390, height: 844), traits: portrait,
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(table.contentOffset.y == -91)
    }
}
