import Foundation

// Foundation's key-value observing types, which swift-corelibs-foundation
// does not declare (Linux has no KVO): Darwin's names, raw values and
// shapes, so `observe(\.contentSize, options: [.new])` and
// `addObserver(_:forKeyPath:options:context:)` build unchanged. What
// notifies is TrellisUIKit's own (KeyValueObservers.swift, docs/uikit.md
// "Key-value observing").

/// What a notification carries and when it is sent (Apple's
/// `NSKeyValueObservingOptions`; raw values as in NSKeyValueObserving.h).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// One notification at once, before registration returns, with the
    /// current value as new and no old value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change too, with no new value.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Apple's `NSKeyValueChange`); properties change
/// by `.setting`, the other kinds are for to-many relationships.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// The keys of a change dictionary (Apple's `NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// One change, as a key-path observation's handler gets it (Apple's
/// `NSKeyValueObservedChange`): `newValue` and `oldValue` are nil unless
/// asked for with `.new` and `.old`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    /// True in the notification `.prior` sends before the change.
    public let isPrior: Bool
}

/// Keeps an `observe(_:options:changeHandler:)` registration alive: it
/// ends with `invalidate()` or when this is released, as Apple's does.
public final class NSKeyValueObservation: @unchecked Sendable {
    let registration: ObservationRegistration

    init(_ registration: ObservationRegistration) { self.registration = registration }

    /// Stops the notifications; calling it again does nothing.
    public func invalidate() { registration.end() }

    deinit { registration.end() }
}

/// Darwin's protocol for the key-path `observe` method; TrellisUIKit's
/// responders (views, controls, view controllers) adopt it.
public protocol _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIResponder {
    /// Calls `changeHandler` when the property at `keyPath` is set (or, for
    /// `frame`, `bounds`, `center` and a scroll view's `contentSize`,
    /// changed by layout), with the values `options` ask for. Only the
    /// properties docs/uikit.md ("Key-value observing") lists notify;
    /// another key path reports once on standard error and never calls.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let registration = ObservationRegistration()
        guard let key = ObservedKey(keyPath, on: self) else {
            ObservedKey.reportUnobservable(String(describing: Self.self))
            return NSKeyValueObservation(registration)
        }
        let entry = KeyPathObservation(key: key, keyPath: keyPath, options: options, registration: registration,
                                       handler: changeHandler)
        observersMadeIfNeeded.add(entry, to: self)
        return NSKeyValueObservation(registration)
    }
}

extension UIResponder: _KeyValueCodingAndObserving {}
