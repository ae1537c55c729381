/// Recognizes a gesture on the view it is attached to and sends its action
/// messages (UIKit's `UIGestureRecognizer`): to each target, its action,
/// with the recognizer as the argument if the method takes one.
///
/// There are no touches here, so no recognizer recognizes anything by
/// itself: a test performs the gesture with `recognizer.trellis`
/// (``TrellisGestureRecognizer``), which moves the recognizer through
/// UIKit's states and sends the actions as UIKit does for a recognized
/// gesture. Targets are held weakly, as a control's are.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state; raw values are UIKit's `UIGestureRecognizerState`
    /// (<https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum>).
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture's end: the same state as `ended`.
        public static let recognized = State.ended
    }

    /// Whether a gesture goes through `began` and `changed` (a pan) or
    /// straight to `recognized` (a tap); a custom recognizer may do either.
    enum Kind { case discrete, continuous, either }

    var kind: Kind { .either }

    /// The target–action pairs, in the order added.
    private var targets: [GestureTarget] = []

    /// A recognizer sending `action` to `target` (neither nil, UIKit
    /// documents; a nil one adds no pair here)
    /// (<https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)>).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer without a target yet.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Adds a target–action pair; a pair already added is ignored, as UIKit
    /// documents (<https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)>).
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.object === object && $0.action == action }) else { return }
        targets.append(GestureTarget(object: object, action: action))
    }

    /// Removes the pairs of `target` (every target when nil) with `action`
    /// (every action when nil)
    /// (<https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)>).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.object === object) && (action == nil || $0.action == action) }
    }

    /// The state; UIKit's subclass API sets it. Setting it here sends nothing:
    /// `trellis` performs gestures.
    open var state: UIGestureRecognizer.State = .possible

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`), held weakly.
    open internal(set) weak var view: UIView?

    /// A disabled recognizer recognizes nothing; disabling one in the middle
    /// of a gesture cancels it, as UIKit documents
    /// (<https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled>).
    open var isEnabled = true {
        didSet {
            guard !isEnabled, state == .began || state == .changed else { return }
            move(to: .cancelled)
        }
    }

    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    /// A name for debugging (iOS 11).
    open var name: String?

    /// Where the gesture is, in the recognizer's view's coordinates; set by
    /// `trellis` when it performs one.
    var gestureLocation: CGPoint = .zero

    /// The gesture's location in `view`'s coordinates (the tree's root's
    /// when nil: the window's, for a tree in a window), converted as
    /// `convert(_:to:)` converts, through the views' transforms.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return gestureLocation }
        return own.convert(gestureLocation, to: view)
    }

    /// How many touches the gesture has: 1 while one is performed here.
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    /// The recognizers this one waits for to fail; stored (every gesture
    /// performed here is recognized without waiting).
    private(set) var failureRequirements: [UIGestureRecognizer] = []

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// Called after a gesture ends, fails or is cancelled, when the state
    /// goes back to `possible`; a subclass resets what it tracks.
    open func reset() {}

    /// The touch methods a custom recognizer overrides (UIKit's
    /// UIGestureRecognizerSubclass). Declared so that such subclasses
    /// compile; Trellis does not call them (a gesture is performed with
    /// `trellis`, a tap recognized by `view.trellis.tap(at:)`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}

    /// Whether the recognizer takes the touch: its delegate's answer (true
    /// without a delegate). Asked by a synthetic tap.
    func receives(_ touch: UITouch) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Performing a gesture (see TrellisGestureRecognizer)

    /// Whether the recognizer could see touches now: enabled, on a view
    /// that hit-testing reaches (it and its superviews shown, interactive
    /// and at least 0.01 opaque, as `hitTest(_:with:)` documents).
    var canReceiveTouches: Bool { isEnabled && view?.receivesTouches == true }

    /// Whether UIKit's state machine goes from the current state to `next`
    /// for this kind of gesture (<https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum>).
    func allowsTransition(to next: State) -> Bool {
        let tracking = state == .began || state == .changed
        switch next {
        case .possible: return false
        case .began: return kind != .discrete && state == .possible
        case .changed: return kind != .discrete && tracking
        case .ended: return (kind != .continuous && state == .possible) || (kind != .discrete && tracking)
        case .cancelled: return kind != .discrete && tracking
        case .failed: return state == .possible
        }
    }

    /// Whether the gesture may leave `possible`: the delegate and the view
    /// are asked, as UIKit asks them.
    func shouldBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// Moves to `next`, sends the actions for the states UIKit sends them
    /// in (began, changed, ended, cancelled; never failed), and goes back to
    /// `possible` after a final state.
    func move(to next: State) {
        state = next
        if next != .failed { sendActions() }
        if next == .ended || next == .cancelled || next == .failed {
            state = .possible
            reset()
        }
    }

    private func sendActions() {
        targets.removeAll { $0.object == nil }
        for pair in targets {
            guard let object = pair.object else { continue }
            ObjCRuntime.send(pair.action, to: object, arguments: [self])
        }
    }
}

/// A recognizer's target (held weakly) and action.
private struct GestureTarget {
    weak var object: AnyObject?
    let action: Selector
}

extension UIView {
    /// Whether touches reach this view: it and every superview visible,
    /// interactive and at least 0.01 opaque.
    var receivesTouches: Bool {
        var current: UIView? = self
        while let view = current {
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return false }
            current = view.superview
        }
        return true
    }
}
