import Testing
import Cassowary

/// `Solver.freedom()`: which expressions the optimal set fixes, which a free
/// variable moves without bound, and which need a solve (issue 33).
@Suite struct SolutionFreedomTests {
    /// x == 5 required: x has one value. A variable no constraint names
    /// takes every value (a probe would add it as a free variable), unless
    /// its terms cancel.
    @Test func pinnedVariableIsFixed() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 5)
        let freedom = solver.freedom()
        #expect(freedom.movement(of: Expression(x)) == .fixed)
        let unseen = Variable("unseen")
        #expect(freedom.movement(of: Expression(unseen)) == .unbounded)
        #expect(freedom.movement(of: x + unseen) == .unbounded)
        #expect(freedom.movement(of: x + unseen - unseen) == .fixed)
    }

    /// x + y == 10 with nothing else: one of them is parametric, so each
    /// takes every value, while their sum is 10 in every solution.
    @Test func underdeterminedPairIsUnbounded() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        let freedom = solver.freedom()
        #expect(freedom.movement(of: Expression(x)) == .unbounded)
        #expect(freedom.movement(of: Expression(y)) == .unbounded)
        #expect(freedom.movement(of: x + y) == .fixed)
        #expect(freedom.movement(of: x + y + 3) == .fixed)
    }

    /// x >= 0 required alone: x is its slack, which no level names, so it
    /// may move up (it can: x is in [0, +∞)), which only a solve tells.
    /// With a wish x == 3 @250 the wish's errors are charged: x is 3 in
    /// every optimal solution.
    @Test func costFreeSlackIsUndecidedUntilAWishCharges() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        #expect(solver.freedom().movement(of: Expression(x)) == .undecided)
        try solver.add((x == 3).priority(.defaultLow))
        #expect(solver.value(of: x) == 3)
        #expect(solver.freedom().movement(of: Expression(x)) == .fixed)
    }

    /// Two equal wishes x == 0 @250 and x == 10 @250: every x in [0, 10]
    /// has total error 10, so the optimum is not unique; one error is
    /// parametric with zero reduced cost (undecided). A wish at 251 for
    /// x == 4 decides it.
    @Test func tiedWishesAreUndecided() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).priority(250))
        try solver.add((x == 10).priority(250))
        #expect(solver.freedom().movement(of: Expression(x)) == .undecided)
        try solver.add((x == 4).priority(251))
        #expect(solver.value(of: x) == 4)
        #expect(solver.freedom().movement(of: Expression(x)) == .fixed)
    }

    /// A chain x0 == 0, x[i+1] == x[i] + w[i] with free widths (the short
    /// rows name each other): every x past x0 is unbounded, yet each
    /// link's x[i+1] - x[i] - w[i] is 0 in every solution, and x0 is 0.
    /// Pinning every width makes every x fixed.
    @Test func chainOfFreeWidths() throws {
        let n = 50
        let x = (0...n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        let solver = Solver()
        try solver.add(x[0] == 0)
        for i in 0..<n { try solver.add(x[i + 1] == x[i] + w[i]) }
        var freedom = solver.freedom()
        #expect(freedom.movement(of: Expression(x[0])) == .fixed)
        for i in 1...n { #expect(freedom.movement(of: Expression(x[i])) == .unbounded) }
        for i in 0..<n { #expect(freedom.movement(of: x[i + 1] - x[i] - w[i]) == .fixed) }
        for i in 0..<n { try solver.add(w[i] == 2) }
        freedom = solver.freedom()
        for i in 0...n { #expect(freedom.movement(of: Expression(x[i])) == .fixed) }
        #expect(solver.value(of: x[n]) == Double(2 * n))
    }
}
