import Layout
import Testing
@testable import TrellisUIKit

/// The back button's title as Apple documents it: for the `.default`
/// display mode, `backButtonTitle`, then `title`, then "a generic title,
/// such as *Back*", then no title, chosen "according to the available
/// space" (`UINavigationItem.BackButtonDisplayMode.default`); a
/// `backBarButtonItem`'s title whatever the mode (`backButtonDisplayMode`:
/// the mode is used "when the `backBarButtonItem` property is `nil`"; the
/// header on `.generic`: "but *not* .backBarButtonItem.title"). Newuser15's
/// suite pushed a screen under a long title and got the title cut where
/// iOS shows "Back". The space is Trellis's measure (docs/uikit-numbers.md,
/// "Back button title"): the back button ends 6 before the centred title.
///
/// Measured with the test font (every letter 1 em wide): on an iPhone 13
/// (390 wide) the back button starts 7 before the 16-point margin, at 9,
/// and is the 11-point chevron, 8, and its title (17 a letter) wide.
@MainActor @Suite struct BackButtonTitleFitTests {
    static let phone = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// `root` with `top` pushed, shown on an iPhone 13 in the test font.
    func pushed(_ root: Screen, _ top: Screen, large: Bool = false) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = large
        navigation.pushViewController(top, animated: false)
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.safeArea)
        return navigation
    }

    func backButton(in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == "BackButton" { return view }
        return view.subviews.lazy.compactMap { backButton(in: $0) }.first
    }

    /// The back button's title: its one label's text ("" for none).
    func backTitle(_ navigation: UINavigationController) -> String? {
        backButton(in: navigation.navigationBar)?.subviews.compactMap { $0 as? UILabel }.first?.text
    }

    /// "Mail" (4 × 17 = 68) centred starts at 195 − 34 = 161, so the back
    /// button may end at 155: 146 from its start at 9. "Conversations"
    /// would take 11 + 8 + 13 × 17 = 240; "Back" takes 11 + 8 + 68 = 87.
    @Test func longPreviousTitleBecomesBack() {
        let navigation = pushed(Screen("Conversations"), Screen("Mail"))
        #expect(backTitle(navigation) == "Back")
        #expect(backButton(in: navigation.navigationBar)?.frame.width == 87)
    }

    /// "Inbox" fits: 11 + 8 + 85 = 104 ≤ 146.
    @Test func shortPreviousTitleStays() {
        let navigation = pushed(Screen("Inbox"), Screen("Mail"))
        #expect(backTitle(navigation) == "Inbox")
        #expect(backButton(in: navigation.navigationBar)?.frame.width == 104)
    }

    /// Apple's order: a `backButtonTitle` too long for the space gives way
    /// to the title ("All Conversations", 17 letters, 308 wide; "Inbox" 104).
    @Test func longBackButtonTitleGivesWayToTheTitle() {
        let root = Screen("Inbox")
        root.navigationItem.backButtonTitle = "All Conversations"
        let navigation = pushed(root, Screen("Mail"))
        #expect(backTitle(navigation) == "Inbox")
    }

    /// A title as wide as the bar leaves no room for "Back" either: the
    /// chevron alone ("Notification Settings", 21 × 17 = 357, centred from
    /// 16.5: the button could end at 10.5, 1.5 after its start).
    @Test func noRoomLeavesTheChevronAlone() {
        let navigation = pushed(Screen("Inbox"), Screen("Notification Settings"))
        #expect(backTitle(navigation) == "")
    }

    /// Under a large title the row has no inline title: the back button may
    /// reach the right margin (390 − 16 − 9 = 365), and "Conversations" (240) fits.
    @Test func largeTitleLeavesTheRowToTheBackButton() {
        let navigation = pushed(Screen("Conversations"), Screen("Mail"), large: true)
        #expect(backTitle(navigation) == "Conversations")
    }

    /// `.generic` ignores `title` and `backButtonTitle`, not the
    /// `backBarButtonItem`'s title (UIKit's header; Apple's page for
    /// `backButtonDisplayMode`); without one it shows "Back".
    @Test func genericModeKeepsTheBackBarButtonItemsTitle() {
        let root = Screen("Inbox")
        root.navigationItem.backButtonDisplayMode = .generic
        let navigation = pushed(root, Screen("Mail"))
        #expect(backTitle(navigation) == "Back")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mailboxes", style: .plain, target: nil, action: nil)
        navigation.view.layoutIfNeeded()
        #expect(backTitle(navigation) == "Mailboxes")
    }
}
