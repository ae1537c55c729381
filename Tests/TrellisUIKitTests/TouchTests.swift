import Testing
import TrellisUIKit

/// Hit-testing and synthetic taps, as UIKit documents them
/// (<https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)>:
/// hidden views, views with user interaction disabled and views under 0.01
/// alpha are ignored; a point outside the bounds is never a hit; subviews
/// front to back), and the touch and tracking methods a tap reaches
/// (`view.trellis.tap(at:)`, docs/uikit.md "Touches").
@MainActor @Suite struct TouchTests {
    final class Log {
        var entries: [String] = []
    }

    /// A view that logs its touch methods and passes them on.
    final class TouchView: UIView {
        var log: Log?
        var name = ""
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            let point = touch.location(in: self)
            log?.entries.append("\(name).began (\(point.x), \(point.y)) phase \(touch.phase.rawValue)")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.entries.append("\(name).ended phase \(touches.first!.phase.rawValue)")
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?.entries.append("\(name).cancelled")
            super.touchesCancelled(touches, with: event)
        }
    }

    /// A control that logs its tracking, as a custom control overrides it.
    final class TrackingControl: UIControl {
        var log: Log?
        var refusesToTrack = false
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log?.entries.append("beginTracking tracking=\(isTracking) highlighted=\(isHighlighted)")
            return !refusesToTrack
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log?.entries.append("continueTracking")
            return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            log?.entries.append("endTracking tracking=\(isTracking) inside=\(isTouchInside)")
        }
        override func cancelTracking(with event: UIEvent?) { log?.entries.append("cancelTracking") }
    }

    @MainActor final class TapHandler: NSObject {
        var taps: [CGPoint] = []
        func handleTap(_ recognizer: UITapGestureRecognizer) { taps.append(recognizer.location(in: recognizer.view)) }
    }

    final class Delegate: NSObject, UIGestureRecognizerDelegate {
        var receives = true
        var simultaneous = false
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
    }

    /// The opt-in's registration of `handleTap:`, by hand (docs/objective-c.md).
    static let registered: Void = ObjCRuntime.register(TapHandler.self, [
        ObjCMethod("handleTap:", arity: 1) { o, a in (o as! TapHandler).handleTap(ObjCRuntime.argument(a, 0, of: "handleTap:")) },
    ])

    init() { _ = Self.registered }

    /// A 200 × 200 root with a 100 × 100 child at (50, 50).
    func tree() -> (root: UIView, child: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(child)
        return (root, child)
    }

    // MARK: Hit-testing

    @Test func hitTestFindsTheFarthestDescendant() {
        let (root, child) = tree()
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.addSubview(grandchild)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === grandchild)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
        #expect(root.point(inside: CGPoint(x: 199.5, y: 0), with: nil))
        #expect(!root.point(inside: CGPoint(x: 200, y: 0), with: nil))
    }

    @Test func hitTestIgnoresHiddenDisabledAndTransparentViews() {
        let (root, child) = tree()
        let point = CGPoint(x: 100, y: 100)
        child.isHidden = true
        #expect(root.hitTest(point, with: nil) === root)
        child.isHidden = false
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === root)
        child.isUserInteractionEnabled = true
        child.alpha = 0.009
        #expect(root.hitTest(point, with: nil) === root)
        child.alpha = 0.01
        #expect(root.hitTest(point, with: nil) === child, "0.01 is not below 0.01")
        // A label ignores touches by default (isUserInteractionEnabled false): the tap goes behind it.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.addSubview(label)
        #expect(root.hitTest(point, with: nil) === child)
    }

    @Test func subviewsOutsideTheBoundsAreNeverHit() {
        let (root, child) = tree()
        let sticking = UIView(frame: CGRect(x: 90, y: 90, width: 100, height: 100))
        child.addSubview(sticking)
        // (170, 170) is inside `sticking` but outside `child`: Apple, "Points that lie outside
        // the receiver's bounds are never reported as hits, even if they actually lie within
        // one of the receiver's subviews."
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 145, y: 145), with: nil) === sticking)
    }

    @Test func frontmostSubviewWins() {
        let (root, child) = tree()
        let front = UIView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        root.bringSubviewToFront(child)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
    }

    @Test func pointInsideOverridesWidenTheTarget() {
        final class WideButton: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = WideButton(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === small)
    }

    @Test func convertGoesThroughFramesAndScrollOffsets() {
        let (root, child) = tree()
        #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 60, y: 60))
        #expect(root.convert(CGPoint(x: 60, y: 60), to: child) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 60, y: 60))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: root) == CGRect(x: -50, y: -50, width: 5, height: 5))
    }

    // MARK: Synthetic taps

    @Test func aTapReachesTheHitViewAndGoesUpTheChain() {
        let log = Log()
        let root = TouchView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.name = "root"
        root.log = log
        let child = TouchView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.name = "child"
        child.log = log
        root.addSubview(child)
        let hit = child.trellis.tap(at: CGPoint(x: 30, y: 40))
        #expect(hit === child)
        // UIResponder's default passes the touch to the next responder (the superview).
        #expect(log.entries == ["child.began (30.0, 40.0) phase 0", "root.began (80.0, 90.0) phase 0",
                                "child.ended phase 3", "root.ended phase 3"])
    }

    @Test func aTapOnACoveredViewGoesToTheViewInFront() {
        let (root, child) = tree()
        let cover = UIView(frame: root.bounds)
        root.addSubview(cover)
        #expect(child.trellis.tap() === cover)
        cover.isUserInteractionEnabled = false
        #expect(child.trellis.tap() === child)
    }

    @Test func aTapOnAControlTracksAndSendsTouchUpInside() {
        let log = Log()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let control = TrackingControl(frame: CGRect(x: 20, y: 20, width: 80, height: 44))
        control.log = log
        root.addSubview(control)
        control.addAction(UIAction { _ in log.entries.append("touchDown highlighted=\(control.isHighlighted)") }, for: .touchDown)
        control.addAction(UIAction { _ in log.entries.append("touchUpInside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.entries.append("touchUpOutside") }, for: .touchUpOutside)
        #expect(control.trellis.tap() === control)
        #expect(log.entries == ["beginTracking tracking=false highlighted=false", "touchDown highlighted=false",
                                "endTracking tracking=true inside=true", "touchUpInside"])
        #expect(!control.isHighlighted && !control.isTracking)

        // beginTracking returning false: no touchDown, no endTracking, no touchUpInside.
        log.entries = []
        control.refusesToTrack = true
        control.trellis.tap()
        #expect(log.entries == ["beginTracking tracking=false highlighted=false"])

        // A disabled control ignores touches.
        log.entries = []
        control.refusesToTrack = false
        control.isEnabled = false
        control.trellis.tap()
        #expect(log.entries.isEmpty)
    }

    @Test func aTappedButtonSendsItsPrimaryAction() {
        var events: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in events.append("primary") })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        button.trellis.tap()
        #expect(events == ["primary", "touchUpInside"])
    }

    @Test func aTappedSwitchToggles() {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        var values: [Bool] = []
        toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
        toggle.trellis.tap()
        toggle.trellis.tap()
        #expect(values == [true, false])
    }

    @Test func aTapRecognizerOnTheHitViewRecognizesAndCancelsTheViewsTouch() {
        let log = Log()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = TouchView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.name = "card"
        card.log = log
        root.addSubview(card)
        let handler = TapHandler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector("handleTap:"))
        card.addGestureRecognizer(tap)
        card.trellis.tap(at: CGPoint(x: 10, y: 20))
        #expect(handler.taps == [CGPoint(x: 10, y: 20)])
        // cancelsTouchesInView (true by default): the view's touch is cancelled.
        #expect(log.entries == ["card.began (10.0, 20.0) phase 0", "card.cancelled"])
        log.entries = []
        tap.cancelsTouchesInView = false
        card.trellis.tap()
        #expect(handler.taps.count == 2)
        #expect(log.entries.last == "card.ended phase 3")
        #expect(tap.state == .possible)
    }

    @Test func aRecognizerOnASuperviewSeesTapsOnSubviews() {
        let (root, child) = tree()
        let handler = TapHandler()
        root.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: Selector("handleTap:")))
        child.trellis.tap(at: CGPoint(x: 5, y: 5))
        #expect(handler.taps == [CGPoint(x: 55, y: 55)])
    }

    @Test func aControlWinsOverTapRecognizersAbove() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        root.addSubview(button)
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        let handler = TapHandler()
        root.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: Selector("handleTap:")))
        button.trellis.tap()
        // Apple ("Attaching gesture recognizers to UIKit controls"): a single tap on a
        // button goes to the button, not to a tap recognizer on its superview.
        #expect(tapped == 1)
        #expect(handler.taps.isEmpty)
        // A recognizer on the control itself wins, and the control's touch is cancelled.
        button.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: Selector("handleTap:")))
        button.trellis.tap()
        #expect(handler.taps.count == 1)
        #expect(tapped == 1)
    }

    @Test func recognizersAboveTakeTapsFromControlsOfYourOwn() {
        let log = Log()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let control = TrackingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        control.log = log
        root.addSubview(control)
        control.addAction(UIAction { _ in log.entries.append("touchUpInside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.entries.append("touchCancel") }, for: .touchCancel)
        let handler = TapHandler()
        root.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: Selector("handleTap:")))
        control.trellis.tap()
        // Apple names only the system controls; a custom control's touch is cancelled by the recognizer.
        #expect(handler.taps.count == 1)
        #expect(log.entries == ["beginTracking tracking=false highlighted=false", "cancelTracking", "touchCancel"])
    }

    @Test func delegatesDecideWhatReceivesAndRecognizesTogether() {
        let (root, child) = tree()
        let inner = TapHandler(), outer = TapHandler()
        let innerTap = UITapGestureRecognizer(target: inner, action: Selector("handleTap:"))
        let outerTap = UITapGestureRecognizer(target: outer, action: Selector("handleTap:"))
        child.addGestureRecognizer(innerTap)
        root.addGestureRecognizer(outerTap)
        child.trellis.tap()
        #expect(inner.taps.count == 1 && outer.taps.isEmpty, "one recognizes: the nearest")
        let delegate = Delegate()
        innerTap.delegate = delegate
        delegate.simultaneous = true
        child.trellis.tap()
        #expect(inner.taps.count == 2 && outer.taps.count == 1)
        delegate.receives = false
        child.trellis.tap()
        #expect(inner.taps.count == 2 && outer.taps.count == 2)
        // Double taps and disabled recognizers do not recognize a single tap.
        innerTap.delegate = nil
        innerTap.numberOfTapsRequired = 2
        outerTap.isEnabled = false
        child.trellis.tap()
        #expect(inner.taps.count == 2 && outer.taps.count == 2)
    }

    @Test func touchesKnowTheirViewAndEvent() {
        final class Inspector: UIView {
            var checked = false
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                let touch = touches.first!
                checked = touch.view === self && touch.tapCount == 1 && touch.type == .direct && touch.force == 0
                    && event?.allTouches == touches && event?.touches(for: self) == touches
                    && touch.location(in: nil) == CGPoint(x: 60, y: 70)
                    && touch.previousLocation(in: self) == touch.location(in: self)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inspector = Inspector(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(inspector)
        inspector.trellis.tap(at: CGPoint(x: 10, y: 20))
        #expect(inspector.checked)
    }
}
