import Foundation

#if !canImport(ObjectiveC)
/// `UserDefaults.setValue(_:forKey:)`: on Apple platforms the key-value
/// coding setter every `NSObject` has, which for `UserDefaults` stores the
/// value as `set(_:forKey:)` does (Apple's `setValue(_:forKey:)` page: "sets
/// the property of the receiver specified by a given key to a given
/// value"; `UserDefaults` answers it with the default). Linux's Foundation
/// has no key-value coding, so apps' `UserDefaults.standard.setValue(x,
/// forKey:)` did not compile; a nil value removes the default, as `set(nil,
/// forKey:)` does.
extension UserDefaults {
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
#endif
