import Layout
import Testing
import TrellisUIKit

/// Scroll views, safe areas, cells and view controllers, laid out as UIKit
/// lays them out; every expected number is worked out from the
/// constraints and UIKit's documented behaviour.
@MainActor @Suite struct ContainerTests {
    /// Content pinned to a scroll view's four edges sets the content size
    /// (UIKit reads those edges as the content area's); the scroll view
    /// keeps its frame; the offset moves the content up.
    @Test func scrollViewEdgesAreTheContentArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 300),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(scrollView.contentSize == CGSize(width: 200, height: 300))
        #expect(root.trellis.layoutView.layoutIssues.isEmpty)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        // The content's frame is in content coordinates, as UIKit's: at the
        // content area's origin, read the same before the next layout (as
        // in `scrollViewDidScroll(_:)`) and after it; it is drawn 50 up.
        #expect(content.frame.minY == 0)
        root.layoutIfNeeded()
        #expect(content.frame.minY == 0)
        #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: -50))
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 50))
    }

    /// The safe-area guide follows the insets a device gives the root.
    @Test func safeAreaGuideFollowsTheRootsInsets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.trellis.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // 844 − 47 − 34 = 763.
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 10, height: 763))
        #expect(root.safeAreaInsets.top == 47)
    }

    /// A self-sizing cell: a 20-point view inside the content view's
    /// margins (11 above and below, see docs/uikit-numbers.md) fits in 42.
    @Test func selfSizingCellFitsItsContent() {
        final class Cell: UITableViewCell {
            let bar = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                bar.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    bar.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                    bar.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let cell = Cell(style: .default, reuseIdentifier: "cell")
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 42))
        #expect(cell.frame.size == CGSize(width: 320, height: 44))  // UIKit's default cell frame
        cell.frame.size = size
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 42))
        // 16 from each side: 320 − 32 = 288.
        #expect(cell.bar.frame.width == 288)
    }

    /// The view controller's life: `loadView`, then `viewDidLoad`, once;
    /// the layout callbacks around the view's `layoutSubviews`; the root
    /// view's system minimum margins (16 points a side in compact width).
    @Test func viewControllerLifecycle() {
        final class Controller: UIViewController {
            var calls: [String] = []
            override func loadView() { calls.append("loadView"); super.loadView() }
            override func viewDidLoad() { calls.append("viewDidLoad") }
            override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
        }
        let controller = Controller()
        #expect(!controller.isViewLoaded)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        _ = controller.view
        controller.view.layoutIfNeeded()
        #expect(controller.calls == ["loadView", "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(controller.view.directionalLayoutMargins.leading == 16)
        #expect(controller.view.directionalLayoutMargins.trailing == 16)
    }

    /// Traits given at the root reach every view: `traitCollectionDidChange`
    /// is called with the previous traits, and dynamic colours resolve dark.
    @Test func traitChangesReachEveryView() {
        final class Watcher: UIView {
            var previous: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                previous.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = Watcher()
        watcher.backgroundColor = .systemBackground
        root.addSubview(watcher)
        root.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        #expect(watcher.traitCollection.userInterfaceStyle == .dark)
        #expect(watcher.previous == [.light])
        // systemBackground is white in light and black in dark (docs/uikit.md).
        #expect(watcher.trellis.layoutView.backgroundColor == Color(white: 0))
        root.trellis.traitOverrides = nil
        #expect(watcher.trellis.layoutView.backgroundColor == Color(white: 1))
    }
}

/// Showing a view controller as a device would.
@MainActor @Suite struct ShowingControllerTests {
    /// `show` loads, sizes, gives traits and a safe area, and calls the
    /// appearance callbacks around the layout, in UIKit's order.
    @Test func showCallsTheLifecycleInOrder() {
        final class Controller: UIViewController {
            var calls: [String] = []
            let bar = UIView()
            override func viewDidLoad() {
                calls.append("viewDidLoad")
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    bar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
            override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
            override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
        }
        let controller = Controller()
        let view = controller.trellis.show(size: CGSize(width: 390, height: 844),
                                           traits: UITraitCollection(userInterfaceStyle: .dark),
                                           safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        // Margins 16 a side (compact width): 390 − 32 = 358, at the safe area's top.
        #expect(controller.bar.frame == CGRect(x: 16, y: 47, width: 358, height: 44))
    }
}

/// iOS 17's trait-change registrations.
@MainActor @Suite struct TraitRegistrationTests {
    /// The handler runs for the traits registered, with the previous traits, and not for others.
    @Test func handlersRunForTheirTraits() {
        final class Badge: UIView {
            var styles: [UIUserInterfaceStyle] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Badge, previous: UITraitCollection) in
                    self.styles.append(previous.userInterfaceStyle)
                }
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let badge = Badge()
        root.addSubview(badge)
        root.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(badge.styles.isEmpty)
        root.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        #expect(badge.styles == [.light])
    }
}

/// The layer's properties reach what the painter draws.
@MainActor @Suite struct LayerTests {
    @Test func layerPropertiesReachTheNode() {
        let card = UIView()
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.red.cgColor
        card.layer.shadowOpacity = 0.25
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        card.layer.masksToBounds = true
        let node = card.trellis.layoutView
        #expect(node.cornerRadius == 12)
        #expect(node.borderWidth == 1)
        #expect(node.borderColor == Color(red: 1, green: 0, blue: 0))
        #expect(node.shadow == Shadow(color: .black, opacity: 0.25, offset: Size(width: 0, height: 2), radius: 4))
        #expect(card.clipsToBounds)
    }
}

/// Margins measured from the safe area, and a root view's margins following its size class.
@MainActor @Suite struct MarginTests {
    /// `insetsLayoutMarginsFromSafeArea` (true by default): the margins
    /// guide is inset by the safe area plus the margins, and `layoutMargins`
    /// reads them so (Apple's `layoutMargins` page: the values "may be
    /// greater if the view is not fully inside the safe area";
    /// `LayoutMarginsWithSafeAreaTests`); without it, what was set.
    @Test func marginsStartAtTheSafeArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        root.trellis.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // 47 + 8 = 55 from each side: 844 − 110 = 734; bottom 390 − 21 − 8 = 361.
        #expect(box.frame == CGRect(x: 55, y: 351, width: 734, height: 10))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 55, bottom: 29, right: 55))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 372, width: 828, height: 10))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// A controller's root view: 16 points a side in compact width below
    /// 414 points, 20 in regular width and from 414 points on (Interface
    /// Builder's saved frames: docs/uikit-numbers.md, "Margins, guides and
    /// spacing"), following the size class when it changes.
    @Test func rootMarginsFollowTheSizeClassAndTheWidth() {
        let controller = UIViewController()
        controller.trellis.show(size: CGSize(width: 390, height: 844), traits: UITraitCollection(horizontalSizeClass: .regular))
        #expect(controller.view.directionalLayoutMargins.leading == 20)
        controller.view.trellis.traitOverrides = UITraitCollection(horizontalSizeClass: .compact)
        #expect(controller.view.directionalLayoutMargins.leading == 16)
        controller.trellis.show(size: CGSize(width: 414, height: 896), traits: UITraitCollection(horizontalSizeClass: .compact))
        #expect(controller.view.directionalLayoutMargins.leading == 20)
        #expect(controller.view.directionalLayoutMargins.trailing == 20)
        controller.trellis.show(size: CGSize(width: 375, height: 812), traits: UITraitCollection(horizontalSizeClass: .compact))
        #expect(controller.view.directionalLayoutMargins.leading == 16)
    }
}
