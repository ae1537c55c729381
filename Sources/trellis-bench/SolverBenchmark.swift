import Cassowary

/// Times one workload the way kiwi_bench.py's `run_workload` does, with the
/// same sequence of solver calls: `buildRepeats` fresh builds, `sweepRepeats`
/// back-to-back sweeps on the last built solver, one sweep timed per call
/// (the split columns), then the checks at 598 and at the extra width.
struct SolverBenchmark {
    /// 200, 202, …, 598: kiwi_bench.py's SWEEP_WIDTHS.
    static let sweepWidths: [Double] = (0..<200).map { 200 + 2 * Double($0) }
    /// Suggested for the parent width before any constraint is added.
    static let initialWidth = 320.0
    /// The edit variable's priority (kiwi: strong).
    static let editPriority = KiwiStrength.strong.priority

    let buildRepeats: Int
    let sweepRepeats: Int

    func run(_ make: () -> SolverWorkload) throws(SolverError) -> SolverResult {
        // Making the Constraint objects is not solver work: timed apart, as
        // kiwi_bench.py's "construct", and the objects are reused by every build.
        var workload: SolverWorkload!
        let construct = Stopwatch.time { workload = make() }

        var buildTimes: [Double] = []
        var solver: Solver? = nil
        for _ in 0..<buildRepeats {
            solver = nil   // free the previous solver outside the timed region
            var built: Solver!
            let seconds = try Stopwatch.time { () throws(SolverError) in built = try build(workload) }
            solver = built
            buildTimes.append(seconds)
        }
        guard let solver else { throw .internalError("no build repeats") }

        let pw = workload.parentWidth
        let steps = Double(SolverBenchmark.sweepWidths.count)
        var sweepTimes: [Double] = []
        for _ in 0..<sweepRepeats {
            let seconds = try Stopwatch.time { () throws(SolverError) in
                for W in SolverBenchmark.sweepWidths { try solver.suggestValue(W, for: pw) }
            }
            sweepTimes.append(seconds / steps)
        }

        // kiwi's split pass times suggestValue and updateVariables apart; here
        // suggestValue already solves, so the whole step is "suggest".
        var suggestTotal = 0.0
        for W in SolverBenchmark.sweepWidths {
            suggestTotal += try Stopwatch.time { () throws(SolverError) in try solver.suggestValue(W, for: pw) }
        }

        var errors = workload.checkErrors(in: solver, at: SolverBenchmark.sweepWidths.last!)
        if let extra = workload.extraCheckWidth {
            try solver.suggestValue(extra, for: pw)
            errors += workload.checkErrors(in: solver, at: extra)
        }

        return SolverResult(
            workload: workload.name, size: workload.sizeLabel,
            views: workload.views.count, variables: workload.variableCount,
            constraints: workload.constraints.count,
            constructSeconds: construct, buildSeconds: buildTimes, sweepStepSeconds: sweepTimes,
            suggestSecondsPerStep: suggestTotal / steps, updateSecondsPerStep: 0,
            sweepSteps: SolverBenchmark.sweepWidths.count, checkErrors: errors)
    }

    /// BUILD: a fresh solver, the edit variable at 320, then every constraint in order.
    private func build(_ workload: SolverWorkload) throws(SolverError) -> Solver {
        let solver = Solver()
        try solver.addEditVariable(workload.parentWidth, priority: SolverBenchmark.editPriority)
        try solver.suggestValue(SolverBenchmark.initialWidth, for: workload.parentWidth)
        for constraint in workload.constraints { try solver.add(constraint) }
        return solver
    }
}
