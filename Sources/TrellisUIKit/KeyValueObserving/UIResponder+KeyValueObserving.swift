import Foundation

/// Key-value observing by string key path, as Objective-C-era code writes
/// it: `tableView.addObserver(self, forKeyPath: "contentSize", options:
/// .new, context: nil)` and an `override func observeValue(forKeyPath:…)`.
/// The observer must be a responder (a view or view controller, as it is
/// in real code): only their class declares `observeValue` to override.
extension UIResponder {
    /// Registers `observer` for the property named `keyPath` (an
    /// Objective-C key: `contentSize`, `hidden`, `enabled`); a key
    /// TrellisUIKit does not notify for reports once on standard error.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String,
                            options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?) {
        guard let key = ObservedKey(rawValue: keyPath), key.value(of: self) != nil else {
            ObservedKey.reportUnobservable("\(type(of: self)) \"\(keyPath)\"")
            return
        }
        observersMadeIfNeeded.add(
            NamedObservation(key: key, observer: observer, keyPath: keyPath, options: options, context: context), to: self)
    }

    /// Ends `observer`'s registrations for `keyPath` made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        keyValueObservers?.remove(observer: observer, keyPath: keyPath, context: .some(context))
    }

    /// Ends `observer`'s registrations for `keyPath`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        keyValueObservers?.remove(observer: observer, keyPath: keyPath, context: nil)
    }
}
