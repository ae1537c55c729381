/// PNG's row filters (filter method 0) as the RGBA APNG frames and the
/// true-colour pictures choose them: each row the filter whose bytes,
/// read as signed, sum smallest — libpng's default heuristic.
enum PNGFilter {
    /// Writes `row` (`count` bytes, `bpp` a pixel; `above` is the row
    /// before, zeros for the first) to `line`: the filter type byte, then
    /// the row filtered by the filter whose bytes sum smallest (the first
    /// on ties).
    static func filter(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
                       into line: UnsafeMutablePointer<UInt8>) {
        // Sums first, with no stores, so the loops vectorise; a filter
        // stops once it cannot win (checked every 256 bytes). Then only
        // the chosen filter is written.
        var best = 0, bestSum = sum(0, row, above, count, bpp, below: .max)
        for filter in 1..<5 {
            let s = sum(filter, row, above, count, bpp, below: bestSum)
            if s < bestSum { best = filter; bestSum = s }
        }
        line[0] = UInt8(best)
        let out = line + 1
        let head = min(bpp, count)
        for k in 0..<head { out[k] = row[k] &- predictedAtLeftEdge(best, above[k]) }
        var i = head
        while i + 16 <= count {
            UnsafeMutableRawPointer(out + i).storeBytes(of: load(row + i) &- predicted(best, row, above, i, bpp),
                                                        as: SIMD16<UInt8>.self)
            i += 16
        }
        for j in i..<count { out[j] = row[j] &- predicted(best, row, above, j, bpp) }
    }

    /// What `filter` predicts for the sixteen bytes from `i` (≥ `bpp`).
    @inline(__always) private static func predicted(_ filter: Int, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
                                                    _ i: Int, _ bpp: Int) -> SIMD16<UInt8> {
        switch filter {
        case 0: return .zero
        case 1: return load(row + i - bpp)
        case 2: return load(above + i)
        case 3: return average(load(row + i - bpp), load(above + i))
        default: return paeth(load(row + i - bpp), load(above + i), load(above + i - bpp))
        }
    }

    /// The row's cost filtered by `filter`, or some value ≥ `limit` once
    /// it reaches `limit`.
    private static func sum(_ filter: Int, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int,
                            _ bpp: Int, below limit: Int) -> Int {
        let head = min(bpp, count)
        var total = 0
        for k in 0..<head { total &+= cost(row[k] &- predictedAtLeftEdge(filter, above[k])) }
        var k = head
        while k < count && total < limit {
            let end = min(count, k + 256)
            // Sixteen bytes at a time; lanes sum to at most 16 × 128 a lane.
            var lanes = SIMD16<UInt16>()
            var i = k
            while i + 16 <= end {
                let d = load(row + i) &- predicted(filter, row, above, i, bpp)
                lanes &+= SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(d, .zero &- d))
                i += 16
            }
            var s = Int(lanes.wrappedSum())
            for j in i..<end { s &+= cost(row[j] &- predicted(filter, row, above, j, bpp)) }
            total &+= s
            k = end
        }
        return total
    }

    /// What `filter` predicts byte `i` (≥ `bpp`) of the row to be.
    @inline(__always) private static func predicted(_ filter: Int, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
                                                    _ i: Int, _ bpp: Int) -> UInt8 {
        switch filter {
        case 0: return 0
        case 1: return row[i &- bpp]
        case 2: return above[i]
        case 3: return average(row[i &- bpp], above[i])
        default: return paeth(row[i &- bpp], above[i], above[i &- bpp])
        }
    }

    /// What `filter` predicts for one of the first `bpp` bytes, which have
    /// no left neighbours (0): Up and Paeth the byte above, Average half of it.
    @inline(__always) private static func predictedAtLeftEdge(_ filter: Int, _ above: UInt8) -> UInt8 {
        filter == 2 || filter == 4 ? above : filter == 3 ? above / 2 : 0
    }

    @inline(__always) private static func load(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// (a + b) / 2 a lane, without overflow.
    @inline(__always) private static func average(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (a & b) &+ ((a ^ b) &>> 1)
    }

    /// A filtered byte's cost: its distance from 0, read as signed.
    @inline(__always) private static func cost(_ value: UInt8) -> Int { Int(Int8(bitPattern: value).magnitude) }

    @inline(__always) private static func average(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1)
    }

    /// Paeth a lane, in 16 bits: of a (left), b (above) and c (above
    /// left), the nearest to a + b − c, ties to a, then b.
    @inline(__always) private static func paeth(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let a = SIMD16<Int16>(truncatingIfNeeded: a), b = SIMD16<Int16>(truncatingIfNeeded: b)
        let c = SIMD16<Int16>(truncatingIfNeeded: c)
        // p = a + b − c: |p − a| = |b − c|, |p − b| = |a − c|, |p − c| = |a + b − 2c|.
        let pa = magnitude(b &- c), pb = magnitude(a &- c), pc = magnitude(a &+ b &- c &- c)
        var nearest = c
        nearest.replace(with: b, where: pb .<= pc)
        nearest.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return SIMD16<UInt8>(truncatingIfNeeded: nearest)
    }

    @inline(__always) private static func magnitude(_ x: SIMD16<Int16>) -> SIMD16<Int16> { pointwiseMax(x, .zero &- x) }

    @inline(__always) private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
