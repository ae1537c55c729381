import Foundation
import Testing
import ConstraintSystems
import JSONSupport

/// Every Fixtures/solver case, solved by `trellis solve`'s pipeline, against
/// the lex oracle's answer (Tests/TrellisCLITests/Generated, written by
/// scripts/gen-solver-expectations; no number here is our own output).
@Suite struct SolverFixtureTests {
    static let caseNames = OracleExpectations.shared.cases.keys.sorted()

    /// The generated file must cover every fixture: a new fixture without a
    /// regenerated expectation would otherwise go untested.
    @Test func everyFixtureHasAnExpectation() throws {
        let files = try fixtureFiles()
        #expect(files == Set(Self.caseNames))
        #expect(files.count >= 30)
    }

    @Test(arguments: caseNames)
    func matchesLexOracle(_ name: String) throws {
        let expected = try #require(OracleExpectations.shared.cases[name])
        let url = SolverFixtures.directory.appendingPathComponent(name)
        let bytes = Array(try Data(contentsOf: url))
        let system = try ConstraintSystemParser.parse(bytes, source: name)
        let result = try ConstraintSystemRunner.solve(system)
        // Cases whose lex optimum is not unique say so; the generator checks
        // the others really are unique.
        let unique = try JSONParser.parse(bytes)["unique"] != .bool(false)

        try #require(result.steps.count == expected.steps.count)
        if unique {
            #expect(result.unsatisfiable == expected.unsatisfiable)
        } else {
            #expect(Set(result.unsatisfiable) == Set(expected.unsatisfiable))
        }
        for (index, (ours, theirs)) in zip(result.steps, expected.steps).enumerated() {
            #expect(ours.values.map(\.variable) == theirs.values.map(\.variable), "step \(index): variable order")
            if unique {
                compareValues(ours, theirs, step: index)
            } else {
                compareLevelSums(ours, theirs, step: index)
            }
            // Whatever the optimum, only rejected required constraints may be violated.
            for v in ours.violated where isRequired(v.strength) {
                #expect(result.unsatisfiable.contains(v.name), "step \(index): required \(v.name) violated by \(v.error)")
            }
        }
    }

    private func compareValues(_ ours: SolveResult.Step, _ theirs: OracleExpectations.Step, step: Int) {
        for ((name, x), (_, y)) in zip(ours.values, theirs.values) {
            #expect(abs(x - y) <= 1e-6, "step \(step): \(name) = \(x), oracle \(y)")
        }
        #expect(ours.violated.map(\.name) == theirs.violated.map(\.name), "step \(step): violated")
        for (a, b) in zip(ours.violated, theirs.violated) {
            #expect(a.strength == b.strength, "step \(step): strength of \(a.name)")
            #expect(abs(a.error - b.error) <= 1e-6, "step \(step): error of \(a.name) = \(a.error), oracle \(b.error)")
        }
    }

    /// Several optima: each optional level's total error is still unique.
    private func compareLevelSums(_ ours: SolveResult.Step, _ theirs: OracleExpectations.Step, step: Int) {
        let a = levelSums(ours.violated.map { ($0.strength, $0.error) })
        let b = levelSums(theirs.violated.map { ($0.strength, $0.error) })
        for level in Set(a.keys).union(b.keys) {
            let x = a[level] ?? 0, y = b[level] ?? 0
            #expect(abs(x - y) <= 1e-5 * max(1, abs(y)), "step \(step): level \(level) error sum \(x), oracle \(y)")
        }
    }

    private func levelSums(_ violations: [(JSONValue, Double)]) -> [String: Double] {
        var sums: [String: Double] = [:]
        for (strength, error) in violations where !isRequired(strength) {
            sums[strength.summary, default: 0] += error
        }
        return sums
    }

    private func isRequired(_ strength: JSONValue) -> Bool {
        switch strength {
        case .string(let s): return s == "required"
        case .number(let p): return p >= 1000
        default: return false
        }
    }

    private func fixtureFiles() throws -> Set<String> {
        var names: Set<String> = []
        for folder in ["", "random/"] {
            let url = SolverFixtures.directory.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".json") {
                names.insert(folder + file)
            }
        }
        return names
    }
}
