import Testing
@testable import Cassowary

/// Solver behaviour on small systems whose answers are worked out by hand.
@Suite struct SolverTests {
    @Test func requiredEqualitiesAndInequalities() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.add(left == 8)
        try solver.add(right == left + width)
        try solver.add(width >= 100)
        try solver.add((width == 50).priority(.defaultLow))  // broken: width stays at its minimum
        #expect(solver.value(of: left) == 8)
        #expect(solver.value(of: width) == 100)
        #expect(solver.value(of: right) == 108)
    }

    /// kiwi_cases/priority_gang_up.json: two errors of 100 at priority 250
    /// may not outweigh one error of 100 at priority 251.
    @Test func higherPriorityWinsAgainstManyLowerOnes() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(y == x)
        try solver.add(z == x)
        try solver.add((x == 0).priority(251))
        try solver.add((y == 100).priority(250))
        try solver.add((z == 100).priority(250))
        #expect([solver.value(of: x), solver.value(of: y), solver.value(of: z)] == [0, 0, 0])
    }

    /// Within one level errors add up: one error of 10 beats two of 10.
    @Test func errorsWithinALevelAddUp() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(y == x)
        try solver.add(z == x)
        try solver.add((x == 0).priority(250))
        try solver.add((y == 10).priority(250))
        try solver.add((z == 10).priority(250))
        #expect(solver.value(of: x) == 10)
    }

    /// The breakable constraint of kiwi_cases/breakable_top.json: label.top =
    /// max(20, banner.height + 8) as the banner's edited height grows.
    @Test func editVariableSweepBreaksTheLowPriorityConstraint() throws {
        let top = Variable("label.top"), banner = Variable("banner.height")
        let solver = Solver()
        try solver.addEditVariable(banner, priority: 999)
        try solver.add(top >= 20)
        try solver.add((top == 20).priority(.defaultLow))
        try solver.add(top >= banner + 8)
        for (height, expected) in [(0.0, 20.0), (12, 20), (30, 38), (100, 108), (5, 20)] {
            try solver.suggestValue(height, for: banner)
            #expect(solver.value(of: banner) == height)
            #expect(solver.value(of: top) == expected, "banner \(height)")
        }
    }

    /// An edit that required constraints cannot follow is broken, not obeyed.
    @Test func requiredConstraintsBeatTheEdit() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.addEditVariable(width, priority: 999)
        try solver.add(width >= 40)
        try solver.suggestValue(30, for: width)
        #expect(solver.value(of: width) == 40)
        try solver.suggestValue(300, for: width)
        #expect(solver.value(of: width) == 300)
    }

    @Test func removingAConstraintRestoresTheEarlierSolution() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).priority(.defaultLow))
        let floor = x >= 30
        try solver.add(floor)
        #expect(solver.value(of: x) == 30)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 10)
        #expect(!solver.contains(floor))
    }

    @Test func multipliersAndHalfCoefficients() throws {
        // centerX: left + width / 2 == parentWidth / 2, parent 300 wide, width 100.
        let left = Variable("left"), width = Variable("width"), parent = Variable("parent")
        let solver = Solver()
        try solver.add(parent == 300)
        try solver.add(width == 100)
        try solver.add(left + 0.5 * width == 0.5 * parent)
        #expect(solver.value(of: left) == 100)
    }

    // MARK: Errors

    @Test func conflictingRequiredConstraintNamesTheConflictAndChangesNothing() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        let aFloor = (a >= 10).named("a>=10")
        let order = (b >= a + 5).named("b>=a+5")
        let unrelated = (b <= 100).named("b<=100")
        try solver.add(aFloor)
        try solver.add(order)
        try solver.add(unrelated)
        try solver.add((b == 0).priority(.defaultLow))
        let before = solver.tableauDescription
        #expect(solver.value(of: b) == 15)

        let culprit = (b <= 12).named("b<=12")  // needs b <= 12 but b >= a + 5 >= 15
        var caught: SolverError?
        do { try solver.add(culprit) } catch { caught = error }
        guard case let .unsatisfiableConstraint(rejected, conflicting) = caught else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: caught))")
            return
        }
        #expect(rejected === culprit)
        #expect(conflicting.map(\.name) == ["a>=10", "b>=a+5"])
        #expect(solver.tableauDescription == before)
        #expect(!solver.contains(culprit))

        // The same solver keeps solving correctly.
        try solver.add(a >= 20)
        #expect(solver.value(of: b) == 25)
        try solver.add(b <= 30)
        #expect(solver.value(of: b) == 25)
    }

    @Test func contradictoryRequiredEqualities() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = (x == 10).named("first")
        try solver.add(first)
        do {
            try solver.add((x == 20).named("second"))
            Issue.record("expected a conflict")
        } catch {
            guard case let .unsatisfiableConstraint(_, conflicting) = error else { throw error }
            #expect(conflicting.map(\.name) == ["first"])
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test func eachMisuseHasItsOwnError() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let constraint = x == 1
        try solver.add(constraint)
        expectError("duplicate constraint x - 1 == 0") { try solver.add(constraint) }
        expectError("unknown constraint x - 1 == 0") { try solver.remove(x == 1) }
        try solver.addEditVariable(y, priority: 500)
        expectError("duplicate edit variable y") { try solver.addEditVariable(y, priority: 500) }
        expectError("unknown edit variable x") { try solver.suggestValue(1, for: x) }
        expectError("unknown edit variable x") { try solver.removeEditVariable(x) }
        expectError("edit variable x must have a priority below 1000, not 1000") {
            try solver.addEditVariable(x, priority: .required)
        }
        expectError("suggested value nan for y is not a finite number") { try solver.suggestValue(.nan, for: y) }
        expectError("priority 1001 is outside 0...1000") { try solver.add((x == 2).priority(1001)) }
        expectError("a coefficient or the constant is not a finite number") { try solver.add(x == .infinity) }
        #expect(solver.value(of: x) == 1)
    }

    // MARK: Dumps

    /// x == 10 becomes the row 0 = -10 + x + d2 (d2 the dummy marker), whose
    /// constant is made positive (10 - x - d2) and solved for x: x = 10 - d2.
    @Test func tableauDump() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        #expect(solver.tableauDescription == """
            Objective (highest priority first):
              (none)
            Tableau:
              x = 10 - 1*d2
            Edit variables:
              (none)
            Constraints: 1
            """)
        #expect(solver.solutionDescription == "x = 10")
    }

    /// An optional equality adds two error symbols, e2 (+) and e3 (-), each
    /// with weight 1 in the row of its priority level.
    @Test func tableauDumpShowsPriorityLevels() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).priority(250))
        // Row: x - 10 - e2 + e3 = 0, subject x: x = 10 + e2 - e3. Objective @250: e2 + e3.
        #expect(solver.tableauDescription.contains("@250: 0 + 1*e2 + 1*e3"))
        #expect(solver.tableauDescription.contains("x = 10 + 1*e2 - 1*e3"))
    }
}

/// Runs `body`, which must throw an error whose message contains `text`.
private func expectError(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("expected an error containing \"\(text)\"", sourceLocation: sourceLocation)
    } catch {
        #expect(String(describing: error).contains(text), "\(error)", sourceLocation: sourceLocation)
    }
}
