import Foundation
import JSONSupport

/// What `trellis-bench layout` reports: per-width medians and their ratio.
struct LayoutBenchResult {
    var incrementalSamples: [Double]
    var rebuildSamples: [Double]
    /// Views whose incremental frame differs from a fresh layout's.
    var wrongFrames: Int
    var issues: Int

    var incrementalMicroseconds: Double { SolverResult.median(incrementalSamples) * 1e6 }
    var rebuildMicroseconds: Double { SolverResult.median(rebuildSamples) * 1e6 }
    /// How many times cheaper the incremental layout is.
    var ratio: Double { rebuildMicroseconds / incrementalMicroseconds }

    var table: String {
        let widths = LayoutBenchmark.widths
        var out = "\(LayoutWorkload.views) views, widths \(Int(widths.first!))…\(Int(widths.last!)) step 2\n\n"  // checked: the benchmark's own whole widths
        out += "| layout per width | median µs | samples |\n|---|---:|---:|\n"
        out += "| incremental (new root width, same engine) | \(String(format: "%.1f", incrementalMicroseconds)) | \(incrementalSamples.count) |\n"
        out += "| rebuild (fresh tree and engine) | \(String(format: "%.1f", rebuildMicroseconds)) | \(rebuildSamples.count) |\n"
        out += "\nrebuild / incremental = \(String(format: "%.1f", ratio))\n"
        out += wrongFrames == 0 && issues == 0 ? "check: ok\n"
            : "check: FAIL (frames that differ: \(wrongFrames), layout issues: \(issues))\n"
        return out
    }

    func json(machine: JSONValue, configuration: String) -> JSONValue {
        func stats(_ samples: [Double]) -> JSONValue {
            .object([
                ("median_us", .number(SolverResult.median(samples) * 1e6)),
                ("min_us", .number((samples.min() ?? .nan) * 1e6)),
                ("max_us", .number((samples.max() ?? .nan) * 1e6)),
                ("samples", .integer(samples.count)),
            ])
        }
        let widths = LayoutBenchmark.widths
        return .object([
            ("tool", .string("trellis-bench layout")),
            ("build_configuration", .string(configuration)),
            ("machine", machine),
            ("units", .string("microseconds per width")),
            ("views", .integer(LayoutWorkload.views)),
            ("widths", .array([widths.first!, widths.last!, widths[1] - widths[0]].map { .number($0) })),
            ("results", .object([
                ("incremental", stats(incrementalSamples)),
                ("rebuild", stats(rebuildSamples)),
                ("rebuild_over_incremental", .number(ratio)),
                ("wrong_frames", .integer(wrongFrames)),
                ("issues", .integer(issues)),
            ])),
        ])
    }
}
