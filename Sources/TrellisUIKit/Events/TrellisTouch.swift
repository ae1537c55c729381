import Foundation

/// A synthetic finger held on the screen (`view.trellis.touchDown(at:)`):
/// hold it, move it, lift it or cancel it, each phase delivered as UIKit
/// delivers touches (through the window's `sendEvent(_:)` when the tree has
/// a window at its top, to the touched view's `touches…(_:with:)` methods
/// and a control's tracking), with the recognizers on the touched view and
/// its superviews:
///
/// - A long press (`UILongPressGestureRecognizer`, one finger, no taps
///   before) begins once the touch has been held `minimumPressDuration`
///   (Apple: "The gesture begins … when the allowable number of fingers
///   are pressed for the specified period"), changes as the finger moves,
///   and ends when it lifts; moving further than `allowableMovement`
///   before it began fails it. When it begins with `cancelsTouchesInView`
///   (the default), the touched view's touches are cancelled (a control:
///   `cancelTracking`, `.touchCancel`) and it hears no more of the touch.
/// - Tap recognizers recognize on lifting as for `tap(at:)`, unless a
///   long press recognized (one recognizer wins unless their delegates
///   allow recognizing simultaneously). How long a tap may be held before
///   it fails is not documented; Trellis lets a held touch tap.
/// - Pans and swipes recognize from the moves (`TrellisTouch+Drags.swift`).
///
/// No time passes by itself: `hold(for:)` says how long the finger stays,
/// `move(to:over:)` how long a move takes.
@preconcurrency @MainActor
public final class TrellisTouch {
    /// The view hit-testing found.
    public let view: UIView
    /// The touch UIKit's methods are handed.
    public let touch: UITouch
    /// Whether the finger is still down.
    public private(set) var isDown = true

    private let event: UIEvent
    private let root: UIView
    /// The view whose coordinates `move(to:)` takes (the one `touchDown` was asked of).
    private let coordinates: UIView
    let candidates: [UIGestureRecognizer]
    let start: CGPoint
    private var heldFor: TimeInterval = 0
    /// Recognizers that began (long presses) and are not over.
    var recognized: [UIGestureRecognizer] = []
    /// Discrete recognizers (swipes) that recognized from this touch's moves.
    var recognizedOnce: [UIGestureRecognizer] = []
    /// Long presses that failed (moved too far) for this touch.
    var failed: [UIGestureRecognizer] = []
    /// Whether the touched view's touches were cancelled by a recognizer.
    private var viewCancelled = false

    init(touch: UITouch, event: UIEvent, view: UIView, root: UIView, coordinates: UIView, candidates: [UIGestureRecognizer]) {
        self.touch = touch
        self.event = event
        self.view = view
        self.root = root
        self.coordinates = coordinates
        self.candidates = candidates
        start = touch.rootLocation
    }

    /// Keeps the finger still for `duration` seconds: the long presses whose
    /// `minimumPressDuration` it reaches begin.
    public func hold(for duration: TimeInterval) {
        guard isDown else { return }
        heldFor += max(0, duration)
        touch.hold(for: duration)
        for recognizer in candidates {
            guard let press = recognizer as? UILongPressGestureRecognizer, press.numberOfTouchesRequired == 1,
                  press.numberOfTapsRequired == 0, heldFor >= press.minimumPressDuration,
                  !isOver(press), !recognized.contains(where: { !Self.simultaneous($0, press) }) else { continue }
            if press.trellis.send(.began, at: location(in: press)) { recognized.append(press) }
        }
        cancelViewIfTaken()
    }

