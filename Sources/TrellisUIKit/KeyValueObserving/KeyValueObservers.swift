import Foundation

/// Ends an observation: `invalidate()`, the token's deinit (on whatever
/// thread releases it) or `removeObserver`. Only a flag, so ending needs no
/// actor; the observed object drops ended entries when it next registers.
final class ObservationRegistration: @unchecked Sendable {
    private(set) var isEnded = false
    func end() { isEnded = true }
}

/// One registration on one object for one key.
@MainActor
class ObservationEntry {
    let key: ObservedKey
    let options: NSKeyValueObservingOptions
    let registration: ObservationRegistration
    /// The value last told (or read at registration): a change that
    /// layout makes, with no setter to announce it, is told when the
    /// value differs from this.
    var last: Any?
    /// The values before the sets in progress (a setter may set again).
    var pendingOld: [Any?] = []

    init(key: ObservedKey, options: NSKeyValueObservingOptions, registration: ObservationRegistration) {
        self.key = key
        self.options = options
        self.registration = registration
    }

    /// The observed value now, as the handler is given it.
    func snapshot(of object: UIResponder) -> Any? { key.value(of: object) }

    /// Calls the handler; `new` is nil in a prior notification.
    func deliver(to object: UIResponder, old: Any?, new: Any?, isPrior: Bool) {}
}

/// An object's observations (`UIResponder.keyValueObservers`, nil until
/// the first): the observed setters ask it before and after they set.
@MainActor
final class KeyValueObservers {
    private var entries: [ObservationEntry] = []

    func add(_ entry: ObservationEntry, to object: UIResponder) {
        entries.removeAll { $0.registration.isEnded }
        entries.append(entry)
        entry.last = entry.snapshot(of: object)
        // Apple's `.initial`: at once, the current value as new, no old.
        if entry.options.contains(.initial) { entry.deliver(to: object, old: nil, new: entry.last, isPrior: false) }
        if [.frame, .bounds, .center].contains(entry.key), let view = object as? UIView {
            view.node.reportsSolvedFrames = true
        }
    }

    /// Ends the string-key-path observations of `observer` for `keyPath`
    /// (only those with `context`, when given).
    func remove(observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer??) {
        for case let entry as NamedObservation in entries
        where entry.observer === observer && entry.keyPath == keyPath && (context == nil || entry.context == context!) {
            entry.registration.end()
        }
        entries.removeAll { $0.registration.isEnded }
    }

    private func live(_ key: ObservedKey) -> [ObservationEntry] {
        entries.filter { $0.key == key && !$0.registration.isEnded }
    }

    /// Before `key` is set: `.prior` observers hear of it now.
    func willSet(_ key: ObservedKey, of object: UIResponder) {
        for entry in live(key) {
            let old = entry.snapshot(of: object)
            entry.pendingOld.append(old)
            if entry.options.contains(.prior) { entry.deliver(to: object, old: old, new: nil, isPrior: true) }
        }
    }

    /// After `key` was set: its observers hear of it whether or not the
    /// value changed, as KVO's automatic notification tells every set;
    /// the keys it moves are told if they changed.
    func didSet(_ key: ObservedKey, of object: UIResponder) {
        for entry in live(key) {
            let old = entry.pendingOld.popLast() ?? entry.last
            let new = entry.snapshot(of: object)
            entry.last = new
            entry.deliver(to: object, old: old, new: new, isPrior: false)
        }
        valuesMayHaveChanged(key.related, of: object)
    }

    /// Layout (or a related setter) may have changed these: observers whose
    /// value differs from the one they last heard hear of it, a `.prior`
    /// one first with the old value.
    func valuesMayHaveChanged(_ keys: [ObservedKey], of object: UIResponder) {
        for entry in entries where keys.contains(entry.key) && !entry.registration.isEnded && entry.pendingOld.isEmpty {
            let new = entry.snapshot(of: object)
            guard !ObservedKey.same(new, entry.last) else { continue }
            let old = entry.last
            entry.last = new
            if entry.options.contains(.prior) { entry.deliver(to: object, old: old, new: nil, isPrior: true) }
            entry.deliver(to: object, old: old, new: new, isPrior: false)
        }
    }
}

extension UIResponder {
    /// The observers, made on the first registration.
    var observersMadeIfNeeded: KeyValueObservers {
        if let keyValueObservers { return keyValueObservers }
        let made = KeyValueObservers()
        keyValueObservers = made
        return made
    }

    /// Sets through `change`, telling the observers of `key` around it; with
    /// no observer it only calls `change`.
    @inline(__always)
    func notifyingObservers(of key: ObservedKey, _ change: () -> Void) {
        guard let keyValueObservers else { return change() }
        keyValueObservers.willSet(key, of: self)
        change()
        keyValueObservers.didSet(key, of: self)
    }
}
