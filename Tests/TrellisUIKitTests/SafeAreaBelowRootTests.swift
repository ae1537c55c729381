import Foundation
import Testing
@testable import TrellisUIKit

/// The safe area of views below the root, as Apple documents
/// `UIView.safeAreaInsets`: "For other views in the view hierarchy, the
/// insets reflect only the portion of the view that is covered by those
/// other content areas"; a controller's `additionalSafeAreaInsets` are
/// "Custom insets that you specify to modify the view controller's safe
/// area"; `safeAreaLayoutGuide` follows the insets, and the layout margins
/// add them while `insetsLayoutMarginsFromSafeArea` is true.
///
/// The device is an iPhone 13 in portrait, 390 × 844 with a safe area of
/// 47 at the top and 34 at the bottom (docs/uikit-numbers.md, "Devices");
/// in landscape 844 × 390 with 47 on each side and 21 at the bottom.
/// Every expected frame below is worked out by hand from those numbers
/// and the constraints each test sets.
@MainActor @Suite struct SafeAreaBelowRootTests {
    static let phone = CGSize(width: 390, height: 844)
    static let phoneSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let landscape = CGSize(width: 844, height: 390)
    static let landscapeSafeArea = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// Counts `safeAreaInsetsDidChange()` calls.
    final class CountingView: UIView {
        var changes = 0
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            changes += 1
        }
    }

    /// A 300-point card pinned to the bottom of the root, as a bottom sheet
    /// or a card over a map is; `content` fills the card's safe area and
    /// `label` its margins.
    final class CardScreen: UIViewController {
        let card = CountingView()
        let content = UIView()
        let marginContent = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            for subview in [card, content, marginContent] { subview.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(card)
            card.addSubview(content)
            card.addSubview(marginContent)
            let safe = card.safeAreaLayoutGuide, margins = card.layoutMarginsGuide
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                card.heightAnchor.constraint(equalToConstant: 300),
                content.topAnchor.constraint(equalTo: safe.topAnchor),
                content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                marginContent.topAnchor.constraint(equalTo: margins.topAnchor),
                marginContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                marginContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                marginContent.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
    }

    /// The card covers the bottom 34 points of the root's safe area: its
    /// insets are (0, 0, 34, 0); the view pinned to its guide is 300 − 34 =
    /// 266 tall; its margins are 8 plus the safe area, so the view pinned
    /// to them stands at (8, 8) and is 390 − 16 = 374 wide and 300 − 8 −
    /// (8 + 34) = 250 tall.
    @Test func cardAtTheBottomCoversTheHomeIndicator() {
        let screen = CardScreen()
        screen.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        #expect(screen.card.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(screen.card.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(screen.card.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 266))
        #expect(screen.content.frame == CGRect(x: 0, y: 0, width: 390, height: 266))
        #expect(screen.marginContent.frame == CGRect(x: 8, y: 8, width: 374, height: 250))
        #expect(screen.card.changes == 1)
        // The content is wholly inside the safe area: none.
        #expect(screen.content.safeAreaInsets == .zero)
        // Laid out again with nothing changed: not told again.
        screen.view.setNeedsLayout()
        screen.view.layoutIfNeeded()
        #expect(screen.card.changes == 1)
    }

    /// Turned to landscape (844 × 390; 47 each side, 21 below), the card
    /// stands at y 390 − 300 = 90 and covers 47 on each side and 21 below:
    /// its guide is (47, 0, 844 − 94 = 750, 300 − 21 = 279).
    @Test func cardFollowsANewSafeArea() {
        let screen = CardScreen()
        screen.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        screen.trellis.show(size: Self.landscape, safeAreaInsets: Self.landscapeSafeArea)
        #expect(screen.card.frame == CGRect(x: 0, y: 90, width: 844, height: 300))
        #expect(screen.card.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(screen.content.frame == CGRect(x: 47, y: 0, width: 750, height: 279))
        #expect(screen.marginContent.frame == CGRect(x: 55, y: 8, width: 734, height: 263))
        // Told at least once more (the new insets may reach the card
        // before its new frame does, as they may in UIKit).
        #expect(screen.card.changes >= 2)
    }

    /// A header pinned to the root's top (not its safe area), 100 tall,
    /// covers the status bar's 47 points; a title pinned to the header's
    /// safe area starts at 47 and is 100 − 47 = 53 tall. A view placed by
    /// its frame wholly inside the safe area has no insets and is never
    /// told of a change.
    @Test func headerUnderTheStatusBarAndAViewInsideTheSafeArea() {
        let root = UIView(frame: CGRect(origin: .zero, size: Self.phone))
        let header = UIView(), title = UIView()
        let inside = CountingView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        for view in [header, title] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(header)
        header.addSubview(title)
        root.addSubview(inside)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.trailingAnchor),
            title.bottomAnchor.constraint(equalTo: header.safeAreaLayoutGuide.bottomAnchor),
        ])
        root.trellis.safeAreaInsets = Self.phoneSafeArea
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(title.frame == CGRect(x: 0, y: 47, width: 390, height: 53))
        #expect(title.safeAreaInsets == .zero)
        #expect(inside.safeAreaInsets == .zero)
        #expect(inside.changes == 0)
        // Moved by its frame under the home indicator (y 844 − 34 − 60 = 750
        // to 850 covers 850 − 810 = 40 of its bottom), it hears of it at once.
        inside.frame = CGRect(x: 20, y: 750, width: 100, height: 100)
        #expect(inside.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0))
        #expect(inside.changes == 1)
    }

    /// A child controller in a custom container: its view, pinned to the
    /// container's edges (not its safe area), covers the device's whole
    /// safe area, plus its `additionalSafeAreaInsets` of 10 at the top:
    /// (57, 0, 34, 0). A label pinned to the child view's guide starts at 57.
    final class Child: UIViewController {
        let label = UIView()
        var heard = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                label.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            heard += 1
        }
    }

    final class Container: UIViewController {
        let child = Child()
        let childFrame: CGRect?
        init(childFrame: CGRect? = nil) {
            self.childFrame = childFrame
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            let content: UIView = child.view
            if let childFrame {
                content.frame = childFrame
                view.addSubview(content)
            } else {
                content.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(content)
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: view.topAnchor),
                    content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
            child.didMove(toParent: self)
        }
    }

    @Test func childControllerAddsItsAdditionalInsets() {
        let container = Container()
        container.loadViewIfNeeded()
        container.child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        container.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        #expect(container.child.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        #expect(container.child.label.frame == CGRect(x: 0, y: 57, width: 390, height: 844 - 57 - 34))
        #expect(container.child.heard >= 1)
        // The container's own safe area is the device's: the child's extra is its own.
        #expect(container.view.safeAreaInsets == Self.phoneSafeArea)
    }

    /// A child view placed by its frame wholly inside the safe area, at
    /// (0, 200, 390, 300), covers none of it: its safe area is its
    /// additional insets alone, 16 on every side, and the label pinned to
    /// its guide is (16, 16, 390 − 32 = 358, 300 − 32 = 268).
    @Test func childInsideTheSafeAreaHasOnlyItsAdditionalInsets() {
        let container = Container(childFrame: CGRect(x: 0, y: 200, width: 390, height: 300))
        container.loadViewIfNeeded()
        container.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        #expect(container.child.view.safeAreaInsets == .zero)
        container.child.additionalSafeAreaInsets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        #expect(container.child.view.safeAreaInsets == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        container.view.layoutIfNeeded()
        #expect(container.child.label.frame == CGRect(x: 16, y: 16, width: 358, height: 268))
    }

    /// A window with the screen's bounds gives its root controller's view
    /// the safe area of the device shown, as `trellis.show` gives it: the
    /// card stands and is inset as in `cardAtTheBottomCoversTheHomeIndicator`.
    @Test func windowGivesItsRootViewTheDevicesSafeArea() {
        UIViewController().trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let screen = CardScreen()
        window.rootViewController = screen
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == Self.phoneSafeArea)
        #expect(screen.view.safeAreaInsets == Self.phoneSafeArea)
        #expect(screen.card.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(screen.content.frame == CGRect(x: 0, y: 0, width: 390, height: 266))
        // A window of another frame is not the device's (the screen is only
        // the last device shown): none.
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(other.safeAreaInsets == .zero)
    }

    /// A navigation controller hosted in a window as large as the screen
    /// stands as one shown by `trellis.show` on the same device: its bar
    /// below the 47-point status bar, 44 tall (docs/uikit-numbers.md,
    /// "Bars"), its top view's safe area 47 + 44 = 91 at the top and 34
    /// below.
    @Test func windowHostedNavigationControllerAgreesWithShow() {
        let shown = UINavigationController(rootViewController: CardScreen())
        shown.trellis.show(size: Self.phone, safeAreaInsets: Self.phoneSafeArea)
        let hosted = UINavigationController(rootViewController: CardScreen())
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = hosted
        window.layoutIfNeeded()
        for navigation in [shown, hosted] {
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
            let top = navigation.topViewController?.view
            #expect(top?.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
            #expect((navigation.topViewController as? CardScreen)?.content.frame
                == CGRect(x: 0, y: 0, width: 390, height: 266))
        }
    }

    /// A scroll view whose adjusted inset takes the safe area (`.always`)
    /// hands its subviews none on those edges: a 100-point view at the top
    /// of its content, scrolled up under the status bar, has no insets.
    /// With `.never` the inset takes none, and the same view covers the 47
    /// points of the status bar.
    @Test func scrollViewHandsItsSubviewsWhatItsInsetDidNotTake() {
        for (behavior, top) in [(UIScrollView.ContentInsetAdjustmentBehavior.always, CGFloat(0)), (.never, 47)] {
            let root = UIView(frame: CGRect(origin: .zero, size: Self.phone))
            let scrollView = UIScrollView(frame: root.bounds)
            scrollView.contentInsetAdjustmentBehavior = behavior
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            let row = CountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            root.addSubview(scrollView)
            scrollView.addSubview(row)
            root.trellis.safeAreaInsets = Self.phoneSafeArea
            root.layoutIfNeeded()
            // Scrolled 200 down, the row (drawn from −200 to −100) is wholly
            // above the safe area: all 100 of its height, where the inset takes none.
            scrollView.contentOffset = CGPoint(x: 0, y: 200)
            #expect(row.safeAreaInsets.top == (top > 0 ? 100 : 0), "\(behavior)")
            let heard = row.changes
            // Scrolled to the content's top: the row stands under the status
            // bar, and is told at once (before any layout) when its safe area changes.
            scrollView.contentOffset = .zero
            #expect(row.changes == heard + (top > 0 ? 1 : 0), "\(behavior)")
            root.layoutIfNeeded()
            #expect(row.frame.minY == 0)
            #expect(row.safeAreaInsets == UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0), "\(behavior)")
        }
    }
}
