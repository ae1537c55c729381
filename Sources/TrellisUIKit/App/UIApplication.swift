/// The app (UIKit's `UIApplication`): the end of the responder chain, and
/// what dispatches action messages. Its state, scene and windows are in
/// UIApplication+State.swift; its delegate in UIApplicationDelegate.swift.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The one application object.
    public static let shared = UIApplication(sharedInstance: ())

    /// Only `shared` exists, as in UIKit (where a second one raises).
    init(sharedInstance: Void) {
        super.init()
    }

    /// Sends `action` to `target`, or, when `target` is nil, to the first
    /// responder on the chain that handles it, and returns whether one got
    /// it (<https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)>).
    /// The action method gets `sender` and `event`, as many as it takes.
    ///
    /// With a nil target UIKit starts at the first responder. Trellis does
    /// too when there is one (``UIResponder/becomeFirstResponder()``, a
    /// text field being edited); when there is none, it starts at `sender`
    /// if that is a responder: a control's
    /// action goes up from the control, to its superviews, their view
    /// controllers, the window and the application, as Apple's article on
    /// the responder chain describes a nil-targeted control
    /// (<https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events>).
    /// Each responder is asked with `target(forAction:withSender:)`.
    ///
    /// A non-nil `target` gets the message whether or not it has the method:
    /// when it has none, the program stops with Objective-C's "unrecognized
    /// selector sent to instance", as on iOS.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: AnyObject
        if let target {
            receiver = target as AnyObject
        } else {
            let start = UIResponder.firstResponder ?? (sender as? UIResponder)
            guard let found = start?.target(forAction: action, withSender: sender) else { return false }
            receiver = found as AnyObject
        }
        // UIKit passes the sender, then the event; a nil sender is a nil first argument.
        var arguments: [Any] = [sender ?? (Optional<Any>.none as Any)]
        if let event { arguments.append(event) }
        ObjCRuntime.send(action, to: receiver, arguments: arguments)
        return true
    }
}
