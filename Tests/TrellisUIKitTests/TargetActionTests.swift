import Testing
import TrellisUIKit

/// Target–action on controls as UIKit documents it
/// (<https://developer.apple.com/documentation/uikit/uicontrol>): an action
/// method takes no parameter, the sender, or the sender and the event;
/// `sendActions(for:)` sends every action registered for the events;
/// targets are not retained; `removeTarget` with nil matches all.
@MainActor @Suite struct TargetActionTests {
    /// What a target received: the method, its sender and its event.
    final class Target: NSObject {
        var calls: [(method: String, sender: Any?, event: UIEvent?)] = []
        var names: [String] { calls.map(\.method) }

        func didTap() { calls.append(("didTap", nil, nil)) }
        func didTapButton(_ sender: UIButton) { calls.append(("didTapButton:", sender, nil)) }
        func didTap(_ sender: UIButton, forEvent event: UIEvent) { calls.append(("didTap:forEvent:", sender, event)) }
        func valueChanged(_ sender: UISwitch) { calls.append(("valueChanged:", sender, nil)) }
    }

    /// The opt-in's registration, by hand (docs/objective-c.md).
    static let registered: Void = ObjCRuntime.register(Target.self, [
        ObjCMethod("didTap", arity: 0) { o, _ in (o as! Target).didTap() },
        ObjCMethod("didTapButton:", arity: 1) { o, a in (o as! Target).didTapButton(ObjCRuntime.argument(a, 0, of: "didTapButton:")) },
        ObjCMethod("didTap:forEvent:", arity: 2) { o, a in
            (o as! Target).didTap(ObjCRuntime.argument(a, 0, of: "didTap:forEvent:"), forEvent: ObjCRuntime.argument(a, 1, of: "didTap:forEvent:"))
        },
        ObjCMethod("valueChanged:", arity: 1) { o, a in (o as! Target).valueChanged(ObjCRuntime.argument(a, 0, of: "valueChanged:")) },
    ])

    init() { _ = Self.registered }

