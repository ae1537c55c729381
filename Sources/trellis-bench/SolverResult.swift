import JSONSupport

/// One row of the benchmark: kiwi_bench.py's per-workload result, in seconds
/// internally and in its units (ms for build, µs per step for sweeps) in JSON.
struct SolverResult {
    let workload: String
    let size: String
    let views: Int
    let variables: Int
    let constraints: Int
    let constructSeconds: Double
    let buildSeconds: [Double]
    /// Whole sweep time divided by the number of steps, one per repeat.
    let sweepStepSeconds: [Double]
    let suggestSecondsPerStep: Double
    let updateSecondsPerStep: Double
    let sweepSteps: Int
    let checkErrors: Int

    var buildMillisecondsMedian: Double { Self.median(buildSeconds) * 1e3 }
    var sweepStepMicrosecondsMedian: Double { Self.median(sweepStepSeconds) * 1e6 }

    /// Python's statistics.median: the mean of the middle two for an even count.
    static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        guard !s.isEmpty else { return .nan }
        let mid = s.count / 2
        return s.count % 2 == 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2
    }

    /// Python's round(x, 3), near enough for reporting.
    private static func round3(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

    /// The same fields, in the same order, as kiwi_bench.py's results.
    var json: JSONValue {
        .object([
            ("workload", .string(workload)),
            ("N", .string(size)),
            ("views", .integer(views)),
            ("variables", .integer(variables)),
            ("constraints", .integer(constraints)),
            ("edit_variables", .integer(1)),
            ("construct_ms", .number(constructSeconds * 1e3)),
            ("build_ms_median", .number(buildMillisecondsMedian)),
            ("build_ms_all", .array(buildSeconds.map { .number(Self.round3($0 * 1e3)) })),
            ("sweep_step_us_median", .number(sweepStepMicrosecondsMedian)),
            ("sweep_step_us_all", .array(sweepStepSeconds.map { .number(Self.round3($0 * 1e6)) })),
            ("sweep_suggest_us_per_step", .number(suggestSecondsPerStep * 1e6)),
            ("sweep_update_us_per_step", .number(updateSecondsPerStep * 1e6)),
            ("sweep_steps", .integer(sweepSteps)),
            ("check_errors", .integer(checkErrors)),
        ])
    }
}
