import Testing
import TrellisUIKit

/// View controller presentation, navigation, alerts and size transitions,
/// recorded at once as UIKit documents them (docs/uikit.md, "Presenting,
/// navigating, alerts"):
/// <https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)>,
/// <https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)>,
/// <https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller>.
@MainActor @Suite struct PresentationTests {
    /// A controller that logs its appearance calls.
    final class Logged: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() { log.add("\(name).viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name).viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name).viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name).viewDidDisappear") }
    }

    final class Log {
        var entries: [String] = []
        func add(_ entry: String) { entries.append(entry) }
    }

    @Test func presentSetsBothRelationsAndRunsTheCompletionAfterViewDidAppear() {
        let log = Log()
        let home = Logged("home", log)
        home.trellis.show(size: CGSize(width: 390, height: 844))
        log.entries = []
        let sheet = Logged("sheet", log)
        #expect(sheet.modalPresentationStyle == .automatic)
        home.present(sheet, animated: true) { log.add("completion") }
        #expect(home.presentedViewController === sheet)
        #expect(sheet.presentingViewController === home)
        // A sheet (automatic → form sheet since iOS 18) leaves the presenter on screen.
        #expect(log.entries == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear", "completion"])
        // The presented view is laid out at the presenter's size.
        #expect(sheet.view.bounds.size == CGSize(width: 390, height: 844))
        #expect(!sheet.isBeingPresented)
    }

    @Test func fullScreenPresentationHidesThePresenter() {
        let log = Log()
        let home = Logged("home", log)
        home.trellis.show(size: CGSize(width: 390, height: 844))
        let cover = Logged("cover", log)
        cover.modalPresentationStyle = .fullScreen
        log.entries = []
        home.present(cover, animated: false)
        #expect(log.entries == ["cover.viewDidLoad", "home.viewWillDisappear", "cover.viewWillAppear", "home.viewDidDisappear",
                                "cover.viewDidAppear"])
        log.entries = []
        cover.dismiss(animated: false) { log.add("completion") }
        #expect(log.entries == ["cover.viewWillDisappear", "home.viewWillAppear", "cover.viewDidDisappear", "home.viewDidAppear",
                                "completion"])
    }

    @Test func dismissOnThePresentedControllerAsksItsPresenter() {
        let home = UIViewController(), sheet = UIViewController()
        home.present(sheet, animated: true)
        var completed = false
        // Apple: "If you call this method on the presented view controller itself,
        // UIKit asks the presenting view controller to handle the dismissal."
        sheet.dismiss(animated: true) { completed = true }
        #expect(completed)
        #expect(home.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
    }

    @Test func dismissLowerInTheStackDismissesEverythingAbove() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        a.present(b, animated: true)
        b.present(c, animated: true)
        #expect(c.presentingViewController === b)
        a.dismiss(animated: true)
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(c.presentingViewController == nil && b.presentingViewController == nil)
    }

    @Test func presentingTwiceIsRefusedAndNothingToDismissDoesNothing() {
        let home = UIViewController(), first = UIViewController(), second = UIViewController()
        home.present(first, animated: false)
        var secondCompleted = false
        home.present(second, animated: false) { secondCompleted = true }
        #expect(home.presentedViewController === first)
        #expect(!secondCompleted)
        var dismissed = false
        second.dismiss(animated: false) { dismissed = true }
        #expect(!dismissed, "nothing was presented by or for it")
    }

    @Test func childrenSeeTheirAncestorsPresentation() {
        let root = UIViewController(), child = UIViewController()
        root.addChild(child)
        let host = UIViewController()
        host.present(root, animated: false)
        // Apple: "If the view controller was not presented modally, but one of its
        // ancestors was, this property contains the view controller that presented the ancestor."
        #expect(child.presentingViewController === host)
        child.dismiss(animated: false)
        #expect(host.presentedViewController == nil)
    }

    @Test func presentedControllersAreResponders() {
        let home = UIViewController(), sheet = UIViewController()
        home.present(sheet, animated: false)
        // Apple (UIResponder.next): a presented view controller's next responder is its presenter.
        #expect(sheet.next === home)
    }

    @Test func transitionCoordinatorRunsAlongsideAnimationsAtOnce() {
        final class Animated: UIViewController {
            var events: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                transitionCoordinator?.animate(alongsideTransition: { context in
                    self.events.append("alongside \(context.isAnimated)")
                }, completion: { _ in self.events.append("completion") })
                events.append("willAppear")
            }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("didAppear") }
        }
        let home = UIViewController(), sheet = Animated()
        home.present(sheet, animated: true)
        #expect(sheet.events == ["alongside true", "willAppear", "didAppear", "completion"])
        #expect(sheet.transitionCoordinator == nil)
    }

    @Test func showAgainAtAnotherSizeAnnouncesTheTransition() {
        final class Rotating: UIViewController {
            var sizes: [CGSize] = []
            var completions = 0
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
                coordinator.animate(alongsideTransition: nil) { _ in self.completions += 1 }
            }
        }
        final class Child: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                sizes.append(size)
            }
        }
        let controller = Rotating(), child = Child()
        controller.addChild(child)
        controller.trellis.show(size: CGSize(width: 390, height: 844))
        #expect(controller.sizes.isEmpty, "the first show is no transition")
        controller.trellis.show(size: CGSize(width: 844, height: 390))
        #expect(controller.sizes == [CGSize(width: 844, height: 390)])
        #expect(controller.completions == 1)
        // UIKit's default forwards to the children, at size(forChildContentContainer:…).
        #expect(child.sizes == [CGSize(width: 844, height: 390)])
        controller.trellis.show(size: CGSize(width: 844, height: 390))
        #expect(controller.sizes.count == 1, "the same size again is no transition")
    }

    @Test func presentationStylesHaveUIKitsRawValues() {
        #expect(UIModalPresentationStyle.fullScreen.rawValue == 0)
        #expect(UIModalPresentationStyle.pageSheet.rawValue == 1)
        #expect(UIModalPresentationStyle.formSheet.rawValue == 2)
        #expect(UIModalPresentationStyle.currentContext.rawValue == 3)
        #expect(UIModalPresentationStyle.custom.rawValue == 4)
        #expect(UIModalPresentationStyle.overFullScreen.rawValue == 5)
        #expect(UIModalPresentationStyle.overCurrentContext.rawValue == 6)
        #expect(UIModalPresentationStyle.popover.rawValue == 7)
        #expect(UIModalPresentationStyle.none.rawValue == -1)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2)
        #expect(UIModalTransitionStyle.partialCurl.rawValue == 3)
        let controller = UIViewController()
        #expect(controller.modalTransitionStyle == .coverVertical)
        #expect(!controller.isModalInPresentation)
    }

    // MARK: Navigation

    @Test func navigationControllerPushesAndPops() {
        let log = Log()
        let root = Logged("root", log), detail = Logged("detail", log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(root.navigationController === navigation)
        #expect(root.parent === navigation)
        #expect(navigation.topViewController === root)
        navigation.trellis.show(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(log.entries == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        // The top view fills the navigation controller's view; its safe area
        // gains the 44-point bar: 47 + 44.
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.safeAreaInsets.top == 91)

        log.entries = []
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail && navigation.visibleViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(log.entries == ["detail.viewDidLoad", "root.viewWillDisappear", "detail.viewWillAppear",
                                "root.viewDidDisappear", "detail.viewDidAppear"])
        #expect(detail.view.frame.size == CGSize(width: 390, height: 844))
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(navigation.navigationBar.backItem === root.navigationItem)

        log.entries = []
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        #expect(detail.navigationController == nil)
        #expect(detail.view.superview == nil && root.view.superview === navigation.view)
        #expect(log.entries == ["detail.viewWillDisappear", "root.viewWillAppear", "detail.viewDidDisappear", "root.viewDidAppear"])
        #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
    }

    @Test func popToRootAndSetViewControllers() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        #expect(navigation.popToViewController(b, animated: false) == [c])
        navigation.pushViewController(c, animated: false)
        #expect(navigation.popToRootViewController(animated: false) == [b, c])
        #expect(navigation.viewControllers == [a])
        #expect(navigation.popToRootViewController(animated: false) == nil)
        navigation.viewControllers = [c, b]
        #expect(navigation.children == [c, b])
        #expect(a.parent == nil)
        #expect(navigation.topViewController === b)
    }

    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        let root = UIViewController(), next = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        root.show(next, sender: nil)
        #expect(navigation.topViewController === next)
        let lone = UIViewController(), other = UIViewController()
        lone.show(other, sender: nil)
        #expect(lone.presentedViewController === other)
    }

    @Test func navigationDelegateHearsOfPushes() {
        final class Delegate: UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                      animated: Bool) { shown.append("will \(viewController.title ?? "")") }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                      animated: Bool) { shown.append("did \(viewController.title ?? "")") }
        }
        let root = UIViewController(), next = UIViewController()
        next.title = "next"
        let navigation = UINavigationController(rootViewController: root)
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(next, animated: true)
        #expect(delegate.shown == ["will next", "did next"])
    }

    // MARK: Alerts

    @Test func alertStoresItsActionsAndTextFields() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(delete)
        alert.addAction(cancel)
        alert.preferredAction = delete
        alert.addTextField { $0.placeholder = "Type DELETE" }
        #expect(alert.title == "Delete?" && alert.message == "This cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions == [delete, cancel])
        #expect(alert.preferredAction === delete)
        #expect(alert.textFields?.count == 1 && alert.textFields?.first?.placeholder == "Type DELETE")
        #expect(delete.style == .destructive && delete.isEnabled)
        // Action sheets take no text fields (UIKit raises).
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test func tappingAnActionDismissesTheAlertThenRunsTheHandler() {
        let home = UIViewController()
        var events: [String] = []
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { action in
            events.append("\(action.title ?? "") presented: \(home.presentedViewController != nil)")
        })
        alert.addTextField()
        home.present(alert, animated: true)
        alert.textFields?.first?.text = "typed"
        #expect(alert.trellis.tap(actionTitled: "Sign Out"))
        #expect(events == ["Sign Out presented: false"])
        #expect(home.presentedViewController == nil)
        #expect(!alert.trellis.tap(actionTitled: "Nope"))
    }

    @Test func disabledActionsCannotBeTapped() {
        var ran = false
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in ran = true }
        save.isEnabled = false
        alert.addAction(save)
        #expect(!alert.trellis.tap(actionTitled: "Save"))
        #expect(!ran)
        #expect(!UIViewController().trellis.tap(actionTitled: "Save"), "not an alert")
    }
}
