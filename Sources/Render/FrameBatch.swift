import Foundation
import ImageCodecs
import FileSafety
import Layout
import Locking

/// Frames on their way to an animation: laid out in order by the caller (a
/// tree is re-solved width after width, never on two threads) or, given a
/// tree a job (`SweepTrees`), solved by the job that paints them; then
/// painted and encoded a batch at a time on up to `jobs` threads, a batch
/// coded (`EncodingThread`) while the next is painted. The file is the same
/// bytes with one job or many; memory holds one batch, or two with several
/// jobs, a few frames a thread, however long the animation.
final class FrameBatch {
    private let renderer: SceneRenderer
    private let canvasSize: Size?
    /// Every frame goes to each of them, painted once.
    private let encoders: [any AnimationEncoder]
    private let jobs: Int
    /// Whether the frames go to the encoders' `survey` (a first look at
    /// every frame) instead of being added.
    private let surveying: Bool
    /// Two frames a thread, or more small ones (`batchPixels`): enough to
    /// keep every thread busy while the batch's slowest frame finishes; one
    /// with one job (as before batches); fewer when a batch's frames would
    /// need more than `memoryBudget`. Overlapped (`EncodingThread`), half as
    /// many: a frame a thread, or half `batchPixels`.
    let capacity: Int

    /// The most a batch's frames may hold: each frame's pixels and their
    /// opaque copy, 8 bytes a pixel. A canvas near `CanvasMemory`'s budget
    /// is then painted a frame or two at a time, as with one job.
    static let memoryBudget = 256 << 20
    /// With several jobs, a batch gathers frames until it has this many
    /// pixels: each batch hands its frames between threads a few times
    /// (painting, flattening, coding), which costs the same whatever the
    /// frames' size, and a small example's batches of four frames spent
    /// more in waking and waiting for threads than in painting them.
    static let batchPixels = 1 << 19
    /// A frame waiting for its batch: laid out already, or the index of a
    /// width that `solve` lays out on the painting worker's own tree.
    private enum Pending {
        case solved(SolvedLayout)
        case index(Int)
    }

    private var pending: [Pending] = []
    /// The last frame sent (flattened): the one the next batch's first is
    /// compared with, when its coding runs where it was painted.
    private var last: [UInt32]?
    private var delays: [Int] = []
    /// `solve(worker, index)`: frame `index` laid out on worker `worker`'s
    /// tree (`SweepTrees`), for frames added by index.
    private let solve: ((_ worker: Int, _ index: Int) -> SolvedLayout)?
    /// With several jobs, the thread the encoders code on while the next
    /// batch is painted (nil: one job, each batch coded as it is painted).
    private let encoding: EncodingThread?

    /// `pixelsPerFrame`: the canvas's pixels, which bound the batch.
    /// `framesAJob`: a batch of a frame a job, when the frames and the
    /// coders' memory fill the sweep's room (`HoldingPolicy.framesAJob`).
    init(renderer: SceneRenderer, canvasSize: Size?, encoders: [any AnimationEncoder], jobs: Int, pixelsPerFrame: Int,
         framesAJob: Bool = false, surveying: Bool = false, solve: ((_ worker: Int, _ index: Int) -> SolvedLayout)? = nil) {
        self.renderer = renderer
        self.solve = solve
        self.surveying = surveying
        self.canvasSize = canvasSize
        self.encoders = encoders
        self.jobs = max(1, jobs)
        // Overlapped, a batch is painted while the one before is coded: two in memory.
        let overlapped = jobs > 1 && renderer.overlapsCoding
        let affordable = max(1, Self.memoryBudget / max(1, pixelsPerFrame * 8) / (overlapped ? 2 : 1))
        // Overlapped, a batch a thread is enough: the coding of one batch
        // fills the painting's waits of the next (and two batches are held,
        // so each is half what one was).
        capacity = !overlapped ? (jobs > 1 ? min(framesAJob ? jobs : max(2 * jobs, Self.batchPixels / max(1, pixelsPerFrame)), affordable) : 1)
            : min(max(jobs, Self.batchPixels / 2 / max(1, pixelsPerFrame)), affordable)
        encoding = overlapped ? EncodingThread() : nil
    }

