import Foundation

#if !canImport(ObjectiveC)
/// `value(forKey:)`, the key-value coding getter every `NSObject` has on
/// Apple platforms and Linux's Foundation lacks: apps read a property by
/// its name with it (a page view controller's "scrollView", a cell's
/// "_label"). Found here as Key-Value Coding's search pattern finds an
/// instance variable when no accessor answers (Apple's "Accessor Search
/// Patterns": `_key`, `_isKey`, `key`, `isKey`), among the object's stored
/// properties and its superclasses' (a lazy property once it is made).
/// Computed properties have no storage to find and answer nil.
///
/// UIKit raises `NSUndefinedKeyException` for a key it has no property
/// for; here such a key answers nil, because the keys apps read this way
/// are mostly UIKit's private ones, which Trellis's classes do not have
/// under UIKit's names: raising would fail code that works on iOS.
extension NSObject {
    public func value(forKey key: String) -> Any? {
        guard !key.isEmpty else { return nil }
        // UserDefaults answers key-value coding with its defaults (the
        // getter beside its `setValue(_:forKey:)`, UserDefaults+KeyValueCoding.swift).
        if let defaults = self as? UserDefaults { return defaults.object(forKey: key) }
        // An animation answers first what was set on it under any key
        // (CAAnimation+KeyValueCoding.swift).
        if let animation = self as? CAAnimation, let kept = animation.keptValues[key] {
            return kept
        }
        let capitalized = key.prefix(1).uppercased() + key.dropFirst()
        let names = ["_" + key, "_is" + capitalized, key, "is" + capitalized]
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for name in names {
                for label in [name, "$__lazy_storage_$_" + name] {
                    if let child = current.children.first(where: { $0.label == label }) { return unwrapped(child.value) }
                }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// A stored optional's wrapped value, or nil (KVC gives nil for nil).
    private func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrapped(wrapped)
    }
}
#endif
