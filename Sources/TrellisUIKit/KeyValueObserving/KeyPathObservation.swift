import Foundation

/// A registration made by `observe(_:options:changeHandler:)`: the handler
/// gets the object and an `NSKeyValueObservedChange` of the key path's type.
@MainActor
final class KeyPathObservation<Root: UIResponder, Value>: ObservationEntry {
    let keyPath: KeyPath<Root, Value>
    let handler: (Root, NSKeyValueObservedChange<Value>) -> Void

    init(key: ObservedKey, keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
         registration: ObservationRegistration, handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void) {
        self.keyPath = keyPath
        self.handler = handler
        super.init(key: key, options: options, registration: registration)
    }

    override func snapshot(of object: UIResponder) -> Any? { (object as? Root)?[keyPath: keyPath] }

    override func deliver(to object: UIResponder, old: Any?, new: Any?, isPrior: Bool) {
        guard !registration.isEnded, let root = object as? Root else { return }
        // Apple: a prior notification never carries the new value.
        let change = NSKeyValueObservedChange<Value>(
            kind: .setting,
            // `flatMap`: no value is nil, not a `Value` that is an optional's nil.
            newValue: options.contains(.new) && !isPrior ? new.flatMap { $0 as? Value } : nil,
            oldValue: options.contains(.old) ? old.flatMap { $0 as? Value } : nil,
            indexes: nil, isPrior: isPrior)
        handler(root, change)
    }
}

/// A registration made by `addObserver(_:forKeyPath:options:context:)`:
/// the observer's `observeValue(forKeyPath:of:change:context:)` gets a
/// change dictionary. The observer is held weakly (Apple: the observed
/// object does not retain it); one released is not called.
@MainActor
final class NamedObservation: ObservationEntry {
    weak var observer: NSObject?
    let keyPath: String
    let context: UnsafeMutableRawPointer?

    init(key: ObservedKey, observer: NSObject, keyPath: String, options: NSKeyValueObservingOptions,
         context: UnsafeMutableRawPointer?) {
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
        super.init(key: key, options: options, registration: ObservationRegistration())
    }

    override func deliver(to object: UIResponder, old: Any?, new: Any?, isPrior: Bool) {
        guard !registration.isEnded, let observer = observer as? UIResponder else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
        if options.contains(.new), !isPrior, let new { change[.newKey] = new }
        if options.contains(.old), let old { change[.oldKey] = old }
        if isPrior { change[.notificationIsPriorKey] = NSNumber(value: true) }
        observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}
