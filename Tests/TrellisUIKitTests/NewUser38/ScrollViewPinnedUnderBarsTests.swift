import Testing
import TrellisUIKit

/// A plain scroll view pinned to `view.topAnchor` (not the safe area) as a
/// controller's first subview, under a navigation bar (standard and large
/// title) and a tab bar, by each `contentInsetAdjustmentBehavior` (Apple's
/// pages on the four cases). Its content is shorter than the screen, so
/// only `.automatic`'s "Content is always adjusted vertically when the
/// scroll view is the content view of a view controller that is currently
/// displayed by a navigation or tab bar controller" adjusts it besides
/// `.always`. newuser37 and newuser38 saw no top inset: `.automatic`
/// counted only a scroll view that was the controller's view itself.
/// Numbers: an iPhone 13's 47-point status bar and 34-point home
/// indicator, the 44-point bar (91) or 96-point large-title bar (143), the
/// 49-point tab bar (83 at the bottom) (docs/uikit-numbers.md).
@MainActor @Suite struct ScrollViewPinnedUnderBarsTests {
    final class Screen: UIViewController {
        let scrollView = Watched()
        var behind: UIView?
        override func viewDidLoad() {
            super.viewDidLoad()
            if let behind { view.addSubview(behind) }
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView)
            let label = UILabel()
            label.text = "Short"
            label.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(label)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                label.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                label.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
        }
    }

    final class Watched: UIScrollView {
        var changes = 0
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            changes += 1
        }
    }

    static let phone = CGSize(width: 390, height: 844)
    static let device = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func inNavigation(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, large: Bool = false) -> Screen {
        let screen = Screen()
        screen.loadViewIfNeeded()
        screen.scrollView.contentInsetAdjustmentBehavior = behavior
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = large
        navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.device)
        return screen
    }

    @Test(arguments: [(false, 91.0), (true, 143.0)])
    func automaticStartsBelowTheNavigationBar(large: Bool, top: CGFloat) {
        let screen = inNavigation(.automatic, large: large)
        #expect(screen.scrollView.contentSize.height < screen.scrollView.bounds.height)
        #expect(screen.scrollView.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0))
        #expect(screen.scrollView.contentOffset == CGPoint(x: 0, y: -top))
        #expect(screen.scrollView.changes >= 1)
        // The content's first view is drawn just below the bar.
        let label = try! #require(screen.scrollView.subviews.first { $0 is UILabel })
        #expect(label.convert(CGPoint.zero, to: screen.view).y == top)
    }

    @Test func alwaysTakesTheWholeSafeAreaAndNeverNone() {
        let always = inNavigation(.always)
        #expect(always.scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(always.scrollView.contentOffset.y == -91)
        let never = inNavigation(.never)
        #expect(never.scrollView.adjustedContentInset == .zero)
        #expect(never.scrollView.contentOffset.y == 0)
        #expect(never.scrollView.changes == 0)
    }

    @Test func scrollableAxesAdjustsAShortScrollViewOnlyWhenItBouncesVertically() {
        let short = inNavigation(.scrollableAxes)
        #expect(short.scrollView.adjustedContentInset == .zero)
        short.scrollView.alwaysBounceVertical = true
        #expect(short.scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(short.scrollView.contentOffset.y == -91)
    }

    @Test func automaticUnderATabBarTakesTheStatusBarAndTheTabBar() {
        let screen = Screen()
        let tabs = UITabBarController()
        tabs.viewControllers = [screen]
        tabs.trellis.show(size: Self.phone, safeAreaInsets: Self.device)
        #expect(screen.scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(screen.scrollView.contentOffset.y == -47)
    }

    @Test func aScrollViewBehindAnotherSubviewIsNotTheContentView() {
        let screen = Screen()
        screen.behind = UIView()
        screen.loadViewIfNeeded()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.device)
        #expect(screen.scrollView.adjustedContentInset == .zero)
        // Named the content scroll view, it is one.
        screen.setContentScrollView(screen.scrollView)
        #expect(screen.scrollView.adjustedContentInset.top == 91)
        #expect(screen.scrollView.contentOffset.y == -91)
    }

    @Test func withoutABarControllerAShortScrollViewIsNotAdjusted() {
        let screen = Screen()
        screen.trellis.show(size: Self.phone, safeAreaInsets: Self.device)
        #expect(screen.scrollView.adjustedContentInset == .zero)
    }
}
