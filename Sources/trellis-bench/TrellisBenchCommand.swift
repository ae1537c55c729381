import ArgumentParser

/// `trellis-bench`: performance measurements, one subcommand per subsystem
/// (`solver`, `text`, `layout`, `render`, `ib`, …).
struct TrellisBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-bench",
        abstract: "Benchmarks for Trellis. Build with -c release before trusting a number.",
        subcommands: [SolverCommand.self, TextCommand.self, LayoutBenchCommand.self, RenderBenchCommand.self, GrowthCommand.self, ScaleCommand.self,
                      TableBenchCommand.self, IBBenchCommand.self, UIKitSnapshotBenchCommand.self]
    )

    /// ArgumentParser options always take a value, but the spelling
    /// is `--json` alone (print JSON) as well as kiwi_bench.py's `--json PATH`.
    /// A bare `--json` (last, or followed by another option) becomes `--json -`.
    static func normalizingJSONFlag(_ arguments: [String]) -> [String] {
        var out: [String] = []
        for (i, argument) in arguments.enumerated() {
            out.append(argument)
            if argument == "--json", i + 1 == arguments.count || arguments[i + 1].hasPrefix("-") && arguments[i + 1] != "-" {
                out.append("-")
            }
        }
        return out
    }
}
