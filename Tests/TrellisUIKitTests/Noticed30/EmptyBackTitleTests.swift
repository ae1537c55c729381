import Layout
import Testing
@testable import TrellisUIKit

/// An empty back title shows the chevron alone. Apple's order for the
/// `.default` display mode is `backButtonTitle`, then `title`, then "a
/// generic title, such as *Back*", then no title, "according to the
/// available space" (`UINavigationItem.BackButtonDisplayMode.default`); an
/// empty `backButtonTitle` is a title, and an empty one always fits. A
/// `backBarButtonItem` titled "" is the older idiom for the same; UIKit's
/// drawing of it (guidomb/Portal pull request 10, 2017: "if the title is
/// empty ("") the back button has not text", with a recording) shows the
/// chevron alone. `.generic` ignores `backButtonTitle` (UIKit's header:
/// "Ignores .title and .backButtonTitle (but *not*
/// .backBarButtonItem.title)"), so it still says "Back". An empty `title`
/// (no back title set) is read as a nil one: "Back" (Apple,
/// `UINavigationItem.title`). docs/uikit-numbers.md, "Back button title".
///
/// The test font: every letter 1 em wide, the 11-point chevron and 8 to
/// the title, so "Back" makes the button 11 + 8 + 4 × 17 = 87 wide.
@MainActor @Suite struct EmptyBackTitleTests {
    static let phone = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    final class Screen: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    func pushed(_ root: Screen, _ top: Screen) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
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

    /// "Inbox" would fit (104 wide), but the empty `backButtonTitle` comes first.
    @Test func emptyBackButtonTitleShowsTheChevronAlone() throws {
        let root = Screen("Inbox")
        root.navigationItem.backButtonTitle = ""
        let navigation = pushed(root, Screen("Mail"))
        #expect(backTitle(navigation) == "")
        #expect(try #require(backButton(in: navigation.navigationBar)).frame.width < 87)
    }

    @Test func emptyBackBarButtonItemShowsTheChevronAlone() {
        let root = Screen("Inbox")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        let navigation = pushed(root, Screen("Mail"))
        #expect(backTitle(navigation) == "")
    }

    /// `.generic` takes no `backButtonTitle`, empty or not.
    @Test func genericModeIgnoresAnEmptyBackButtonTitle() {
        let root = Screen("Inbox")
        root.navigationItem.backButtonTitle = ""
        root.navigationItem.backButtonDisplayMode = .generic
        let navigation = pushed(root, Screen("Mail"))
        #expect(backTitle(navigation) == "Back")
    }

    /// No back title, an empty `title`: "Back", as for a nil title.
    @Test func emptyTitleIsReadAsNone() {
        let navigation = pushed(Screen(""), Screen("Mail"))
        #expect(backTitle(navigation) == "Back")
    }
}
