import Testing
import ConstraintSystems
import JSONSupport

/// Solving and reporting, on systems small enough to solve by hand.
@Suite struct ConstraintSystemRunnerTests {
    func solve(_ json: String) throws -> SolveResult {
        try ConstraintSystemRunner.solve(try ConstraintSystemParser.parse(Array(json.utf8), source: "t.json"))
    }

    /// kiwi (and so the oracle) gets this wrong: after rejecting y == 0 it
    /// leaves the rejected row in its tableau and reports x = 45, y = 0,
    /// breaking the accepted x <= -70 (nucleic/kiwi issue #52). By hand:
    /// y == 0 conflicts with x <= -70 and x + y == 45 (y would be >= 115), so
    /// it is rejected; then y >= 115 and the weak y == 0 puts y at 115, x at -70.
    @Test func rejectedConstraintLeavesNoTrace() throws {
        let result = try solve(#"""
            {"constraints": [
              {"name": "x<=-70", "terms": [[1, "x"]], "constant": 70, "op": "<="},
              {"name": "x+y==45", "terms": [[1, "x"], [1, "y"]], "constant": -45, "op": "=="},
              {"name": "y==0", "terms": [[1, "y"]], "op": "=="},
              {"name": "y==0 weak", "terms": [[1, "y"]], "op": "==", "strength": "weak"}]}
            """#)
        #expect(result.unsatisfiable == ["y==0"])
        #expect(result.steps[0].values.map(\.variable) == ["x", "y"])
        #expect(result.steps[0].values.map(\.value) == [-70, 115])
        #expect(result.steps[0].violated == [
            .init(name: "y==0", strength: .string("required"), error: 115),
            .init(name: "y==0 weak", strength: .string("weak"), error: 115),
        ])
    }

    /// A required constraint with no variables: 0 == 5 can never hold.
    @Test func constantOnlyConstraint() throws {
        let result = try solve(#"{"constraints": [{"name": "5==0", "constant": 5, "op": "=="}, {"name": "0<=0", "op": "<="}]}"#)
        #expect(result.unsatisfiable == ["5==0"])
        #expect(result.steps[0].violated == [.init(name: "5==0", strength: .string("required"), error: 5)])
    }

    /// An edit's wish is reported once the edit has been suggested, with the
    /// strength as written; residuals at or below the tolerance are not.
    @Test func editViolationsAndTolerance() throws {
        // x >= 10 required; x edited to 4 at 999: x = 10, the edit misses by 6.
        // y == x + 0.5 @500 misses by 0.5 when y is held at 10 (required): within
        // a tolerance of 0.5 it is not reported.
        let result = try solve(#"""
            {"constraints": [
              {"terms": [[1, "x"]], "constant": -10, "op": ">="},
              {"terms": [[1, "y"]], "constant": -10, "op": "=="},
              {"name": "y==x+0.5", "terms": [[1, "y"], [-1, "x"]], "constant": -0.5, "op": "==", "strength": 500}],
             "edits": [{"var": "x", "strength": 999, "value": 4}],
             "tolerance": 0.5}
            """#)
        #expect(result.steps[0].values.map(\.value) == [10, 10])
        #expect(result.steps[0].violated == [.init(name: "edit:x", strength: .number(999), error: 6)])
    }

    /// The output is the documented shape with keys in a fixed order.
    @Test func outputShape() throws {
        let result = try solve(#"{"variables": ["b", "a"], "constraints": [{"terms": [[1, "a"]], "constant": -0.1, "op": "=="}]}"#)
        #expect(JSONWriter.write(result.json) == """
            {
              "steps": [
                {
                  "values": {"b": 0, "a": 0.1},
                  "violated": []
                }
              ],
              "unsatisfiable": []
            }
            """)
    }

    /// Values are cleaned as the oracle's clean() does: rounded to 9
    /// decimals, no negative zero. Python's round() works on the exact binary
    /// value: 0.1234567895 is stored just below the halfway point, so it
    /// rounds down (x * 1e9 rounded would round up); 0.12345678951 rounds up.
    /// A system `x == value` makes the solver give back `value` exactly.
    @Test(arguments: [(20.000000000001, 20.0), (-1e-12, 0.0), (0.1234567895, 0.123456789),
                      (0.12345678951, 0.12345679), (2.5e-10, 0), (-0.0, 0.0)])
    func valuesAreCleaned(_ x: Double, _ cleaned: Double) throws {
        let system = ConstraintSystem(
            variables: ["x"],
            constraints: [.init(name: "x==value", terms: [(1, "x")], constant: -x, relation: .equal,
                                strength: try #require(.init(.string("required"))))],
            edits: [], steps: [[]])
        let y = try ConstraintSystemRunner.solve(system).steps[0].values[0].value
        #expect(y == cleaned && y.sign == .plus)
    }
}