    deinit {
        // A sweep that failed: the encoders are the caller's again before it closes them.
        encoding?.stop()
    }

    /// Whether, with several jobs, each frame is coded by the worker that
    /// painted it (`OpaqueFrameCoding`, ``sendCoded(_:)``): yes unless
    /// TRELLIS_SWEEP_FRAMEWISE=0, to measure it against the encoders' own
    /// batch coding.
    static let codesWherePainted = ProcessInfo.processInfo.environment["TRELLIS_SWEEP_FRAMEWISE"] != "0"

    /// Whether batches are coded while the next is painted (with several
    /// jobs), by default: no. On a quiet two-core machine (2026-11-29,
    /// docs/benchmarks.md, "overlap off") the overlap cost more than it won:
    /// 1,000-frame wrap-demo sweeps 1.24–1.45× on two jobs with it against
    /// 1.34–1.71× without, and 200-frame peaks 2–5 MB higher (two batches
    /// held). TRELLIS_SWEEP_OVERLAP=1 turns it on, to measure it again.
    static let overlapsCodingByDefault = ProcessInfo.processInfo.environment["TRELLIS_SWEEP_OVERLAP"] == "1"

    /// Adds a frame, shown for `delay` hundredths of a second; returns how
    /// many frames this call sent to the encoder (0 until a batch is full).
    @discardableResult
    func add(_ layout: SolvedLayout, delay: Int) throws(RenderError) -> Int {
        try add(.solved(layout), delay: delay)
    }

    /// Adds frame `index`, laid out by `solve` on the worker that paints it.
    @discardableResult
    func add(index: Int, delay: Int) throws(RenderError) -> Int {
        precondition(solve != nil, "frames by index need a batch that solves them")
        return try add(.index(index), delay: delay)
    }

    private func add(_ frame: Pending, delay: Int) throws(RenderError) -> Int {
        pending.append(frame)
        delays.append(delay)
        return pending.count >= capacity ? try send() : 0
    }

    /// Paints what is waiting and hands it to the encoders (on `encoding`'s
    /// thread with several jobs, without waiting for them); returns how
    /// many frames that was.
    private func send() throws(RenderError) -> Int {
        guard !pending.isEmpty else { return 0 }
        if jobs > 1, encoding == nil, last != nil, Self.codesWherePainted {
            let coders = encoders.compactMap { $0.opaqueFrameCoding(surveying: self.surveying) }
            if coders.count == encoders.count { return try sendCoded(coders) }
        }
        let pending = pending
        let clock = WorkerClock(jobs: jobs)
        let painted = ParallelWork.map(count: pending.count, jobs: jobs) { worker, k in
            // Flattened here, in the painted array, while its pixels are in
            // this core's cache: the encoders take it as it is
            // (`addOpaqueFrames`), with no copy made on another thread.
            clock.time(worker) { Result { () throws(RenderError) -> [UInt32] in try self.paint(pending[k], worker: worker) } }
        }
        if jobs > 1 { clock.report("idle: batch paint barrier") }
        self.pending.removeAll(keepingCapacity: true)
        let delays = delays
        self.delays.removeAll(keepingCapacity: true)
        // The first failure by frame, whichever thread met it first.
        let frames = try painted.map { (result) throws(RenderError) -> [UInt32] in try result.get() }
        let encoders = encoders, surveying = surveying
        let encode = { () throws(RenderError) in
            for encoder in encoders {
                if surveying {
                    encoder.surveyOpaque(frames)
                } else {
                    try RenderError.encoding { () throws(CodecError) in try encoder.addOpaqueFrames(frames, delays: delays) }
                }
            }
        }
        if let encoding { try encoding.submit(encode) } else { try SweepTrace.cpu("main: encoders' batch coding", encode) }
        last = frames.last
        return frames.count
    }

    /// Frame `index` of the batch laid out (on `worker`'s tree when it
    /// came by index), painted and flattened in one array.
    private func paint(_ frame: Pending, worker: Int) throws(RenderError) -> [UInt32] {
        let layout: SolvedLayout
        switch frame {
        case let .solved(solved): layout = solved
        case let .index(index): layout = SweepTrace.cpu("lay out") { solve!(worker, index) }
        }
        return try SweepTrace.cpu("paint") { () throws(RenderError) in
            try renderer.renderOpaquePixels(layout, canvasSize: canvasSize)
        }
    }

