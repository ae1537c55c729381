import Foundation
import FileSafety
import ImageCodecs
import Layout

/// One pass of a sweep's (or a state animation's) frames, on one job or
/// several, with no barrier between frames: each worker claims the next
/// frame, lays it out (`layout`),
/// paints and flattens it, codes it against the frame before when both are
/// painted (`OpaqueFrameCoding`, on the core that painted one of them),
/// and whichever worker finds the next frame in order coded appends it to
/// the encoders, while the others go on painting. No thread waits for a
/// batch's slowest frame, as the batches before it did (the barrier that
/// kept two jobs under 1.7× one: docs/benchmarks.md, "cores4"). One job
/// runs the same loop on the calling thread, a frame at a time: the one
/// path every sweep's frames take (docs/benchmarks.md, "mem6").
///
/// Memory: a worker claims frame k only while k is less than ``window``
/// frames past the first not yet appended, so that at most `window` frames
/// are painted and not yet appended, besides the encoders' last
/// (``framesInFlight(jobs:framesAJob:)``, what the held layouts leave room for).
///
/// The first frame goes to the encoders on its own (`surveyOpaque` or
/// `addOpaqueFrames`), as one job gives it: it sets up what every later
/// frame's coding reads (the GIF's palette, the APNG's). An encoder that
/// has no per-frame coding after it (an APNG of more than 256 colours)
/// gets the rest in batches of `window` frames, painted in parallel. The
/// file is the same bytes as one job's.
final class FrameStream {
    private let renderer: SceneRenderer
    private let canvasSize: Size?
    private let encoders: [any AnimationEncoder]
    private let jobs: Int
    /// Whether the frames go to the encoders' survey (a first look at every frame).
    private let surveying: Bool
    /// The most frames painted and not yet appended.
    let window: Int
    /// Whether the frames keep cairo's opaque alpha byte: when every
    /// encoder takes them so (`takesOpaqueAlpha`, the WebP's), which saves
    /// the pass that clears it and lets libwebp read a frame where it is.
    private let keepsOpaqueAlpha: Bool

    /// Frames in memory at a time on `jobs` threads (4 bytes a pixel each):
    /// the window, and the encoders' last frame. Two frames a job, or a
    /// frame a job and one more when the frames and the coders' working
    /// memory fill the sweep's room (`HoldingPolicy`'s `framesAJob`); one
    /// job paints a frame at a time. The one more: with a window of a frame
    /// a job, a worker that finished coding its frame waited whenever the
    /// other's, before it, was still being coded (a 1,000-frame wrap-demo
    /// WebP on two jobs: 568 ms of waiting, 2.23 s against 1.88 s with a
    /// window of 3; docs/benchmarks.md, "the streamed tree on a quiet
    /// machine"). `HoldingPolicy` leaves the held layouts what these leave.
    static func framesInFlight(jobs: Int, framesAJob: Bool) -> Int {
        window(jobs: jobs, framesAJob: framesAJob) + 1
    }

    /// See ``framesInFlight(jobs:framesAJob:)``.
    static func window(jobs: Int, framesAJob: Bool) -> Int {
        jobs > 1 ? (framesAJob ? jobs + 1 : 2 * jobs) : 1
    }

    /// The most the frames in flight may hold, at 8 bytes a pixel (a frame
    /// and its share of the coders' copies): a canvas near `CanvasMemory`'s
    /// budget is then painted a frame or two at a time, as with one job.
    static let memoryBudget = 256 << 20

    /// `pixelsPerFrame`: a frame's pixels; a canvas near `CanvasMemory`'s
    /// budget narrows the window so that the frames in flight stay within
    /// ``memoryBudget``.
    init(renderer: SceneRenderer, canvasSize: Size?, encoders: [any AnimationEncoder], jobs: Int, pixelsPerFrame: Int,
         framesAJob: Bool, surveying: Bool) {
        self.renderer = renderer
        self.canvasSize = canvasSize
        self.encoders = encoders
        self.jobs = max(1, jobs)
        self.surveying = surveying
        keepsOpaqueAlpha = encoders.allSatisfy(\.takesOpaqueAlpha)
        let affordable = max(1, Self.memoryBudget / max(1, pixelsPerFrame * 8))
        // TRELLIS_SWEEP_WINDOW: another window, to measure it (the held layouts' room still counts the default's).
        let asked = ProcessInfo.processInfo.environment["TRELLIS_SWEEP_WINDOW"].flatMap { Int($0) }.map { max(1, $0) }
        window = min(asked ?? Self.window(jobs: jobs, framesAJob: framesAJob), affordable)
    }

    /// Frame `index` laid out, painted and flattened onto white.
    private func paint(_ layout: SolvedLayout) throws(RenderError) -> [UInt32] {
        try renderer.renderOpaquePixels(layout, canvasSize: canvasSize, keepingOpaqueAlpha: keepsOpaqueAlpha)
    }

