/// GIF's LZW compression of one frame's indices, where some pixels may be
/// drawn with either of two indices.
///
/// A frame after the first stores only what changed; a pixel that did not
/// change can be the transparent index or its own colour's index, whichever
/// continues the string being matched (a "don't care" pixel). At each pixel
/// the encoder follows the dictionary with the first of the two choices it
/// holds, so runs and repeated strings grow across unchanged pixels, which
/// is what makes a frame smaller than cropping and transparency alone.
/// Codes are written as giflib writes them (a clear code first, the code
/// size growing when the next code needs another bit, a clear when the
/// table holds 4,095 codes), so any decoder reads them. Deterministic: no
/// hashing order, no randomness.
final class GIFLZW {
    private static let maximumCode = 4095
    /// The dictionary as a flat trie, prefix code × 256 + index → code;
    /// an entry is valid only when its stamp is the current generation,
    /// so a clear is a counter increment, not 4 MB rewritten.
    // Unchecked: touched only by `encode`, never while another access to the
    // same encoder is under way (one per thread), and checked accesses cost
    // more than the table look-ups they guard.
    @exclusivity(unchecked) private var codes = [Int16](repeating: 0, count: 4096 * 256)
    @exclusivity(unchecked) private var stamps = [UInt32](repeating: 0, count: 4096 * 256)
    @exclusivity(unchecked) private var generation: UInt32 = 0

    /// The LZW bytes (not yet cut into sub-blocks) of `primary`, where pixel
    /// `i` may also be drawn as `alternate[i]` (equal to `primary[i]` where
    /// there is no choice), with codes starting at `minimumCodeSize + 1` bits.
    /// Whether the last `encode` filled the table (and cleared it, unless deferred).
    private(set) var filled = false

    /// The smaller of the two ways to go on when the table is full:
    /// clearing it (what giflib does: new strings for what comes next) or
    /// keeping it as it is to the end (the strings learnt so far).
    func encodeSmallest(primary: [UInt8], alternate: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clearing = encode(primary: primary, alternate: alternate, minimumCodeSize: minimumCodeSize)
        guard filled else { return clearing }
        let keeping = encode(primary: primary, alternate: alternate, minimumCodeSize: minimumCodeSize, clearWhenFull: false)
        return keeping.count < clearing.count ? keeping : clearing
    }

    func encode(primary: [UInt8], alternate: [UInt8], minimumCodeSize: Int, clearWhenFull: Bool = true) -> [UInt8] {
        precondition(primary.count == alternate.count && (2...8).contains(minimumCodeSize))
        var out: [UInt8] = []
        out.reserveCapacity(primary.count / 2 + 16)
        var accumulator: UInt32 = 0, pending = 0
        let clear = 1 << minimumCodeSize, end = clear + 1
        var bits = minimumCodeSize + 1, next = end + 1

        func write(_ code: Int) {
            accumulator |= UInt32(code) << UInt32(pending)
            pending += bits
            while pending >= 8 {
                out.append(UInt8(truncatingIfNeeded: accumulator))
                accumulator >>= 8
                pending -= 8
            }
            // The decoder widens its codes once the next code needs another bit.
            if next >= 1 << bits && bits < 12 { bits += 1 }
        }
        // At most one clear per 4,000 pixels: start the stamps over before
        // the generation counter could wrap during this frame.
        if generation > UInt32.max - UInt32(primary.count / 1024 + 16) {
            stamps = [UInt32](repeating: 0, count: stamps.count)
            generation = 0
        }
        func reset() {
            generation += 1
            bits = minimumCodeSize + 1
            next = end + 1
        }

        reset()
        filled = false
        write(clear)
        guard !primary.isEmpty else {
            write(end)
            if pending > 0 { out.append(UInt8(truncatingIfNeeded: accumulator)) }
            return out
        }
        var last = Int(primary[0])
        var prefix = last
        var i = 1
        primary.withUnsafeBufferPointer { primary in
            alternate.withUnsafeBufferPointer { alternate in
                codes.withUnsafeMutableBufferPointer { codes in
                    stamps.withUnsafeMutableBufferPointer { stamps in
                        while i < primary.count {
                            let a = Int(primary[i]), b = Int(alternate[i])
                            let keyA = prefix << 8 | a, keyB = prefix << 8 | b
                            if stamps[keyA] == generation {
                                prefix = Int(codes[keyA]); last = a
                            } else if b != a, stamps[keyB] == generation {
                                prefix = Int(codes[keyB]); last = b
                            } else {
                                // Neither continues the string: emit it and start
                                // the next one, repeating the pixel before when
                                // allowed (runs are what LZW compresses best).
                                let k = b == last ? b : a
                                write(prefix)
                                if next >= GIFLZW.maximumCode {
                                    filled = true
                                    if clearWhenFull {
                                        write(clear)
                                        reset()
                                    }
                                } else {
                                    let key = prefix << 8 | k
                                    stamps[key] = generation
                                    codes[key] = Int16(next)
                                    next += 1
                                }
                                prefix = k; last = k
                            }
                            i += 1
                        }
                    }
                }
            }
        }
        write(prefix)
        write(end)
        if pending > 0 { out.append(UInt8(truncatingIfNeeded: accumulator)) }
        return out
    }
}

extension GIFLZW {
    /// The indices of `count` pixels from LZW `codes` (sub-blocks already
    /// joined) that start at `minimumCodeSize + 1` bits; nil when the codes
    /// are not valid or end early. Reads back what `encode` wrote, for the
    /// pass that merges the finished file's tables (`GIFTableMerge`).
    static func decode(_ codes: [UInt8], minimumCodeSize: Int, count: Int) -> [UInt8]? {
        guard (2...8).contains(minimumCodeSize) else { return nil }
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: 0, count: 4096), suffix = [UInt8](repeating: 0, count: 4096)
        var lengths = [Int](repeating: 0, count: 4096)
        for k in 0..<clear { suffix[k] = UInt8(k); lengths[k] = 1 }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var bits = minimumCodeSize + 1, next = end + 1, previous = -1
        var accumulator: UInt32 = 0, held = 0, position = 0
        var string = [UInt8](repeating: 0, count: 4096)
        while out.count < count {
            while held < bits {
                guard position < codes.count else { return nil }
                accumulator |= UInt32(codes[position]) << UInt32(held)
                position += 1
                held += 8
            }
            let code = Int(accumulator & ((1 << UInt32(bits)) - 1))
            accumulator >>= UInt32(bits)
            held -= bits
            if code == clear {
                bits = minimumCodeSize + 1; next = end + 1; previous = -1
                continue
            }
            if code == end { return nil }
            // The string of `code`, or (the one case LZW allows) of the previous code plus its first index.
            let known = code < next
            guard known || (code == next && previous >= 0) else { return nil }
            let base = known ? code : previous
            guard base < clear || base > end else { return nil }
            var length = lengths[base]
            var k = base
            for p in stride(from: length - 1, through: 0, by: -1) {
                string[p] = suffix[k]
                k = prefix[k]
            }
            if !known { string[length] = string[0]; length += 1 }
            if previous >= 0 && next < 4096 {
                prefix[next] = previous
                suffix[next] = string[0]
                lengths[next] = lengths[previous] + 1
                next += 1
                if next == 1 << bits && bits < 12 { bits += 1 }
            }
            out.append(contentsOf: string[0..<min(length, count - out.count)])
            previous = code
        }
        return out
    }
}