    /// ``send()`` with each frame's coding (`OpaqueFrameCoding`) run by
    /// the worker that painted it, or the one that painted the next frame
    /// (whichever finds both painted first: a frame is coded against the
    /// one before), in the same parallel map as the painting: one barrier
    /// a batch instead of two, and most frames coded from the cache of the
    /// core that painted them. The encoders add the coded frames in order,
    /// as their own batch coding would: the same bytes.
    private func sendCoded(_ coders: [OpaqueFrameCoding]) throws(RenderError) -> Int {
        let pending = pending, delays = delays, count = pending.count, before = last!
        self.pending.removeAll(keepingCapacity: true)
        self.delays.removeAll(keepingCapacity: true)
        let state = Locked(CodedBatch(count: count))
        // The map's results are the failures; the frames and their coding are in `state`.
        let clock = WorkerClock(jobs: jobs)
        let failures = ParallelWork.map(count: count, jobs: jobs) { worker, k -> RenderError? in clock.time(worker) {
            let pixels: [UInt32]
            do throws(RenderError) { pixels = try paint(pending[k], worker: worker) } catch { return error }
            let ready = state.withLock { $0.painted(k, pixels, before: before) }
            for (j, rgb, earlier) in ready {
                let coded = coders.map { $0.code(worker, rgb, earlier, delays[j]) }
                state.withLock { $0.coded(j, coded) }
            }
            return nil
        } }
        clock.report("idle: batch paint+code barrier")
        // The first failure by frame, whichever thread met it first.
        if let failure = failures.first(where: { $0 != nil }) { throw failure! }
        let (final, coded) = state.withLock { ($0.frames[count - 1]!, $0.coded.map { $0! }) }
        try SweepTrace.cpu("serial: encoders' add") { () throws(RenderError) in
            for (e, coder) in coders.enumerated() {
                try RenderError.encoding { () throws(CodecError) in try coder.add(coded.map { $0[e] }, delays, final) }
            }
        }
        last = final
        return count
    }

    /// A batch's frames as they are painted, and their coding, claimed by
    /// one worker each once a frame and the one before are painted. A
    /// frame's pixels are let go once it and the next are coded (the
    /// batch's last is kept for the next batch), so that a batch holds
    /// about a frame a thread, not all of its frames, until it ends.
    private struct CodedBatch {
        var frames: [[UInt32]?]
        var painted: [Bool]
        var claimed: [Bool]
        /// Each encoder's result, by frame.
        var coded: [[any Sendable]?]

        init(count: Int) {
            frames = Array(repeating: nil, count: count)
            painted = Array(repeating: false, count: count)
            claimed = Array(repeating: false, count: count)
            coded = Array(repeating: nil, count: count)
        }

        /// Frame `k` painted: the frames (`k`, `k + 1`) now ready to code,
        /// each with the frame before (`before` for the first), claimed.
        mutating func painted(_ k: Int, _ pixels: [UInt32], before: [UInt32]) -> [(Int, [UInt32], [UInt32])] {
            frames[k] = pixels
            painted[k] = true
            var ready: [(Int, [UInt32], [UInt32])] = []
            for j in k...min(k + 1, frames.count - 1) where !claimed[j] && painted[j] && (j == 0 || painted[j - 1]) {
                claimed[j] = true
                ready.append((j, frames[j]!, j == 0 ? before : frames[j - 1]!))
            }
            return ready
        }

        /// Frame `j` coded: the frames no coding still needs are let go.
        mutating func coded(_ j: Int, _ results: [any Sendable]) {
            coded[j] = results
            for i in max(0, j - 1)...j where i + 1 < frames.count && coded[i] != nil && coded[i + 1] != nil {
                frames[i] = nil
            }
        }
    }

    /// Paints and encodes what is waiting, and waits for the encoders to
    /// have every frame; returns how many frames that was.
    @discardableResult
    func flush() throws(RenderError) -> Int {
        let sent = try send()
        try encoding?.finish()
        return sent
    }
}
