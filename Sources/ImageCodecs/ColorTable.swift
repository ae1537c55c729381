/// A map from colours to counts or palette indices, for the per-pixel
/// loops of the palette encoders: open addressing over a power-of-two
/// table, no per-lookup hashing of the standard library's (seeded SipHash,
/// which cost more than painting the picture).
struct ColorTable {
    private static let empty = UInt64.max
    private var keys: [UInt64]
    private var values: [Int]
    private var shift: UInt64
    /// How many colours the table holds.
    private(set) var count = 0

    init(minimumCapacity: Int = 512) {
        var bits: UInt64 = 4
        while 1 << bits < minimumCapacity * 2 { bits += 1 }
        keys = [UInt64](repeating: Self.empty, count: 1 << bits)
        values = [Int](repeating: 0, count: 1 << bits)
        shift = 64 - bits
    }

    /// The table of a dictionary's entries.
    init(_ entries: [UInt32: Int]) {
        self.init(minimumCapacity: entries.count)
        for (color, value) in entries { add(value, to: color) }
    }

    /// Adds `amount` to `color`'s value (0 when new).
    @inline(__always) mutating func add(_ amount: Int, to color: UInt32) {
        if count * 2 >= keys.count { grow() }
        let slot = self.slot(of: color)
        if keys[slot] == Self.empty {
            keys[slot] = UInt64(color)
            count += 1
        }
        values[slot] += amount
    }

    /// Adds every colour's value in `other` to this table's.
    mutating func add(_ other: ColorTable) {
        for (k, key) in other.keys.enumerated() where key != Self.empty {
            add(other.values[k], to: UInt32(truncatingIfNeeded: key))
        }
    }

    /// `color`'s value, nil when the table does not hold it.
    @inline(__always) func value(of color: UInt32) -> Int? {
        let slot = self.slot(of: color)
        return keys[slot] == Self.empty ? nil : values[slot]
    }

    /// Every colour and its value.
    var dictionary: [UInt32: Int] {
        var out: [UInt32: Int] = [:]
        out.reserveCapacity(count)
        for (k, key) in keys.enumerated() where key != Self.empty { out[UInt32(truncatingIfNeeded: key)] = values[k] }
        return out
    }

    /// Calls `body` with each run of equal colours in `colors`: the colour
    /// and the run's index range (the encoders count and look up a run at
    /// a time).
    static func forEachRun(_ colors: [UInt32], _ body: (UInt32, Int, Int) -> Void) {
        forEachRun(colors[...], body)
    }

    /// The same over a slice (a row of a frame, read in place); indices
    /// count from the slice's start.
    static func forEachRun(_ colors: ArraySlice<UInt32>, _ body: (UInt32, Int, Int) -> Void) {
        colors.withUnsafeBufferPointer { colors in
            var start = 0
            while start < colors.count {
                let color = colors[start]
                var end = start + 1
                while end < colors.count && colors[end] == color { end += 1 }
                body(color, start, end)
                start = end
            }
        }
    }

    /// The slot holding `color`, or the empty one where it would go.
    @inline(__always) private func slot(of color: UInt32) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(color) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[slot] != Self.empty && keys[slot] != UInt64(color) { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = (keys, values)
        self = ColorTable(minimumCapacity: old.0.count)
        for (k, key) in old.0.enumerated() where key != Self.empty { add(old.1[k], to: UInt32(truncatingIfNeeded: key)) }
    }

    /// Writes `value` over `count` bytes at `start`, for runs written in
    /// order from the first byte: a short run (most of antialiased text's)
    /// with one 8-byte store, whose bytes past the run the next runs
    /// write over; a long one with memset.
    @inline(__always) static func fill(_ out: UnsafeMutableBufferPointer<UInt8>, _ start: Int, _ count: Int, with value: UInt8) {
        let base = out.baseAddress! + start
        if count <= 8 && start + 8 <= out.count {
            UnsafeMutableRawPointer(base).storeBytes(of: UInt64(value) &* 0x0101_0101_0101_0101, as: UInt64.self)
        } else {
            base.update(repeating: value, count: count)
        }
    }

    /// The colours of `pixels`' runs, numbered in order of first
    /// appearance, each run's pixels written with its colour's number, and
    /// how many pixels each colour has; nil past 256 colours, or (when
    /// `opaqueRGB`) at a pixel not opaque, the colours then being 0xRRGGBB.
    /// One lookup a run: the callers' own order of the colours is then a
    /// remapping of numbers. The run loop is `forEachRun`'s, written out:
    /// through its closure the counts cost a uniqueness check a run (on
    /// 20 gallery cards, 64 M instructions more).
    static func numberedRuns(_ pixels: [UInt32], opaqueRGB: Bool) -> (numbers: [UInt8], colors: [UInt32], uses: [Int])? {
        var found = ColorTable()
        var colors: [UInt32] = []
        colors.reserveCapacity(256)
        var uses = [Int](repeating: 0, count: 256)
        var numbers = [UInt8](repeating: 0, count: pixels.count)
        let fits = numbers.withUnsafeMutableBufferPointer { out in
            uses.withUnsafeMutableBufferPointer { uses in
                pixels.withUnsafeBufferPointer { pixels in
                    var start = 0
                    while start < pixels.count {
                        let pixel = pixels[start]
                        var end = start + 1
                        while end < pixels.count && pixels[end] == pixel { end += 1 }
                        if opaqueRGB && pixel >> 24 != 0xFF { return false }
                        let color = opaqueRGB ? pixel & 0xFF_FFFF : pixel
                        var number = found.value(of: color) ?? -1
                        if number < 0 {
                            if colors.count == 256 { return false }
                            number = colors.count
                            found.add(number, to: color)
                            colors.append(color)
                        }
                        uses[number] += end - start
                        fill(out, start, end - start, with: UInt8(truncatingIfNeeded: number))
                        start = end
                    }
                    return true
                }
            }
        }
        guard fits else { return nil }
        uses.removeLast(256 - colors.count)
        return (numbers, colors, uses)
    }

    /// Replaces each number `n` in `numbers` by `remap[n]`.
    static func remap(_ numbers: inout [UInt8], _ remap: [UInt8]) {
        numbers.withUnsafeMutableBufferPointer { numbers in
            remap.withUnsafeBufferPointer { remap in
                for i in numbers.indices { numbers[i] = remap[Int(numbers[i])] }
            }
        }
    }
}
