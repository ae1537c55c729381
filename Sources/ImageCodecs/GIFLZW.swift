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
    /// The dictionary: an open-addressed hash of (prefix code × 256 +
    /// index) → code, 8,192 slots for at most 3,838 strings (a load under
    /// a half). A slot holds key << 12 | code, 0 when empty (no string has
    /// code 0). 32 KiB stays in a core's first-level cache: each pixel's
    /// look-up waits on the one before, and the flat trie this replaced
    /// (4096 × 256 codes and generation stamps, 6 MiB) missed the cache on
    /// nearly every pixel. The same codes, several times faster; a clear
    /// zeroes the 32 KiB, at most once per 3,838 codes.
    // Unchecked: touched only by `encode`, never while another access to the
    // same encoder is under way (one per thread), and checked accesses cost
    // more than the table look-ups they guard.
    @exclusivity(unchecked) private var slots = [UInt32](repeating: 0, count: GIFLZW.slotCount)
    /// The code of each string followed by its own last index again (0:
    /// none yet; no string has code 0), kept apart from `slots`: runs of
    /// one colour are most of a flat picture's pixels (nine in ten of the
    /// pixels coded on wrap-demo's sweep: docs/benchmarks.md, "perf37"),
    /// and this look-up is one load, no hashing.
    @exclusivity(unchecked) private var runChildren = [UInt16](repeating: 0, count: 4096)
    private static let slotBits = 13
    private static let slotCount = 1 << slotBits

    /// The first slot to probe for `key` (20 bits): Fibonacci hashing.
    @inline(__always)
    private static func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }

    /// Whether the last `encode` filled the table (and cleared it, unless told to keep it).
    private(set) var filled = false

    /// Where the codes' bytes are written, reused by every coding: room for
    /// the most a frame's pixels can take (`byteBound`), so a byte is one
    /// store, not an `Array.append`'s uniqueness and capacity checks (4.1 M
    /// of them on a 200-frame sweep: docs/benchmarks.md, "gif34"). Never
    /// read past what the current coding wrote; its bytes leave it copied
    /// into an array (`State.finish`, a kept fork).
    private var output = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var outputCapacity = 0

    deinit { output.deallocate() }

    /// At most one code a pixel, a clear code per 3,838 codes or fewer, the
    /// first clear, the last string and the end code, each of at most 12
    /// bits (1.5 bytes): twice the pixels and 16 bytes hold them.
    private static func byteBound(pixels: Int) -> Int { 2 * pixels + 16 }

    /// `output`, with room for a coding of `pixels` pixels.
    private func outputBuffer(pixels: Int) -> UnsafeMutablePointer<UInt8> {
        let needed = Self.byteBound(pixels: pixels)
        if outputCapacity < needed {
            output.deallocate()
            output = .allocate(capacity: needed)
            outputCapacity = needed
        }
        return output
    }

    /// Where an encoding is: the bytes so far, the bits not yet a byte,
    /// the code width, the next code, the string being matched (`prefix`,
    /// ending in index `last`) and the next pixel.
    fileprivate struct State {
        /// The encoder's `output`: `count` bytes written so far.
        var out: UnsafeMutablePointer<UInt8>
        var count = 0
        var accumulator: UInt32 = 0
        var pending = 0
        var bits: Int
        var next: Int
        var prefix = 0
        var last = 0
        var position = 1
        /// No pixels: the end code follows the clear.
        var empty = false
        /// Bytes at which coding stops: another coding already has as few.
        var limit = Int.max
        /// Whether coding stopped at `limit`, or behind `pace`.
        var overLimit = false
        /// Checkpoints every `step` pixels: the bytes written by each are
        /// recorded, or compared with another coding's (`Pace`).
        var pace = Pace.none
        var step = Int.max
        var nextCheckpoint = Int.max
        var recorded: [Int] = []
        let minimumCodeSize: Int

        var clear: Int { 1 << minimumCodeSize }

        init(minimumCodeSize: Int, output: UnsafeMutablePointer<UInt8>) {
            self.minimumCodeSize = minimumCodeSize
            out = output
            bits = minimumCodeSize + 1
            next = (1 << minimumCodeSize) + 2
        }

        @inline(__always)
        mutating func write(_ code: Int) {
            accumulator |= UInt32(code) << UInt32(pending)
            pending += bits
            while pending >= 8 {
                out[count] = UInt8(truncatingIfNeeded: accumulator)
                count += 1
                accumulator >>= 8
                pending -= 8
            }
            // The decoder widens its codes once the next code needs another bit.
            if next >= 1 << bits && bits < 12 { bits += 1 }
        }

        /// At a code emitted at pixel `i` on or past `nextCheckpoint`: records
        /// the bytes so far for every checkpoint passed, or (following)
        /// whether they are still within the slack of the reference's.
        mutating func passCheckpoint(at i: Int) -> Bool {
            let passed = i / step
            nextCheckpoint = (passed + 1) * step
            switch pace {
            case .none:
                return true
            case .record:
                while recorded.count < passed { recorded.append(count) }
                return true
            case .follow(let reference, let slackShift):
                guard passed >= GIFLZW.firstPacedCheckpoint, passed - 1 < reference.count else { return true }
                let r = reference[passed - 1]
                return count <= r + r >> slackShift + 16
            }
        }

        mutating func reset() {
            bits = minimumCodeSize + 1
            next = clear + 2
        }

        /// The last string's code, the end code and the last bits.
        mutating func finish() -> [UInt8] {
            if !empty { write(prefix) }
            write(clear + 1)
            if pending > 0 {
                out[count] = UInt8(truncatingIfNeeded: accumulator)
                count += 1
            }
            return bytes
        }

        /// The bytes written so far.
        var bytes: [UInt8] { Array(UnsafeBufferPointer(start: out, count: count)) }
    }

    /// What to do when the table fills.
    private enum WhenFull {
        /// Clear it (what giflib does: new strings for what comes next).
        case clear
        /// Keep it as it is to the end (the strings learnt so far).
        case keep
        /// Stop (`run` returns true), so that the caller can go on either way from here.
        case stop
    }

    /// How a coding keeps pace with another of the same pixels: the bytes
    /// each had written at the same checkpoints (every sixteenth of the
    /// pixels, at least 1,024). A coding that, from `firstPacedCheckpoint`
    /// on, falls behind the first coding of a frame by more than
    /// 1/2^slackShift of its bytes (and 16) is given up: so far behind so
    /// late, it hardly ever wins, and most of a frame's other fills are
    /// several per cent larger (docs/benchmarks.md, "Issue 32: the GIF's
    /// fills paced").
    enum Pace {
        case none
        /// Record the checkpoints (`progress` after the coding).
        case record
        /// Give up when behind `reference` by more than the slack.
        case follow([Int], slackShift: Int)
    }

    /// A way kept at a full table: its state, bytes and tables there.
    fileprivate typealias Fork = (state: State, bytes: [UInt8], slots: [UInt32], runs: [UInt16])

    /// Where a coding's clearing way stood before pixel `position`: its
    /// state, bytes and tables, and the forks taken before. LZW's state
    /// there depends only on the pixels before it, so another fill of the
    /// same frame with the same pixels before `position` (a frame's fills
    /// are the same up to their first difference) is coded from here, not
    /// from pixel 0, to the same bytes (docs/benchmarks.md, "perf35").
    struct Resumption {
        fileprivate let state: State
        fileprivate let bytes: [UInt8], slots: [UInt32], runs: [UInt16]
        fileprivate let kept: [Fork]
        fileprivate let filled: Bool
        /// The pixels coded: another fill resumes here when its first `position` are the same.
        var position: Int { state.position }
        fileprivate var pixels: Int
    }

    /// The resumption taken by the last `encodeSmallest` given `resumableAt`.
    private(set) var resumption: Resumption?

    /// The first checkpoint at which a coding is compared: three quarters
    /// of the way. Fills differ in where they spend their bytes (on
    /// wrapping-view, one that ends 2 % smaller is 25 % behind a quarter of
    /// the way), so earlier checkpoints gave up codings that would have
    /// won; from here on, on the 15 examples, one did once (6 bytes).
    static let firstPacedCheckpoint = 12
    /// The checkpoints recorded by the last coding with `.record`.
    private(set) var progress: [Int] = []

    /// The smallest of the ways to go on each time the table fills: clear
    /// it every time, or clear it the first n − 1 times and keep it from
    /// the n-th fill to the end, for n up to `forks` (at most; every fill
    /// when `.max`). Each way shares every code up to the fill where it
    /// keeps the table, so the clearing way is coded once, to the end, and
    /// each keeping way from its fill on. With one fork, the smaller of
    /// clearing every time and keeping the first full table (what the
    /// encoder tried until gifsicle's layout-cycle showed a frame whose
    /// second table was better kept: docs/rendering.md, "GIF encoding").
    ///
    /// `limit`: nil as soon as the codes reach that many bytes (another
    /// coding of the frame is as small), the rest left uncoded.
    ///
    /// `resumableAt`: the clearing way's state before that pixel is kept
    /// (`resumption`). `resuming`: one taken by a coding with the same
    /// code size, pixel count, `forks` and pace or none, whose pixels (both
    /// `primary` and `alternate`) before its `position` are these; coded
    /// from there, to the same bytes as from the start.
    func encodeSmallest(
        primary: [UInt8], alternate: [UInt8], minimumCodeSize: Int, limit: Int = .max, pace: Pace = .none,
        forks: Int = .max, resumableAt: Int? = nil, resuming: Resumption? = nil
    ) -> [UInt8]? {
        // The codes' last bytes come when they finish: checked then too.
        func underLimit(_ codes: [UInt8]?) -> [UInt8]? { codes.flatMap { $0.count < limit ? $0 : nil } }
        var state: State
        var kept: [Fork] = []
        if let resumed = resume(resuming, pixels: primary.count, minimumCodeSize: minimumCodeSize, limit: limit, pace: pace) {
            (state, kept) = resumed
        } else {
            state = start(primary: primary, alternate: alternate, minimumCodeSize: minimumCodeSize)
            state.limit = limit
            if case .none = pace {} else {
                state.pace = pace
                state.step = max(1024, primary.count / 16)
                state.nextCheckpoint = state.step
            }
        }
        defer { if case .record = pace { progress = state.recorded } }
        guard primary.count > 1 else { return underLimit(state.finish()) }
        // The clearing way, to the end, stopping at each of the first
        // `forks` fills to keep the state there (the string before the
        // fill emitted) for a keeping way, and at `resumableAt`.
        // (The clearing way writes on in `output`: a fork keeps a copy of its bytes.)
        resumption = nil
        var end = resumableAt.map { min($0, primary.count) } ?? primary.count
        while true {
            let stopped = run(&state, primary, alternate, until: end, whenFull: kept.count < forks ? .stop : .clear)
            if state.overLimit { break }
            if stopped {
                kept.append((state, state.bytes, slots, runChildren))
                state.write(state.clear)
                state.reset()
                clearSlots()
            } else if end < primary.count {
                resumption = Resumption(state: state, bytes: state.bytes, slots: slots, runs: runChildren, kept: kept,
                                        filled: filled, pixels: primary.count)
                end = primary.count
            } else {
                break
            }
        }
        var best = state.overLimit ? nil : state.finish()
        // Each keeping way only while smaller than the best so far: it stops once as large.
        for fork in kept {
            var keeping = fork.state
            keeping.out.update(from: fork.bytes, count: fork.bytes.count)
            slots = fork.slots
            runChildren = fork.runs
            keeping.limit = min(limit, best?.count ?? .max)
            run(&keeping, primary, alternate, whenFull: .keep)
            if !keeping.overLimit {
                let codes = keeping.finish()
                if codes.count < best?.count ?? .max { best = codes }
            }
        }
        return underLimit(best)
    }

    /// The LZW bytes (not yet cut into sub-blocks) of `primary`, where pixel
    /// `i` may also be drawn as `alternate[i]` (equal to `primary[i]` where
    /// there is no choice), with codes starting at `minimumCodeSize + 1` bits;
    /// a full table is cleared, or kept to the end when `clearWhenFull` is false.
    func encode(primary: [UInt8], alternate: [UInt8], minimumCodeSize: Int, clearWhenFull: Bool = true) -> [UInt8] {
        encode(primary: primary, alternate: alternate, minimumCodeSize: minimumCodeSize, fillsCleared: clearWhenFull ? .max : 0)
    }

    /// The same, clearing the table the first `fillsCleared` times it fills
    /// and keeping it from the next fill to the end.
    func encode(primary: [UInt8], alternate: [UInt8], minimumCodeSize: Int, fillsCleared: Int) -> [UInt8] {
        var state = start(primary: primary, alternate: alternate, minimumCodeSize: minimumCodeSize)
        guard primary.count > 1 else { return state.finish() }
        var cleared = 0
        while run(&state, primary, alternate, whenFull: cleared < fillsCleared ? .stop : .keep) {
            cleared += 1
            state.write(state.clear)
            state.reset()
            clearSlots()
        }
        return state.finish()
    }

    /// The state, forks and tables of `resumption` for a coding of
    /// `pixels` pixels with this code size, limit and pace; nil when it
    /// does not fit (another count, code size, or way of pacing) or when
    /// the coding would have stopped at `limit` before it.
    private func resume(
        _ resumption: Resumption?, pixels: Int, minimumCodeSize: Int, limit: Int, pace: Pace
    ) -> (State, [Fork])? {
        guard let resumption, resumption.pixels == pixels, resumption.state.minimumCodeSize == minimumCodeSize,
              resumption.state.count < limit else { return nil }
        let paced: Bool
        if case .none = pace { paced = false } else { paced = true }
        let wasPaced: Bool
        if case .none = resumption.state.pace { wasPaced = false } else { wasPaced = true }
        guard paced == wasPaced else { return nil }
        let out = outputBuffer(pixels: pixels)
        func adapted(_ state: State) -> State {
            var state = state
            state.out = out
            state.limit = limit
            state.pace = pace
            return state
        }
        out.update(from: resumption.bytes, count: resumption.bytes.count)
        slots = resumption.slots
        runChildren = resumption.runs
        filled = resumption.filled
        return (adapted(resumption.state), resumption.kept.map { (adapted($0.state), $0.bytes, $0.slots, $0.runs) })
    }

    /// A clear code written, the table empty, the first pixel as the string.
    private func start(primary: [UInt8], alternate: [UInt8], minimumCodeSize: Int) -> State {
        precondition(primary.count == alternate.count && (2...8).contains(minimumCodeSize))
        var state = State(minimumCodeSize: minimumCodeSize, output: outputBuffer(pixels: primary.count))
        filled = false
        clearSlots()
        state.write(state.clear)
        guard let first = primary.first else {
            state.empty = true
            return state
        }
        state.prefix = Int(first)
        state.last = state.prefix
        return state
    }

    private func clearSlots() {
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        runChildren.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Codes pixels from `state.position` to the end, or (`.stop`) until
    /// the table fills: true then.
    @discardableResult
    private func run(
        _ state: inout State, _ primary: [UInt8], _ alternate: [UInt8], until end: Int? = nil, whenFull: WhenFull
    ) -> Bool {
        let end = end ?? primary.count
        let from = (position: state.position, prefix: state.prefix, last: state.last)
        let reached = primary.withUnsafeBufferPointer { primary in
            alternate.withUnsafeBufferPointer { alternate in
                runChildren.withUnsafeMutableBufferPointer { runs in
                    slots.withUnsafeMutableBufferPointer { slots in
                        Self.code(&state, primary, alternate, runs, slots, from: from, until: end, whenFull: whenFull)
                    }
                }
            }
        }
        state.position = reached.position
        state.prefix = reached.prefix
        state.last = reached.last
        if reached.filled { filled = true }
        return reached.stopped
    }

    /// `run`'s loop, a function of its own whose pixel, string and last
    /// index are its own local variables: captured by the closures of
    /// `run`, they lived in memory wherever the loop was not inlined (a
    /// fork's keeping way), a load and a store a pixel. (Whether it
    /// stopped is kept apart from `state`: a store into it in the loop kept
    /// the loop's variables out of registers, 13 % more instructions on a
    /// sweep.)
    private static func code(
        _ state: inout State, _ primary: UnsafeBufferPointer<UInt8>, _ alternate: UnsafeBufferPointer<UInt8>,
        _ runs: UnsafeMutableBufferPointer<UInt16>, _ slots: UnsafeMutableBufferPointer<UInt32>,
        from: (position: Int, prefix: Int, last: Int), until end: Int, whenFull: WhenFull
    ) -> (position: Int, prefix: Int, last: Int, stopped: Bool, filled: Bool) {
        var i = from.position, prefix = from.prefix, last = from.last
        var filled = false
        let mask = GIFLZW.slotCount - 1
        /// The code of `key`'s string, or -1 − the empty slot where it would go.
        @inline(__always) func find(_ key: Int) -> Int {
            var slot = GIFLZW.home(key)
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return -1 - slot }
                if entry >> 12 == key { return entry & 0xFFF }
                slot = (slot + 1) & mask
            }
        }
        /// The code of the string `prefix` (ending in `last`) followed
        /// by `index`, or -1 − its slot in `slots` (-1 for a run).
        @inline(__always) func child(_ index: Int, of prefix: Int, last: Int) -> Int {
            guard index == last else { return find(prefix << 8 | index) }
            let code = Int(runs[prefix])
            return code != 0 ? code : -1
        }
        let pixels = UnsafeRawPointer(primary.baseAddress!)
        while i < end {
            // A run: while the pixels repeat `last` and the string has a
            // run child, the code below would only follow it (`primary`'s
            // index is tried first), so follow it here, the repeats found
            // eight bytes at a time (perf37).
            if Int(primary[i]) == last && runs[prefix] != 0 {
                let repeated = UInt64(truncatingIfNeeded: last) &* 0x0101_0101_0101_0101
                while true {
                    // How many of the next pixels (at most 8) repeat `last`.
                    var n = 0
                    if i &+ 8 <= end {
                        let word = UInt64(littleEndian: (pixels + i).loadUnaligned(as: UInt64.self)) ^ repeated
                        n = word == 0 ? 8 : word.trailingZeroBitCount &>> 3
                    } else {
                        while i &+ n < end && Int(primary[i &+ n]) == last { n &+= 1 }
                    }
                    var k = 0
                    while k < n, case let code = Int(runs[prefix]), code != 0 {
                        prefix = code
                        k &+= 1
                    }
                    i &+= k
                    if k != 8 { break }
                }
                if i >= end { break }
            }
            let a = Int(primary[i]), b = Int(alternate[i])
            let foundA = child(a, of: prefix, last: last)
            if foundA >= 0 {
                prefix = foundA; last = a
            } else if b != a, case let code = child(b, of: prefix, last: last), code >= 0 {
                prefix = code; last = b
            } else {
                // Neither continues the string: emit it and start
                // the next one, repeating the pixel before when
                // allowed (runs are what LZW compresses best).
                let k = b == last ? b : a
                state.write(prefix)
                if state.count >= state.limit || (i >= state.nextCheckpoint && !state.passCheckpoint(at: i)) {
                    state.overLimit = true
                    return (i, prefix, last, false, filled)
                }
                if state.next >= GIFLZW.maximumCode {
                    filled = true
                    switch whenFull {
                    case .keep:
                        break
                    case .clear:
                        state.write(state.clear)
                        state.reset()
                        slots.update(repeating: 0)
                        runs.update(repeating: 0)
                    case .stop:
                        // Resume at this pixel, the string before emitted.
                        return (i + 1, k, k, true, filled)
                    }
                } else if k == last {
                    runs[prefix] = UInt16(truncatingIfNeeded: state.next)
                    state.next += 1
                } else {
                    let slot = k == a ? -1 - foundA : -1 - find(prefix << 8 | k)
                    slots[slot] = UInt32(truncatingIfNeeded: (prefix << 8 | k) << 12 | state.next)
                    state.next += 1
                }
                prefix = k; last = k
            }
            i += 1
        }
        return (i, prefix, last, false, filled)
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
