import Foundation
import JSONSupport

/// What `trellis-bench text` reports: per-layout medians of the three
/// workloads, and the inputs Pango needs to lay out the same texts
/// (scripts/pango_bench.py reads them from the JSON).
struct TextBenchResult {
    var corpusPath: String
    var corpusCases: Int
    var corpusSkippedLines: Int
    var corpusSamples: [Double]
    var attributedPath: String
    var attributedCases: Int
    var attributedSamples: [Double]
    var paragraphText: String
    var paragraphFontPath: String
    var paragraphFontIndex: Int
    var paragraphSamples: [Double]
    var rewrapSamples: [Double]

    var corpusMicroseconds: Double { SolverResult.median(corpusSamples) * 1e6 }
    var attributedMicroseconds: Double { SolverResult.median(attributedSamples) * 1e6 }
    var paragraphMicroseconds: Double { SolverResult.median(paragraphSamples) * 1e6 }
    var rewrapMicroseconds: Double { SolverResult.median(rewrapSamples) * 1e6 }
    /// Re-wrapping's cost as a fraction of a fresh layout; must be <= 0.1.
    var rewrapRatio: Double { rewrapMicroseconds / paragraphMicroseconds }
    static let requiredRatio = 0.1

    var table: String {
        let rows: [(String, Double, Int)] = [
            ("corpus, per case from scratch (\(corpusCases) cases)", corpusMicroseconds, corpusSamples.count),
            ("attributed corpus, per case from scratch (\(attributedCases) cases)", attributedMicroseconds,
             attributedSamples.count),
            ("2,000-word paragraph at 400 px, from scratch", paragraphMicroseconds, paragraphSamples.count),
            ("same paragraph shaped once, re-wrapped per width", rewrapMicroseconds, rewrapSamples.count),
        ]
        var out = "| workload | median µs per layout | samples |\n|---|---:|---:|\n"
        for (name, median, count) in rows {
            out += "| \(name) | \(String(format: "%.1f", median)) | \(count) |\n"
        }
        let verdict = rewrapRatio <= Self.requiredRatio ? "ok, <= \(Self.requiredRatio)" : "FAIL, must be <= \(Self.requiredRatio)"
        out += "\nre-wrap / fresh layout = \(String(format: "%.4f", rewrapRatio)) (\(verdict))\n"
        return out
    }

    func json(machine: JSONValue, configuration: String) -> JSONValue {
        func stats(_ samples: [Double]) -> JSONValue {
            .object([
                ("median_us", .number(SolverResult.median(samples) * 1e6)),
                ("mean_us", .number(samples.reduce(0, +) / Double(max(samples.count, 1)) * 1e6)),
                ("min_us", .number((samples.min() ?? .nan) * 1e6)),
                ("samples", .integer(samples.count)),
            ])
        }
        let widths = TextBenchmark.rewrapWidths
        return .object([
            ("tool", .string("trellis-bench text")),
            ("engine", .string("Trellis TextLayout (Sources/TextLayout)")),
            ("build_configuration", .string(configuration)),
            ("machine", machine),
            ("units", .string("microseconds per layout")),
            ("workloads", .object([
                ("corpus", .object([
                    ("path", .string(corpusPath)),
                    ("cases", .integer(corpusCases)),
                    ("skipped_lines", .integer(corpusSkippedLines)),
                ])),
                ("attributed", .object([
                    ("path", .string(attributedPath)),
                    ("cases", .integer(attributedCases)),
                ])),
                ("paragraph", .object([
                    ("text", .string(paragraphText)),
                    ("words", .integer(TextBenchmark.paragraphWords)),
                    ("font_file", .string(paragraphFontPath)),
                    ("font_index", .integer(paragraphFontIndex)),
                    ("size_px", .number(TextBenchmark.paragraphSize)),
                    ("width_px", .number(TextBenchmark.paragraphWidth)),
                    ("lang", .string("en")),
                ])),
                ("rewrap_widths", .array([widths.first!, widths.last!, widths[1] - widths[0]].map { .number($0) })),
            ])),
            ("results", .object([
                ("corpus", stats(corpusSamples)),
                ("attributed", stats(attributedSamples)),
                ("paragraph", stats(paragraphSamples)),
                ("rewrap", stats(rewrapSamples)),
                ("rewrap_over_paragraph", .number(rewrapRatio)),
            ])),
        ])
    }
}
