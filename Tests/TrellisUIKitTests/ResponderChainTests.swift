import Testing
import TrellisUIKit

/// The responder chain as UIKit documents it
/// (<https://developer.apple.com/documentation/uikit/uiresponder/next>,
/// "Using responders and the responder chain to handle events"): a view's
/// next responder is its view controller when it is one's root view, else
/// its superview; a view controller's is its view's superview (the window
/// for a window's root view controller); a window's is the application;
/// the application's is nil here (no app delegate). Actions sent to a nil
/// target go up that chain to the first responder that implements them.
@MainActor @Suite struct ResponderChainTests {
    /// What received a chain action, and with what.
    final class Log {
        var entries: [(receiver: String, sender: Any?, event: UIEvent?)] = []
        var receivers: [String] { entries.map(\.receiver) }
    }

    final class ContainerView: UIView {
        var log: Log?
        func containerAction(_ sender: Any?) { log?.entries.append(("container", sender, nil)) }
        func sharedAction(_ sender: Any?) { log?.entries.append(("container", sender, nil)) }
    }

    final class ScreenController: UIViewController {
        var log: Log?
        var declinesShared = false
        func controllerAction(_ sender: Any?, forEvent event: UIEvent?) { log?.entries.append(("controller", sender, event)) }
        func sharedAction(_ sender: Any?) { log?.entries.append(("controller", sender, nil)) }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if action == Selector("sharedAction:"), declinesShared { return false }
            return super.canPerformAction(action, withSender: sender)
        }
    }

    final class AppWindow: UIWindow {
        var log: Log?
        func windowAction() { log?.entries.append(("window", nil, nil)) }
    }

    /// A view that takes the first responder status, as a text view does.
    final class Editor: UIView {
        var log: Log?
        var refusesToResign = false
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !refusesToResign }
        func sharedAction(_ sender: Any?) { log?.entries.append(("editor", sender, nil)) }
    }

    /// The application's method, registered once for the suite (what the
    /// opt-in would register for an `@objc` method of an extension).
    nonisolated(unsafe) static var applicationLog: Log?

    /// Registers the classes' methods by hand, as the opt-in's rewriter
    /// would (docs/objective-c.md).
    static let registered: Void = {
        ObjCRuntime.register(ContainerView.self, [
            ObjCMethod("containerAction:", arity: 1) { o, a in (o as! ContainerView).containerAction(ObjCRuntime.argument(a, 0, of: "containerAction:")) },
            ObjCMethod("sharedAction:", arity: 1) { o, a in (o as! ContainerView).sharedAction(ObjCRuntime.argument(a, 0, of: "sharedAction:")) },
        ])
        ObjCRuntime.register(ScreenController.self, [
            ObjCMethod("controllerAction:forEvent:", arity: 2) { o, a in
                (o as! ScreenController).controllerAction(
                    ObjCRuntime.argument(a, 0, of: "controllerAction:forEvent:"), forEvent: ObjCRuntime.argument(a, 1, of: "controllerAction:forEvent:"))
            },
            ObjCMethod("sharedAction:", arity: 1) { o, a in (o as! ScreenController).sharedAction(ObjCRuntime.argument(a, 0, of: "sharedAction:")) },
        ])
        ObjCRuntime.register(AppWindow.self, [
            ObjCMethod("windowAction", arity: 0) { o, _ in (o as! AppWindow).windowAction() },
        ])
        ObjCRuntime.register(Editor.self, [
            ObjCMethod("sharedAction:", arity: 1) { o, a in (o as! Editor).sharedAction(ObjCRuntime.argument(a, 0, of: "sharedAction:")) },
        ])
        ObjCRuntime.register(UIApplication.self, [
            ObjCMethod("responderChainTestsApplicationAction:", arity: 1) { _, a in
                ResponderChainTests.applicationLog?.entries.append(("application", a.first, nil))
            },
        ])
    }()

    /// window → controller's root view → container → button.
    struct Screen {
        let window: AppWindow
        let controller: ScreenController
        let container: ContainerView
        let button: UIButton
        let log = Log()
    }

    func makeScreen() -> Screen {
        _ = Self.registered
        let window = AppWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ScreenController()
        window.rootViewController = controller
        let container = ContainerView()
        controller.view.addSubview(container)
        let button = UIButton(type: .system)
        container.addSubview(button)
        let screen = Screen(window: window, controller: controller, container: container, button: button)
        window.log = screen.log
        controller.log = screen.log
        container.log = screen.log
        return screen
    }

    @Test func nextResponders() {
        let screen = makeScreen()
        #expect(screen.button.next === screen.container)
        #expect(screen.container.next === screen.controller.view)
        #expect(screen.controller.view.next === screen.controller)  // a root view's next is its controller
        #expect(screen.controller.next === screen.window)  // its view's superview: the window
        #expect(screen.window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
        #expect(UIResponder().next == nil)  // UIResponder stores no next responder
        #expect(UIView().next == nil)  // no superview, no controller
    }

    /// Views, view controllers, windows and the application are responders
    /// and NSObjects, as in UIKit.
    @Test func classHierarchy() {
        let view: NSObject = UIView()
        #expect(view is UIResponder)
        #expect((UIViewController() as NSObject) is UIResponder)
        #expect((UIWindow() as UIView) is UIResponder)
        #expect((UIApplication.shared as NSObject) is UIResponder)
        #expect(UIApplication.shared === UIApplication.shared)
    }

    /// An action for a nil target goes from the control up the chain to the
    /// first responder that implements it, with the sender and the event.
    @Test func nilTargetActionReachesTheViewController() {
        let screen = makeScreen()
        screen.button.addTarget(nil, action: Selector("controllerAction:forEvent:"), for: .touchUpInside)
        screen.button.sendActions(for: .touchUpInside)
        #expect(screen.log.receivers == ["controller"])
        #expect(screen.log.entries.first?.sender as? UIButton === screen.button)
        #expect(screen.log.entries.first?.event?.type == .touches)
    }

    /// A target that was given and is gone is a nil target: UIKit holds
    /// targets weakly, and "If you specify nil for the target, the control
    /// searches the responder chain for an object that defines the
    /// specified action method" (UIControl's `addTarget(_:action:for:)`).
    /// Two ways apps lose it: an object released since, and Swift 5's
    /// `addTarget(self, …)` in a stored property's closure, where `self` is
    /// NSObject's `self` method, a function boxed for the call and released
    /// at once (programmatic-uikit's "Go to Settings", which pushes on iOS).
    @Test func aTargetThatIsGoneSendsUpTheChain() {
        let screen = makeScreen()
        do {
            let released = NSObject()
            screen.button.addTarget(released, action: Selector("controllerAction:forEvent:"), for: .touchUpInside)
        }
        let function: () -> Void = {}
        screen.button.addTarget(function, action: Selector("containerAction:"), for: .touchUpInside)
        screen.button.sendActions(for: .touchUpInside)
        #expect(screen.log.receivers == ["controller", "container"])
        #expect(screen.log.entries.first?.sender as? UIButton === screen.button)
        #expect(screen.log.entries.first?.event?.type == .touches)
    }

    /// Every level of the chain: the superview, the view controller, the
    /// window and the application each get the action only they implement.
    @Test func everyLevelOfTheChain() {
        let screen = makeScreen()
        Self.applicationLog = screen.log
        defer { Self.applicationLog = nil }
        let app = UIApplication.shared
        #expect(app.sendAction(Selector("containerAction:"), to: nil, from: screen.button, for: nil))
        #expect(app.sendAction(Selector("controllerAction:forEvent:"), to: nil, from: screen.button, for: nil))
        #expect(app.sendAction(Selector("windowAction"), to: nil, from: screen.button, for: nil))
        #expect(app.sendAction(Selector("responderChainTestsApplicationAction:"), to: nil, from: screen.button, for: nil))
        #expect(screen.log.receivers == ["container", "controller", "window", "application"])
        #expect(screen.log.entries[1].event == nil)  // no event given: nil, as UIKit passes it
        // Nobody implements it: not delivered, false.
        #expect(!app.sendAction(Selector("nobodyHasThis:"), to: nil, from: screen.button, for: nil))
        #expect(screen.log.entries.count == 4)
    }

    /// The nearest responder that can perform the action gets it; one whose
    /// `canPerformAction(_:withSender:)` says no is passed over.
    @Test func nearestResponderWinsAndCanDecline() {
        let screen = makeScreen()
        let app = UIApplication.shared
        app.sendAction(Selector("sharedAction:"), to: nil, from: screen.button, for: nil)
        #expect(screen.log.receivers == ["container"])
        // From the controller's root view the container is not on the way.
        app.sendAction(Selector("sharedAction:"), to: nil, from: screen.controller.view, for: nil)
        #expect(screen.log.receivers == ["container", "controller"])
        screen.controller.declinesShared = true
        #expect(!app.sendAction(Selector("sharedAction:"), to: nil, from: screen.controller.view, for: nil))
        #expect(screen.controller.target(forAction: Selector("sharedAction:"), withSender: nil) == nil)
        #expect(screen.button.target(forAction: Selector("sharedAction:"), withSender: nil) as? ContainerView === screen.container)
    }

    /// A responder can become the first responder only if it says it can
    /// (false by default) and is in a window; a nil-targeted action then
    /// starts there, wherever the sender is.
    @Test func firstResponder() {
        let screen = makeScreen()
        let editor = Editor()
        editor.log = screen.log
        #expect(!editor.becomeFirstResponder())  // in no window yet
        screen.controller.view.addSubview(editor)
        #expect(!screen.container.becomeFirstResponder())  // canBecomeFirstResponder is false by default
        #expect(editor.becomeFirstResponder())
        #expect(editor.isFirstResponder)
        defer { editor.resignFirstResponder() }

        UIApplication.shared.sendAction(Selector("sharedAction:"), to: nil, from: screen.button, for: nil)
        #expect(screen.log.receivers == ["editor"])

        // A first responder that will not resign keeps the status.
        let other = Editor()
        screen.controller.view.addSubview(other)
        editor.refusesToResign = true
        #expect(!other.becomeFirstResponder())
        #expect(editor.isFirstResponder)
        editor.refusesToResign = false
        #expect(other.becomeFirstResponder())
        #expect(!editor.isFirstResponder)

        // The resign-everything idiom: resignFirstResponder sent to the first responder.
        #expect(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(!other.isFirstResponder)
    }

    /// A view's equality and hash are NSObject's: identity.
    @Test func viewsAreEqualOnlyToThemselves() {
        let a = UIView(), b = UIView()
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        #expect(a.isEqual(a))
        #expect(!a.isEqual(b))
    }
}
