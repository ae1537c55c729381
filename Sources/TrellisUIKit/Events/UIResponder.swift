/// An object that can handle events and action messages (UIKit's
/// `UIResponder`): the superclass of views, view controllers and the
/// application, linked by ``next`` into the responder chain that an action
/// sent to a nil target travels up
/// (<https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events>).
///
/// A subclass of Foundation's `NSObject`, as in UIKit, so that
/// `responds(to:)`, `perform(_:)` and identity equality come from NSObject.
/// Touches come from synthetic taps (`view.trellis.tap(at:)`); presses,
/// motion and key commands are declared for subclasses to override and
/// never sent by Trellis; input views are stored, not shown.
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

    // MARK: Key-value observing (KeyValueObserving/)

    /// This object's key-value observations; nil, and nothing to ask, until
    /// one is registered.
    var keyValueObservers: KeyValueObservers?

    /// Told of a change to a property registered with
    /// `addObserver(_:forKeyPath:options:context:)`; override it, as on iOS,
    /// where NSObject declares it. This one does nothing.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    // MARK: The first responder

    /// The first responder, held weakly (one for the process: Trellis has
    /// no separate windows that events could go to).
    private static weak var current: UIResponder? {
        didSet { if current !== oldValue, handingOver == 0 { KeyboardOnEditing.firstResponderChanged() } }
    }
    /// Above 0 while `becomeFirstResponder()` has the old first responder
    /// resign: a keyboard shown for editing stays up across the hand-over.
    private static var handingOver = 0

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
            Self.handingOver += 1
            defer {
                Self.handingOver -= 1
                // Whoever holds the status now (this object, or none) has the keyboard.
                if Self.handingOver == 0 { KeyboardOnEditing.firstResponderChanged() }
            }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        guard canBecomeFirstResponder, isInActiveHierarchy else { return false }
        Self.current = self
        return true
    }

    /// Set while `UIView.endEditing(true)` makes the first responder
    /// resign: a text field or view then does not ask its delegate (Apple:
    /// "the text field is never even asked; it is forced to resign").
    static var isForcingResignation = false

    /// Gives up the first responder status; true by default (a subclass may
    /// refuse by returning false, and calls `super` otherwise).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if Self.current === self { Self.current = nil }
        return true
    }

    /// Takes the status away without asking (a forced `endEditing(true)`).
    func dropFirstResponder() {
        if Self.current === self { Self.current = nil }
    }

    /// Whether events can reach this responder: a view in a window; any
    /// other responder always.
    var isInActiveHierarchy: Bool { true }

    /// Whether a test told this element VoiceOver's cursor is on it.
    var trellisAccessibilityFocused = false

    // MARK: Touches and other events

    /// A touch began in this responder (the view hit-testing found, for a
    /// synthetic tap). The default forwards the message up the responder
    /// chain, as UIKit's does
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)>).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// A touch moved; forwarded up the chain by default. A synthetic tap
    /// does not move.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// A touch lifted; forwarded up the chain by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// A touch was cancelled (a gesture recognizer recognized it, with
    /// `cancelsTouchesInView`); forwarded up the chain by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Declared for overrides; Trellis never estimates touch properties.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// A motion (a shake) began; forwarded up the chain by default. Never
    /// sent by Trellis: a test calls it.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// The key commands this responder answers (nil by default); no
    /// keyboard sends them here: a test sends a command's action with
    /// `UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil)`.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The view shown instead of the keyboard, and the bar above it; nil by
    /// default. No keyboard is shown here.
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}

    // MARK: Accessibility actions (UIKit declares them on NSObject)

    /// What VoiceOver's double-tap does; false (not handled) by default,
    /// as UIKit's. Never called by Trellis: a test calls it.
    open func accessibilityActivate() -> Bool { false }
    /// What a swipe up does on an element with the `.adjustable` trait.
    open func accessibilityIncrement() {}
    /// What a swipe down does on an element with the `.adjustable` trait.
    open func accessibilityDecrement() {}
    /// The escape gesture (a Z-shaped scrub); false by default.
    open func accessibilityPerformEscape() -> Bool { false }
    /// The magic tap (a two-finger double-tap); false by default.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// A three-finger scroll; false by default.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    // MARK: Accessibility focus (UIKit's `UIAccessibilityFocus`, on NSObject)

    /// VoiceOver moved its cursor onto this element; does nothing by
    /// default. Never called by Trellis (no assistive technology runs): a
    /// test calls it, and ``accessibilityElementIsFocused()`` answers true
    /// until ``accessibilityElementDidLoseFocus()``.
    open func accessibilityElementDidBecomeFocused() { trellisAccessibilityFocused = true }
    /// VoiceOver moved its cursor off this element.
    open func accessibilityElementDidLoseFocus() { trellisAccessibilityFocused = false }
    /// Whether VoiceOver's cursor is on this element.
    open func accessibilityElementIsFocused() -> Bool { trellisAccessibilityFocused }

    // MARK: Actions

    /// Whether this responder handles `action`: by default, whether its
    /// class has the method (an `@objc` method registered in ``ObjCRuntime``
    /// by the opt-in of docs/objective-c.md). Override to decline an action
    /// the class implements
    /// (<https://developer.apple.com/documentation/uikit/uiresponder/canperformaction(_:withsender:)>).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ObjCRuntime.responds(self, to: action)
    }

    // UIKit's standard edit actions (UIResponderStandardEditActions), which
    // a text field or label subclass overrides; nothing is selected or
    // pasted here, so they do nothing until overridden.
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}

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
