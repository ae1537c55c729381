import Foundation

/// The human-readable table, laid out like kiwi_bench.py's so the two can be
/// read side by side.
enum ResultTable {
    static var header: String {
        pad("workload", 8, left: true) + " " + pad("N", 6) + " " + pad("views", 6) + " " + pad("cons", 6) + " "
            + pad("build ms", 10) + " " + pad("sweep us/step", 14) + " " + pad("(suggest", 9) + " "
            + pad("update)", 8) + " " + pad("constr ms", 10) + " " + pad("ok", 3)
    }

    static var rule: String { String(repeating: "-", count: header.count) }

    static func line(_ r: SolverResult) -> String {
        pad(r.workload, 8, left: true) + " " + pad(r.size, 6) + " " + pad("\(r.views)", 6) + " "
            + pad("\(r.constraints)", 6) + " " + pad(fixed(r.buildMillisecondsMedian, 2), 10) + " "
            + pad(fixed(r.sweepStepMicrosecondsMedian, 1), 14) + " "
            + pad(fixed(r.suggestSecondsPerStep * 1e6, 1), 9) + " "
            + pad(fixed(r.updateSecondsPerStep * 1e6, 1), 8) + " "
            + pad(fixed(r.constructSeconds * 1e3, 2), 10) + " "
            // kiwi prints only yes/NO; the error count makes a failure actionable.
            + pad(r.checkErrors == 0 ? "yes" : "NO: \(r.checkErrors) wrong", 3)
    }

    private static func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? s + fill : fill + s
    }

    /// `x` with `digits` decimals, like Python's f"{x:.2f}".
    static func fixed(_ x: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", x)
    }
}
