import Layout

/// How a sweep builds more of its tree: a fresh tree, built as the sweep's
/// root was (the same scenario, state and text engine), so that each job
/// lays widths out on a tree of its own (`SceneRenderer.sweep(…, trees:)`).
/// Called on the jobs' threads, so it takes its text engine as a value
/// (`TextContext.measurer` read where the root was made), not from a scope.
public struct TreeFactory: Sendable {
    let make: @Sendable () -> View

    public init(_ make: @escaping @Sendable () -> View) {
        self.make = make
    }
}

/// One view tree per job, so that a sweep's widths are solved on every job
/// instead of on one thread: a tree is solved on one thread at a time, so
/// each worker of `ParallelWork.map` (no two calls with the same worker run
/// at once) builds its own tree with `make` the first time it needs one and
/// keeps it for the sweep.
///
/// A width's layout does not depend on which tree solves it or on the
/// widths that tree solved before (the solver re-solves the root's width
/// through an edit variable and the layout is deterministic), so the
/// frames are the ones one tree solving in order gives, and the file the
/// same bytes with any number of jobs (`ParallelSweepTests`).
final class SweepTrees: @unchecked Sendable {
    /// A worker's tree: built, touched and released only by that worker.
    private final class Slot {
        var root: View?
    }

    private let factory: TreeFactory
    /// One a worker; the array itself never changes after `init`.
    private let slots: [Slot]

    /// `factory`: a fresh tree, built as the sweep's own root was (the same
    /// scenario, state and text engine), called on the worker's thread;
    /// `root`, the sweep's own, is worker 0's (one tree fewer to build).
    init(jobs: Int, root: View, factory: TreeFactory) {
        self.factory = factory
        slots = (0..<max(1, jobs)).map { _ in Slot() }
        slots[0].root = root
    }

    /// Worker `worker`'s tree, built on first use.
    func tree(_ worker: Int) -> View {
        let slot = slots[worker]
        if let root = slot.root { return root }
        let root = factory.make()
        slot.root = root
        return root
    }
}
