import Foundation
import Layout

/// A sweep's frames solved in order on a thread of their own, a few ahead
/// of the frames being painted and encoded (`FrameStream`, through
/// ``OrderedLayouts``: a library sweep on several jobs without a tree a job), so that with
/// several jobs solving (a fifth of a sweep's work, and one tree can only
/// be solved on one thread) overlaps the painting and encoding instead of
/// waiting for each frame: the serial part that kept two jobs under
/// 1.7 times one (docs/benchmarks.md, "Issue 32: all cores on one sweep").
///
/// The tree is touched only by that thread between `init` and ``stop()``;
/// what crosses over is `SolvedLayout`, a `Sendable` value with no
/// reference into the tree. The layouts are the ones solving in order on
/// the calling thread gives, so the file is the same bytes.
final class LayoutPipeline: @unchecked Sendable {
    private let condition = NSCondition()
    /// Solved and not yet taken, in order (guarded by `condition`).
    private var ready: [SolvedLayout] = []
    private var stopping = false
    private var done = false
    /// The most layouts solved ahead.
    private let depth: Int

    /// The `solve` closure, which holds the tree: called only on the
    /// pipeline's thread, which `stop()` waits for.
    private struct Solver: @unchecked Sendable {
        let solve: (Int) -> SolvedLayout
    }

    /// Starts solving `solve(0)`, `solve(1)`, … `solve(count - 1)` on a
    /// new thread, at most `depth` ahead of ``next()``.
    init(count: Int, depth: Int, solve: @escaping (Int) -> SolvedLayout) {
        self.depth = max(1, depth)
        let solver = Solver(solve: solve)
        let thread = Thread { [self] in
            for index in 0..<count {
                condition.lock()
                while ready.count >= self.depth && !stopping { condition.wait() }
                let stop = stopping
                condition.unlock()
                if stop { break }
                let layout = solver.solve(index)
                condition.lock()
                ready.append(layout)
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            done = true
            condition.broadcast()
            condition.unlock()
        }
        // Solving a deep tree recurses: the main thread's stack, not a
        // secondary thread's default.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The next layout in order, waiting for it to be solved. Called no
    /// more than `count` times.
    func next() -> SolvedLayout {
        condition.lock()
        defer { condition.unlock() }
        while ready.isEmpty {
            precondition(!done, "every layout was taken")
            condition.wait()
        }
        let layout = ready.removeFirst()
        condition.broadcast()
        return layout
    }

    /// Stops solving (after the layout being solved) and waits for the
    /// thread to end: the tree is the caller's again.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while !done { condition.wait() }
        ready.removeAll()
        condition.unlock()
    }
}

/// A ``LayoutPipeline``'s layouts taken by index from any thread (a
/// ``FrameStream``'s workers): they are solved in order on the pipeline's
/// thread, whatever order the workers ask in; a layout asked for after
/// a later one waits here, taken by whoever asks for it.
final class OrderedLayouts: @unchecked Sendable {
    private let pipeline: LayoutPipeline
    /// Taken from the pipeline and not yet asked for, by index (guarded by `lock`).
    private var waiting: [Int: SolvedLayout] = [:]
    private var taken = 0
    private let lock = NSLock()

    init(count: Int, depth: Int, _ solve: @escaping (Int) -> SolvedLayout) {
        pipeline = LayoutPipeline(count: count, depth: depth, solve: solve)
    }

    /// Layout `index`, once (`worker` is not used: the pipeline solves on its own tree).
    func layout(_ worker: Int, _ index: Int) -> SolvedLayout {
        lock.lock()
        defer { lock.unlock() }
        while taken <= index {
            waiting[taken] = pipeline.next()
            taken += 1
        }
        return waiting.removeValue(forKey: index)!
    }

    /// See ``LayoutPipeline/stop()``.
    func stop() { pipeline.stop() }
}
