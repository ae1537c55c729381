import ArgumentParser

/// The `--json` option every benchmark takes (a bare `--json` becomes
/// `--json -` before parsing: `TrellisBenchCommand`).
struct JSONOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Also write the results as JSON to this path; '-' (or --json alone) prints JSON on stdout.",
        valueName: "path"))
    var json: String?

    /// Where the table and the JSON go.
    var output: BenchOutput { BenchOutput(jsonPath: json) }
}
