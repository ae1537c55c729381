import Testing
import TrellisUIKit

/// Presentation controllers, the share sheet, pull to refresh, the
/// pasteboard and property animators, as UIKit documents them:
/// <https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller>,
/// <https://developer.apple.com/documentation/uikit/uipresentationcontroller>,
/// <https://developer.apple.com/documentation/uikit/uirefreshcontrol>,
/// <https://developer.apple.com/documentation/uikit/uipasteboard>,
/// <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator>.
@MainActor @Suite struct SheetsPasteboardAnimatorTests {
    @Test func aSheetsControllerExistsOnlyForSheetStyles() throws {
        let sheet = UIViewController()
        // `.automatic` is shown as a sheet on iPhone, so it has one.
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
        #expect(sheet.popoverPresentationController == nil)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
        #expect(full.presentationController != nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.popoverPresentationController != nil)
        #expect(popover.sheetPresentationController == nil)
    }

    final class HalfHeight: UIPresentationController {
        var log: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView?.bounds ?? .zero
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() { log.append("willBegin") }
        override func containerViewWillLayoutSubviews() { log.append("willLayout") }
        override func containerViewDidLayoutSubviews() { log.append("didLayout") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() { log.append("dismissWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissDidEnd \(completed)") }
    }

    final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
        var made: HalfHeight?
        var presenting: UIViewController?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            self.presenting = presenting
            let controller = HalfHeight(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    @Test func aCustomPresentationPlacesThePresentedViewWhereItsControllerSays() throws {
        let home = UIViewController()
        home.trellis.show(size: CGSize(width: 390, height: 844))
        let transitions = Transitions()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        home.present(card, animated: true)
        let controller = try #require(transitions.made)
        #expect(transitions.presenting === home)
        #expect(card.presentationController === controller)
        // The lower half of the 390 × 844 presenter: y 422, 422 tall.
        #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(controller.log == ["willBegin", "willLayout", "didLayout", "didEnd true"])
        card.dismiss(animated: true)
        #expect(controller.log.suffix(2) == ["dismissWillBegin", "dismissDidEnd true"])
    }

    @Test func theShareSheetKeepsItsItemsAndReportsHowItEnded() {
        let home = UIViewController()
        home.trellis.show(size: CGSize(width: 390, height: 844))
        let share = UIActivityViewController(activityItems: ["A post", URL(string: "https://example.com")!],
                                             applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop]
        var outcome: (UIActivity.ActivityType?, Bool, Int)?
        share.completionWithItemsHandler = { type, completed, items, _ in outcome = (type, completed, items?.count ?? 0) }
        home.present(share, animated: true)
        #expect(home.presentedViewController === share)
        share.trellis.completeActivity(.copyToPasteboard)
        #expect(outcome?.0 == .copyToPasteboard)
        #expect(outcome?.1 == true)
        #expect(outcome?.2 == 2)
        #expect(home.presentedViewController == nil)
    }

    @Test func pullToRefreshIsAValueChangedActionAndBeginRefreshingSendsNone() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let refresh = UIRefreshControl()
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        #expect(table.refreshControl === refresh)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        #expect(pulls == 0)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        refresh.sendActions(for: .valueChanged)
        #expect(pulls == 1)
        #expect(refresh.isRefreshing)
    }

    @Test func thePasteboardHoldsWhatWasCopied() {
        let board = UIPasteboard.withUniqueName()
        #expect(!board.hasStrings)
        #expect(board.string == nil)
        let before = board.changeCount
        board.string = "Order #1024"
        #expect(board.hasStrings)
        #expect(board.string == "Order #1024")
        #expect(board.changeCount == before + 1)
        board.urls = [URL(string: "https://a.example")!, URL(string: "https://b.example")!]
        #expect(board.numberOfItems == 2)
        #expect(!board.hasStrings)
        #expect(board.url?.absoluteString == "https://a.example")
        // A named board is one board however many objects name it.
        let again = UIPasteboard(name: board.name, create: false)
        #expect(again?.urls?.count == 2)
        UIPasteboard.remove(withName: board.name)
        #expect(UIPasteboard(name: board.name, create: false) == nil)
    }

    @Test func aPropertyAnimatorAppliesItsAnimationsWhenStartedAndNotBefore() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.5 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        #expect(view.alpha == 1)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(view.alpha == 0.5)
        #expect(ended == [.end])
        #expect(animator.state == .inactive)
        #expect(animator.fractionComplete == 1)

        let never = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { view.alpha = 0 }
        never.addCompletion { ended.append($0) }
        #expect(view.alpha == 0.5)

        var ran = false
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { view.alpha = 0.25 }) {
            ran = $0 == .end
        }
        #expect(view.alpha == 0.25)
        #expect(ran)
    }

    @Test func aStoppedAnimatorFinishesWhereItIsTold() {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.alpha == 0)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .current)
        #expect(ended == [.current])
        #expect(animator.state == .inactive)
    }

    /// A subclass written for UIKit overrides `init()`: UIKit's designated initialiser.
    final class BehindContent: UIRefreshControl {
        override init() { super.init() }
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func aRefreshControlSubclassOverridesInit() {
        let control = BehindContent()
        #expect(control.frame == .zero)
        #expect(!control.isRefreshing)
    }

    @Test func theEditMenuRecordsShowingAndHidingWithUIKitsNotifications() {
        let menu = UIMenuController.shared
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        final class Heard: @unchecked Sendable { var names: [Notification.Name] = [] }
        let heard = Heard()
        let names = [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                     UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: menu, queue: nil) { heard.names.append($0.name) }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        menu.showMenu(from: label, rect: label.bounds)
        #expect(menu.isMenuVisible)
        #expect(menu.menuFrame == CGRect(x: 0, y: 0, width: 120, height: 20))
        menu.showMenu(from: label, rect: label.bounds)
        menu.hideMenu()
        #expect(!menu.isMenuVisible)
        #expect(heard.names == names)
    }
}
