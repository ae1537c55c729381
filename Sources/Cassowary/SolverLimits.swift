/// Bounds on what a solver may spend, for solvers fed input that nobody
/// vetted (`trellis solve`'s JSON): the simplex is quadratic or worse on
/// some systems (100,000 optional equalities on one variable, in kiwi as
/// here), and a bound ends such a solve with an error naming it instead
/// of minutes of work and gigabytes of memory. A solver has none unless
/// given them (``Solver/limits``): the layout engine's are bounded by the
/// scene's own limits.
public struct SolverLimits: Sendable, Equatable {
    /// The most cell operations (cells written into rows by merges and new
    /// rows, and objective coefficients changed) all changes together may
    /// take: a count, so the bound is the same on every machine.
    public var work: Int
    /// The most memory the tableau may hold, estimated from its cells (20
    /// bytes each with the column index) and its objective levels'
    /// coefficients (8 bytes a symbol a level), in bytes.
    public var memoryBytes: Int

    public init(work: Int, memoryBytes: Int) {
        self.work = work
        self.memoryBytes = memoryBytes
    }
}

extension Tableau {
    /// The tableau's memory as ``SolverLimits/memoryBytes`` estimates it.
    var estimatedBytes: Int { columnEntries &* 20 &+ objective.coefficientSlots &* 8 }

    /// Throws when a limit is passed. The tableau stays consistent (every
    /// pivot keeps it so) but the solve was cut short: its values are not
    /// the optimum, and the solver should be dropped.
    func checkLimits() throws(SolverError) {
        guard let limits else { return }
        if work > limits.work { throw .limitExceeded(.work, limit: limits.work) }
        let bytes = estimatedBytes
        if bytes > limits.memoryBytes { throw .limitExceeded(.memory, limit: limits.memoryBytes) }
    }
}
