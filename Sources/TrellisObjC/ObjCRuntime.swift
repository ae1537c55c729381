import Foundation
import Locking

/// The part of the Objective-C runtime that target–action needs, without
/// Objective-C: each class's methods by selector, looked up through its
/// superclasses as `objc_msgSend` looks them up.
///
/// Methods are registered once per class, before `main` runs, by code the
/// opt-in's rewriter adds to each UIKit file (docs/objective-c.md). A
/// subclass that overrides an `@objc` method needs no entry of its own: the
/// superclass's entry calls the method, and Swift's dynamic dispatch runs
/// the override, as Objective-C's would.
public enum ObjCRuntime {
    private static let methods = Locked<[ObjectIdentifier: [String: ObjCMethod]]>([:])

    /// Adds `classMethods` to the methods of `cls` (the rewriter's generated
    /// code calls this; a test may too).
    public static func register(_ cls: AnyClass, _ classMethods: [ObjCMethod]) {
        methods.withLock { table in
            for method in classMethods {
                table[ObjectIdentifier(cls), default: [:]][method.selector] = method
            }
        }
    }

    /// The method `selector` names for instances of `cls`: its own, or the
    /// nearest superclass's.
    ///
    /// A selector without a colon that no class has also finds a method of
    /// that base name with arguments (`tap` finds `tap:` or
    /// `tapWithSender:`), the one method the name can mean: the rewriter
    /// gives `#selector(tap)` its base name when `tap` is declared outside
    /// the module it rewrites, where it cannot read its labels.
    public static func method(_ selector: Selector, in cls: AnyClass) -> ObjCMethod? {
        methods.withLock { table in
            var current: AnyClass? = cls
            while let candidate = current {
                if let method = table[ObjectIdentifier(candidate)]?[selector.name] { return method }
                current = _getSuperclass(candidate)
            }
            guard !selector.name.contains(":") else { return nil }
            current = cls
            while let candidate = current {
                let named = (table[ObjectIdentifier(candidate)] ?? [:]).values.filter {
                    $0.selector.hasPrefix(selector.name + ":") || $0.selector.hasPrefix(selector.name + "With")
                }
                if named.count == 1 { return named[0] }
                current = _getSuperclass(candidate)
            }
            return nil
        }
    }

