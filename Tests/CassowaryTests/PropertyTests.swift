import Testing
@testable import Cassowary

/// Properties that must hold for every system, checked on random ones.
@Suite struct PropertyTests {
    static let seeds: [UInt64] = Array(1...150)

    @Test("Every required constraint holds after every change", arguments: seeds)
    func requiredConstraintsHold(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, consistentRequired: false)
        let solver = Solver()
        var accepted: [Constraint] = []
        for constraint in system.constraints {
            do {
                try solver.add(constraint)
                accepted.append(constraint)
            } catch {
                // (A `catch .case` pattern here crashes the 6.3.1 compiler.)
                guard case .unsatisfiableConstraint = error else { throw error }
                continue
            }
            for required in accepted where required.isRequired {
                #expect(residual(of: required, in: solver) < 1e-6, "seed \(seed): \(required)")
            }
            #expect(solver.tableau.invariantViolation() == nil, "seed \(seed) after \(constraint)")
        }
        // Remove half of them again, in another order: the rest must still hold.
        for constraint in accepted.enumerated().filter({ $0.offset % 2 == 1 }).map(\.element).reversed() {
            try solver.remove(constraint)
            accepted.removeAll { $0 === constraint }
            for required in accepted where required.isRequired {
                #expect(residual(of: required, in: solver) < 1e-6, "seed \(seed): \(required)")
            }
        }
    }

    @Test("Adding and removing incrementally equals solving from scratch", arguments: seeds)
    func incrementalEqualsScratch(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var random = SplitMix64(seed: seed &* 7919)
        let incremental = Solver()
        var present = Set<Int>()
        // Add everything, then churn: remove and re-add random constraints.
        for (index, constraint) in system.constraints.enumerated() {
            try incremental.add(constraint)
            present.insert(index)
        }
        for _ in 0..<20 {
            let index = Int.random(in: 0..<system.constraints.count, using: &random)
            if present.contains(index) {
                try incremental.remove(system.constraints[index])
                present.remove(index)
            } else {
                try incremental.add(system.constraints[index])
                present.insert(index)
            }
            #expect(incremental.tableau.invariantViolation() == nil, "seed \(seed)")
        }
        let final = present.sorted().map { system.constraints[$0] }
        try expectOptimal(incremental, for: final, "seed \(seed): incremental")
    }

    @Test("A sweep of suggested values equals fresh solves at each value", arguments: seeds.prefix(60))
    func sweepEqualsFreshSolves(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let width = system.variables[0]
        let editPriority: Priority = 999
        let swept = Solver()
        try swept.addEditVariable(width, priority: editPriority)
        for constraint in system.constraints { try swept.add(constraint) }
        let edit = Constraint(Expression(width), .equal, priority: editPriority)
        let levels = [editPriority] + RandomSystem.optionalPriorities
        for value in stride(from: -60.0, through: 60, by: 7.5) {
            try swept.suggestValue(value, for: width)
            let fresh = Solver()
            try fresh.addEditVariable(width, priority: editPriority)
            try fresh.suggestValue(value, for: width)
            for constraint in system.constraints { try fresh.add(constraint) }
            let target = Constraint(width - value, .equal, priority: editPriority)
            let a = errorVector(system.constraints + [target], in: swept, priorities: levels)
            let b = errorVector(system.constraints + [target], in: fresh, priorities: levels)
            #expect(sameErrors(a, b), "seed \(seed) at \(value): sweep \(a) vs fresh \(b)")
            _ = edit
        }
    }

    @Test("A rejected required constraint leaves the solver as it was", arguments: seeds)
    func rejectionLeavesSolverUnchanged(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, consistentRequired: false)
        let solver = Solver()
        var accepted: [Constraint] = []
        for constraint in system.constraints {
            let before = system.variables.map { solver.value(of: $0) }
            do {
                try solver.add(constraint)
                accepted.append(constraint)
            } catch {
                guard case let .unsatisfiableConstraint(rejected, conflicting) = error else { throw error }
                #expect(rejected === constraint)
                #expect(!solver.contains(constraint))
                let after = system.variables.map { solver.value(of: $0) }
                #expect(sameErrors(before, after), "seed \(seed): values moved from \(before) to \(after)")
                // The conflict set is genuinely infeasible with the constraint
                // (an empty set: the constraint cannot hold on its own, `0 >= 59`).
                let check = Solver()
                var failed = false
                for member in conflicting { try check.add(member) }
                do { try check.add(constraint) } catch { failed = isUnsatisfiable(error) }
                #expect(failed, "seed \(seed): \(constraint) does not conflict with \(conflicting)")
            }
        }
        // And it keeps solving: the accepted system gives the same optimum as a fresh solve.
        let fresh = Solver()
        for constraint in accepted { try fresh.add(constraint) }
        let levels = RandomSystem.optionalPriorities
        #expect(sameErrors(errorVector(accepted, in: solver, priorities: levels),
                           errorVector(accepted, in: fresh, priorities: levels)))
    }
}

private func isUnsatisfiable(_ error: SolverError) -> Bool {
    if case .unsatisfiableConstraint = error { return true }
    return false
}
