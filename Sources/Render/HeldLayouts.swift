import Foundation
import ImageCodecs
import Layout
import Locking

/// The layouts a sweep solved to find its height, painted without being
/// solved again (which of them: `HoldingPolicy`): read by the survey's
/// pass, then each let go as the last pass takes it, so that the memory
/// they held serves the frames and the encoders' output in the rest of
/// the sweep instead of being added to it (a 200-frame wrap-demo sweep
/// holding all its frames held some 8 MB of them).
///
/// Read by the caller, the `OrderedLayouts`' thread, or a
/// `FrameStream`'s workers at once (each frame by one of them): the layouts
/// are behind a lock.
final class HeldLayouts: @unchecked Sendable {
    /// By frame index: nil for a frame that is solved again when painted.
    private let layouts: Locked<[SolvedLayout?]>
    private let held: [Bool]
    /// Whether ``take(_:)`` lets each go (the last pass).
    var releasing = false

    /// `layouts` by frame index (the plan's), nil where none is held.
    init(_ layouts: [SolvedLayout?]) {
        self.layouts = Locked(layouts)
        held = layouts.map { $0 != nil }
    }

    /// Whether frame `index`'s layout is held (read by ``take(_:)``).
    func holds(_ index: Int) -> Bool { index < held.count && held[index] }

    /// Frame `index`'s layout (one ``holds(_:)``); once releasing, read only once.
    func take(_ index: Int) -> SolvedLayout {
        layouts.withLock { layouts in
            let layout = layouts[index]!
            if releasing { layouts[index] = nil }
            return layout
        }
    }
}

