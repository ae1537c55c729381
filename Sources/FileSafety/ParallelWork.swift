import Foundation
import Locking
import Synchronization

/// Runs `count` independent pieces of work on up to `jobs` threads and hands
/// their results over in index order, one at a time, as soon as each and all
/// before it are done: what a command prints (or writes) is the same bytes
/// with one job or many, only sooner.
///
/// `trellis verify` and `docs` run their scenes through it, `check` its widths. Each piece must build what it works on itself (a scene's view tree, its
/// canvases): the text engine's and cairo's shared caches are behind locks,
/// a view tree is not. What a piece gives back crosses threads, so it is
/// `Sendable` (a `SolvedLayout`, a page, pixels): results are never
/// smuggled across as unchecked values.
public enum ParallelWork {
    /// The jobs a command uses when `--jobs` is not given: every core.
    public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public static func run<Result: Sendable>(
        count: Int, jobs: Int, work: (Int) -> Result, deliver: (Int, Result) -> Void
    ) {
        guard jobs > 1, count > 1 else {
            for index in 0..<count { deliver(index, work(index)) }
            return
        }
        let state = Locked(State<Result>(results: Array(repeating: nil, count: count)))
        let next = Atomic(0)
        // Both closures are only called while `run` is on the stack.
        withoutActuallyEscaping(work) { work in
            withoutActuallyEscaping(deliver) { deliver in
                let shared = Unchecked(work: work, deliver: deliver)
                DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
                    while true {
                        let index = next.add(1, ordering: .relaxed).oldValue
                        guard index < count else { return }
                        let result = shared.work(index)
                        // Deliver under the lock, in order: whoever completes
                        // the next index hands over it and every finished one after it.
                        state.withLock { state in
                            state.results[index] = result
                            while state.delivered < count, let ready = state.results[state.delivered] {
                                state.results[state.delivered] = nil
                                shared.deliver(state.delivered, ready)
                                state.delivered += 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// `body(worker, index)` for every index below `count` on up to `jobs`
    /// threads, the results in index order. `worker` (0 up to `jobs`) names
    /// the thread, so that each can keep scratch space of its own; no two
    /// calls with the same worker run at once. What an index gives must not
    /// depend on which worker ran it: the results are the same with one job
    /// or many.
    public static func map<Result: Sendable>(count: Int, jobs: Int, _ body: (_ worker: Int, _ index: Int) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return (0..<count).map { body(0, $0) } }
        let slots = Locked([Result?](repeating: nil, count: count))
        let next = Atomic(0)
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedClosure(body: body)
            DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { worker in
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < count else { return }
                    let result = shared.body(worker, index)
                    slots.withLock { $0[index] = result }
                }
            }
        }
        // concurrentPerform returns only when every thread is done.
        return slots.withLock { $0.map { $0! } }
    }

    /// `map`'s closure, called from the worker threads (for distinct
    /// indexes, only while `map` is on the stack).
    private struct UncheckedClosure<Result>: @unchecked Sendable {
        let body: (Int, Int) -> Result
    }

    private struct State<Result: Sendable>: Sendable {
        var results: [Result?]
        var delivered = 0
    }

    /// The caller's closures, used from the worker threads: `work` is
    /// called for distinct indexes at once, `deliver` only under the lock.
    private struct Unchecked<Result: Sendable>: @unchecked Sendable {
        let work: (Int) -> Result
        let deliver: (Int, Result) -> Void
    }
}
