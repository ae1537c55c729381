import Cassowary
import Foundation

/// Solves a ``ConstraintSystem`` with the Cassowary solver and reports each
/// step the way the reference oracle's `report_step` does, so outputs can be
/// compared number for number.
///
/// One solver serves every step: constraints are added once and each step
/// only suggests new edit values (the incremental path a width sweep uses).
/// The oracle instead re-solves every step from scratch; with a unique
/// optimum both give the same values.
public enum ConstraintSystemRunner {
    /// What one solve may spend (issue 33: 100,000 optional equalities on
    /// one variable ran past 60 s and a gigabyte; kiwi is quadratic on them
    /// too). Calibrated so that what passes ends within a few seconds and a
    /// few hundred MB on a loaded 2-core machine (docs/solver.md, "Limits
    /// of a solve"); a 100,000-link chain needs a fiftieth of the work.
    public static let limits = SolverLimits(work: 100_000_000, memoryBytes: 128 << 20)

    /// Solves every step of `system`.
    ///
    /// - Throws: a ``SolverError`` other than an unsatisfiable required
    ///   constraint (those are reported in the result instead):
    ///   ``SolverError/limitExceeded(_:limit:)`` for a system past
    ///   ``limits``; any other would be a solver bug.
    public static func solve(_ system: ConstraintSystem) throws(SolverError) -> SolveResult {
        let solver = Solver()
        solver.limits = limits
        var variables: [String: Variable] = [:]
        for name in system.variables { variables[name] = Variable(name) }

        var unsatisfiable: [String] = []
        for c in system.constraints {
            let terms = c.terms.map { Term(variables[$0.variable]!, $0.coefficient) }
            let constraint = Constraint(Expression(terms, constant: c.constant), c.relation,
                                        priority: c.strength.priority, name: c.name)
            do {
                try solver.add(constraint)
            } catch .unsatisfiableConstraint(let rejected, _) where rejected === constraint {
                // Like kiwi (and the oracle): reject this one, keep the others.
                unsatisfiable.append(c.name)
            }
        }
        for edit in system.edits {
            try solver.addEditVariable(variables[edit.variable]!, priority: edit.strength.priority)
        }

        var steps: [SolveResult.Step] = []
        // The last value suggested for each edit variable; edits never
        // suggested sit at 0 and are not reported, as in the oracle.
        var current: [String: Double] = [:]
        for step in system.steps {
            for (name, value) in step {
                try solver.suggestValue(value, for: variables[name]!)
                current[name] = value
            }
            var values: [String: Double] = [:]
            for name in system.variables { values[name] = clean(solver.value(of: variables[name]!)) }
            steps.append(SolveResult.Step(
                values: system.variables.map { ($0, values[$0]!) },
                violated: violations(system, values: values, current: current)))
        }
        var result = SolveResult(steps: steps, unsatisfiable: unsatisfiable)
        let required = Set(system.constraints.filter(\.strength.isRequired).map(\.name)).subtracting(unsatisfiable)
        for (k, step) in steps.enumerated() {
            for v in step.violated where required.contains(v.name) {
                result.requiredViolations.append(.init(step: k, name: v.name, error: v.error))
            }
        }
        return result
    }

    /// Constraints in input order (rejected required ones included), then
    /// edits as `edit:VAR`, whose residual at the cleaned values exceeds the
    /// tolerance.
    private static func violations(_ system: ConstraintSystem, values: [String: Double], current: [String: Double]) -> [SolveResult.Violation] {
        var violated: [SolveResult.Violation] = []
        for c in system.constraints {
            // Summed in the oracle's order: constant + (0 + Σ terms).
            var sum = 0.0
            for term in c.terms { sum += term.coefficient * values[term.variable]! }
            let e = c.constant + sum
            let r: Double
            switch c.relation {
            case .equal: r = abs(e)
            case .greaterThanOrEqual: r = max(0, -e)
            case .lessThanOrEqual: r = max(0, e)
            }
            if r > system.tolerance { violated.append(.init(name: c.name, strength: c.strength.written, error: clean(r))) }
        }
        for edit in system.edits {
            guard let wanted = current[edit.variable] else { continue }
            let r = abs(values[edit.variable]! - wanted)
            if r > system.tolerance {
                violated.append(.init(name: "edit:\(edit.variable)", strength: edit.strength.written, error: clean(r)))
            }
        }
        return violated
    }

    /// The oracle's `clean()`: Python's `round(x, 9)` (correctly rounded, as
    /// glibc's printf is), then -0 → 0, so tiny pivoting noise never shows.
    private static func clean(_ x: Double) -> Double {
        guard x.isFinite else { return x }
        let rounded = Double(String(format: "%.9f", x)) ?? x
        return rounded == 0 ? 0 : rounded
    }
}
