/// The LZ77 parse of a picture's rows: deflate's, for `PictureDeflate`,
/// or lossless WebP's (a longer window and longer matches), for `VP8LImage`.
///
/// Flat UI is mostly runs of one palette index, and that is what makes
/// zlib slow on it: every place in a run of the background hashes alike,
/// so the chain of the commonest three bytes holds most of the picture,
/// and a search for where text starts after the background walks
/// hundreds of run places that all fail one byte after the run. Here a
/// place inside a run of four or more hashes by its byte, how much of the
/// run is left (up to ``runKeyLimit``) and the two bytes after the run,
/// so a chain holds only places whose run ends the same way; places deep
/// in a long run are not hashed at all (the run continues at distance 1
/// and the row above is tried first). Other places hash their next four
/// bytes, with chains of ``maxChain``. Matches are found lazily, as
/// zlib does: a match shorter than ``lazyLimit`` waits to see whether one
/// starting a byte later is longer.
struct LZ77Matcher {
    /// How far back a match may start and how long it may be.
    struct Limits {
        var window: Int
        var maximumMatch: Int
        /// Bits of the largest hash table (and of the chain's reach).
        var tableBits: Int

        /// RFC 1951: 32 KiB back, 258 bytes long.
        static let deflate = Limits(window: 32768, maximumMatch: 258, tableBits: 15)
        /// RFC 9649 §3.5.2.2: distances up to 2²⁰ − 120 (the first 120
        /// distance codes are 2-D neighbours), lengths up to 4,096.
        static let webP = Limits(window: (1 << 20) - 120, maximumMatch: 4096, tableBits: 20)
    }

    /// Matches of 3 are not sought (rarely shorter than three literals in
    /// these pictures).
    static let minimumMatch = 4
    static let maxChain = 64
    static let lazyLimit = 32
    static let runKeyLimit = 16

    /// The parse: per symbol a literal byte (distance 0) or a match.
    struct Symbols {
        /// The literal byte when `distances` is 0, else the match length.
        var lengths: [UInt16] = []
        var distances: [UInt32] = []
    }

    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private let rowLength: Int
    private let head: UnsafeMutablePointer<Int32>
    private let previous: UnsafeMutablePointer<Int32>
    private let windowMask: Int
    private let hashShift: UInt32
    private let limits: Limits
    /// The run the last lookup was in: bytes runStart..<runEnd are one value.
    private var runStart = 0, runEnd = 0

