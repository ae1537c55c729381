import Testing
import Cassowary

/// `Solver.copy()`: an independent solver in the same state.
@Suite struct SolverCopyTests {
    /// x + w == 100 with x >= 10, w >= 20 and a wish x == 0 @250: x is 10
    /// (the wish's error is 10 at best), w 90. The copy starts there; a
    /// probe at priority 0 pushing w up moves only the copy, and cannot
    /// undo the level-250 optimum (x stays 10, so w stays 90).
    @Test func copyIsIndependent() throws {
        let x = Variable("x"), w = Variable("w")
        let solver = Solver()
        try solver.add(x + w == 100)
        try solver.add(x >= 10)
        try solver.add(w >= 20)
        try solver.add((x == 0).priority(.defaultLow))
        let copy = solver.copy()
        #expect(copy.value(of: x) == 10 && copy.value(of: w) == 90)
        try copy.add((w >= 1000).priority(0))
        #expect(copy.value(of: w) == 90)
        let y = Variable("y")
        try copy.add(y == x + 5)
        #expect(copy.value(of: y) == 15)
        try copy.add((x == 30).priority(.defaultHigh))
        // In the copy x is 30 (level 750 above 250); the original is untouched.
        #expect(copy.value(of: x) == 30 && copy.value(of: w) == 70)
        #expect(solver.value(of: x) == 10 && solver.value(of: w) == 90)
        #expect(solver.value(of: y) == 0)
        #expect(solver.constraintCount == 4 && copy.constraintCount == 7)
    }
}