    /// Whether `object` has a method named `selector` (`responds(to:)`).
    public static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        method(selector, in: type(of: object)) != nil
    }

    /// Calls `selector` on `target` with as many of `arguments` as the
    /// method takes (UIKit passes the sender, then the event, and a method
    /// may take 0, 1 or 2 of them). Stops the program, as Objective-C's
    /// "unrecognized selector sent to instance" does, when `target` has no
    /// such method.
    @MainActor
    @discardableResult
    public static func send(_ selector: Selector, to target: AnyObject, arguments: [Any] = []) -> Any? {
        guard let method = method(selector, in: type(of: target)) else {
            fatalError("-[\(type(of: target)) \(selector.name)]: unrecognized selector sent to instance")
        }
        return method.invoke(target, Array(arguments.prefix(method.arity)))
    }

    /// Like ``send(_:to:arguments:)``, from code that is not main-actor
    /// isolated: a notification's observer, a timer, `perform(_:)`. The
    /// method runs at once on the calling thread, as Foundation calls
    /// selectors on iOS (a notification on the posting thread, a timer on
    /// its run loop's); UIKit code is main-thread code, and tests post and
    /// fire from it.
    @discardableResult
    public static func sendFromAnyContext(_ selector: Selector, to target: AnyObject, arguments: [Any] = []) -> Any? {
        guard let method = method(selector, in: type(of: target)) else {
            fatalError("-[\(type(of: target)) \(selector.name)]: unrecognized selector sent to instance")
        }
        // A synchronous main-actor function has the calling convention of a
        // plain one; isolation is the compiler's, checked where it can be.
        let invoke = unsafeBitCast(method.invoke, to: ((AnyObject, [Any]) -> Any?).self)
        return invoke(target, Array(arguments.prefix(method.arity)))
    }

    /// Argument `index` of a call as the method's parameter type: what the
    /// rewriter's generated code passes. A missing or `nil` argument
    /// becomes `nil` where the parameter is optional; otherwise the program
    /// stops with the selector and the types, as a wrong cast would.
    public static func argument<T>(_ arguments: [Any], _ index: Int, of selector: StaticString) -> T {
        if index < arguments.count, let value = arguments[index] as? T { return value }
        if let none = (Optional<Any>.none as Any) as? T { return none }
        let found = index < arguments.count ? "\(type(of: arguments[index]))" : "no argument"
        fatalError("\(selector): argument \(index + 1) should be \(T.self), found \(found)")
    }

    /// The result of calling an optional requirement of an `@objc` protocol
    /// (`delegate?.height?(for: row)`): nil when the conforming type does
    /// not implement it, as Objective-C gives. The rewriter wraps such
    /// calls whose result is not optional.
    public static func optionalResult<T>(_ call: @autoclosure () throws -> T?) rethrows -> T? {
        let key = "ObjCRuntime.unimplementedOptional"
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[key]
        dictionary[key] = false
        defer { dictionary[key] = outer }
        let result = try call()
        return dictionary[key] as? Bool == true ? nil : result
    }

    /// What the default implementation of an optional requirement returns:
    /// it marks the call unimplemented for ``optionalResult(_:)`` and gives
    /// a zeroed value of a plain type (0, false, .zero). A type that cannot
    /// be zeroed (a class, a String) stops the program, naming the type.
    public static func unimplementedOptional<T>() -> T {
        Thread.current.threadDictionary["ObjCRuntime.unimplementedOptional"] = true
        guard _isPOD(T.self) else {
            fatalError("an optional requirement returning \(T.self) was called without ?() and is not implemented")
        }
        let storage = UnsafeMutableRawPointer.allocate(byteCount: max(MemoryLayout<T>.size, 1), alignment: MemoryLayout<T>.alignment)
        defer { storage.deallocate() }
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: max(MemoryLayout<T>.size, 1))
        return storage.load(as: T.self)
    }

    /// Sets a property from the first argument: a setter's generated code
    /// (`setTitleLabel:` for an `@IBOutlet var titleLabel`).
    public static func assign<T>(_ property: inout T, _ arguments: [Any], of selector: StaticString) {
        property = argument(arguments, 0, of: selector)
    }
}



extension ObjCRuntime {
    /// Whether a call of `selector` on `object` is being handed to a
    /// subclass's override right now (so that the override's `super` call
    /// runs the extension's own body, not the override again).
    public static func isForwarding(_ object: AnyObject, _ selector: StaticString) -> Bool {
        forwardingCalls().contains(ForwardingKey(object, selector))
    }

    /// Runs `call` (a subclass's override of an extension's `@objc` method)
    /// marked as forwarding `selector` for `object`.
    public static func forwarding<Result>(_ object: AnyObject, _ selector: StaticString, _ call: () throws -> Result) rethrows -> Result {
        let key = ForwardingKey(object, selector)
        var calls = forwardingCalls()
        calls.insert(key)
        Thread.current.threadDictionary[forwardingKey] = calls
        defer {
            var calls = forwardingCalls()
            calls.remove(key)
            Thread.current.threadDictionary[forwardingKey] = calls
        }
        return try call()
    }

    private static let forwardingKey = "ObjCRuntime.forwarding"

    private static func forwardingCalls() -> Set<ForwardingKey> {
        Thread.current.threadDictionary[forwardingKey] as? Set<ForwardingKey> ?? []
    }

    private struct ForwardingKey: Hashable {
        let object: ObjectIdentifier
        let selector: String
        init(_ object: AnyObject, _ selector: StaticString) {
            self.object = ObjectIdentifier(object)
            self.selector = "\(selector)"
        }
    }
}
