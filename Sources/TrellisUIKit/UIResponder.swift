/// An object that can handle events and action messages (UIKit's
/// `UIResponder`): the superclass of views, view controllers and the
/// application, linked by ``next`` into the responder chain that an action
/// sent to a nil target travels up
/// (<https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events>).
///
/// A subclass of Foundation's `NSObject`, as in UIKit, so that
/// `responds(to:)`, `perform(_:)` and identity equality come from NSObject.
/// Touches, presses and input views are not modelled: there are no events
/// here other than the actions controls and gesture recognizers send.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        _ = Self.ownMethods
        super.init()
    }

    /// The next object in the responder chain, or nil at its end. UIResponder
    /// does not store one, so this is nil unless a subclass overrides it, as
    /// UIView, UIViewController, UIWindow and UIApplication do
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/next>).
    open var next: UIResponder? { nil }

    // MARK: The first responder

    /// The first responder, held weakly (one for the process: Trellis has
    /// no separate windows that events could go to).
    private static weak var current: UIResponder?

    /// The first responder, while it is still one: a view that has left
    /// every window has lost the status, as on iOS.
    static var firstResponder: UIResponder? {
        guard let current else { return nil }
        guard current.isInActiveHierarchy else {
            Self.current = nil
            return nil
        }
        return current
    }

    /// False by default: a subclass that can receive the first responder's
    /// events returns true
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder>).
    open var canBecomeFirstResponder: Bool { false }

    /// True by default.
    open var canResignFirstResponder: Bool { true }

    open var isFirstResponder: Bool { Self.firstResponder === self }

    /// Makes this object the first responder, as UIKit does: the current
    /// one is asked to resign first (it may refuse), then
    /// `canBecomeFirstResponder` is checked; a view must be in a window
    /// (UIKit leaves the result undefined otherwise; here it is false)
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()>).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if let current = Self.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        guard canBecomeFirstResponder, isInActiveHierarchy else { return false }
        Self.current = self
        return true
    }

    /// Gives up the first responder status; true by default (a subclass may
    /// refuse by returning false, and calls `super` otherwise).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if Self.current === self { Self.current = nil }
        return true
    }

    /// Whether events can reach this responder: a view in a window; any
    /// other responder always.
    var isInActiveHierarchy: Bool { true }

    // MARK: Actions

    /// Whether this responder handles `action`: by default, whether its
    /// class has the method (an `@objc` method registered in ``ObjCRuntime``
    /// by the opt-in of docs/objective-c.md). Override to decline an action
    /// the class implements
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/canperformaction(_:withsender:)>).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ObjCRuntime.responds(self, to: action)
    }

    /// The responder that handles `action`: this one when
    /// `canPerformAction(_:withSender:)` says so, else the next responder's
    /// answer, nil past the end of the chain
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/target(foraction:withsender:)>).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// UIResponder's own action methods, callable by selector as on iOS
    /// (`sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)`
    /// ends editing wherever it is).
    private static let ownMethods: Void = ObjCRuntime.register(UIResponder.self, [
        ObjCMethod("becomeFirstResponder", arity: 0) { object, _ in (object as! UIResponder).becomeFirstResponder() },  // checked: registered for UIResponder
        ObjCMethod("resignFirstResponder", arity: 0) { object, _ in (object as! UIResponder).resignFirstResponder() },  // checked: registered for UIResponder
    ])
}
