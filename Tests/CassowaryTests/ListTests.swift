import Testing
@testable import Cassowary

/// A list of rows as a layout makes one: a root width wished for at 999
/// (an edit), and in each row a label between hugging and compression
/// resistance, a spacer of at least 8, a 50-wide button and 8 of margin on
/// each side, the row as wide as the root less 16. The row's width is
/// solved from its content before the row is tied to the root, so that last
/// constraint has no variable to be solved for and goes in through an
/// artificial variable (phase one of the simplex).
///
/// Phase one used to take symbols in symbol order, so the root's edit errors
/// (the oldest symbols) came in first and every row was re-balanced, then
/// pivoted back in phase two: hundreds of pivots through rows as long as the
/// list, for each row added. Taking the symbols the real objective charges
/// least for first, each row costs a few pivots of its own.
@Suite struct ListTests {
    let rows = 200

    @Test func eachRowOfAListCostsItsOwnPivots() throws {
        let root = Variable("root")
        let solver = Solver()
        try solver.addEditVariable(root, priority: 999)
        try solver.suggestValue(375, for: root)
        var labels: [Variable] = []
        for i in 0..<rows {
            let row = Variable("row\(i)"), label = Variable("label\(i)")
            let spacer = Variable("spacer\(i)"), button = Variable("button\(i)")
            // Intrinsic width 400 (one line): more than the row can give.
            for constraint in [
                button == 50,
                spacer >= 8,
                Constraint(label - 400, .lessThanOrEqual, priority: 250),
                Constraint(label - 400, .greaterThanOrEqual, priority: 750),
                row == label + spacer + button + 16,
                row == root - 16,
            ] { try solver.add(constraint) }
            labels.append(label)
        }
        // By hand: the root keeps 375 (999 beats 750), the row 359, and the
        // label what is left after the margins, the smallest spacer and the
        // button: 359 - 16 - 8 - 50 = 285.
        #expect(abs(solver.value(of: root) - 375) < 1e-9)
        for label in labels { #expect(abs(solver.value(of: label) - 285) < 1e-9) }
        // A few row rewrites per row, not rows × rows (40,000 here); the old
        // order took about 2,000 per row at this size.
        #expect(solver.tableau.rowsRewritten <= 40 * rows)
    }
}