    /// Moves the finger to `point` (in the coordinates of the view
    /// `touchDown` was asked of), the move taking `duration` seconds: the
    /// touched view's `touchesMoved` (a control: `continueTracking`, the
    /// drag events), the pans and long presses that began change; long
    /// presses not begun fail past `allowableMovement`; pans begin and
    /// swipes recognize or fail (`TrellisTouch+Drags.swift`).
    public func move(to point: CGPoint, over duration: TimeInterval = 0) {
        guard isDown else { return }
        let before = touch.rootLocation
        touch.move(toRoot: coordinates.pointToRoot(point))
        if !viewCancelled { deliver() }
        followPans(from: before, over: duration)
        for recognizer in recognized { recognizer.trellis.send(.changed, at: location(in: recognizer)) }
        let moved = hypot(touch.rootLocation.x - start.x, touch.rootLocation.y - start.y)
        for recognizer in candidates {
            guard let press = recognizer as? UILongPressGestureRecognizer, !isOver(press),
                  moved > press.allowableMovement else { continue }
            press.trellis.send(.failed)
            failed.append(press)
        }
        recognizeDrags(from: before, over: duration)
        cancelViewIfTaken()
    }

    /// Lifts the finger: the long presses that began end; tap recognizers
    /// recognize unless one of those won; the touched view's touches end,
    /// or are cancelled if a recognizer that cancels touches recognized.
    public func lift() {
        guard isDown else { return }
        isDown = false
        touch.move(to: .ended)
        failDragsNotRecognized()
        for recognizer in recognized { recognizer.trellis.send(.ended, at: location(in: recognizer)) }
        if !viewCancelled { deliver() }
        event.delivery = nil
    }

    /// The system cancels the touch: the long presses that began are
    /// cancelled, the touched view's touches too (a control: `.touchCancel`).
    public func cancel() {
        guard isDown else { return }
        isDown = false
        for recognizer in recognized { recognizer.trellis.send(.cancelled, at: location(in: recognizer)) }
        if !viewCancelled {
            touch.move(to: .cancelled)
            deliver()
        }
        event.delivery = nil
    }

    // MARK: Delivery

    /// Sends the touch's current phase through the window (or straight to the views).
    func deliver() {
        event.delivery = { [unowned self] event in self.handle(event) }
        if let window = root as? UIWindow { window.sendEvent(event) } else { event.delivery?(event) }
    }

    private func handle(_ event: UIEvent) {
        let touches: Set<UITouch> = [touch]
        switch touch.phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved, .stationary: view.touchesMoved(touches, with: event)
        case .ended: end(touches, event)
        default: view.touchesCancelled(touches, with: event)
        }
    }

    /// A touch's end: tap recognizers, then the touched view's end or cancel.
    private func end(_ touches: Set<UITouch>, _ event: UIEvent) {
        let control = (view as? UIControl).flatMap { $0.isEnabled && $0.keepsTapsFromRecognizersAbove ? $0 : nil }
        var won = recognized + recognizedOnce
        for recognizer in candidates {
            guard let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
                  tap.numberOfTouchesRequired == 1 else { continue }
            if let control, recognizer.view !== control { continue }
            if won.contains(where: { !Self.simultaneous($0, recognizer) }) { continue }
            if recognizer.failureRequirements.contains(where: { required in won.contains { $0 === required } }) { continue }
            if recognizer.trellis.send(.ended, at: location(in: recognizer)) { won.append(recognizer) }
        }
        if won.contains(where: \.cancelsTouchesInView) {
            touch.move(to: .cancelled)
            view.touchesCancelled(touches, with: event)
        } else {
            view.touchesEnded(touches, with: event)
        }
    }

    /// When a long press that cancels touches began, the touched view's touches are cancelled, once.
    func cancelViewIfTaken() {
        guard !viewCancelled, (recognized + recognizedOnce).contains(where: \.cancelsTouchesInView) else { return }
        viewCancelled = true
        let phase = touch.phase
        touch.move(to: .cancelled)
        deliver()
        if phase == .stationary { touch.hold(for: 0) }
    }

    func isOver(_ recognizer: UIGestureRecognizer) -> Bool {
        (recognized + recognizedOnce).contains { $0 === recognizer } || failed.contains { $0 === recognizer }
    }

    func location(in recognizer: UIGestureRecognizer) -> CGPoint? {
        recognizer.view.map { touch.location(in: $0) }
    }

    /// Whether two recognizers may both recognize: either delegate says so.
    static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}
