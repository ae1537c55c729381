import Testing
@testable import Cassowary

/// A random constraint system for property tests.
///
/// Required constraints are made to hold at a hidden witness point, so they
/// never conflict with each other; optional ones are arbitrary, so they
/// fight each other and the required ones across several priority levels.
struct RandomSystem {
    var variables: [Variable]
    var constraints: [Constraint]

    static let optionalPriorities: [Priority] = [750, 500, 251, 250, 100, 1]

    /// Sizes vary with the seed, from 4 variables and 8 constraints up to 13 and 37.
    init(seed: UInt64, consistentRequired: Bool = true) {
        self.init(seed: seed, variableCount: 4 + Int(seed % 10), constraintCount: 8 + Int(seed % 30),
                  consistentRequired: consistentRequired)
    }

    init(seed: UInt64, variableCount: Int, constraintCount: Int, consistentRequired: Bool) {
        var random = SplitMix64(seed: seed)
        variables = (0..<variableCount).map { Variable("v\($0)") }
        let witness = variables.map { _ in Double(Int.random(in: -40...40, using: &random)) }
        constraints = []
        for index in 0..<constraintCount {
            var expression = Expression()
            var witnessValue = 0.0
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let k = Int.random(in: 0..<variableCount, using: &random)
                let coefficient = Double([-2, -1, 1, 1, 2].randomElement(using: &random)!)
                expression.terms.append(Term(variables[k], coefficient))
                witnessValue += coefficient * witness[k]
            }
            let relation = Relation.allCases.randomElement(using: &random)!
            let required = Int.random(in: 0..<3, using: &random) == 0
            if required && consistentRequired {
                // Make the constraint hold at the witness (with room to spare for inequalities).
                let room = Double(Int.random(in: 0...10, using: &random))
                switch relation {
                case .equal: expression.constant = -witnessValue
                case .lessThanOrEqual: expression.constant = -witnessValue - room
                case .greaterThanOrEqual: expression.constant = -witnessValue + room
                }
            } else {
                expression.constant = Double(Int.random(in: -60...60, using: &random))
            }
            let priority = required ? Priority.required : RandomSystem.optionalPriorities.randomElement(using: &random)!
            constraints.append(Constraint(expression, relation, priority: priority, name: "c\(index)"))
        }
    }
}

/// How far `constraint` is from holding, in its own units, at the solver's solution.
func residual(of constraint: Constraint, in solver: Solver) -> Double {
    let value = constraint.expression.terms.reduce(constraint.expression.constant) {
        $0 + $1.coefficient * solver.value(of: $1.variable)
    }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// The ordered-priority objective at the solution: for each optional
/// priority, highest first, the sum of the errors at that priority. The
/// lexicographic optimum of this vector is unique even when the solution is not.
func errorVector(_ constraints: [Constraint], in solver: Solver, priorities: [Priority]) -> [Double] {
    priorities.map { level in
        constraints.filter { $0.priority == level }.reduce(0) { $0 + residual(of: $1, in: solver) }
    }
}

/// Whether two error vectors are equal within a tolerance scaled to their size.
func sameErrors(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
}

/// Expects `solver` to be at the optimum of `constraints` (a random system's
/// priorities): the same error vector as a fresh solver given them in order,
/// and every required one holding.
func expectOptimal(_ solver: Solver, for constraints: [Constraint], _ context: String,
                   sourceLocation: SourceLocation = #_sourceLocation) throws {
    let scratch = Solver()
    for constraint in constraints { try scratch.add(constraint) }
    let levels = RandomSystem.optionalPriorities
    let a = errorVector(constraints, in: solver, priorities: levels)
    let b = errorVector(constraints, in: scratch, priorities: levels)
    #expect(sameErrors(a, b), "\(context): \(a) vs scratch \(b)", sourceLocation: sourceLocation)
    for constraint in constraints where constraint.isRequired {
        #expect(residual(of: constraint, in: solver) < 1e-6, "\(context): \(constraint)", sourceLocation: sourceLocation)
    }
}
