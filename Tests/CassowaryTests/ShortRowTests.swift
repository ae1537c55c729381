import Testing
@testable import Cassowary

/// External rows keep the basic externals they name (`Tableau+Externals`):
/// a chain holds one short row a link, and a row that would name itself
/// is written out instead. Expected values are worked by hand.
@Suite struct ShortRowTests {
    /// Cells in every row of the tableau.
    private func cells(_ solver: Solver) -> Int {
        solver.tableau.rows.reduce(0) { $0 + ($1?.count ?? 0) }
    }

    @Test func aPinnedChainHoldsTwoCellsALink() throws {
        let n = 2_000
        let x = (0...n).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(x[0] == 0)
        for i in 0..<n { try solver.add(x[i] == x[i + 1] + 1) }
        // x0's row is its dummy marker; each x[i+1]'s names x[i] and its
        // link's marker. Written out (kiwi), x[i] would name i markers:
        // about n²/2 = 2,000,000 cells.
        #expect(cells(solver) == 1 + 2 * n)
        #expect(solver.tableau.invariantViolation() == nil)
        // x[i] = -i, read from the far end first (depth n, no recursion).
        #expect(solver.value(of: x[n]) == -Double(n))
        for i in stride(from: 0, through: n, by: 97) { #expect(solver.value(of: x[i]) == -Double(i)) }
    }

    @Test func aStackOfViewsGrowsLinearly() throws {
        // kiwi_bench.py's STACK: tops chained through the heights above.
        func stackCells(_ n: Int) throws -> Int {
            let solver = Solver()
            let width = Variable("width")
            try solver.addEditVariable(width, priority: Priority(999))
            try solver.suggestValue(320, for: width)
            var previous: (top: Variable, height: Variable)?
            for i in 0..<n {
                let top = Variable("t\(i)"), height = Variable("h\(i)"), w = Variable("w\(i)")
                try solver.add(previous.map { top == $0.top + $0.height + 8 } ?? (top == 8))
                try solver.add(height >= 20)
                try solver.add((height == 44).priority(.defaultHigh))
                try solver.add(w == width - 16)
                previous = (top, height)
            }
            #expect(solver.tableau.invariantViolation() == nil)
            #expect(abs(solver.value(of: previous!.top) - (8 + 52 * Double(n - 1))) < 1e-9)
            return cells(solver)
        }
        let small = try stackCells(200), large = try stackCells(800)
        // Four times the views, four times the cells (up to the few
        // symbols of the edit's rows): not sixteen, as written out.
        #expect(large <= 4 * small + 16)
    }

    @Test func aRowThatWouldNameItselfIsWrittenOut() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        // y is solved for (no row names it): y = x + 1, x parametric.
        try solver.add(y == x + 1)
        // x is the only parametric external here, but y's row names x:
        // x = 2y - 5 kept as written would make x's row name x. Written
        // out it is x = 2(x + 1) - 5, so x = 3 and y = 4.
        try solver.add(x == 2 * y - 5)
        #expect(solver.tableau.invariantViolation() == nil)
        #expect(abs(solver.value(of: x) - 3) < 1e-12)
        #expect(abs(solver.value(of: y) - 4) < 1e-12)
    }
}
