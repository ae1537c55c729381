import Foundation
import JSONSupport

/// What `trellis-bench text` reports for long paragraphs: each workload's
/// median at a quarter of the length and at the full length, and their
/// ratio (about 4 when the cost is linear in the length).
struct LongTextBenchResult {
    var rows: [LongTextBenchmark.Row]

    private func median(_ row: LongTextBenchmark.Row) -> Double { SolverResult.median(row.samples) }

    /// Each workload's full-length row over its quarter-length row.
    private func growth(_ name: String) -> Double? {
        let mine = rows.filter { $0.workload.name == name }.sorted { $0.bytes < $1.bytes }
        guard let first = mine.first, let last = mine.last, first.bytes < last.bytes else { return nil }
        return median(last) / median(first)
    }

    var table: String {
        var out = "| long paragraph at \(String(format: "%.0f", LongTextBenchmark.width)) px (first layout after shaping) | bytes | lines | median CPU ms | samples | ×4 length costs |\n"
        out += "|---|---:|---:|---:|---:|---:|\n"
        for row in rows {
            let ratio = growth(row.workload.name).map { String(format: "%.2f×", $0) } ?? ""
            let isLast = rows.last { $0.workload.name == row.workload.name }?.bytes == row.bytes
            out += "| \(row.workload.name): \(row.workload.describe) | \(row.bytes) | \(row.lines) | "
            out += "\(String(format: "%.3f", median(row) * 1e3)) | \(row.samples.count) | \(isLast ? ratio : "") |\n"
        }
        return out
    }

    var json: JSONValue {
        .array(rows.map { row in
            .object([
                ("workload", .string(row.workload.name)),
                ("describe", .string(row.workload.describe)),
                ("bytes", .integer(row.bytes)),
                ("lines", .integer(row.lines)),
                ("width_px", .number(LongTextBenchmark.width)),
                ("median_cpu_ms", .number(median(row) * 1e3)),
                ("min_cpu_ms", .number((row.samples.min() ?? .nan) * 1e3)),
                ("samples", .integer(row.samples.count)),
            ])
        })
    }
}
