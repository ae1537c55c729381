import Foundation
import ImageCodecs
import FileSafety
import Layout

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
    private var delays: [Int] = []
    /// `solve(worker, index)`: frame `index` laid out on worker `worker`'s
    /// tree (`SweepTrees`), for frames added by index.
    private let solve: ((_ worker: Int, _ index: Int) -> SolvedLayout)?
    /// With several jobs, the thread the encoders code on while the next
    /// batch is painted (nil: one job, each batch coded as it is painted).
    private let encoding: EncodingThread?

    /// `pixelsPerFrame`: the canvas's pixels, which bound the batch.
    init(renderer: SceneRenderer, canvasSize: Size?, encoders: [any AnimationEncoder], jobs: Int, pixelsPerFrame: Int,
         surveying: Bool = false, solve: ((_ worker: Int, _ index: Int) -> SolvedLayout)? = nil) {
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
        capacity = !overlapped ? (jobs > 1 ? min(max(2 * jobs, Self.batchPixels / max(1, pixelsPerFrame)), affordable) : 1)
            : min(max(jobs, Self.batchPixels / 2 / max(1, pixelsPerFrame)), affordable)
        encoding = overlapped ? EncodingThread() : nil
    }

    deinit {
        // A sweep that failed: the encoders are the caller's again before it closes them.
        encoding?.stop()
    }

    /// Frames in memory at a time with `jobs` (a batch of a frame-sized
    /// canvas, and the encoder's last; overlapped, two
    /// batches of half as many): what the held
    /// layouts leave room for (`HoldingPolicy`).
    static func framesInFlight(jobs: Int) -> Int {
        jobs > 1 ? 2 * jobs + 1 : 2
    }

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
        let pending = pending, renderer = renderer, canvasSize = canvasSize, solve = solve
        let painted = ParallelWork.map(count: pending.count, jobs: jobs) { worker, k in
            Result { () throws(RenderError) -> [UInt32] in
                let layout: SolvedLayout
                switch pending[k] {
                case let .solved(solved): layout = solved
                case let .index(index): layout = solve!(worker, index)
                }
                // Flattened here, in the painted array, while its pixels are
                // in this core's cache: the encoders take it as it is
                // (`addOpaqueFrames`), with no copy made on another thread.
                var pixels = try renderer.renderPixels(layout, canvasSize: canvasSize)
                AnimationPixels.flattenOntoWhite(&pixels)
                return pixels
            }
        }
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
        if let encoding { try encoding.submit(encode) } else { try encode() }
        return frames.count
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
