extension TrellisView {
    /// Taps the screen at `point` (in this view's coordinates; its centre
    /// when nil) with one finger, as UIKit delivers a tap, and returns the
    /// view that was touched (nil when hit-testing found none):
    ///
    /// 1. The point goes through `hitTest(_:with:)` from the top of the
    ///    tree (the window, or the topmost superview), so a view in front
    ///    takes the tap, and hidden, non-interactive or transparent views
    ///    are passed over, as on a device.
    /// 2. The touched view gets `touchesBegan(_:with:)` (a control tracks:
    ///    `beginTracking`, highlighted, `.touchDown`).
    /// 3. The enabled tap recognizers (one tap, one finger) on the touched
    ///    view and its superviews, nearest first, whose delegate lets them
    ///    receive the touch, recognize the tap and send their actions; one
    ///    recognizes unless the delegates allow recognizing simultaneously,
    ///    and one that requires another to fail waits for nothing if that
    ///    one recognized (it does not recognize). A button's, switch's,
    ///    segmented control's or page control's own tap wins over tap
    ///    recognizers on the views above it, as Apple documents ("Attaching
    ///    gesture recognizers to UIKit controls"); a recognizer on the
    ///    control itself wins, and so do recognizers above other controls.
    /// 4. If a recognizer recognized with `cancelsTouchesInView` (the
    ///    default), the view gets `touchesCancelled(_:with:)` (a control:
    ///    `cancelTracking`, `.touchCancel`); else `touchesEnded(_:with:)`
    ///    (a control: `endTracking`, then `.touchUpInside`, with a button's
    ///    `.primaryActionTriggered` and a switch's toggle and `.valueChanged`).
    ///
    /// Views and recognizers that do not handle the touch pass it up the
    /// responder chain, as UIResponder's methods do. Recognizers other than
    /// taps (pan, long press, swipe…) do not recognize a tap; perform them
    /// with `recognizer.trellis.recognize(at:)`.
    @discardableResult
    public func tap(at point: CGPoint? = nil) -> UIView? {
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        var root = view
        while let superview = root.superview { root = superview }
        let inRoot = view.pointToRoot(local)
        let event = UIEvent(type: .touches)
        guard let hit = root.hitTest(inRoot, with: event) else { return nil }
        let touch = UITouch(view: hit, rootLocation: inRoot)
        event.eventTouches = [touch]
        let touches: Set<UITouch> = [touch]

        var candidates: [UIGestureRecognizer] = []
        var current: UIView? = hit
        while let holder = current {
            for recognizer in holder.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.receives(touch) {
                candidates.append(recognizer)
            }
            current = holder.superview
        }
        touch.touchGestureRecognizers = candidates

        // Each phase goes through the window's sendEvent(_:) when the tree
        // has a window at its top, as UIKit delivers events.
        event.delivery = { event in
            if touch.phase == .began {
                hit.touchesBegan(touches, with: event)
            } else {
                Self.end(touch, touches, event, hit: hit, candidates: candidates)
            }
        }
        func send() { if let window = root as? UIWindow { window.sendEvent(event) } else { event.delivery?(event) } }
        send()
        touch.move(to: .ended)
        send()
        event.delivery = nil
        return hit
    }

    /// A tap's end: recognizers, then the touched view's end or cancel.
    private static func end(_ touch: UITouch, _ touches: Set<UITouch>, _ event: UIEvent, hit: UIView,
                            candidates: [UIGestureRecognizer]) {
        let control = (hit as? UIControl).flatMap { $0.isEnabled && $0.keepsTapsFromRecognizersAbove ? $0 : nil }
        var recognized: [UIGestureRecognizer] = []
        for recognizer in candidates {
            guard let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
                  tap.numberOfTouchesRequired == 1 else { continue }
            if let control, recognizer.view !== control { continue }
            if recognized.contains(where: { !Self.simultaneous($0, recognizer) }) { continue }
            if recognizer.failureRequirements.contains(where: { required in recognized.contains { $0 === required } }) {
                continue
            }
            let location = recognizer.view.map { touch.location(in: $0) }
            if recognizer.trellis.send(.ended, at: location) { recognized.append(recognizer) }
        }

        if recognized.contains(where: \.cancelsTouchesInView) {
            touch.move(to: .cancelled)
            hit.touchesCancelled(touches, with: event)
        } else {
            hit.touchesEnded(touches, with: event)
        }
    }

    /// Whether two recognizers may both recognize: either delegate says so.
    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }
}
