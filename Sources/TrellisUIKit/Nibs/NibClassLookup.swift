import Foundation

/// Finds the class an Interface Builder file names in `customClass` (and
/// `customModule`): one registered with ``UINib/registerClass(_:)``, else
/// Swift's own lookup of `Module.Class` (`NSClassFromString`), which finds
/// a class declared at the top level of a module.
@MainActor
enum NibClassLookup {
    /// Classes registered by their name without module.
    static var registered: [String: AnyClass] = [:]

    static func find(_ name: String, module: String?, bundle: Bundle? = nil) -> AnyClass? {
        if let cls = registered[name] { return cls }
        if let module, let cls = NSClassFromString("\(module).\(name)") { return cls }
        if let cls = NSClassFromString(name) { return cls }
        return bundleModules(bundle).lazy.compactMap { NSClassFromString("\($0).\(name)") }.first
    }

    /// The modules a SwiftPM resource bundle may belong to. Xcode writes
    /// `customModule` with `customModuleProvider="target"`: the class is in
    /// the target the file is built into, whatever the module was called
    /// when the file was saved (Apple's samples name their Xcode target's
    /// module). SwiftPM names a target's bundle `<package>_<target>`, so the
    /// target is a suffix after an underscore of the bundle's name.
    static func bundleModules(_ bundle: Bundle?) -> [String] {
        guard let name = bundle?.bundleURL.deletingPathExtension().lastPathComponent else { return [] }
        return name.indices.filter { name[$0] == "_" }.map { String(name[name.index(after: $0)...]) }.filter { !$0.isEmpty }
    }
}
