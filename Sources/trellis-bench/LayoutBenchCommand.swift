import ArgumentParser
import Foundation

/// `trellis-bench layout`: the layout engine's cost per width, laid out
/// incrementally (the root's width suggested to a live engine) and rebuilt
/// from scratch.
struct LayoutBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time the layout engine: a 100-view tree re-laid out per width vs. rebuilt per width.",
        discussion: """
            The tree: 25 rows, each a container with a wrapping label, a spacer
            and a button (100 views). Widths 200, 202, …, 598:
              incremental  one tree and engine; each step sets the root's width
                           and calls layoutIfNeeded (a suggested value, a
                           re-solve, labels re-measured where they wrap anew)
              rebuild      a fresh tree and engine per width: views,
                           constraints, first solve
            Reported: the median time per width of each (µs) and their ratio
            rebuild / incremental. Labels use the real text measurer, which
            caches measurements: a warm-up sweep fills the cache first, so
            the numbers are the layout engine's, not the text engine's.
            A check compares the incremental frames with a fresh tree's at
            four widths; a mismatch makes the command fail.

            Examples:
              trellis-bench layout
              trellis-bench layout --quick
              trellis-bench layout --json        (JSON on stdout, table on stderr)
            """
    )

    @Flag(help: "One sweep of each: a quick look, not a measurement.")
    var quick = false

    @Option(help: ArgumentHelp("Sweeps of each kind (default 5, --quick 1).", valueName: "n"))
    var sweeps: Int?

    @OptionGroup var jsonOption: JSONOption

    func run() throws {
        let output = jsonOption.output
        let say = output.say

        let benchmark = LayoutBenchmark(sweeps: max(1, sweeps ?? (quick ? 1 : 5)))
        _ = LayoutBenchmark(sweeps: 1).incremental()  // warm-up: fonts, text cache
        let check = benchmark.check()
        let result = LayoutBenchResult(incrementalSamples: benchmark.incremental(), rebuildSamples: benchmark.rebuild(),
                                       wrongFrames: check.wrong, issues: check.issues)
        say(result.table)

        try output.write(result.json(machine: MachineInfo.json, configuration: BenchOutput.configuration))
        if check.wrong > 0 || check.issues > 0 {
            FileHandle.standardError.write(Data("trellis-bench layout: incremental layout differs from a fresh one\n".utf8))
            throw ExitCode.failure
        }
    }
}
