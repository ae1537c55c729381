import Foundation
import TrellisTestSupport

/// Where the tests find the solver's fixtures and the oracle's answers.
enum SolverFixtures {
    static let directory = URL(fileURLWithPath: fixtures).appendingPathComponent("solver")

    /// The oracle's expectations, written by scripts/gen-solver-expectations.
    static var lexExpectations: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Generated/solver-lex-expectations.json")
    }
}
