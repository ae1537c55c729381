/// A hash table keyed by object identity (a variable, a constraint).
///
/// `Dictionary<ObjectIdentifier, _>` hashes every key with SipHash, which
/// is built to resist chosen keys; here the keys are addresses of objects the
/// solver keeps alive, so a multiplicative hash of the address is enough.
/// The solver looks a constraint up twice and a variable about twice per
/// addition: with SipHash that was about a tenth of a small build.
///
/// Open addressing with linear probing; removed slots become tombstones and
/// are cleared when the table is rebuilt. A slot holds its key and its value
/// side by side: a lookup in a large table (a 10,000-view list's 130,000
/// variables and constraints) is then one cache miss, where separate key and
/// value arrays cost two (issue 32). The only walk over the table
/// (`unorderedValues`, for a dump) is sorted, so its order cannot leak into
/// the solver's results or output.
struct IdentityTable<Value> {
    /// A key (0 an empty slot, 1 a removed one: objects are aligned, so no
    /// address is either) and its value.
    private struct Slot {
        var key: UInt
        var value: Value?
    }

    private var slots: [Slot] = []
    private(set) var count = 0
    /// Live slots plus tombstones.
    private var used = 0
    private var shift = 64

    private static var empty: UInt { 0 }
    private static var removed: UInt { 1 }

    /// The slot holding `key`, or the slot where it would go.
    @inline(__always)
    private func slot(for key: UInt) -> (index: Int, found: Bool) {
        var index = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
        var firstRemoved = -1
        let mask = slots.count - 1
        while true {
            let k = slots[index].key
            if k == key { return (index, true) }
            if k == IdentityTable.empty { return (firstRemoved >= 0 ? firstRemoved : index, false) }
            if k == IdentityTable.removed, firstRemoved < 0 { firstRemoved = index }
            index = (index &+ 1) & mask
        }
    }

    subscript(id: ObjectIdentifier) -> Value? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = slot(for: UInt(bitPattern: id))
            return found ? slots[index].value : nil
        }
        set {
            if let newValue {
                insert(newValue, for: UInt(bitPattern: id))
            } else {
                _ = removeValue(forKey: id)
            }
        }
    }

    private mutating func insert(_ value: Value, for key: UInt) {
        if 4 * (used + 1) > 3 * slots.count { rebuild() }
        let (index, found) = slot(for: key)
        if !found {
            if slots[index].key == IdentityTable.empty { used += 1 }
            slots[index].key = key
            count += 1
        }
        slots[index].value = value
    }

    @discardableResult
    mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
        guard count > 0 else { return nil }
        let (index, found) = slot(for: UInt(bitPattern: id))
        guard found else { return nil }
        let value = slots[index].value
        slots[index] = Slot(key: IdentityTable.removed, value: nil)
        count -= 1
        return value
    }

    /// Every value, in no meaningful order (callers sort).
    var unorderedValues: [Value] {
        slots.compactMap { $0.value }
    }

    /// Makes room for `count` entries in all, so that adding up to that
    /// many rehashes nothing: a solver that knows it is about to take
    /// 57,500 constraints builds its table once, not doubling it step by
    /// step (each doubling of a large table rehashes it at random and
    /// frees the old one).
    mutating func reserveCapacity(_ count: Int) {
        guard 4 * (count + 1) > 3 * slots.count else { return }
        rebuild(minimumCapacity: (4 * (count + 1) + 2) / 3)
    }

    /// Removes every entry and keeps the room (a solver built again).
    mutating func removeAll() {
        guard count > 0 || used > 0 else { return }
        for k in slots.indices { slots[k] = Slot(key: IdentityTable.empty, value: nil) }
        count = 0
        used = 0
    }

    /// Re-inserts the live entries into a table with room for twice as many
    /// (at most half full: at a quarter, as before, a 10,000-view list's
    /// 40,000 variables took a table of 131,072 slots, 2 MB looked up at
    /// random, where 65,536 do).
    private mutating func rebuild(minimumCapacity: Int = 0) {
        let old = slots
        var capacity = 8
        while capacity < max(2 * (count + 1), minimumCapacity) { capacity *= 2 }
        slots = [Slot](repeating: Slot(key: IdentityTable.empty, value: nil), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        used = count
        for entry in old where entry.key > IdentityTable.removed {
            let (index, _) = slot(for: entry.key)
            slots[index] = entry
        }
    }
}