    /// Sends frames `0..<count` to the encoders, frame `k` laid out by
    /// `layout(worker, k)` (called on the workers, each frame once, in any
    /// order across workers), shown for `delays[k]`. `appended(n)` is
    /// called after each frame is appended, in order, `n` frames so far
    /// (on whichever worker appended it, one call at a time). The first
    /// failure by frame is thrown, with nothing more appended after it.
    func run(count: Int, delays: [Int], layout: @escaping (_ worker: Int, _ index: Int) -> SolvedLayout,
             appended: (Int) -> Void = { _ in }) throws(RenderError) {
        guard count > 0 else { return }
        // The first frame alone, as one job sends it.
        let first = try paint(layout(0, 0))
        try send([first], delays: [delays[0]])
        appended(1)
        let coders = encoders.compactMap { $0.opaqueFrameCoding(surveying: surveying) }
        guard coders.count == encoders.count else {
            return try sendInBatches(from: 1, count: count, delays: delays, layout: layout, appended: appended)
        }
        let stream = Stream(count: count, first: first, window: window)
        guard jobs > 1 else {
            // One job: the same loop on the calling thread (whose stack a
            // deep tree's solve needs), a frame at a time.
            work(0, stream, coders: coders, delays: delays, layout: layout, appended: appended)
            if let failure = stream.failure { throw failure.error }
            return
        }
        withoutActuallyEscaping(appended) { appended in
            // Called only while `run` is on the stack, each worker's on its own thread.
            let workers = Workers { worker in
                self.work(worker, stream, coders: coders, delays: delays, layout: layout, appended: appended)
            }
            DispatchQueue.concurrentPerform(iterations: jobs) { workers.body($0) }
        }
        if let failure = stream.failure { throw failure.error }
    }

    /// The workers' loop, shared with the threads of `concurrentPerform`:
    /// what it touches is the stream (behind its lock), the coders (whose
    /// `code` runs on several threads at once) and `appended` (called by
    /// the token's holder only).
    private struct Workers: @unchecked Sendable {
        let body: (Int) -> Void
    }

    /// One worker's part: claim, paint, code, append, until every frame is appended or one failed.
    private func work(_ worker: Int, _ stream: Stream, coders: [OpaqueFrameCoding], delays: [Int],
                      layout: (Int, Int) -> SolvedLayout, appended: (Int) -> Void) {
        while let task = stream.next() {
            switch task {
            case let .paint(k):
                let pixels: [UInt32]
                do throws(RenderError) {
                    let solved = SweepTrace.cpu("lay out") { layout(worker, k) }
                    pixels = try SweepTrace.cpu("paint") { () throws(RenderError) in try paint(solved) }
                } catch {
                    stream.failed(k, error, holdingToken: false)
                    continue
                }
                // Each frame now ready (this one, the next), with the frame before it.
                for (j, rgb, earlier) in stream.painted(k, pixels) {
                    let coded = SweepTrace.cpu("code (workers)") { coders.map { $0.code(worker, j, rgb, earlier, delays[j]) } }
                    stream.coded(j, coded)
                }
            case let .append(range, frames, last):
                do throws(RenderError) {
                    try SweepTrace.cpu("token: encoders' add") { () throws(RenderError) in
                        for (e, coder) in coders.enumerated() {
                            try RenderError.encoding { () throws(CodecError) in
                                try coder.add(frames.map { $0[e] }, Array(delays[range]), last)
                            }
                        }
                    }
                } catch {
                    stream.failed(range.lowerBound, error, holdingToken: true)
                    continue
                }
                for n in range { appended(n + 1) }
                stream.appended(range)
            }
        }
    }

    /// The rest of the frames, for an encoder with no per-frame coding:
    /// `window` frames painted at a time (at least two with several jobs;
    /// one with one job), then added (the encoder codes them on its own threads).
    private func sendInBatches(from start: Int, count: Int, delays: [Int], layout: (Int, Int) -> SolvedLayout,
                               appended: (Int) -> Void) throws(RenderError) {
        let size = jobs > 1 ? max(2, window) : 1
        for batch in stride(from: start, to: count, by: size) {
            let end = min(batch + size, count)
            let painted = ParallelWork.map(count: end - batch, jobs: jobs) { worker, k in
                Result { () throws(RenderError) -> [UInt32] in try paint(layout(worker, batch + k)) }
            }
            let frames = try painted.map { (result) throws(RenderError) -> [UInt32] in try result.get() }
            try send(frames, delays: Array(delays[batch..<end]))
            for n in batch..<end { appended(n + 1) }
        }
    }

    private func send(_ frames: [[UInt32]], delays: [Int]) throws(RenderError) {
        try SweepTrace.cpu("main: encoders' batch coding") { () throws(RenderError) in
            for encoder in encoders {
                if surveying {
                    encoder.surveyOpaque(frames)
                } else {
                    try RenderError.encoding { () throws(CodecError) in try encoder.addOpaqueFrames(frames, delays: delays) }
                }
            }
        }
    }
}

