import Foundation

/// A window (UIKit's `UIWindow`): the top of a tree, with a root view
/// controller whose view fills it. The last responder before the
/// application in the responder chain.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The application (<https://developer.apple.com/documentation/uikit/uiresponder/next>).
    open override var next: UIResponder? { UIApplication.shared }

    /// Delivers an event to the views it concerns: a synthetic tap
    /// (`view.trellis.tap(at:)`) passes through here as it begins and as it
    /// ends, so an override sees each phase (and may keep it from the views
    /// by not calling `super`).
    open func sendEvent(_ event: UIEvent) { event.delivery?(event) }

    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
            if isKeyWindow, !isHidden { rootAppears() }
        }
    }

    /// The root view controller that was told it appeared in this window.
    private weak var appearedRoot: UIViewController?

    /// Tells the root view controller its view appears, as the window shows
    /// it (Apple, `viewWillAppear(_:)`: "Notifies the view controller that
    /// its view is about to be added to a view hierarchy"): `viewWillAppear`,
    /// `viewIsAppearing`, the layout, `viewDidAppear`, unanimated, once per
    /// root. A navigation controller passes them to its top controller,
    /// which then sets its bars (a toolbar shown in `viewWillAppear`).
    private func rootAppears() {
        guard let controller = rootViewController, appearedRoot !== controller else { return }
        appearedRoot = controller
        controller.viewWillAppear(false)
        controller.viewIsAppearing(false)
        layoutIfNeeded()
        controller.viewDidAppear(false)
    }

    open override var window: UIWindow? { self }

    /// The window's safe area when none is given: the device's (the device
    /// last shown, ``UIScreen/shownSafeAreaInsets``) when the window has
    /// the screen's bounds, so such a window gives its root view
    /// controller's view the device's safe area, as on iOS, where "the
    /// insets account for the status bar, other visible bars" for the root
    /// view (Apple, `UIView.safeAreaInsets`), and as
    /// `controller.trellis.show(size:traits:safeAreaInsets:)` gives it.
    /// A window of any other frame has none: the screen is the last device
    /// a test showed, so a window of another size is not on it (taking the
    /// part it covers would make a test's layout depend on which test ran
    /// before it).
    var screenSafeAreaInsets: UIEdgeInsets {
        let screen = self.screen
        guard frame == screen.bounds else { return .zero }
        return screen.shownSafeAreaInsets
    }

    /// The screen the window is on: ``UIScreen/main``, the device in use,
    /// unless another screen object is set (there is only one here).
    open var screen: UIScreen {
        get { assignedScreen ?? .main }
        set { assignedScreen = newValue }
    }

    private var assignedScreen: UIScreen?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window of `windowScene`, as large as its screen (iOS 13).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.attach(self)  // an initialiser's own assignment calls no observer
    }

    /// The scene the window belongs to; setting it adds the window to the
    /// scene's `windows` (and removes it from the previous scene's).
    open var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    open var isKeyWindow = false
    /// Shows the window and makes it the key window; its root view
    /// controller's view appears (``rootAppears()``).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        rootAppears()
    }
    /// Makes this the key window: its scene's other windows stop being key.
    open func makeKey() {
        for other in windowScene?.windows ?? [] where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
    }
}
