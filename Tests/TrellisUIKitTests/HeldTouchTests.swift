import Testing
import TrellisUIKit

/// A finger held down (`view.trellis.touchDown(at:)`), as UIKit delivers
/// it. Apple, `UILongPressGestureRecognizer`: "Long-press gestures are
/// continuous. The gesture begins (`began`) when the number of allowable
/// fingers (`numberOfTouchesRequired`) have been pressed for the specified
/// period (`minimumPressDuration`) and the touches do not move beyond the
/// allowable range of movement (`allowableMovement`). The gesture
/// recognizer transitions to the Change state whenever a finger moves, and
/// it ends (`ended`) when any of the fingers are lifted"; its
/// `minimumPressDuration` is 0.5 seconds and `allowableMovement` 10 points
/// by default. A control tracks from `touchesBegan` (`.touchDown`,
/// highlighted) until the finger lifts (`.touchUpInside`) or a recognizer
/// that cancels touches takes it (`.touchCancel`).
@MainActor @Suite struct HeldTouchTests {
    /// A long press recording the states it goes through (not `possible`).
    final class Press: UILongPressGestureRecognizer {
        var states: [UIGestureRecognizer.State] = []
        override var state: UIGestureRecognizer.State {
            didSet { if state != .possible { states.append(state) } }
        }
    }

    /// A window recording each touch phase it is sent, as a window that
    /// shows touches while they are down overrides `sendEvent(_:)`.
    final class TouchShowingWindow: UIWindow {
        var phases: [UITouch.Phase] = []
        override func sendEvent(_ event: UIEvent) {
            phases += (event.allTouches ?? []).map(\.phase)
            super.sendEvent(event)
        }
    }

    /// A 200 × 200 window holding a 100 × 100 view at (50, 50).
    private func screen() -> (TouchShowingWindow, UIView) {
        let window = TouchShowingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    @Test func aLongPressBeginsAfterItsMinimumDuration() throws {
        let (window, view) = screen()
        let press = Press()
        view.addGestureRecognizer(press)
        let touch = try #require(view.trellis.touchDown(at: CGPoint(x: 10, y: 10)))
        #expect(touch.view === view)
        #expect(window.phases == [.began])
        let start = touch.touch.timestamp
        touch.hold(for: 0.4)
        #expect(press.states.isEmpty)
        touch.hold(for: 0.1)  // 0.5 in all: the default minimum
        #expect(press.states == [.began])
        #expect(touch.touch.timestamp - start >= 0.5)
        #expect(press.location(in: view) == CGPoint(x: 10, y: 10))
        touch.move(to: CGPoint(x: 30, y: 10))
        #expect(press.states == [.began, .changed])
        #expect(press.location(in: view) == CGPoint(x: 30, y: 10))
        touch.lift()
        #expect(press.states == [.began, .changed, .ended])
        #expect(press.state == .possible)
        #expect(!touch.isDown)
        // The window was sent the touch down and the lift, nothing for the hold (the
        // view's touches were cancelled when the press began).
        #expect(window.phases.first == .began && window.phases.contains(.cancelled))
    }

    @Test func movingTooFarBeforeTheMinimumFailsTheLongPress() throws {
        let (_, view) = screen()
        let press = Press()
        press.minimumPressDuration = 1
        view.addGestureRecognizer(press)
        let touch = try #require(view.trellis.touchDown(at: CGPoint(x: 10, y: 10)))
        touch.hold(for: 0.5)
        touch.move(to: CGPoint(x: 10, y: 20))  // 10: within allowableMovement
        #expect(press.states.isEmpty)
        touch.move(to: CGPoint(x: 10, y: 21))  // 11: past it
        #expect(press.states == [.failed])
        touch.hold(for: 1)
        touch.lift()
        #expect(press.states == [.failed])
    }

    /// A button held: tracking and highlighted, `.touchDown` sent, no
    /// `.touchUpInside` until the finger lifts.
    @Test func aHeldButtonTracksUntilLifted() throws {
        let (window, _) = screen()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        let touch = try #require(button.trellis.touchDown())
        #expect(touch.view === button)
        #expect(button.isTracking && button.isHighlighted)
        #expect(events == ["down"])
        touch.hold(for: 2)
        #expect(button.isHighlighted && events == ["down"])
        touch.lift()
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(events == ["down", "up"])
    }

    /// A long press on the button's superview begins after 0.5 s and, as
    /// it cancels touches in the view, the button's tracking is cancelled:
    /// `.touchCancel`, no `.touchUpInside` on lifting.
    @Test func aLongPressAboveCancelsTheButtonsTracking() throws {
        let (_, view) = screen()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.addSubview(button)
        let press = Press()
        view.addGestureRecognizer(press)
        var events: [String] = []
        for (name, event) in [("down", UIControl.Event.touchDown), ("up", .touchUpInside), ("cancel", .touchCancel)] {
            button.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        let touch = try #require(button.trellis.touchDown())
        touch.hold(for: 0.5)
        #expect(press.states == [.began])
        #expect(events == ["down", "cancel"])
        #expect(!button.isHighlighted)
        touch.lift()
        #expect(press.states == [.began, .ended])
        #expect(events == ["down", "cancel"])
    }

    /// A tap is a touch down and a lift at once: the window sees both phases.
    @Test func aTapIsATouchDownAndALift() {
        let (window, view) = screen()
        #expect(view.trellis.tap() === view)
        #expect(window.phases == [.began, .ended])
    }
}
