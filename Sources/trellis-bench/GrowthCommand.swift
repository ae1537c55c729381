import ArgumentParser
import Cassowary
import Foundation
import JSONSupport
import TextLayout

/// `trellis-bench growth`: the inputs that once took quadratic time (issue
/// 16), timed at growing sizes so that the growth exponent shows whether
/// they still do.
struct GrowthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "growth",
        abstract: "Time the once-quadratic inputs at growing sizes and print the growth exponent.",
        discussion: """
            Two workloads, each at four sizes, each size the median of the repeats:
              chain  a chain of equalities x[i] == x[i+1] + 1 added one by one to a
                     fresh solver with nothing pinned (5,000 links took 45 s
                     before the fix), and the same chain pinned first (x0 == 0)
              marks  one letter and N combining acute accents (U+0301),
                     shaped and laid out in DejaVu Sans 16 px (10^5 marks took
                     seconds before the fix)
            For each, the exponent k of time ~ size^k between the two largest
            sizes: 1 is linear, 2 quadratic. docs/benchmarks.md explains the
            numbers ("Growth").

            Examples:
              trellis-bench growth
              trellis-bench growth --quick --json results.json
            """
    )

    @Flag(help: "Smaller sizes and 1 repeat: a quick look, not a measurement.")
    var quick = false

    @OptionGroup var jsonOption: JSONOption

    func run() throws {
        let output = jsonOption.output
        let repeats = quick ? 1 : 3
        let chainSizes = quick ? [250, 500, 1000, 2000] : [500, 1000, 2000, 4000]
        let markSizes = quick ? [2500, 5000, 10000, 20000] : [25_000, 50_000, 100_000, 200_000]

        let library = FontLibrary()
        let fonts = try FontSet.family("DejaVu Sans", library: library)
        let single = FontSet(faces: [fonts.primary], library: library)

        let workloads: [(id: String, sizes: [Int], run: (Int) throws -> Void)] = [
            ("chain-unpinned", chainSizes, { n in try Self.chain(n, pinnedFirst: false) }),
            ("chain-pinned", chainSizes, { n in try Self.chain(n, pinnedFirst: true) }),
            ("marks", markSizes, { n in
                let text = "a" + String(repeating: "\u{0301}", count: n)
                _ = try ShapedParagraph(text, fonts: single, size: 16, language: "en").layout(width: 400)
            }),
        ]
        output.say("workload          size     median ms")
        var documents: [JSONValue] = []
        for workload in workloads {
            try workload.run(workload.sizes[0])  // untimed warm-up: fonts, caches
            var medians: [Double] = []
            for size in workload.sizes {
                var samples: [Double] = []
                for _ in 0..<repeats { samples.append(try Stopwatch.time { try workload.run(size) }) }
                let median = SolverResult.median(samples)
                medians.append(median)
                output.say(workload.id.padding(toLength: 16, withPad: " ", startingAt: 0)
                           + String(format: "%7d  %12.3f", size, median * 1000))
            }
            let n = workload.sizes.count
            let exponent = log(medians[n - 1] / medians[n - 2]) / log(Double(workload.sizes[n - 1]) / Double(workload.sizes[n - 2]))
            output.say("  \(workload.id): exponent \(String(format: "%.2f", exponent)) between the two largest sizes")
            documents.append(.object([
                ("workload", .string(workload.id)),
                ("sizes", .array(workload.sizes.map { .number(Double($0)) })),
                ("median_ms", .array(medians.map { .number($0 * 1000) })),
                ("exponent", .number(exponent)),
            ]))
        }
        try output.write(.object([
            ("benchmark", .string("growth")),
            ("machine", MachineInfo.json),
            ("configuration", .string(BenchOutput.configuration)),
            ("repeats", .number(Double(repeats))),
            ("workloads", .array(documents)),
        ]))
    }

    /// `n` links `x[i] == x[i+1] + 1`, optionally after `x0 == 0`.
    static func chain(_ n: Int, pinnedFirst: Bool) throws {
        let x = (0...n).map { Variable("x\($0)") }
        let solver = Solver()
        if pinnedFirst { try solver.add(x[0] == 0) }
        for i in 0..<n { try solver.add(x[i] == x[i + 1] + 1) }
    }
}
