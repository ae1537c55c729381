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
    /// responder chain, as UIResponder's methods do. Pans and swipes
    /// recognize from a held touch's moves (`touchDown(at:)`,
    /// `move(to:over:)`); pinches, rotations and edge pans do not recognize
    /// a touch: perform them with `recognizer.trellis.recognize(at:)`. A tap
    /// is `touchDown(at:)` then `lift()` at once.
    @discardableResult
    public func tap(at point: CGPoint? = nil) -> UIView? {
        guard let touch = touchDown(at: point) else { return nil }
        touch.lift()
        return touch.view
    }

    /// Puts one finger down at `point` (in this view's coordinates; its
    /// centre when nil) and keeps it there: the touch is hit-tested and its
    /// `.began` phase delivered as for a tap (through the window's
    /// `sendEvent(_:)`; a control tracks, highlighted, `.touchDown`), and
    /// nothing more until the returned touch is held, moved, lifted or
    /// cancelled, so a test can picture the screen while the finger is
    /// down. Nil when hit-testing found no view.
    public func touchDown(at point: CGPoint? = nil) -> TrellisTouch? {
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        var root = view
        while let superview = root.superview { root = superview }
        let inRoot = view.pointToRoot(local)
        let event = UIEvent(type: .touches)
        guard let hit = root.hitTest(inRoot, with: event) else { return nil }
        let touch = UITouch(view: hit, rootLocation: inRoot)
        event.eventTouches = [touch]
        var candidates: [UIGestureRecognizer] = []
        var current: UIView? = hit
        while let holder = current {
            for recognizer in holder.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer.receives(touch) {
                candidates.append(recognizer)
            }
            current = holder.superview
        }
        touch.touchGestureRecognizers = candidates
        let held = TrellisTouch(touch: touch, event: event, view: hit, root: root, coordinates: view, candidates: candidates)
        held.deliver()
        return held
    }
}
