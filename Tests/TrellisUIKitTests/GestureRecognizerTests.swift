import Testing
import TrellisUIKit

/// Gesture recognizers as UIKit documents them
/// (<https://developer.apple.com/documentation/uikit/uigesturerecognizer>):
/// each target's action gets the recognizer (or nothing); a discrete
/// gesture is recognized once, a continuous one sends began, changed and
/// ended; a disabled recognizer, a hidden or non-interactive view, or a
/// delegate that says no stop it. Gestures are performed with `trellis`.
@MainActor @Suite struct GestureRecognizerTests {
    final class Handler: NSObject {
        var calls: [(method: String, state: UIGestureRecognizer.State, location: CGPoint)] = []
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        var names: [String] { calls.map(\.method) }
        var states: [UIGestureRecognizer.State] { calls.map(\.state) }

        func didTap() { calls.append(("didTap", .possible, .zero)) }
        func handleTap(_ recognizer: UITapGestureRecognizer) {
            calls.append(("handleTap:", recognizer.state, recognizer.location(in: recognizer.view)))
        }
        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            calls.append(("handlePan:", recognizer.state, recognizer.location(in: recognizer.view)))
            translations.append(recognizer.translation(in: recognizer.view))
            velocities.append(recognizer.velocity(in: recognizer.view))
        }
        func handleGesture(_ recognizer: UIGestureRecognizer) {
            calls.append(("handleGesture:", recognizer.state, recognizer.location(in: recognizer.view)))
        }
    }

    /// The opt-in's registration, by hand (docs/objective-c.md).
    static let registered: Void = ObjCRuntime.register(Handler.self, [
        ObjCMethod("didTap", arity: 0) { o, _ in (o as! Handler).didTap() },
        ObjCMethod("handleTap:", arity: 1) { o, a in (o as! Handler).handleTap(ObjCRuntime.argument(a, 0, of: "handleTap:")) },
        ObjCMethod("handlePan:", arity: 1) { o, a in (o as! Handler).handlePan(ObjCRuntime.argument(a, 0, of: "handlePan:")) },
        ObjCMethod("handleGesture:", arity: 1) { o, a in (o as! Handler).handleGesture(ObjCRuntime.argument(a, 0, of: "handleGesture:")) },
    ])

    init() { _ = Self.registered }

    /// A card at (20, 30), 100 × 60, in a root view.
    func makeCard() -> (root: UIView, card: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        root.addSubview(card)
        return (root, card)
    }

    /// A tap is discrete: one action, in the `ended` (`recognized`) state,
    /// with the recognizer as the argument (or none, for a method without
    /// one); afterwards the recognizer is back in `possible`.
    @Test func tap() {
        let (root, card) = makeCard()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector("handleTap:"))
        tap.addTarget(handler, action: Selector("didTap"))
        card.addGestureRecognizer(tap)
        #expect(tap.view === card)
        #expect(card.gestureRecognizers == [tap])

        #expect(tap.trellis.recognize(at: CGPoint(x: 10, y: 15)))
        #expect(handler.names == ["handleTap:", "didTap"])
        #expect(handler.states.first == .ended)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(handler.calls[0].location == CGPoint(x: 10, y: 15))
        #expect(tap.state == .possible)
        // The same point in the root's coordinates, and in the window's
        // (nil: the top of the tree here).
        #expect(tap.location(in: root) == CGPoint(x: 30, y: 45))
        #expect(tap.location(in: nil) == CGPoint(x: 30, y: 45))

        // A discrete gesture has no began or changed.
        #expect(!tap.trellis.send(.began))
        #expect(handler.calls.count == 2)
    }

    /// Without a location the gesture happens at the view's centre.
    @Test func defaultLocationIsTheCentre() {
        let (_, card) = makeCard()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector("handleTap:"))
        card.addGestureRecognizer(tap)
        tap.trellis.recognize()
        #expect(handler.calls.first?.location == CGPoint(x: 50, y: 30))
    }

    /// A pan is continuous: began, changed (as many times as the finger
    /// moves), ended, the action reading the translation and velocity.
    @Test func pan() {
        let (_, card) = makeCard()
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("handlePan:"))
        card.addGestureRecognizer(pan)
        #expect(pan.trellis.send(.began, at: CGPoint(x: 10, y: 10)))
        pan.setTranslation(CGPoint(x: 40, y: 0), in: card)
        pan.trellis.setVelocity(CGPoint(x: 400, y: 0))
        #expect(pan.trellis.send(.changed, at: CGPoint(x: 50, y: 10)))
        #expect(pan.state == .changed)
        #expect(pan.trellis.send(.ended))
        #expect(handler.states == [.began, .changed, .ended])
        #expect(handler.translations == [.zero, CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 0)])
        #expect(handler.velocities[1] == CGPoint(x: 400, y: 0))
        #expect(handler.calls[1].location == CGPoint(x: 50, y: 10))
        #expect(pan.state == .possible)

        // recognize() performs a whole one.
        pan.trellis.recognize()
        #expect(handler.states.suffix(3) == [.began, .changed, .ended])
        // changed needs began first.
        #expect(!pan.trellis.send(.changed))
    }

    /// Gestures reach a recognizer only where touches do: not when it is
    /// disabled, not on a hidden view or one (or whose superview) ignores
    /// touches, as a label does by default, not on a view in no tree.
    @Test func whereGesturesAreNotDelivered() {
        let (root, card) = makeCard()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector("handleTap:"))
        #expect(!tap.trellis.recognize())  // on no view

        card.addGestureRecognizer(tap)
        tap.isEnabled = false
        #expect(!tap.trellis.recognize())
        tap.isEnabled = true

        card.isHidden = true
        #expect(!tap.trellis.recognize())
        card.isHidden = false

        root.isUserInteractionEnabled = false
        #expect(!tap.trellis.recognize())
        root.isUserInteractionEnabled = true

        card.alpha = 0.005
        #expect(!tap.trellis.recognize())
        card.alpha = 1

        let label = UILabel()
        let labelTap = UITapGestureRecognizer(target: handler, action: Selector("handleTap:"))
        label.addGestureRecognizer(labelTap)
        #expect(!labelTap.trellis.recognize())  // UILabel.isUserInteractionEnabled is false
        label.isUserInteractionEnabled = true
        #expect(labelTap.trellis.recognize())

        #expect(tap.trellis.recognize())
        #expect(handler.calls.count == 2)
    }

    /// A delegate that returns false from `gestureRecognizerShouldBegin(_:)`
    /// makes the gesture fail: no action. One that does not implement it
    /// lets it begin.
    @Test func delegateCanStopTheGesture() {
        final class Refusing: NSObject, UIGestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                asked += 1
                return false
            }
        }
        final class Silent: NSObject, UIGestureRecognizerDelegate {}
        let (_, card) = makeCard()
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("handlePan:"))
        card.addGestureRecognizer(pan)
        let refusing = Refusing()
        pan.delegate = refusing
        #expect(!pan.trellis.recognize())
        #expect(refusing.asked == 1)
        #expect(handler.calls.isEmpty)
        #expect(pan.state == .possible)  // failed, then reset

        let silent = Silent()
        pan.delegate = silent
        #expect(pan.trellis.recognize())
        #expect(handler.calls.count == 3)
        #expect(!silent.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: UITapGestureRecognizer()))
    }

    /// Disabling a recognizer in the middle of its gesture cancels it: the
    /// action is sent once more, in the `cancelled` state.
    @Test func disablingCancels() {
        let (_, card) = makeCard()
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Selector("handlePan:"))
        card.addGestureRecognizer(pan)
        pan.trellis.send(.began)
        pan.isEnabled = false
        #expect(handler.states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    /// Targets: adding a pair twice keeps one; removing with nil matches all
    /// targets or all actions; several targets each get the action.
    @Test func targets() {
        let (_, card) = makeCard()
        let a = Handler(), b = Handler()
        let tap = UITapGestureRecognizer()
        card.addGestureRecognizer(tap)
        tap.addTarget(a, action: Selector("handleGesture:"))
        tap.addTarget(a, action: Selector("handleGesture:"))  // already there: ignored
        tap.addTarget(b, action: Selector("handleGesture:"))
        tap.addTarget(b, action: Selector("didTap"))
        tap.trellis.recognize()
        #expect(a.names == ["handleGesture:"])
        #expect(b.names == ["handleGesture:", "didTap"])

        tap.removeTarget(b, action: nil)
        tap.trellis.recognize()
        #expect(a.calls.count == 2)
        #expect(b.calls.count == 2)

        tap.removeTarget(nil, action: nil)
        tap.trellis.recognize()
        #expect(a.calls.count == 2)
    }

    /// The recognizer does not keep its targets.
    @Test func targetsAreHeldWeakly() {
        let (_, card) = makeCard()
        let tap = UITapGestureRecognizer()
        card.addGestureRecognizer(tap)
        weak var gone: Handler?
        do {
            let handler = Handler()
            gone = handler
            tap.addTarget(handler, action: Selector("didTap"))
        }
        #expect(gone == nil)
        #expect(tap.trellis.recognize())  // recognized, with nobody to tell
    }

    /// A view keeps its recognizers (nil when it has none); adding one to
    /// another view moves it; removing it clears its view.
    @Test func attachingRecognizers() {
        let a = UIView(), b = UIView()
        #expect(a.gestureRecognizers == nil)
        let swipe = UISwipeGestureRecognizer()
        a.addGestureRecognizer(swipe)
        a.addGestureRecognizer(swipe)
        #expect(a.gestureRecognizers == [swipe])
        b.addGestureRecognizer(swipe)
        #expect(a.gestureRecognizers == nil)
        #expect(swipe.view === b)
        b.removeGestureRecognizer(swipe)
        #expect(swipe.view == nil)
        b.gestureRecognizers = [UITapGestureRecognizer(), UILongPressGestureRecognizer()]
        #expect(b.gestureRecognizers?.count == 2)
        #expect(b.gestureRecognizers?.allSatisfy { $0.view === b } == true)
    }

    /// Each recognizer's defaults, from its UIKit documentation page.
    @Test func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.isEnabled)
        #expect(tap.cancelsTouchesInView)
        #expect(!tap.delaysTouchesBegan)
        #expect(tap.delaysTouchesEnded)
        #expect(tap.state == .possible)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(UIPinchGestureRecognizer().scale == 1)
        #expect(UIRotationGestureRecognizer().rotation == 0)
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(UIPanGestureRecognizer().minimumNumberOfTouches == 1)
        #expect([UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }

    /// A long press and a pinch are continuous too; a swipe is discrete.
    @Test func kindsOfGesture() {
        let (_, card) = makeCard()
        let handler = Handler()
        let press = UILongPressGestureRecognizer(target: handler, action: Selector("handleGesture:"))
        let pinch = UIPinchGestureRecognizer(target: handler, action: Selector("handleGesture:"))
        let swipe = UISwipeGestureRecognizer(target: handler, action: Selector("handleGesture:"))
        for recognizer in [press, pinch, swipe] { card.addGestureRecognizer(recognizer) }
        press.trellis.recognize()
        #expect(handler.states == [.began, .changed, .ended])
        pinch.scale = 2
        pinch.trellis.setVelocity(1.5)
        #expect(pinch.velocity == 1.5)
        pinch.trellis.recognize()
        swipe.trellis.recognize()
        #expect(handler.states.count == 7)
        #expect(handler.states.last == .ended)
    }
}