/// Which of the layouts solved for a sweep's height are held until they
/// are painted: each costs its bytes for the whole sweep and saves two
/// solves (the survey's pass and the last one each solve it again). A
/// fixed budget made one trade for every tree: 16 MB held all of a
/// 200-frame wrap-demo sweep, its peak 5–6 MB over 50 MB for 3–7 % less
/// CPU; 2 MB put that right but made self-sizing-cells, whose layouts are
/// small and dear to solve, spend 25–35 % more CPU (docs/benchmarks.md,
/// "Issue 32: cores3"). So a layout is held while the first `floor` bytes
/// last (as the 2 MB did), and past them only when solving it again would
/// cost at least `nanosecondsPerByte` of CPU for each byte it holds, up to
/// `cap` bytes in all.
package struct HoldingPolicy {
    /// `jobs`: the jobs painting and coding the sweep's frames, whose frames
    /// in flight (`FrameStream.framesInFlight(jobs:framesAJob:)`) share the
    /// room; nil: a fixed budget, `cap` whatever the frames.
    package init(floor: Int, cap: Int, nanosecondsPerByte: Double, jobs: Int?, coding: CodingMemory = .none) {
        self.floor = floor
        self.cap = cap
        self.nanosecondsPerByte = nanosecondsPerByte
        self.jobs = jobs.map { max(1, $0) }
        self.coding = coding
        fullFloor = floor
    }

    /// Held whatever their cost (the first frames, as before), while the
    /// room allows (``fit(framePixels:)``).
    package var floor: Int
    /// The floor asked for, before the room lowered it.
    private let fullFloor: Int
    /// The most held: what the frames in flight leave of the room a sweep has.
    package var cap: Int
    /// The solve time (thread CPU) per byte held above which a layout is
    /// worth its memory: wrap-demo's layouts, some 65 KB each by the
    /// estimate, take 2.1–2.4 ns a byte to solve (medians; 3.7 at the 90th
    /// percentile), self-sizing-cells' 43 KB 5.8–6.2 (5.1 at the 10th), every
    /// other example's 1.1–2.5.
    package var nanosecondsPerByte: Double

    /// The room a sweep's held layouts, frames in flight and coders' working
    /// memory share beyond what every sweep starts with: a 200-frame GIF
    /// sweep of 598 × 424 points, five 1 MB frames in flight with two jobs
    /// (the stream's window of two a job, and the encoders' last), has 9 MB
    /// for layouts, all of self-sizing-cells' 8.5 MB; its WebP, two libwebp
    /// encodes of 4.7 MB besides, a window of a frame a job and one more,
    /// and 1.1 MB for layouts.
    package static let room = 14 << 20
    package static let defaultFloor = 2 << 20
    package static let defaultRate = 4.0

    /// The jobs painting and coding at once, each coding in `coding`'s
    /// working memory; their frames in flight are the stream's
    /// (`FrameStream.framesInFlight(jobs:framesAJob:)`, the one count),
    /// what ``fit(framePixels:)`` leaves the layouts of ``room``. nil: a fixed budget.
    package var jobs: Int?
    /// One job's working memory as it codes a frame: the sum over the
    /// sweep's output formats (`AnimationFormat.codingMemory`).
    package var coding: CodingMemory
    /// Whether a sweep's frames in flight are a frame a job and one more, not two a job
    /// (`FrameStream.framesInFlight(jobs:framesAJob:)`): set by
    /// ``fit(framePixels:)`` when the frames in flight, the coders' memory
    /// and the floor's layouts would not fit in ``room`` together.
    package private(set) var framesAJob = false

    /// The policy for a sweep on `jobs` jobs, each coding in `coding`'s
    /// memory; its cap is set by ``fit(framePixels:)`` as the canvas is found.
    /// TRELLIS_HELD_FRAMES_BUDGET (bytes) fixes one budget instead, every
    /// frame held up to it, to measure the trade.
    package static func forSweep(jobs: Int, coding: CodingMemory) -> HoldingPolicy {
        if let fixed = ProcessInfo.processInfo.environment["TRELLIS_HELD_FRAMES_BUDGET"].flatMap({ Int($0) }) {
            return HoldingPolicy(floor: fixed, cap: fixed, nanosecondsPerByte: 0, jobs: nil)
        }
        let rate = ProcessInfo.processInfo.environment["TRELLIS_HELD_NS_PER_BYTE"].flatMap { Double($0) } ?? defaultRate
        return HoldingPolicy(floor: defaultFloor, cap: room, nanosecondsPerByte: rate, jobs: jobs, coding: coding)
    }

    /// The cap for frames of `framePixels` pixels each (4 bytes a pixel):
    /// ``room`` less the frames in flight and the coders' working memory
    /// (`jobs` × `coding`). When those (two frames a job and the encoders'
    /// last) and the floor's layouts do not fit in the room together, the
    /// stream's window is a frame a job and one more (``framesAJob``: `jobs`
    /// + 2 frames in flight with the encoders' last, not 2 × `jobs` + 1;
    /// one job paints a frame at a time either way: two in flight), and the layouts
    /// get what is left, the floor included: possibly nothing. The floor
    /// was a trade of memory for CPU made when only the frames were
    /// counted; a sweep whose frames and coders fill the room is bound by
    /// memory, so there it yields, and a layout not held is solved again
    /// (the same pixels). A fixed budget (no frames in flight) keeps its cap.
    package mutating func fit(framePixels: Int) {
        guard let jobs else { return }
        let frameBytes = 4 * framePixels
        let coders = jobs * coding.bytes(pixels: framePixels)
        let twoAJob = frameBytes * FrameStream.framesInFlight(jobs: jobs, framesAJob: false)
        framesAJob = jobs > 1 && twoAJob + coders + fullFloor > Self.room
        let frames = frameBytes * FrameStream.framesInFlight(jobs: jobs, framesAJob: framesAJob)
        cap = max(0, Self.room - frames - coders)
        floor = min(fullFloor, cap)
    }

    /// Holds nothing: a sweep that only sizes its canvas.
    package static let none = HoldingPolicy(floor: 0, cap: 0, nanosecondsPerByte: 0, jobs: nil)

    /// Whether layouts may still be held once `heldBytes` are.
    package func hasRoom(_ heldBytes: Int) -> Bool { heldBytes < cap }

    /// Whether a layout of `bytes` is held on top of `heldBytes`, when the
    /// layouts weighed so far took `medianRate` nanoseconds a byte to solve
    /// (the median: one frame slowed by the machine's other work, or by the
    /// text engine's caches still cold, does not decide).
    package func holds(bytes: Int, medianRate: Double, heldBytes: Int) -> Bool {
        guard heldBytes < cap else { return false }
        if heldBytes < floor { return true }
        return heldBytes + bytes <= cap && isDear(medianRate: medianRate)
    }

    /// Whether layouts that take `medianRate` nanoseconds a byte to solve are worth holding past the floor.
    package func isDear(medianRate: Double) -> Bool { medianRate >= nanosecondsPerByte }

    /// The calling thread's CPU time: what a solve costs, whatever else the machine runs.
    package static func threadNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
