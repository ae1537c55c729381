import Foundation

/// Pans and swipes recognized from a synthetic touch's moves.
///
/// - A pan (`UIPanGestureRecognizer`, one finger allowed) begins on the
///   first move (Apple: it begins when the minimum number of fingers has
///   moved far enough to be a pan; how far is not given, so here any move
///   is), changes with each later move and ends when the finger lifts.
///   `translation(in:)` is the finger's travel since it went down, less
///   what `setTranslation(_:in:)` took away; `velocity(in:)` is the last
///   move's travel over its duration, "in points per second" (a move over
///   no time measures none: zero). Edge pans
///   (`UIScreenEdgePanGestureRecognizer`) are left out: where an edge
///   starts is not modelled.
/// - A swipe (`UISwipeGestureRecognizer`, one finger) recognizes once the
///   finger has moved "in an allowable direction … far enough to create a
///   swipe" (Apple): the larger of the horizontal and vertical travel from
///   where it went down gives the direction (Trellis's reading of a
///   slanted move), and it must reach
///   `UISwipeGestureRecognizer.minimumDistance` (50 points, UNSOURCED); a
///   swipe in a direction not allowed fails, and so does one that has not
///   gone far enough when the finger lifts.
///
/// A recognizer that begins or recognizes with `cancelsTouchesInView` (the
/// default) cancels the touched view's touches; one recognizes unless the
/// delegates allow recognizing simultaneously, as for long presses.
extension TrellisTouch {
    /// The pans that began follow the move (before their `changed`).
    func followPans(from before: CGPoint, over duration: TimeInterval) {
        let delta = CGPoint(x: touch.rootLocation.x - before.x, y: touch.rootLocation.y - before.y)
        for case let pan as UIPanGestureRecognizer in recognized {
            pan.translation = CGPoint(x: pan.translation.x + delta.x, y: pan.translation.y + delta.y)
            pan.panVelocity = Self.velocity(delta, duration)
        }
    }

    /// Pans that begin and swipes that recognize or fail on this move.
    func recognizeDrags(from before: CGPoint, over duration: TimeInterval) {
        let travel = CGPoint(x: touch.rootLocation.x - start.x, y: touch.rootLocation.y - start.y)
        for recognizer in candidates where !isOver(recognizer) {
            if let pan = recognizer as? UIPanGestureRecognizer, !(pan is UIScreenEdgePanGestureRecognizer) {
                guard travel != .zero, pan.minimumNumberOfTouches <= 1, pan.maximumNumberOfTouches >= 1,
                      !isTaken(for: pan) else { continue }
                // A scroll view's own pan: only where it can scroll (UIScrollView+Dragging.swift).
                if pan is ScrollViewPanGestureRecognizer, let scroll = pan.view as? UIScrollView,
                   !scroll.canBeginDrag(travel: travel, startingIn: view) { continue }
                pan.translation = travel
                pan.panVelocity = Self.velocity(CGPoint(x: touch.rootLocation.x - before.x, y: touch.rootLocation.y - before.y),
                                                duration)
                if pan.trellis.send(.began, at: location(in: pan)) { recognized.append(pan) } else { failed.append(pan) }
            } else if let swipe = recognizer as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1 {
                let horizontal = abs(travel.x) >= abs(travel.y)
                let distance = horizontal ? abs(travel.x) : abs(travel.y)
                guard distance >= UISwipeGestureRecognizer.minimumDistance else { continue }
                let direction: UISwipeGestureRecognizer.Direction = horizontal ? (travel.x > 0 ? .right : .left)
                    : (travel.y > 0 ? .down : .up)
                if swipe.direction.contains(direction), !isTaken(for: swipe),
                   swipe.trellis.send(.ended, at: location(in: swipe)) {
                    recognizedOnce.append(swipe)
                } else {
                    swipe.trellis.send(.failed)
                    failed.append(swipe)
                }
            }
        }
    }

    /// On lifting: pans that never began and swipes that never went far enough fail.
    func failDragsNotRecognized() {
        for recognizer in candidates where !isOver(recognizer) {
            guard recognizer is UISwipeGestureRecognizer
                    || (recognizer is UIPanGestureRecognizer && !(recognizer is UIScreenEdgePanGestureRecognizer)) else { continue }
            recognizer.trellis.send(.failed)
            failed.append(recognizer)
        }
    }

    /// Whether another recognizer already took the touch (and may not share it).
    private func isTaken(for recognizer: UIGestureRecognizer) -> Bool {
        (recognized + recognizedOnce).contains { !Self.simultaneous($0, recognizer) }
    }

    private static func velocity(_ delta: CGPoint, _ duration: TimeInterval) -> CGPoint {
        guard duration > 0 else { return .zero }
        return CGPoint(x: delta.x / duration, y: delta.y / duration)
    }
}
