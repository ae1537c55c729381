/// Pixels counted by colour, in memory of its own: ``ColorTable``'s open
/// addressing without its arrays, whose uniqueness and bounds checks made
/// an `add` about 45 instructions where the look-up is 15
/// (`GIFColorCensus.changedColors` adds a run of about one pixel at a
/// time: 3.4 M adds on a 200-frame sweep, docs/benchmarks.md, "perf35").
/// Not copyable: it owns its memory, freed by `deinit`.
struct ColorCounts: ~Copyable {
    private static let empty = UInt64.max
    private var keys: UnsafeMutablePointer<UInt64>
    private var values: UnsafeMutablePointer<Int>
    private var capacity: Int
    private var shift: UInt64
    /// How many colours have been counted.
    private(set) var count = 0

    init() {
        (keys, values, capacity, shift) = Self.allocate(bits: 10)
    }

    deinit {
        keys.deallocate()
        values.deallocate()
    }

    private static func allocate(bits: UInt64)
        -> (UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<Int>, Int, UInt64) {
        let capacity = 1 << Int(bits)
        let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
        keys.initialize(repeating: empty, count: capacity)
        let values = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
        values.initialize(repeating: 0, count: capacity)
        return (keys, values, capacity, 64 - bits)
    }

    /// Adds `amount` pixels of `color`.
    @inline(__always) mutating func add(_ amount: Int, to color: UInt32) {
        if count * 2 >= capacity { grow() }
        let key = UInt64(color), mask = capacity - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[slot] != key {
            if keys[slot] == Self.empty {
                keys[slot] = key
                count += 1
                break
            }
            slot = (slot + 1) & mask
        }
        values[slot] += amount
    }

    /// Twice the room, every colour counted again into it.
    private mutating func grow() {
        let (oldKeys, oldValues, oldCapacity) = (keys, values, capacity)
        (keys, values, capacity, shift) = Self.allocate(bits: 64 - shift + 1)
        count = 0
        for k in 0..<oldCapacity where oldKeys[k] != Self.empty {
            add(oldValues[k], to: UInt32(truncatingIfNeeded: oldKeys[k]))
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }

    /// Every colour and its pixels.
    var dictionary: [UInt32: Int] {
        var out: [UInt32: Int] = [:]
        out.reserveCapacity(count)
        for k in 0..<capacity where keys[k] != Self.empty { out[UInt32(truncatingIfNeeded: keys[k])] = values[k] }
        return out
    }
}
