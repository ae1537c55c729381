import ArgumentParser
import Cassowary
import Foundation
import JSONSupport

/// `trellis-bench solver`: kiwi_bench.py's workloads against Trellis's solver.
struct SolverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Time the Cassowary solver on kiwi_bench.py's STACK and GRID workloads.",
        discussion: """
            Builds exactly the constraint systems of kiwi_bench.py (same variables, \
            constraints in the same order, strengths mapped to priorities: required 1000, \
            strong 999, medium 750, weak 250) and reports the median build time (ms) and \
            the median time per step of a 200-step width sweep (µs). Compare with \
            `python3 kiwi_bench.py` on the same machine; scripts/bench-solver runs both.

            Examples:
              trellis-bench solver --quick
              trellis-bench solver --json results.json
              trellis-bench solver --quick --json        (JSON on stdout, table on stderr)
            """
    )

    @Flag(help: "Skip STACK 5000 and use 2 repeats (as kiwi_bench.py --quick).")
    var quick = false

    @Option(help: "Override the repeat count for build and sweep.")
    var repeats: Int?

    @OptionGroup var jsonOption: JSONOption

    /// Handy for profiling one workload: `--only grid-30x30`.
    @Option(help: ArgumentHelp(
        "Run only these workloads (repeatable): stack-100, stack-1000, stack-5000, grid-10x10, grid-30x30.",
        valueName: "workload"))
    var only: [String] = []

    func validate() throws {
        if let repeats, repeats < 1 { throw ValidationError("--repeats must be at least 1") }
        for id in only where !Self.workloadIDs.contains(id) {
            throw ValidationError("unknown workload '\(id)'; one of \(Self.workloadIDs.joined(separator: ", "))")
        }
    }

    /// kiwi_bench.py's plan: workload, builder, build repeats, sweep repeats.
    /// `--only` keeps a subset; it may name stack-5000 even with --quick.
    private var plan: [(make: () -> SolverWorkload, build: Int, sweep: Int)] {
        typealias Step = (id: String, make: () -> SolverWorkload, build: Int, sweep: Int)
        var plan: [Step] = [
            ("stack-100", { SolverWorkloads.stack(100) }, reps(9), reps(7)),
            ("stack-1000", { SolverWorkloads.stack(1000) }, reps(5), reps(5)),
            ("stack-5000", { SolverWorkloads.stack(5000) }, reps(3), reps(3)),
            ("grid-10x10", { SolverWorkloads.grid(rows: 10, columns: 10) }, reps(7), reps(7)),
            ("grid-30x30", { SolverWorkloads.grid(rows: 30, columns: 30) }, reps(5), reps(5)),
        ]
        if only.isEmpty {
            if quick { plan.removeAll { $0.id == "stack-5000" } }
        } else {
            plan.removeAll { !only.contains($0.id) }
        }
        return plan.map { ($0.make, $0.build, $0.sweep) }
    }

    static let workloadIDs = ["stack-100", "stack-1000", "stack-5000", "grid-10x10", "grid-30x30"]

    private func reps(_ standard: Int) -> Int { repeats ?? (quick ? 2 : standard) }

    func run() throws {
        let output = jsonOption.output
        let say = output.say

        say(ResultTable.header)
        say(ResultTable.rule)
        var results: [SolverResult] = []
        for step in plan {
            let benchmark = SolverBenchmark(buildRepeats: step.build, sweepRepeats: step.sweep)
            let result = try benchmark.run(step.make)
            results.append(result)
            say(ResultTable.line(result))
        }

        try output.write(Self.document(results))
        // A wrong solution makes the run fail (exit status), after the numbers are out.
        if results.contains(where: { $0.checkErrors != 0 }) {
            FileHandle.standardError.write(Data("trellis-bench: wrong solution in some workloads (check_errors > 0)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// kiwi_bench.py's top-level shape, plus what is specific to Trellis.
    private static func document(_ results: [SolverResult]) -> JSONValue {
        let widths = SolverBenchmark.sweepWidths
        let configuration = BenchOutput.configuration
        return .object([
            ("tool", .string("trellis-bench solver")),
            ("solver", .string("Trellis Cassowary (Sources/Cassowary)")),
            ("build_configuration", .string(configuration)),
            ("machine", MachineInfo.json),
            ("sweep_widths", .array([widths.first!, widths.last!, widths[1] - widths[0]].map { .integer(Int($0)) })),  // checked: the benchmark's own whole widths
            ("initial_width", .number(SolverBenchmark.initialWidth)),
            ("units", .object([("build", .string("ms (median)")), ("sweep", .string("us per step (median)"))])),
            ("strength_mapping", KiwiStrength.mappingJSON),
            ("results", .array(results.map(\.json))),
        ])
    }
}