/// The frames of a ``FrameStream`` pass between its workers: which frame
/// is claimed next, which are painted and coded, and the token of the one
/// worker appending coded frames to the encoders, in order.
private final class Stream: @unchecked Sendable {
    /// What a worker does next.
    enum Task {
        /// Lay out and paint frame k.
        case paint(Int)
        /// Append these frames' coding (each encoder's result, by frame), in
        /// order; `last`, the last one's pixels (the next frame's `earlier`).
        case append(Range<Int>, [[any Sendable]], last: [UInt32])
    }

    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    /// Guarded by `condition`, as is everything below.
    private var nextClaim = 1
    /// Frames below it are appended.
    private var appendedCount = 1
    private var appending = false
    /// Painted pixels by frame, kept until the frame and the next are coded and it is appended.
    private var frames: [Int: [UInt32]]
    private var codingClaimed: Set<Int> = [0]
    /// Each encoder's result by frame, until appended.
    private var codings: [Int: [any Sendable]] = [:]
    /// Frames coded (their results may be appended already).
    private var codedFrames: Set<Int> = [0]
    /// The first failure by frame.
    private(set) var failure: (index: Int, error: RenderError)?

    /// Frame 0 is appended already: `first`, its pixels.
    init(count: Int, first: [UInt32], window: Int) {
        self.count = count
        self.window = max(1, window)
        frames = [0: first]
    }

    /// The next task, waiting while none is ready; nil once there is none left for this worker.
    func next() -> Task? {
        condition.lock()
        defer { condition.unlock() }
        var waitStart: UInt64?
        defer { if let waitStart { SweepTrace.add("workers: waiting (wall)", SweepTrace.now() - waitStart) } }
        while true {
            // After a failure the frames before it are still appended (an
            // encoder may fail on one of them: the first failure by frame);
            // they were all claimed, and whoever codes the last of them
            // comes back here to append it.
            if !appending, let ready = readyToAppend() {
                appending = true
                return ready
            }
            if failure != nil || nextClaim == count {
                // Nothing left to claim: what is painted is coded and appended by whoever holds it.
                return nil
            }
            if nextClaim - appendedCount < window {
                nextClaim += 1
                return .paint(nextClaim - 1)
            }
            if waitStart == nil, SweepTrace.isOn { waitStart = SweepTrace.now() }
            condition.wait()
        }
    }

    /// The coded frames from the first not appended on, if it is coded,
    /// up to the first failure.
    private func readyToAppend() -> Task? {
        let limit = failure?.index ?? count
        var end = appendedCount
        while end < limit, codings[end] != nil { end += 1 }
        guard end > appendedCount else { return nil }
        let range = appendedCount..<end
        return .append(range, range.map { codings[$0]! }, last: frames[end - 1]!)
    }

    /// Frame `k` painted: the frames now ready to code (`k`, `k + 1`), each
    /// with the frame before, claimed for the caller.
    func painted(_ k: Int, _ pixels: [UInt32]) -> [(Int, [UInt32], [UInt32])] {
        condition.lock()
        defer { condition.unlock() }
        frames[k] = pixels
        var ready: [(Int, [UInt32], [UInt32])] = []
        for j in k...min(k + 1, count - 1) where !codingClaimed.contains(j) {
            guard let rgb = frames[j], let earlier = frames[j - 1] else { continue }
            codingClaimed.insert(j)
            ready.append((j, rgb, earlier))
        }
        return ready
    }

    /// Frame `j` coded: a worker waiting may now append it.
    func coded(_ j: Int, _ results: [any Sendable]) {
        condition.lock()
        defer { condition.unlock() }
        codings[j] = results
        codedFrames.insert(j)
        release(j - 1)
        release(j)
        if j == appendedCount && !appending { condition.broadcast() }
    }

    /// Frames `range` appended (the caller held the token).
    func appended(_ range: Range<Int>) {
        condition.lock()
        defer { condition.unlock() }
        appending = false
        appendedCount = range.upperBound
        for j in range {
            codings[j] = nil
            release(j)
        }
        condition.broadcast()
    }

    /// Frame `k` failed (painting it, or appending from it); the token is
    /// given back if the caller held it (a painter's failure leaves it with
    /// whoever holds it).
    func failed(_ k: Int, _ error: RenderError, holdingToken: Bool) {
        condition.lock()
        defer { condition.unlock() }
        if failure == nil || k < failure!.index { failure = (k, error) }
        if holdingToken { appending = false }
        condition.broadcast()
    }

    /// Lets frame `j`'s pixels go once no one needs them: it is appended
    /// (the encoders hold the last they were given), and the next frame is
    /// coded (it was the `earlier` of that coding), or it is the last.
    private func release(_ j: Int) {
        guard j >= 0, j < appendedCount, j + 1 == count || codedFrames.contains(j + 1) else { return }
        frames[j] = nil
    }
}