    /// The symbols of `data`, whose rows (when `rowLength` > 1) are
    /// `rowLength` bytes, so the row above is always a candidate.
    static func parse(_ data: UnsafeBufferPointer<UInt8>, rowLength: Int, limits: Limits = .deflate) -> Symbols {
        var symbols = Symbols()
        guard let bytes = data.baseAddress, data.count > 0 else { return symbols }
        // Tables no larger than the input needs (a small picture's
        // tables would otherwise cost more to clear than to fill).
        var bits = 10
        while bits < limits.tableBits && 1 << bits < data.count { bits += 1 }
        let head = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << bits)
        head.initialize(repeating: -1, count: 1 << bits)
        // Not cleared: a place's entry is written when the place is
        // inserted, and only inserted places are ever looked up.
        let previous = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << bits)
        defer { head.deallocate(); previous.deallocate() }
        var matcher = LZ77Matcher(bytes: bytes, count: data.count, rowLength: rowLength, head: head, previous: previous,
                                  windowMask: (1 << bits) - 1, hashShift: UInt32(32 - bits), limits: limits)
        symbols.lengths.reserveCapacity(data.count / 8)
        symbols.distances.reserveCapacity(data.count / 8)
        matcher.run(into: &symbols)
        return symbols
    }

    private init(bytes: UnsafePointer<UInt8>, count: Int, rowLength: Int, head: UnsafeMutablePointer<Int32>,
                 previous: UnsafeMutablePointer<Int32>, windowMask: Int, hashShift: UInt32, limits: Limits) {
        self.bytes = bytes
        self.count = count
        self.rowLength = rowLength
        self.head = head
        self.previous = previous
        self.windowMask = windowMask
        self.hashShift = hashShift
        self.limits = limits
    }

    private mutating func run(into symbols: inout Symbols) {
        var position = 0
        var pending = bestMatch(at: 0)
        while position < count {
            let (length, distance) = pending
            insert(position)
            if length == 0 {
                symbols.lengths.append(UInt16(bytes[position])); symbols.distances.append(0)
                position += 1
            } else {
                if length < Self.lazyLimit && position + 1 < count {
                    let next = bestMatch(at: position + 1)
                    if next.length > length {
                        symbols.lengths.append(UInt16(bytes[position])); symbols.distances.append(0)
                        position += 1
                        pending = next
                        continue
                    }
                }
                symbols.lengths.append(UInt16(truncatingIfNeeded: length))  // checked: ≤ 4096
                symbols.distances.append(UInt32(truncatingIfNeeded: distance))  // checked: ≤ 2²⁰
                let stop = position + length
                var place = position + 1
                while place < stop {
                    if place >= runStart && place + Self.runKeyLimit < runEnd {
                        place = min(stop, runEnd - Self.runKeyLimit)
                        continue
                    }
                    insert(place)
                    place += 1
                }
                position = stop
            }
            pending = position < count ? bestMatch(at: position) : (0, 0)
        }
    }

    /// Where the run of bytes equal to the one at `place` ends.
    @inline(__always) private mutating func runEnd(at place: Int) -> Int {
        if place >= runStart && place < runEnd { return runEnd }
        let value = bytes[place]
        let pattern = UInt64(value) &* 0x0101_0101_0101_0101
        var end = place + 1
        while end + 8 <= count {
            let differ = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: end, as: UInt64.self)) ^ pattern
            if differ != 0 {
                end += differ.trailingZeroBitCount >> 3
                (runStart, runEnd) = (place, end)
                return end
            }
            end += 8
        }
        while end < count && bytes[end] == value { end += 1 }
        (runStart, runEnd) = (place, end)
        return end
    }

    /// The hash table slot of `place`; nil within three bytes of the end.
    @inline(__always) private mutating func slot(_ place: Int) -> Int? {
        guard place + 4 <= count else { return nil }
        let word = UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: place, as: UInt32.self))
        let hash: UInt32
        if word == (word & 0xFF) &* 0x0101_0101 {
            let end = runEnd(at: place)
            let left = UInt32(min(end - place, Self.runKeyLimit))
            let after = end < count ? UInt32(bytes[end]) : 256
            let second = end + 1 < count ? UInt32(bytes[end + 1]) : 256
            hash = ((word & 0xFF) | left << 8 | after << 15 | second << 24) &* 0x9E37_79B1 ^ 0x5BD1_E995
        } else {
            hash = word &* 0x9E37_79B1
        }
        return Int(hash >> hashShift)
    }

    @inline(__always) private mutating func insert(_ place: Int) {
        guard let slot = slot(place) else { return }
        previous[place & windowMask] = head[slot]
        head[slot] = Int32(truncatingIfNeeded: place)  // checked: inputs are below 2³¹ bytes
    }

    /// How many bytes from `earlier` and `place` on are equal, at most `limit`.
    @inline(__always) private func matchLength(_ earlier: Int, _ place: Int, limit: Int) -> Int {
        let raw = UnsafeRawPointer(bytes)
        var length = 0
        while length + 8 <= limit {
            // Read as little-endian, the first differing byte is the lowest
            // set bit's, on any machine.
            let differ = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: earlier + length, as: UInt64.self))
                ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: place + length, as: UInt64.self))
            if differ != 0 { return length + differ.trailingZeroBitCount >> 3 }
            length += 8
        }
        while length < limit && bytes[earlier + length] == bytes[place + length] { length += 1 }
        return length
    }

    /// The longest match at `place` (the nearest of equal ones found
    /// first: the run, the row above, then the chain); length 0 for none.
    @inline(__always) private mutating func bestMatch(at place: Int) -> (length: Int, distance: Int) {
        let limit = min(limits.maximumMatch, count - place)
        guard limit >= Self.minimumMatch else { return (0, 0) }
        var best = (length: 0, distance: 0)
        if place > 0 && bytes[place - 1] == bytes[place] {
            best = (min(runEnd(at: place) - place, limit), 1)
            if best.length == limit { return best }
        }
        if rowLength > 1 && rowLength <= limits.window && place >= rowLength && bytes[place - rowLength + best.length] == bytes[place + best.length] {
            let length = matchLength(place - rowLength, place, limit: limit)
            if length > best.length { best = (length, rowLength) }
            if best.length == limit { return best }
        }
        if let slot = slot(place) {
            var candidate = Int(head[slot])
            var chain = Self.maxChain
            let lowest = max(place - limits.window, -1)
            while candidate > lowest && chain > 0 {
                chain -= 1
                // The byte that would make it longer than the best is checked first.
                if bytes[candidate + best.length] == bytes[place + best.length] {
                    let length = matchLength(candidate, place, limit: limit)
                    if length > best.length {
                        best = (length, place - candidate)
                        if length == limit { break }
                    }
                }
                let next = Int(previous[candidate & windowMask])
                if next >= candidate { break }
                candidate = next
            }
        }
        return best.length >= Self.minimumMatch ? best : (0, 0)
    }
}
