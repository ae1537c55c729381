/// A method's Objective-C name (`SEL`), such as `"tap:"` or
/// `"tableView:didSelectRowAtIndexPath:"`.
///
/// Foundation on Linux has no `Selector`. With the opt-in of
/// docs/objective-c.md, `#selector(tap(_:))` in a UIKit file becomes
/// `Selector("tap:")`, the name the Objective-C compiler would give the
/// method, and the class's `@objc` methods are registered by that name in
/// ``ObjCRuntime``, so that a control, a gesture recognizer or
/// `NotificationCenter` can call them.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name, with one colon per argument.
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }

    public var description: String { name }

    /// How many arguments the method takes: its colons.
    public var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }
}

/// Foundation's `NSSelectorFromString(_:)`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// Foundation's `NSStringFromSelector(_:)`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The Objective-C runtime's `sel_getName` (a Swift `String` here).
public func sel_getName(_ sel: Selector) -> String { sel.name }

/// The Objective-C runtime's `sel_registerName`.
public func sel_registerName(_ str: String) -> Selector { Selector(str) }
