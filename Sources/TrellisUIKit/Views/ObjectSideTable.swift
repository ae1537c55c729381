/// Values TrellisUIKit keeps for an object outside the object: the stored
/// properties that UIKit declares on a class (`cornerConfiguration`,
/// `hoverStyle`, …) and that an extension in another file cannot store.
///
/// Keyed by `ObjectIdentifier`, with the owner held weakly beside its
/// value: an identifier the runtime hands to a new object after the old
/// one is gone never reads the old value, and entries whose owner is gone
/// are dropped as the table grows.
@preconcurrency @MainActor
final class ObjectSideTable<Value> {
    private struct Entry {
        weak var owner: AnyObject?
        var value: Value
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The count at which the table next drops entries of owners gone.
    private var sweepAt = 64

    init() {}

    subscript(_ owner: AnyObject) -> Value? {
        get {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            return entry.value
        }
        set {
            let key = ObjectIdentifier(owner)
            guard let newValue else {
                entries[key] = nil
                return
            }
            entries[key] = Entry(owner: owner, value: newValue)
            if entries.count >= sweepAt {
                entries = entries.filter { $0.value.owner != nil }
                sweepAt = max(64, entries.count * 2)
            }
        }
    }

    /// The value for `owner`, or `initial` (stored, so that a mutable
    /// reference type handed out once is the one handed out again).
    func value(for owner: AnyObject, default initial: @autoclosure () -> Value) -> Value {
        if let value = self[owner] { return value }
        let value = initial()
        self[owner] = value
        return value
    }
}