    /// Each of UIKit's three action signatures gets what it declares: nothing,
    /// the sender, the sender and the event (a touch event, as a tap sends).
    @Test func theThreeActionSignatures() {
        let button = UIButton(type: .system)
        let target = Target()
        button.addTarget(target, action: Selector("didTap"), for: .touchUpInside)
        button.addTarget(target, action: Selector("didTapButton:"), for: .touchUpInside)
        button.addTarget(target, action: Selector("didTap:forEvent:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.names == ["didTap", "didTapButton:", "didTap:forEvent:"])
        #expect(target.calls[1].sender as? UIButton === button)
        #expect(target.calls[2].sender as? UIButton === button)
        #expect(target.calls[2].event?.type == .touches)
    }

    /// Only the actions registered for one of the events sent run; a pair
    /// registered for several events runs for any of them.
    @Test func onlyTheEventsSent() {
        let toggle = UISwitch()
        let target = Target()
        toggle.addTarget(target, action: Selector("valueChanged:"), for: .valueChanged)
        toggle.addTarget(target, action: Selector("didTap"), for: [.touchDown, .touchUpInside])
        toggle.sendActions(for: .touchDragInside)
        #expect(target.calls.isEmpty)
        toggle.sendActions(for: .valueChanged)
        #expect(target.names == ["valueChanged:"])
        #expect(target.calls[0].sender as? UISwitch === toggle)
        toggle.sendActions(for: .touchDown)
        toggle.sendActions(for: .touchUpInside)
        #expect(target.names == ["valueChanged:", "didTap", "didTap"])
    }

    /// UIActions and target–action pairs run in the order they were added,
    /// the action with the control as its sender while it runs.
    @Test func actionsAndTargetsInOrder() {
        let button = UIButton(type: .system)
        let target = Target()
        var order: [String] = []
        var senderWhileRunning: Any?
        let first = UIAction(title: "First") { action in
            order.append("first")
            senderWhileRunning = action.sender
        }
        button.addAction(first, for: .touchUpInside)
        button.addTarget(target, action: Selector("didTap"), for: .touchUpInside)
        button.addAction(UIAction { _ in order.append("second:\(target.calls.count)") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(order == ["first", "second:1"])
        #expect(senderWhileRunning as? UIButton === button)
        #expect(first.sender == nil)
    }

    /// `removeTarget(_:action:for:)`: one action; all of a target's (nil
    /// action); every target's (nil target); only the events named.
    @Test func removingTargets() {
        let button = UIButton(type: .system)
        let a = Target(), b = Target()
        button.addTarget(a, action: Selector("didTap"), for: [.touchUpInside, .touchDown])
        button.addTarget(a, action: Selector("didTapButton:"), for: .touchUpInside)
        button.addTarget(b, action: Selector("didTap"), for: .touchUpInside)

        button.removeTarget(a, action: Selector("didTap"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(a.names == ["didTapButton:"])
        #expect(b.names == ["didTap"])
        button.sendActions(for: .touchDown)  // still registered for touchDown
        #expect(a.names == ["didTapButton:", "didTap"])

        button.removeTarget(a, action: nil, for: .allEvents)
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(a.calls.count == 2)
        #expect(b.calls.count == 2)

        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .allEvents)
        #expect(b.calls.count == 2)
        #expect(button.allTargets.isEmpty)
    }

    /// `allTargets` (NSNull for the responder chain), `allControlEvents`
    /// and `actions(forTarget:forControlEvent:)` (nil for a nil target or
    /// when there are none).
    @Test func registrations() {
        let button = UIButton(type: .system)
        let target = Target()
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents == [])
        button.addTarget(target, action: Selector("didTap"), for: .touchUpInside)
        button.addTarget(target, action: Selector("didTapButton:"), for: .touchUpInside)
        button.addTarget(nil, action: Selector("didTap"), for: .touchDown)
        button.addAction(UIAction { _ in }, for: .menuActionTriggered)
        #expect(button.allTargets.count == 2)
        #expect(button.allTargets.contains(AnyHashable(target)))
        #expect(button.allTargets.contains { $0.base is NSNull })  // the responder chain
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .menuActionTriggered])
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["didTap", "didTapButton:"])
        #expect(button.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchDown) == nil)
    }

    /// The control does not keep its targets ("target is not retained",
    /// UIControl's `addTarget(_:action:for:)`), and a target that is gone
    /// is a nil target, as UIKit's zeroed weak reference is: "If you specify
    /// nil for the target, the control searches the responder chain for an
    /// object that defines the specified action method" (same page). The
    /// pair stays and still sends; a button outside any chain finds no one,
    /// so nothing is called and nothing crashes.
    @Test func aTargetThatIsGoneIsTheResponderChain() {
        let button = UIButton(type: .system)
        weak var gone: Target?
        do {
            let target = Target()
            gone = target
            button.addTarget(target, action: Selector("didTap"), for: .touchUpInside)
            #expect(button.allTargets.count == 1)
        }
        #expect(gone == nil)
        button.sendActions(for: .touchUpInside)
        #expect(button.allControlEvents == [.touchUpInside])
        #expect(button.allTargets.count == 1)
        #expect(button.allTargets.contains { $0.base is NSNull })
        // A nil-target pair added now is the same pair: still one.
        button.addTarget(nil, action: Selector("didTap"), for: .touchDown)
        #expect(button.allTargets.count == 1)
        button.removeTarget(nil, action: Selector("didTap"), for: .allEvents)
        #expect(button.allControlEvents == [])
    }

    /// `sendActions(for:)` goes through `sendAction(_:to:for:)` for each
    /// pair and `sendAction(_:)` for each UIAction, so a subclass sees them.
    @Test func sendActionsGoesThroughSendAction() {
        final class LoggingButton: UIButton {
            var sent: [String] = []
            override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
                sent.append(action.name)
                super.sendAction(action, to: target, for: event)
            }
            override func sendAction(_ action: UIAction) {
                sent.append(action.title)
                super.sendAction(action)
            }
        }
        let button = LoggingButton(type: .system)
        let target = Target()
        button.addTarget(target, action: Selector("didTap"), for: .touchUpInside)
        button.addAction(UIAction(title: "closure") { _ in }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.sent == ["didTap", "closure"])
        #expect(target.names == ["didTap"])
    }

    /// `sendAction(_:to:for:)` called directly (a control changed in code),
    /// with a nil event: a method that takes the event gets nil.
    @Test func sendActionDirectly() {
        final class OptionalEventTarget: NSObject {
            var events: [UIEvent?] = []
            func changed(_ sender: Any, event: UIEvent?) { events.append(event) }
        }
        ObjCRuntime.register(OptionalEventTarget.self, [
            ObjCMethod("changed:event:", arity: 2) { o, a in
                (o as! OptionalEventTarget).changed(ObjCRuntime.argument(a, 0, of: "changed:event:"), event: ObjCRuntime.argument(a, 1, of: "changed:event:"))
            },
        ])
        let slider = UISlider()
        let target = OptionalEventTarget()
        slider.sendAction(Selector("changed:event:"), to: target, for: nil)
        #expect(target.events.count == 1)
        #expect(target.events[0] == nil)
    }

    /// A button made with a primary action runs it for
    /// `.primaryActionTriggered`; `sendActions(for:)` sends exactly the
    /// events asked for.
    @Test func primaryAction() {
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.sendActions(for: .touchUpInside)
        #expect(taps == 0)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        #expect(button.currentTitle == "Go")
    }
}
