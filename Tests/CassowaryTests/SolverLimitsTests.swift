import Testing
@testable import Cassowary

/// Issue 33: the simplex is quadratic on many optional equalities on one
/// variable (kiwi too), so a solver fed unvetted input (`trellis solve`)
/// has limits, and passing one throws naming it instead of running on.
@Suite struct SolverLimitsTests {
    /// `x == i` for i in 0..<n, at priority 1 + i mod `levels`.
    private let lastX = Variable("x")

    private func add(_ n: Int, levels: Int, to solver: Solver) -> SolverError? {
        let x = lastX
        for i in 0..<n {
            let constraint = Constraint(Expression([Term(x, 1)], constant: -Double(i)), .equal,
                                        priority: Priority(Double(1 + i % levels)))
            do { try solver.add(constraint) } catch { return error }
        }
        return nil
    }

    @Test func passingTheWorkLimitThrowsNamingIt() throws {
        let solver = Solver()
        solver.limits = SolverLimits(work: 200_000, memoryBytes: .max)
        let error = try #require(add(2_000, levels: 1, to: solver))
        guard case .limitExceeded(.work, limit: 200_000) = error else {
            Issue.record("expected the work limit, found \(error)")
            return
        }
        #expect(solver.work > 200_000)
        #expect(error.description.hasPrefix("the solve was stopped after 200000 cell operations, its work limit (SolverLimits.work)"))
    }

    @Test func passingTheMemoryLimitThrowsNamingIt() throws {
        let solver = Solver()
        // 2,000 wishes hold 4,000 error symbols, each in some row or level:
        // past 16 KiB at 8 bytes or more a symbol.
        solver.limits = SolverLimits(work: .max, memoryBytes: 1 << 14)
        let error = try #require(add(2_000, levels: 50, to: solver))
        guard case .limitExceeded(.memory, limit: 1 << 14) = error else {
            Issue.record("expected the memory limit, found \(error)")
            return
        }
        #expect(error.description.hasPrefix("the solve was stopped at about"))
        #expect(error.description.contains("its memory limit (SolverLimits.memoryBytes)"))
    }

    /// 2,000 wishes at 999 priorities (issue 33): each level names its own
    /// few errors, so the objective holds a few cells a level, not a slot
    /// for every symbol at each of 999 levels (dense, some 60 MB: refused
    /// at 4 MiB before). By hand: level 999 holds x == 998 and x == 1997,
    /// whose errors add up to 999 anywhere between them; each level p down
    /// to 3 holds p - 1 and p + 998, which keep x in [998, 1001]; level 2
    /// holds 1, 1000 and 1999, least at their median: x = 1000.
    @Test func manyPrioritiesFitInLittleMemory() throws {
        let solver = Solver()
        solver.limits = SolverLimits(work: .max, memoryBytes: 4 << 20)
        #expect(add(2_000, levels: 999, to: solver).map { "\($0)" } == nil)
        #expect(solver.value(of: lastX) == 1000)
    }

    /// Without limits (the layout engine's solver) the same systems solve.
    @Test func withoutLimitsTheSameSystemsSolve() {
        #expect(add(2_000, levels: 1, to: Solver()).map { "\($0)" } == nil)
        #expect(add(2_000, levels: 50, to: Solver()).map { "\($0)" } == nil)
    }
}
