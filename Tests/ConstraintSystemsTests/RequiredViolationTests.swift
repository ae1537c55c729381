import Testing
import ConstraintSystems

/// A required constraint that does not hold at the printed values is named
/// (`requiredViolations`), apart from the rejected ones (`unsatisfiable`).
@Suite struct RequiredViolationTests {
    func solve(_ json: String) throws -> SolveResult {
        try ConstraintSystemRunner.solve(try ConstraintSystemParser.parse(Array(json.utf8), source: "t.json"))
    }

    /// 3x = 1: x is printed to 9 decimals, 0.333333333, and 3x − 1 is then
    /// −1e-9, more than a tolerance of 0.
    @Test func roundingPastAToleranceOfZero() throws {
        let result = try solve(#"{"constraints": [{"name": "third", "terms": [[3, "x"]], "constant": -1, "op": "=="}], "tolerance": 0}"#)
        #expect(result.requiredViolations.map(\.name) == ["third"])
        #expect(result.requiredViolations.map(\.step) == [0])
        #expect(result.unsatisfiable.isEmpty)
    }

    /// With the default tolerance (1e-6) the same system is a solution.
    @Test func withinTheToleranceIsASolution() throws {
        let result = try solve(#"{"constraints": [{"name": "third", "terms": [[3, "x"]], "constant": -1, "op": "=="}]}"#)
        #expect(result.requiredViolations.isEmpty)
    }

    /// A rejected required constraint is listed once, as unsatisfiable.
    @Test func rejectedOnesAreNotRepeated() throws {
        let result = try solve(#"""
            {"constraints": [
              {"name": "x==1", "terms": [[1, "x"]], "constant": -1, "op": "=="},
              {"name": "x==2", "terms": [[1, "x"]], "constant": -2, "op": "=="}]}
            """#)
        #expect(result.unsatisfiable == ["x==2"])
        #expect(result.requiredViolations.isEmpty)
    }
}
