@testable import Cassowary
import Testing

/// The column index is rebuilt from the rows once stale entries pile up
/// (`Tableau.rebuildColumns`). A stack of 250 views whose bottoms each have
/// a required ceiling makes dense rows: the ceiling's row is a restricted
/// one, written over parametric symbols, so it names every height above
/// (about 2i cells; the tops' own rows stay short, `Tableau+Externals`),
/// enough to cross the budget (65,536 entries) during the build.
struct ColumnRebuildTests {
    @Test func aRebuiltIndexKeepsTheTableauAndTheSolution() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.addEditVariable(width, priority: Priority(999))
        try solver.suggestValue(320, for: width)
        var tops: [Variable] = [], heights: [Variable] = [], widths: [Variable] = []
        for i in 0..<250 {
            let top = Variable("t\(i)"), height = Variable("h\(i)"), w = Variable("w\(i)")
            if i == 0 {
                try solver.add(top == 8)
            } else {
                try solver.add(top == tops[i - 1] + heights[i - 1] + 8)
            }
            try solver.add(height >= 20)
            try solver.add(top + height <= 100_000)
            try solver.add((height == 44).priority(.defaultHigh))
            try solver.add(w == width - 16)
            try solver.add((w <= Double(100 + (37 * i) % 200)).priority(.defaultLow))
            tops.append(top); heights.append(height); widths.append(w)
        }
        #expect(solver.tableau.columnRebuilds > 0)
        #expect(solver.tableau.invariantViolation() == nil)
        for W in stride(from: 200.0, through: 598, by: 2) { try solver.suggestValue(W, for: width) }
        #expect(solver.tableau.invariantViolation() == nil)
        // Hand-computed: every height at its preferred 44, tops 52 apart
        // from 8, widths the parent's minus 16.
        for i in 0..<250 {
            #expect(abs(solver.value(of: tops[i]) - (8 + 52 * Double(i))) < 1e-6)
            #expect(abs(solver.value(of: heights[i]) - 44) < 1e-9)
            #expect(abs(solver.value(of: widths[i]) - 582) < 1e-9)
        }
    }
}
