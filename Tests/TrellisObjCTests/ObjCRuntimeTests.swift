import Foundation
import TrellisObjC
import Testing

/// Classes whose methods are registered by hand, as the rewriter's
/// generated code registers them.
class Receiver: NSObject {
    var calls: [String] = []
    var title: String? = "start"
    func refresh() { calls.append("refresh") }
    func tap(_ sender: Any) { calls.append("tap \(sender)") }
    func tap(_ sender: Any, event: Any?) { calls.append("tap \(sender) \(String(describing: event))") }
    func note(_ notification: Notification) { calls.append("note \(notification.name.rawValue)") }
    func tick(_ timer: Timer) { calls.append("tick") }
    func answer() -> NSNumber { 42 }
}

final class SubReceiver: Receiver {
    override func refresh() { calls.append("sub refresh") }
}

enum Registration {
    static let done: Void = {
        func argument<T>(_ a: [Any], _ i: Int) -> T { ObjCRuntime.argument(a, i, of: "test") }
        ObjCRuntime.register(Receiver.self, [
            ObjCMethod("refresh", arity: 0) { o, _ in (o as! Receiver).refresh() },
            ObjCMethod("tap:", arity: 1) { o, a in (o as! Receiver).tap(argument(a, 0)) },
            ObjCMethod("tap:event:", arity: 2) { o, a in (o as! Receiver).tap(argument(a, 0), event: argument(a, 1)) },
            ObjCMethod("note:", arity: 1) { o, a in (o as! Receiver).note(argument(a, 0)) },
            ObjCMethod("tick:", arity: 1) { o, a in (o as! Receiver).tick(argument(a, 0)) },
            ObjCMethod("answer", arity: 0) { o, _ in (o as! Receiver).answer() },
            ObjCMethod("title", arity: 0) { o, _ in (o as! Receiver).title },
            ObjCMethod("setTitle:", arity: 1) { o, a in ObjCRuntime.assign(&(o as! Receiver).title, a, of: "setTitle:") },
        ])
    }()
}

@MainActor
struct ObjCRuntimeTests {
    init() { Registration.done }

    @Test func methodsAreFoundThroughSuperclassesAndOverridesRun() {
        let receiver = SubReceiver()
        #expect(receiver.responds(to: Selector("refresh")))
        #expect(!receiver.responds(to: Selector("missing")))
        #expect(SubReceiver.instancesRespond(to: Selector("tap:")))
        ObjCRuntime.send("refresh", to: receiver)
        #expect(receiver.calls == ["sub refresh"])
    }

    @Test func argumentsArePassedAsTheMethodTakesThem() {
        let receiver = Receiver()
        // UIKit passes sender and event; each method takes what it declares.
        ObjCRuntime.send("refresh", to: receiver, arguments: ["sender", "event"])
        ObjCRuntime.send("tap:", to: receiver, arguments: ["sender", "event"])
        ObjCRuntime.send("tap:event:", to: receiver, arguments: ["sender"])
        #expect(receiver.calls == ["refresh", "tap sender", "tap sender nil"])
    }

    @Test func propertiesHaveGetterAndSetter() {
        let receiver = Receiver()
        ObjCRuntime.send("setTitle:", to: receiver, arguments: ["new"])
        #expect(receiver.title == "new")
        #expect(ObjCRuntime.send("title", to: receiver) as? String == "new")
        ObjCRuntime.send("setTitle:", to: receiver, arguments: [])
        #expect(receiver.title == nil)
    }

    @Test func aBaseNameFindsTheOneMethodOfThatName() {
        // `#selector(refresh)` of a method declared in another module.
        #expect(ObjCRuntime.method(Selector("note"), in: Receiver.self)?.selector == "note:")
        // Two `tap` methods: the bare name is ambiguous, as in Objective-C it names neither.
        #expect(ObjCRuntime.method(Selector("tap"), in: Receiver.self) == nil)
    }

    @Test func performReturnsTheObjectResult() {
        let receiver = Receiver()
        #expect(receiver.perform(Selector("answer"))?.takeUnretainedValue() as? NSNumber == 42)
        #expect(receiver.perform(Selector("tap:"), with: "x") == nil)
        _ = receiver.perform(Selector("tap:event:"), with: "a", with: "b")
        #expect(receiver.calls == ["tap x", "tap a Optional(\"b\")"])
    }

    @Test func notificationObserversCallTheirSelectorUntilRemoved() {
        let center = NotificationCenter()
        let receiver = Receiver()
        let name = Notification.Name("TrellisTestNotification")
        center.addObserver(receiver, selector: Selector("note:"), name: name, object: nil)
        center.post(name: name, object: nil)
        center.removeSelectorObserver(receiver)
        center.post(name: name, object: nil)
        #expect(receiver.calls == ["note TrellisTestNotification"])
    }

    @Test func timersAndDelayedPerformsFireWhenTheRunLoopRuns() {
        let receiver = Receiver()
        // Not at once: the first fire is the interval away, as on iOS (on
        // Linux a block timer's first fire is now). A long interval, so that
        // a loaded machine cannot make it due.
        let later = Timer.scheduledTimer(timeInterval: 30, target: receiver, selector: Selector("tick:"), userInfo: nil, repeats: false)
        RunLoop.current.run(until: Date().addingTimeInterval(0.001))
        #expect(receiver.calls.isEmpty)
        later.invalidate()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: receiver, selector: Selector("tick:"), userInfo: nil, repeats: false)
        receiver.perform(Selector("refresh"), with: nil, afterDelay: 0.01)
        receiver.perform(Selector("tap:"), with: "late", afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: receiver, selector: Selector("tap:"), object: "late")
        #expect(receiver.calls.isEmpty)
        RunLoop.current.run(until: Date().addingTimeInterval(0.2))
        #expect(receiver.calls.sorted() == ["refresh", "tick"])
        #expect(!timer.isValid)
    }

    @Test func optionalResultsAreNilWhenUnimplemented() {
        func unimplemented() -> Double { ObjCRuntime.unimplementedOptional() }
        func implemented() -> Double { 7 }
        #expect(ObjCRuntime.optionalResult(unimplemented()) == nil)
        #expect(ObjCRuntime.optionalResult(implemented()) == 7)
        #expect(ObjCRuntime.optionalResult(Optional<Double>.none) == nil)
    }
}

/// Associated objects as UIKit extensions use them for stored properties.
struct AssociatedObjectTests {
    nonisolated(unsafe) static var badgeKey: UInt8 = 0

    @Test func valuesLiveWithTheirObject() {
        var object: NSObject? = NSObject()
        withUnsafePointer(to: &Self.badgeKey) { key in
            objc_setAssociatedObject(object!, key, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(object!, key) as? String == "3")
            objc_setAssociatedObject(object!, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(object!, key) == nil)
            objc_setAssociatedObject(object!, key, "4", .OBJC_ASSOCIATION_COPY)
            object = nil
            // A new object at the same address does not see the old value.
            let other = NSObject()
            #expect(objc_getAssociatedObject(other, key) == nil)
        }
    }
}
