import Testing
import ConstraintSystems
import JSONSupport

/// Each kind of bad input gets one message naming the place at fault; these
/// are the exact texts `trellis solve` prints after "error: ".
@Suite struct MalformedSystemTests {
    /// A valid system with one constraint, into which each case splices a fault.
    static func system(constraint: String = #"{"terms": [[1, "x"]], "constant": -5, "op": "=="}"#, extra: String = "") -> String {
        #"{"constraints": [\#(constraint)]\#(extra)}"#
    }

    static let cases: [(input: String, message: String)] = [
        // JSON syntax: line and column (1-based, in characters).
        (#"{"constraints": [}"#, "s.json:1:18: invalid JSON: unexpected '}', expected a value"),
        ("{\n  \"a\": 1,\n}", "s.json:3:1: invalid JSON: unexpected '}', expected a member name in double quotes"),
        // Eight characters (é is one, though two bytes): the end is column 9.
        (#"{"é": "x"#, "s.json:1:9: invalid JSON: unterminated string"),
        ("", "s.json:1:1: invalid JSON: unexpected end of input, expected a value"),
        (#"{"a": 1} x"#, "s.json:1:10: invalid JSON: unexpected 'x' after the JSON value"),
        (#"{"a": 01}"#, "s.json:1:8: invalid JSON: unexpected '1', expected ',' or '}'"),
        // Wrong types.
        ("[1]", "s.json: $: expected an object, found [1]"),
        (#"{"constraints": {}}"#, "s.json: $.constraints: expected an array, found {}"),
        (#"{"variables": ["a", 2]}"#, "s.json: $.variables[1]: expected a variable name (a string), found 2"),
        (system(constraint: #"{"name": 3, "op": "=="}"#), "s.json: $.constraints[0].name: expected a name (a string), found 3"),
        (system(constraint: #"{"constant": "5", "op": "=="}"#), #"s.json: $.constraints[0].constant: expected a finite number, found "5""#),
        (system(extra: #", "tolerance": -1"#), "s.json: $.tolerance: expected a number >= 0, found -1"),
        // Two constraints of one name (issue 33), given or the one an unnamed constraint gets.
        (#"{"constraints": [{"name": "a", "op": "=="}, {"name": "b", "op": "=="}, {"name": "a", "op": "<="}]}"#,
         #"s.json: $.constraints[2].name: "a" is already the name of $.constraints[0].name; give each constraint its own name"#),
        (#"{"constraints": [{"op": "=="}, {"name": "c0", "op": "<="}]}"#,
         #"s.json: $.constraints[1].name: "c0" is already the name of $.constraints[0]; give each constraint its own name"#),
        // Terms must be [number, string].
        (system(constraint: #"{"terms": [[1, 2]], "op": "=="}"#), #"s.json: $.constraints[0].terms[0]: expected a term [coefficient, "variable"], found [1, 2]"#),
        (system(constraint: #"{"terms": [["x", 1]], "op": "=="}"#), #"s.json: $.constraints[0].terms[0]: expected a term [coefficient, "variable"], found ["x", 1]"#),
        (system(constraint: #"{"terms": [[true, "x"]], "op": "=="}"#), #"s.json: $.constraints[0].terms[0]: expected a term [coefficient, "variable"], found [true, "x"]"#),
        (system(constraint: #"{"terms": [[1, "x", 2]], "op": "=="}"#), #"s.json: $.constraints[0].terms[0]: expected a term [coefficient, "variable"], found [1, "x", 2]"#),
        // Operators.
        (#"{"constraints": [{"op": "=="}, {"op": ">="}, {"op": "=<"}]}"#, #"s.json: $.constraints[2].op: expected "==", "<=" or ">=", found "=<""#),
        (system(constraint: #"{"terms": []}"#), #"s.json: $.constraints[0].op: expected "==", "<=" or ">=", found nothing"#),
        // Strengths and priorities.
        (system(constraint: #"{"op": "==", "strength": "stong"}"#),
         #"s.json: $.constraints[0].strength: expected "required", "strong", "medium", "weak" or a priority in (0, 1000], found "stong""#),
        (system(constraint: #"{"op": "==", "strength": null}"#),
         #"s.json: $.constraints[0].strength: expected "required", "strong", "medium", "weak" or a priority in (0, 1000], found null"#),
        (system(constraint: #"{"op": "==", "strength": 1001}"#), "s.json: $.constraints[0].strength: expected a priority in (0, 1000], found 1001"),
        (system(constraint: #"{"op": "==", "strength": 0}"#), "s.json: $.constraints[0].strength: expected a priority in (0, 1000], found 0"),
        (system(constraint: #"{"op": "==", "strength": -250.5}"#), "s.json: $.constraints[0].strength: expected a priority in (0, 1000], found -250.5"),
        (system(constraint: #"{"op": "==", "strength": NaN}"#), "s.json: $.constraints[0].strength: expected a priority in (0, 1000], found NaN"),
        // Non-finite numbers (Python's json reads these; 1e999 overflows).
        (system(constraint: #"{"op": "==", "constant": 1e999}"#), "s.json: $.constraints[0].constant: expected a finite number, found Infinity"),
        (system(constraint: #"{"op": "==", "terms": [[-Infinity, "x"]]}"#), "s.json: $.constraints[0].terms[0][0]: expected a finite number, found -Infinity"),
        (system(extra: #", "tolerance": NaN"#), "s.json: $.tolerance: expected a finite number, found NaN"),
        // Edits and sweeps.
        (system(extra: #", "edits": [{"var": "x", "strength": "required"}]"#), "s.json: $.edits[0].strength: an edit variable cannot be required (use 999)"),
        (system(extra: #", "edits": [{"var": "x", "strength": 1000}]"#), "s.json: $.edits[0].strength: an edit variable cannot be required (use 999)"),
        (system(extra: #", "edits": [{"strength": 999}]"#), "s.json: $.edits[0].var: expected a variable name (a string), found nothing"),
        (system(extra: #", "edits": [{"var": "x"}, {"var": "x"}]"#), #"s.json: $.edits[1].var: "x" is already an edit variable"#),
        (system(extra: #", "edits": [{"var": "x", "value": "3"}]"#), #"s.json: $.edits[0].value: expected a finite number, found "3""#),
        (system(extra: #", "edits": [{"var": "x"}], "sweep": [{"x": 1}, {"y": 2}]"#), #"s.json: $.sweep[1].y: "y" is not an edit variable"#),
        (system(extra: #", "edits": [{"var": "x"}], "sweep": [{"super.width": 2}]"#), #"s.json: $.sweep[0]["super.width"]: "super.width" is not an edit variable"#),
        (system(extra: #", "edits": [{"var": "x"}], "sweep": [{"x": Infinity}]"#), "s.json: $.sweep[0].x: expected a finite number, found Infinity"),
        (system(extra: #", "edits": [{"var": "x"}], "sweep": [3]"#), "s.json: $.sweep[0]: expected an object, found 3"),
    ]

    @Test(arguments: cases)
    func messageNamesTheFault(_ input: String, _ message: String) {
        #expect(throws: ConstraintSystemError.self) { try ConstraintSystemParser.parse(Array(input.utf8), source: "s.json") }
        do {
            _ = try ConstraintSystemParser.parse(Array(input.utf8), source: "s.json")
        } catch {
            #expect(error.description == message)
        }
    }

    /// Issue 33: any finite number is read as it is (kiwi's enaml
    /// benchmark has -16777200; the limit was ±1e6); what overflows is
    /// found when solving (NumberEdgesEndToEndTests).
    @Test(arguments: [
        #"{"terms": [[1, "x"]], "constant": -16777200, "op": "=="}"#,
        #"{"terms": [[-2000000, "x"]], "constant": 1e300, "op": "=="}"#,
        #"{"terms": [[1.7976931348623157e308, "x"]], "constant": -1e-300, "op": ">="}"#,
    ])
    func anyFiniteNumberIsRead(_ constraint: String) throws {
        let parsed = try ConstraintSystemParser.parse(Array(Self.system(constraint: constraint,
            extra: #", "edits": [{"var": "x"}], "sweep": [{"x": 1.7e308}], "tolerance": 1e7"#).utf8), source: "s.json")
        #expect(parsed.constraints.count == 1 && parsed.tolerance == 1e7 && parsed.steps[0][0].value == 1.7e308)
    }

    @Test func kiwisLargeConstantSolves() throws {
        let parsed = try ConstraintSystemParser.parse(Array(Self.system(
            constraint: #"{"terms": [[1, "x"]], "constant": -16777200, "op": "=="}"#).utf8), source: "s.json")
        let result = try ConstraintSystemRunner.solve(parsed)
        #expect(result.steps[0].values.first?.value == 16_777_200)
        #expect(result.requiredViolations.isEmpty)
    }

    /// Every splice above starts from a valid system, so each message comes
    /// from its own fault and not from the template.
    @Test func templateIsValid() throws {
        let system = try ConstraintSystemParser.parse(Array(Self.system(extra: #", "edits": [{"var": "x"}]"#).utf8), source: "s.json")
        #expect(system.variables == ["x"])
    }

    @Test func unreadableFile() {
        #expect(throws: ConstraintSystemError(source: "/nonexistent/system.json", location: .file,
                                              message: "no such file or directory")) {
            try ConstraintSystemParser.parse(contentsOfFile: "/nonexistent/system.json")
        }
        #expect(throws: ConstraintSystemError(source: "/", location: .file, message: "is a directory; expected a constraint system (.json)")) {
            try ConstraintSystemParser.parse(contentsOfFile: "/")
        }
    }

    /// A file is read whole and parsed under its path's name.
    @Test func fileIsParsedUnderItsPath() throws {
        let path = SolverFixtures.directory.appendingPathComponent("required_conflict_of_three.json").path
        let system = try ConstraintSystemParser.parse(contentsOfFile: path)
        #expect(system.variables == ["a", "b", "c", "d"])
    }
}
