import Cassowary

/// One benchmark workload of kiwi_bench.py: the constraint list in the exact
/// order kiwi_bench.py adds it, the edit variable, and what the solution must
/// be at a given parent width.
struct SolverWorkload {
    enum Shape {
        /// Views stacked vertically, each as wide as the parent minus margins.
        case stack
        /// A grid of equal-width columns, views in row-major order.
        case grid(rows: Int, columns: Int)
    }

    /// "stack" or "grid", as in kiwi_bench.py's `workload` field.
    let name: String
    /// "100", "10x10": kiwi_bench.py's `N` field.
    let sizeLabel: String
    let shape: Shape
    /// The parent's width, the one edit variable.
    let parentWidth: Variable
    let constraints: [Constraint]
    let views: [ViewVariables]
    /// A second width to check the solution at after the sweep (grids: 200,
    /// where 30x30 cannot honour the edit).
    let extraCheckWidth: Double?

    /// 4 per view plus pl, pt, pw.
    var variableCount: Int { 4 * views.count + 3 }

    /// How many views (or the parent width) differ from kiwi_bench.py's
    /// expected solution at parent width `W`; 0 means correct.
    func checkErrors(in solver: Solver, at W: Double) -> Int {
        var errors = 0
        let expectedParent: Double
        switch shape {
        case .stack:
            expectedParent = W
            for (i, view) in views.enumerated() {
                let expected = [8, 8 + 52 * Double(i), W - 16, 44]
                if differs(expected, view, solver) { errors += 1 }
            }
        case .grid(_, let columns):
            let C = Double(columns)
            let width = max(0, (W - 8 * (C + 1)) / C)
            expectedParent = max(W, 8 * (C + 1))
            for (k, view) in views.enumerated() {
                let (r, c) = k.quotientAndRemainder(dividingBy: columns)
                let expected = [8 + Double(c) * (width + 8), 8 + 52 * Double(r), width, 44]
                if differs(expected, view, solver) { errors += 1 }
            }
        }
        // kiwi_bench.py compares the parent width with an absolute tolerance.
        if abs(solver.value(of: parentWidth) - expectedParent) > 1e-6 { errors += 1 }
        return errors
    }

    /// kiwi_bench.py's test: relative tolerance 1e-6 against the expected value.
    private func differs(_ expected: [Double], _ view: ViewVariables, _ solver: Solver) -> Bool {
        let got = [view.left, view.top, view.width, view.height].map { solver.value(of: $0) }
        return zip(expected, got).contains { a, b in abs(a - b) > 1e-6 * max(1, abs(a)) }
    }
}
