import Testing
@testable import Cassowary

/// Issue 33: the simplex is quadratic on many optional equalities on one
/// variable (kiwi too), so a solver fed unvetted input (`trellis solve`)
/// has limits, and passing one throws naming it instead of running on.
@Suite struct SolverLimitsTests {
    /// `x == i` for i in 0..<n, at priority 1 + i mod `levels`.
    private func add(_ n: Int, levels: Int, to solver: Solver) -> SolverError? {
        let x = Variable("x")
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
        // 50 levels of 8-byte coefficients for some 4,000 symbols: past 1 MiB.
        solver.limits = SolverLimits(work: .max, memoryBytes: 1 << 20)
        let error = try #require(add(2_000, levels: 50, to: solver))
        guard case .limitExceeded(.memory, limit: 1 << 20) = error else {
            Issue.record("expected the memory limit, found \(error)")
            return
        }
        #expect(error.description.hasPrefix("the solve was stopped at about 1 MiB of tableau, its memory limit (SolverLimits.memoryBytes)"))
    }

    /// Without limits (the layout engine's solver) the same systems solve.
    @Test func withoutLimitsTheSameSystemsSolve() {
        #expect(add(2_000, levels: 1, to: Solver()).map { "\($0)" } == nil)
        #expect(add(2_000, levels: 50, to: Solver()).map { "\($0)" } == nil)
    }
}
