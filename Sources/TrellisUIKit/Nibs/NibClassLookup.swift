import Foundation

/// Finds the class an Interface Builder file names in `customClass` (and
/// `customModule`): one registered with ``UINib/registerClass(_:)``, else
/// Swift's own lookup of `Module.Class` (`NSClassFromString`), which finds
/// a class declared at the top level of a module.
@MainActor
enum NibClassLookup {
    /// Classes registered by their name without module.
    static var registered: [String: AnyClass] = [:]

    static func find(_ name: String, module: String?) -> AnyClass? {
        if let cls = registered[name] { return cls }
        if let module, let cls = NSClassFromString("\(module).\(name)") { return cls }
        return NSClassFromString(name)
    }
}
