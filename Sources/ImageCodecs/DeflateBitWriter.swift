/// Bits packed as deflate packs them: least significant first.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bitCount = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends whole bytes; the bits so far must end on a byte.
    mutating func append(bytes more: [UInt8]) {
        precondition(bitCount == 0, "bytes appended within a byte")
        bytes += more
    }

    /// The low `count` bits of `value` (at most 24 at once).
    @inline(__always) mutating func write(_ value: Int, _ count: Int) {
        buffer |= UInt64(truncatingIfNeeded: value) << UInt64(truncatingIfNeeded: bitCount)
        bitCount += count
        if bitCount >= 32 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 8))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 16))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 24))
            buffer >>= 32
            bitCount -= 32
        }
    }

    /// Pads the last byte with zeros.
    mutating func flush() {
        while bitCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bitCount = max(0, bitCount - 8)
        }
    }
}
