extension GIFEncoder {
    /// The fills of a frame's unchanged pixels (see `GIFEncoder.encodings`), built
    /// through buffer pointers: a frame is a few hundred thousand pixels
    /// and each is visited once a fill. `stretches` first; the others
    /// (every way only) when they differ from it.
    static func fills(
        own: [UInt8], unchanged: [Bool], transparent t: UInt8, everyWay: Bool
    ) -> (stretches: [UInt8], others: [[UInt8]]) {
        let n = own.count
        var stretches = own
        // Unchanged stretches, in the order LZW reads them: [start, end).
        var spans: [(start: Int, end: Int)] = []
        own.withUnsafeBufferPointer { own in
            unchanged.withUnsafeBufferPointer { unchanged in
                stretches.withUnsafeMutableBufferPointer { stretches in
                    var o = 0
                    while o < n {
                        guard unchanged[o] else { o += 1; continue }
                        // Whether the stretch holds more than one colour, or `t`.
                        var end = o, mixed = false
                        let first = own[o]
                        // Eight pixels a step while all eight are unchanged (a
                        // byte a pixel was 8 instructions a pixel, most of
                        // this function on a 200-frame sweep: perf35).
                        let ones: UInt64 = 0x0101_0101_0101_0101, firsts = UInt64(first) &* ones
                        let flags = UnsafeRawPointer(unchanged.baseAddress!), colors = UnsafeRawPointer(own.baseAddress!)
                        while end + 8 <= n, flags.loadUnaligned(fromByteOffset: end, as: UInt64.self) == ones {
                            mixed = mixed || colors.loadUnaligned(fromByteOffset: end, as: UInt64.self) != firsts
                            end += 8
                        }
                        while end < n, unchanged[end] {
                            if own[end] != first { mixed = true }
                            end += 1
                        }
                        if mixed || first == t {
                            for k in o..<end { stretches[k] = t }
                        }
                        spans.append((o, end))
                        o = end
                    }
                }
            }
        }
        guard everyWay else { return (stretches, []) }
        var others: [[UInt8]] = []
        // Each variant is a copy of `stretches` with some pixels changed,
        // kept only when one really changes: whether one does is read first,
        // and the frame's bytes copied only then; the second variant's
        // pixels are then all set, a plain fill rather than a test and a
        // write each (fills: 648 -> 417 M instructions in a 200-frame sweep).
        // The same, but a transparent stretch keeps the runs at its ends
        // that continue a changed neighbour's colour (one longer run).
        func forEachJoined(_ body: (Int) -> Bool) {
            own.withUnsafeBufferPointer { own in
                stretches.withUnsafeBufferPointer { stretches in
                    for (start, end) in spans where stretches[start] == t {
                        // From its first pixel that has a colour of its own.
                        var o = start
                        while o < end, own[o] == t { o += 1 }
                        guard o < end else { continue }
                        if o > 0, own[o] == own[o - 1] {
                            var k = o
                            while k < end, own[k] == own[o - 1] {
                                if !body(k) { return }
                                k += 1
                            }
                        }
                        if end < n, own[end - 1] == own[end] {
                            var k = end - 1
                            while k >= o, own[k] == own[end] {
                                if !body(k) { return }
                                k -= 1
                            }
                        }
                    }
                }
            }
        }
        // A pixel the join gives its own colour changes the fill where the
        // stretch had another there (the join's positions depend on `own`
        // and `stretches` alone, not on what it wrote before).
        var joinedDiffers = false
        stretches.withUnsafeBufferPointer { stretches in
            own.withUnsafeBufferPointer { own in
                forEachJoined { k in
                    joinedDiffers = stretches[k] != own[k]
                    return !joinedDiffers
                }
            }
        }
        if joinedDiffers {
            var joined = stretches
            joined.withUnsafeMutableBufferPointer { joined in
                own.withUnsafeBufferPointer { own in
                    forEachJoined { k in
                        joined[k] = own[k]
                        return true
                    }
                }
            }
            others.append(joined)
        }
        // One-colour stretches transparent too, except the last one: every
        // stretch but one that ends the frame.
        var endedDiffers = false
        stretches.withUnsafeBufferPointer { stretches in
            for (o, end) in spans where end < n && !endedDiffers {
                for k in o..<end where stretches[k] != t {
                    endedDiffers = true
                    break
                }
            }
        }
        if endedDiffers {
            var ended = stretches
            ended.withUnsafeMutableBufferPointer { ended in
                for (o, end) in spans where end < n {
                    for k in o..<end { ended[k] = t }
                }
            }
            others.append(ended)
        }
        return (stretches, others)
    }

    /// The first index where `a` and `b` (of the same count) differ, eight
    /// at a time; their count when none does.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        precondition(a.count == b.count)
        return a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                var k = 0
                while k + 8 <= a.count,
                      a.loadUnaligned(fromByteOffset: k, as: UInt64.self) == b.loadUnaligned(fromByteOffset: k, as: UInt64.self) {
                    k += 8
                }
                while k < a.count, a[k] == b[k] { k += 1 }
                return k
            }
        }
    }

    /// The bitwise OR of `fill`'s indices, and whether it draws `t`:
    /// sixteen pixels at a time (a byte at a time, this pass over every
    /// fill cost a tenth of a sweep). The OR has the same highest bit as
    /// the largest index, so the same code size (`codeSize`), and is one
    /// vector instruction, where `pointwiseMax` was a call every 16 pixels.
    static func indexBits(_ fill: [UInt8], drawing t: UInt8) -> (bits: UInt8, drawsT: Bool) {
        fill.withUnsafeBytes { bytes in
            var bits = SIMD16<UInt8>(repeating: 0)
            var hits = SIMDMask<SIMD16<Int8>>(repeating: false)
            let ts = SIMD16<UInt8>(repeating: t)
            var k = 0
            while k + 16 <= bytes.count {
                let v = bytes.loadUnaligned(fromByteOffset: k, as: SIMD16<UInt8>.self)
                bits |= v
                hits = hits .| (v .== ts)
                k += 16
            }
            var top = (0..<16).reduce(UInt8(0)) { $0 | bits[$1] }, drawsT = any(hits)
            while k < bytes.count {
                top |= bytes[k]
                drawsT = drawsT || bytes[k] == t
                k += 1
            }
            return (top, drawsT)
        }
    }
}
