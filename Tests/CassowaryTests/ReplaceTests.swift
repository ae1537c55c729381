import Testing
@testable import Cassowary

/// `Solver.replace(_:with:)`: an optional constraint whose constant alone
/// changes is moved in place (as a suggested value moves an edit); anything
/// else is removed and added again. Either way the solver must end where a
/// fresh solve of the final constraints does.
@Suite struct ReplaceTests {
    /// A label's width between hugging (`x <= 50 @250`) and compression
    /// resistance (`x >= 50 @750`), in a row `x + y == 100` whose other item
    /// needs `y >= 30`. By hand: at 50 both hold (x 50, y 50); at 80 the row
    /// allows x at most 70, and resistance (750) beats hugging (250), so x
    /// takes all it can: 70, y 30.
    @Test func anIntrinsicSizeThatGrowsIsMovedInPlace() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let hug = Constraint(x - 50, .lessThanOrEqual, priority: 250)
        let resist = Constraint(x - 50, .greaterThanOrEqual, priority: 750)
        for constraint in [x + y - 100 == 0, y >= 30, hug, resist] { try solver.add(constraint) }
        #expect(solver.value(of: x) == 50)
        #expect(solver.value(of: y) == 50)

        let rowsBefore = solver.tableau.rowsRewritten
        let newHug = Constraint(x - 80, .lessThanOrEqual, priority: 250)
        let newResist = Constraint(x - 80, .greaterThanOrEqual, priority: 750)
        try solver.replace(hug, with: newHug)
        try solver.replace(resist, with: newResist)
        #expect(abs(solver.value(of: x) - 70) < 1e-9)
        #expect(abs(solver.value(of: y) - 30) < 1e-9)
        #expect(!solver.contains(hug) && !solver.contains(resist))
        #expect(solver.contains(newHug) && solver.contains(newResist))
        #expect(solver.constraintCount == 4)
        // In place: at most the dual simplex's pivots, not a removal's and an
        // addition's substitutions (each of which rewrites the rows holding x).
        #expect(solver.tableau.rowsRewritten - rowsBefore <= 4)

        // And back: the old sizes give the old solution.
        try solver.replace(newHug, with: hug)
        try solver.replace(newResist, with: resist)
        #expect(abs(solver.value(of: x) - 50) < 1e-9)
        #expect(abs(solver.value(of: y) - 50) < 1e-9)
    }

    /// An optional equality (`x == 10 @500`, pulling against `x <= 40`
    /// required): moved to 60 it cannot hold, and x stops at 40.
    @Test func anOptionalEqualityIsMovedInPlace() throws {
        let x = Variable("x")
        let solver = Solver()
        let wish = Constraint(x - 10, .equal, priority: 500)
        try solver.add(x <= 40)
        try solver.add(wish)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        let moved = Constraint(x - 60, .equal, priority: 500)
        try solver.replace(wish, with: moved)
        #expect(abs(solver.value(of: x) - 40) < 1e-9)
        let back = Constraint(x - 25, .equal, priority: 500)
        try solver.replace(moved, with: back)
        #expect(abs(solver.value(of: x) - 25) < 1e-9)
    }

    /// A required constraint is removed and added again; one that cannot be
    /// added puts the old one back and throws.
    @Test func aRequiredConstraintIsReAddedOrKept() throws {
        let x = Variable("x")
        let solver = Solver()
        let cap = x <= 40
        let pin = x == 10
        try solver.add(cap)
        try solver.add(pin)
        let moved = x == 30
        try solver.replace(pin, with: moved)
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        let impossible = x == 50
        #expect(throws: SolverError.self) { try solver.replace(moved, with: impossible) }
        #expect(solver.contains(moved) && !solver.contains(impossible))
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
    }

    @Test func unknownDuplicateAndInvalidReplacementsChangeNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = Constraint(x - 5, .equal, priority: 250)
        let b = Constraint(x - 7, .equal, priority: 100)
        try solver.add(a)
        try solver.add(b)
        #expect(throws: SolverError.self) { try solver.replace(Constraint(x - 1, .equal, priority: 250), with: a) }
        #expect(throws: SolverError.self) { try solver.replace(a, with: b) }
        #expect(throws: SolverError.self) { try solver.replace(a, with: Constraint(x - .infinity, .equal, priority: 250)) }
        #expect(solver.contains(a) && solver.contains(b))
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
    }

    /// Optional constraints moved in place, twenty times, against a fresh
    /// solve of the final system. (Required ones are removed and added, and
    /// that path has a fault of its own, shared with kiwi: see
    /// `RedundantRemovalTests`.)
    @Test("Moving optional constants in place equals solving the final system from scratch",
          arguments: PropertyTests.seeds)
    func movingInPlaceEqualsScratch(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var random = SplitMix64(seed: seed &* 104_729)
        let solver = Solver()
        var current = system.constraints
        for constraint in current { try solver.add(constraint) }
        let optional = current.indices.filter { !current[$0].isRequired }
        guard !optional.isEmpty else { return }
        for _ in 0..<20 {
            let index = optional[Int.random(in: 0..<optional.count, using: &random)]
            let old = current[index]
            var expression = old.expression
            expression.constant += Double(Int.random(in: -30...30, using: &random))
            let replacement = Constraint(expression, old.relation, priority: old.priority, name: old.name)
            try solver.replace(old, with: replacement)
            current[index] = replacement
            #expect(solver.tableau.invariantViolation() == nil, "seed \(seed) after \(replacement)")
        }
        try expectOptimal(solver, for: current, "seed \(seed): moved")
    }
}
