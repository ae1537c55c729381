import Testing
@testable import TrellisUIKit

/// The scroll view bars observe when none is set: the controller's view if
/// it is a scroll view, else its first subview if that is one, as apps
/// report UIKit finds it (airbnb's HorizonCalendar, pull request 173;
/// docs/uikit-numbers.md). A list that is a subview behind nothing makes
/// its bars leave their scroll-edge look as it scrolls under them; a list
/// behind another subview, or deeper, is not found. Tables of 30 red
/// 44-point rows (1,320 points) on an iPhone 13 (ScrollEdgeAppearanceTests).
@MainActor @Suite struct ContentScrollViewFindingTests {
    /// A plain view holding `first` (if any), then a table pinned to its
    /// edges, the table inside `wrapper` when asked.
    final class Screen: UIViewController {
        let rows = ScrollEdgeAppearanceTests.Rows(30)
        lazy var table = UITableView.redRows(rows)
        let first: UIView?
        let wrapped: Bool
        init(first: UIView? = nil, wrapped: Bool = false) {
            self.first = first
            self.wrapped = wrapped
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            if let first { view.addSubview(first) }
            let holder = wrapped ? UIView() : view!
            if wrapped { pin(holder, in: view) }
            pin(table, in: holder)
        }

        private func pin(_ child: UIView, in parent: UIView) {
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: parent.topAnchor), child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            ])
        }
    }

    private func inBars(_ screen: UIViewController) -> (UITabBarController, UINavigationController) {
        let navigation = UINavigationController(rootViewController: screen)
        navigation.tabBarItem = UITabBarItem(title: "Rows", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        tabs.trellis.show(size: ScrollEdgeAppearanceTests.phone, safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
        return (tabs, navigation)
    }

    /// The table is the view's only (so first) subview: both edges observe
    /// it. 1,320 points of rows run past the tab bar, so the tab bar
    /// leaves its scroll-edge look at once; the navigation bar does when
    /// the table scrolls 100 points down, and comes back at the rest.
    @Test func firstSubviewTableIsObservedAtBothEdges() {
        let screen = Screen()
        let (tabs, navigation) = inBars(screen)
        #expect(screen.contentScrollView(for: .top) === screen.table)
        #expect(screen.contentScrollView(for: .bottom) === screen.table)
        #expect(!tabs.tabBar.isAtScrollEdge)
        #expect(navigation.navigationBar.isAtScrollEdge)
        let rest = screen.table.contentOffset.y
        screen.table.contentOffset.y = rest + 100
        #expect(!navigation.navigationBar.isAtScrollEdge)
        screen.table.contentOffset.y = rest
        #expect(navigation.navigationBar.isAtScrollEdge)
    }

    /// A label as subview 0 and the table as subview 1 (HorizonCalendar's
    /// case): nothing observed, the bars stay in their scroll-edge look
    /// over the rows until the table is set with `setContentScrollView`.
    @Test func tableBehindAnotherSubviewIsNotFound() {
        let screen = Screen(first: UILabel())
        let (tabs, _) = inBars(screen)
        #expect(screen.contentScrollView(for: .top) == nil)
        #expect(screen.contentScrollView(for: .bottom) == nil)
        #expect(tabs.tabBar.isAtScrollEdge)
        screen.setContentScrollView(screen.table)
        #expect(!tabs.tabBar.isAtScrollEdge)
    }

    /// The table inside a plain view that is the first subview: only the
    /// first subview itself is looked at, not its subviews.
    @Test func tableDeeperThanTheFirstSubviewIsNotFound() {
        let screen = Screen(wrapped: true)
        let (tabs, _) = inBars(screen)
        #expect(screen.table.superview?.superview === screen.view)
        #expect(screen.contentScrollView(for: .bottom) == nil)
        #expect(tabs.tabBar.isAtScrollEdge)
    }

    /// An override still decides: nil for the top keeps the navigation bar
    /// at its scroll edge however far the first-subview table scrolls.
    @Test func overrideReturningNilWins() {
        final class TopOff: UIViewController {
            let rows = ScrollEdgeAppearanceTests.Rows(30)
            lazy var table = UITableView.redRows(rows)
            override func viewDidLoad() {
                super.viewDidLoad()
                table.frame = view.bounds
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(table)
            }
            override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
                edge == .top ? nil : super.contentScrollView(for: edge)
            }
        }
        let screen = TopOff()
        let (tabs, navigation) = inBars(screen)
        screen.table.contentOffset.y += 300
        #expect(navigation.navigationBar.isAtScrollEdge)
        #expect(screen.contentScrollView(for: .bottom) === screen.table)
        #expect(!tabs.tabBar.isAtScrollEdge)
    }
}
