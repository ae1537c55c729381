import Foundation
import Testing
import TrellisUIKit

/// Pans and swipes recognized from a synthetic finger's moves
/// (`touchDown(at:)`, `move(to:over:)`, `lift()`). Apple,
/// `UIPanGestureRecognizer`: the gesture begins when the minimum number of
/// fingers has moved far enough to be a pan, changes as a finger moves and
/// ends when all fingers lift; `velocity(in:)` is "expressed in points per
/// second". `UISwipeGestureRecognizer`: a discrete
/// gesture, recognized when the user "moves the specified number of touches
/// … in an allowable direction … far enough to create a swipe" (how far is
/// not documented: 50 points along the larger travel here, UNSOURCED in
/// docs/uikit-numbers.md).
@MainActor @Suite struct TouchDragTests {
    typealias Handler = GestureRecognizerTests.Handler

    init() { _ = GestureRecognizerTests.registered }

    /// A card at (20, 30), 200 × 200, in a 320 × 480 root.
    private func card(with recognizer: UIGestureRecognizer) -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        root.addSubview(card)
        card.addGestureRecognizer(recognizer)
        return (root, card)
    }

    /// Down at (10, 10); 20 right over 0.1 s: began, translation (20, 0),
    /// 200 points a second; 40 down over 0.2 s: changed, (20, 40), (0, 200);
    /// lifted: ended at the last place.
    @Test func aDragPans() throws {
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("handlePan:"))
        let (_, card) = card(with: pan)
        let touch = try #require(card.trellis.touchDown(at: CGPoint(x: 10, y: 10)))
        #expect(handler.calls.isEmpty)
        touch.move(to: CGPoint(x: 30, y: 10), over: 0.1)
        touch.move(to: CGPoint(x: 30, y: 50), over: 0.2)
        touch.lift()
        #expect(handler.states == [.began, .changed, .ended])
        #expect(handler.translations == [CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 40), CGPoint(x: 20, y: 40)])
        #expect(handler.velocities[0] == CGPoint(x: 200, y: 0))
        #expect(handler.velocities[1] == CGPoint(x: 0, y: 200))
        #expect(handler.calls.map(\.location) == [CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 50), CGPoint(x: 30, y: 50)])
        #expect(pan.state == .possible)
    }

    /// A handler that resets the translation each step reads each move's own travel.
    @Test func setTranslationResetsWhatTheNextMoveAddsTo() throws {
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("handlePan:"))
        let (_, card) = card(with: pan)
        let touch = try #require(card.trellis.touchDown(at: CGPoint(x: 10, y: 10)))
        touch.move(to: CGPoint(x: 15, y: 10))
        pan.setTranslation(.zero, in: card)
        touch.move(to: CGPoint(x: 18, y: 14))
        #expect(handler.translations == [CGPoint(x: 5, y: 0), CGPoint(x: 3, y: 4)])
        #expect(handler.velocities == [.zero, .zero])  // moves over no time measure no speed
        touch.lift()
    }

    /// The touched view's touches are cancelled when the pan begins (`cancelsTouchesInView`).
    @Test func aPanThatBeginsCancelsTheViewsTouches() throws {
        final class Recording: UIView {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
        }
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("handlePan:"))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = Recording(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        view.addGestureRecognizer(pan)
        let touch = try #require(view.trellis.touchDown(at: CGPoint(x: 10, y: 10)))
        touch.move(to: CGPoint(x: 40, y: 10))
        touch.move(to: CGPoint(x: 60, y: 10))
        touch.lift()
        #expect(view.phases == ["began", "moved", "cancelled"])
        #expect(handler.states == [.began, .changed, .ended])
    }

    /// 60 points left: a left swipe recognizes once, mid-drag; a right one fails.
    @Test func aSwipeRecognizesInItsDirection() throws {
        let handler = Handler()
        let left = UISwipeGestureRecognizer(target: handler, action: Selector("handleGesture:"))
        left.direction = .left
        let (_, card) = card(with: left)
        let touch = try #require(card.trellis.touchDown(at: CGPoint(x: 150, y: 100)))
        touch.move(to: CGPoint(x: 120, y: 105))  // 30: not yet
        #expect(handler.calls.isEmpty)
        touch.move(to: CGPoint(x: 90, y: 110))  // 60 left, 10 down: left (the larger travel), far enough
        #expect(handler.states == [.ended])
        touch.move(to: CGPoint(x: 40, y: 110))
        touch.lift()
        #expect(handler.states == [.ended])

        let rightHandler = Handler()
        let right = UISwipeGestureRecognizer(target: rightHandler, action: Selector("handleGesture:"))
        let (_, other) = self.card(with: right)
        let wrongWay = try #require(other.trellis.touchDown(at: CGPoint(x: 150, y: 100)))
        wrongWay.move(to: CGPoint(x: 90, y: 100))
        wrongWay.lift()
        #expect(rightHandler.calls.isEmpty)
    }

    /// Up and down: the larger travel decides; too short a swipe fails when the finger lifts.
    @Test func theLargerTravelDecidesAndShortOnesFail() throws {
        let handler = Handler()
        let swipe = UISwipeGestureRecognizer(target: handler, action: Selector("handleGesture:"))
        swipe.direction = [.up, .down]
        let (_, card) = card(with: swipe)
        let short = try #require(card.trellis.touchDown(at: CGPoint(x: 100, y: 100)))
        short.move(to: CGPoint(x: 100, y: 140))
        short.lift()
        #expect(handler.calls.isEmpty)
        let long = try #require(card.trellis.touchDown(at: CGPoint(x: 100, y: 100)))
        long.move(to: CGPoint(x: 130, y: 45))  // 30 across, 55 up
        long.lift()
        #expect(handler.states == [.ended])
    }
}
