extension UIGestureRecognizer {
    /// What Trellis adds to a gesture recognizer: performing a gesture, as
    /// UIKit delivers a recognized one, since there are no touches here.
    ///
    ///     let tap = UITapGestureRecognizer(target: controller, action: #selector(ViewController.didTap(_:)))
    ///     card.addGestureRecognizer(tap)
    ///     tap.trellis.recognize()          // didTap(_:) runs, with `tap` as its argument
    public var trellis: TrellisGestureRecognizer { TrellisGestureRecognizer(recognizer: self) }
}

/// Trellis's handle on a `UIGestureRecognizer`: see ``UIGestureRecognizer/trellis``.
///
/// A gesture is delivered only where UIKit could deliver it: the recognizer
/// is enabled and attached to a view that hit-testing reaches (the view and
/// its superviews not hidden, interactive, at least 0.01 opaque). Leaving
/// `possible` asks the delegate's and the view's
/// `gestureRecognizerShouldBegin(_:)`; a no fails the gesture. Each state
/// UIKit sends actions in (began, changed, ended, cancelled) sends them to
/// every target, with the recognizer as the argument; after a final state
/// the recognizer is back in `possible` (and `reset()` has been called),
/// so an action reads the state it is called for.
@preconcurrency @MainActor
public struct TrellisGestureRecognizer {
    public let recognizer: UIGestureRecognizer

    /// Performs a whole gesture at `location` (in the recognizer's view's
    /// coordinates; its centre when nil): a discrete one (tap, swipe) is
    /// recognized once (`ended`); a continuous one (pan, pinch, rotation,
    /// long press) goes `began`, `changed`, `ended`. Returns whether the
    /// gesture was recognized (actions sent).
    @discardableResult
    public func recognize(at location: CGPoint? = nil) -> Bool {
        guard send(recognizer.kind == .continuous ? .began : .ended, at: location) else { return false }
        guard recognizer.kind == .continuous else { return true }
        send(.changed)
        return send(.ended)
    }

    /// One step of a gesture: moves the recognizer to `state` (at
    /// `location`, if given) and sends the actions UIKit sends for it.
    /// Only UIKit's transitions are taken (`began` from `possible`;
    /// `changed`, `ended` and `cancelled` from `began` or `changed`; a
    /// discrete gesture's `ended` and any `failed` from `possible`);
    /// another, or a gesture that cannot be delivered, changes nothing and
    /// returns false.
    @discardableResult
    public func send(_ state: UIGestureRecognizer.State, at location: CGPoint? = nil) -> Bool {
        guard recognizer.canReceiveTouches, recognizer.allowsTransition(to: state) else { return false }
        if let location {
            recognizer.gestureLocation = location
        } else if recognizer.state == .possible, let view = recognizer.view {
            recognizer.gestureLocation = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        }
        if recognizer.state == .possible, state != .failed, !recognizer.shouldBegin() {
            recognizer.move(to: .failed)
            return false
        }
        recognizer.move(to: state)
        return state != .failed
    }

    /// The velocity a pan recognizer's `velocity(in:)` returns, in points
    /// per second.
    public func setVelocity(_ velocity: CGPoint) {
        (recognizer as? UIPanGestureRecognizer)?.panVelocity = velocity
    }

    /// The velocity a pinch recognizer's (scale per second) or a rotation
    /// recognizer's (radians per second) `velocity` returns.
    public func setVelocity(_ velocity: CGFloat) {
        (recognizer as? UIPinchGestureRecognizer)?.pinchVelocity = velocity
        (recognizer as? UIRotationGestureRecognizer)?.rotationVelocity = velocity
    }
}
