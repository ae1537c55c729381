/// One method, property getter or property setter of a class, callable by
/// its selector: what the Objective-C runtime keeps in a class's method
/// list. The opt-in's rewriter (docs/objective-c.md) makes one for every
/// `@objc`, `@IBAction`, `@IBOutlet` and `@IBInspectable` member and
/// registers them with ``ObjCRuntime/register(_:_:)``.
public struct ObjCMethod: @unchecked Sendable {
    /// Its selector's name, e.g. `"didTap:forEvent:"`.
    public let selector: String
    /// How many arguments the Swift method takes (0, 1 or 2 for actions).
    public let arity: Int
    /// Calls the method on an instance of the class with the arguments
    /// given (missing ones are `nil`), returning what it returned (`()` for
    /// a method without a result).
    public let invoke: @MainActor (AnyObject, [Any]) -> Any?

    public init(_ selector: String, arity: Int, _ invoke: @escaping @MainActor (AnyObject, [Any]) -> Any?) {
        self.selector = selector
        self.arity = arity
        self.invoke = invoke
    }
}
