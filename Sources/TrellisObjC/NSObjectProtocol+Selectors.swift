import Foundation

// NSObject's selector API (`responds(to:)`, `perform(_:)` and the delayed
// `perform(_:with:afterDelay:)`), through ObjCRuntime's method tables.
// UIKit's responders are NSObjects, so a view, a view controller and any
// NSObject subclass have these, as on iOS.
extension NSObjectProtocol {
    /// Whether this object has a method `aSelector` names: an `@objc`,
    /// `@IBAction` or outlet accessor registered by the opt-in.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return ObjCRuntime.responds(self, to: aSelector)
    }

    /// Calls `aSelector` with no argument; returns its object result.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [])
    }

    /// Calls `aSelector` with one argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [argument(object)])
    }

    /// Calls `aSelector` with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [argument(object1), argument(object2)])
    }

    /// Calls `aSelector` with `anArgument` after `delay` seconds, from the
    /// current run loop: a test sees the call only if it runs the run loop
    /// (`RunLoop.current.run(until:)`), as on iOS.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerforms.schedule(aSelector, on: self, argument: anArgument, delay: delay)
    }

    /// An argument as Objective-C passes it: the object, or nil.
    private func argument(_ value: Any?) -> Any {
        if let value { return value }
        return Optional<Any>.none as Any
    }

    private func performNow(_ selector: Selector?, _ arguments: [Any]) -> Unmanaged<AnyObject>? {
        guard let selector else { fatalError("perform(_:) with a nil selector") }
        let result = ObjCRuntime.sendFromAnyContext(selector, to: self, arguments: arguments)
        guard let result, !(result is Void) else { return nil }
        // Objective-C returns the object autoreleased: alive until the pool
        // drains. Here it stays alive until the thread's next perform.
        let object = result as AnyObject
        Thread.current.threadDictionary["ObjCRuntime.performResult"] = object
        return Unmanaged.passUnretained(object)
    }
}

extension NSObject {
    /// Cancels the `perform(_:with:afterDelay:)` calls pending for `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerforms.cancel(target: aTarget as AnyObject, selector: nil, argument: nil, matchArgument: false)
    }

    /// Cancels the pending `perform(_:with:afterDelay:)` calls of
    /// `aSelector` with `anArgument` for `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerforms.cancel(target: aTarget as AnyObject, selector: aSelector, argument: anArgument, matchArgument: true)
    }

    /// Whether instances of this class respond to `aSelector`.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return ObjCRuntime.method(aSelector, in: self) != nil
    }
}
