import Foundation
import Testing
import TrellisUIKit

/// When a split view controller collapses: as it is first shown in a
/// compact environment, not as its view loads (Apple, `isCollapsed`:
/// "Collapsing happens when the split view controller transitions from a
/// horizontally regular to a horizontally compact environment"). So a
/// delegate set in `viewDidLoad`, as WireGuard's main screen sets it, is
/// asked. Sizes as in SplitViewCollapseTests: an iPhone 390 × 844
/// (compact), an iPad in landscape 1180 × 820 (regular).
@MainActor @Suite struct SplitViewCollapseTimingTests {
    /// An empty page: the detail a list app shows before anything is picked.
    final class Blank: UIViewController {}

    /// Classic style, its own delegate from `viewDidLoad` (and no call to
    /// `super`, as WireGuard's): the secondary is collapsed away when its
    /// navigation controller's root is the blank page.
    final class ListAndBlank: UISplitViewController, UISplitViewControllerDelegate {
        let list = UIViewController()
        let listNavigation: UINavigationController
        let detailNavigation = UINavigationController(rootViewController: Blank())
        var collapseAsked = 0

        init() {
            listNavigation = UINavigationController(rootViewController: list)
            super.init(nibName: nil, bundle: nil)
            viewControllers = [listNavigation, detailNavigation]
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            delegate = self
            preferredDisplayMode = .oneBesideSecondary
        }

        func splitViewController(_ splitViewController: UISplitViewController,
                                 collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            collapseAsked += 1
            return (secondaryViewController as? UINavigationController)?.viewControllers.first is Blank
        }
    }

    /// Column style, its delegate from `viewDidLoad`: the primary on top when collapsed.
    final class PrimaryOnTop: UISplitViewController, UISplitViewControllerDelegate {
        let list = UIViewController(), detail = UIViewController()
        var topAsked = 0

        init() {
            super.init(style: .doubleColumn)
            setViewController(list, for: .primary)
            setViewController(detail, for: .secondary)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
        }

        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column {
            topAsked += 1
            return .primary
        }
    }

    private func show(_ split: UISplitViewController, _ size: CGSize, _ sizeClass: UIUserInterfaceSizeClass) {
        split.trellis.show(size: size, traits: UITraitCollection(horizontalSizeClass: sizeClass))
    }

    private func same(_ controllers: [UIViewController]?, _ expected: [UIViewController]) -> Bool {
        controllers.map { $0.map(ObjectIdentifier.init) } == expected.map(ObjectIdentifier.init)
    }

    /// Loaded but not shown, it is not collapsed and has asked nothing;
    /// shown on a phone, the delegate set in `viewDidLoad` takes the blank
    /// secondary, so the list shows alone, no Back button to a blank page.
    @Test func delegateSetInViewDidLoadDecidesTheCollapse() throws {
        let split = ListAndBlank()
        _ = split.view
        #expect(split.delegate === split)
        #expect(!split.isCollapsed)
        #expect(split.collapseAsked == 0)
        #expect(split.viewControllers.count == 2)

        show(split, CGSize(width: 390, height: 844), .compact)
        #expect(split.isCollapsed)
        #expect(split.collapseAsked == 1)
        #expect(same(split.listNavigation.viewControllers, [split.list]))
        #expect(same(split.viewControllers, [split.listNavigation]))
        #expect(split.listNavigation.navigationBar.backItem == nil)
        #expect(split.listNavigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(split.detailNavigation.viewIfLoaded?.superview == nil)
    }

    /// On an iPad the same screen does not collapse: both columns, the delegate not asked.
    @Test func regularEnvironmentNeverAsksToCollapse() throws {
        let split = ListAndBlank()
        show(split, CGSize(width: 1180, height: 820), .regular)
        #expect(!split.isCollapsed)
        #expect(split.collapseAsked == 0)
        #expect(split.listNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(split.detailNavigation.view.frame == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    /// Column style: the top column comes from the delegate set in
    /// `viewDidLoad`, so the secondary stays off the primary's stack.
    @Test func columnStyleAsksTheDelegateSetInViewDidLoad() throws {
        let split = PrimaryOnTop()
        show(split, CGSize(width: 390, height: 844), .compact)
        #expect(split.topAsked > 0)
        #expect(same(split.list.navigationController?.viewControllers, [split.list]))
        #expect(split.isShowing(.primary) && !split.isShowing(.secondary))
        #expect(split.list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
