import Testing
import ConstraintSystems
import JSONSupport

/// The parser follows the oracle's load_case(): variable order, defaults,
/// the strength scale and how steps are formed.
@Suite struct ConstraintSystemParserTests {
    func parse(_ json: String) throws -> ConstraintSystem {
        try ConstraintSystemParser.parse(Array(json.utf8), source: "t.json")
    }

    @Test func variablesAreDeclaredThenUsedThenEdited() throws {
        let system = try parse(#"""
            {"variables": ["d", "a"],
             "constraints": [{"terms": [[1, "b"], [1, "a"]], "op": "=="}, {"terms": [[0, "c"], [2, "b"]], "op": "<="}],
             "edits": [{"var": "e"}, {"var": "a"}]}
            """#)
        // Declared first, then first use in terms (a 0 coefficient still
        // counts), then edit variables not seen yet.
        #expect(system.variables == ["d", "a", "b", "c", "e"])
    }

    @Test func defaults() throws {
        let system = try parse(#"{"constraints": [{"op": ">="}, {"name": "n", "op": "<="}], "edits": [{"var": "w"}]}"#)
        #expect(system.constraints.map(\.name) == ["c0", "n"])
        #expect(system.constraints.allSatisfy { $0.strength.isRequired && $0.constant == 0 && $0.terms.isEmpty })
        #expect(system.edits[0].strength.written == .string("strong"))
        #expect(system.tolerance == 1e-6)
        // No sweep and no edit value: one step that suggests nothing.
        #expect(system.steps.count == 1 && system.steps[0].isEmpty)
    }

    /// The oracle's lex mode puts kiwi's named strengths on Apple's scale.
    @Test(arguments: [
        ("\"required\"", 1000.0, true), ("\"strong\"", 2000.0 / 3, false), ("\"medium\"", 1000.0 / 3, false),
        ("\"weak\"", 0.0, false), ("1000", 1000, true), ("999.5", 999.5, false), ("0.25", 0.25, false),
    ])
    func strengthScale(_ written: String, _ priority: Double, _ required: Bool) throws {
        let system = try parse(#"{"constraints": [{"op": "==", "strength": \#(written)}]}"#)
        #expect(system.constraints[0].strength.priority.rawValue == priority)
        #expect(system.constraints[0].strength.isRequired == required)
    }

    @Test func withoutSweepOneStepSuggestsTheEditValues() throws {
        let system = try parse(#"{"edits": [{"var": "a", "value": 3}, {"var": "b"}, {"var": "c", "value": null}, {"var": "d", "value": -1.5}]}"#)
        #expect(system.steps.count == 1)
        #expect(system.steps[0].map(\.variable) == ["a", "d"])
        #expect(system.steps[0].map(\.value) == [3, -1.5])
    }

    @Test func sweepStepsIgnoreEditValues() throws {
        let system = try parse(#"{"edits": [{"var": "a", "value": 3}, {"var": "b"}], "sweep": [{"b": 1, "a": 2}, {"a": 5, "a": 6}]}"#)
        #expect(system.steps.map { $0.map(\.variable) } == [["b", "a"], ["a"]])
        // A repeated key: the last value wins, as in Python's json.
        #expect(system.steps.map { $0.map(\.value) } == [[1, 2], [6]])
    }

    @Test func emptySweepMeansNoSweep() throws {
        let system = try parse(#"{"edits": [{"var": "a", "value": 3}], "sweep": []}"#)
        #expect(system.steps.count == 1 && system.steps[0].map(\.value) == [3])
    }

    @Test func theOraclesNotesAreIgnored() throws {
        let system = try parse(#"{"description": "d", "expected": [{"x": 1}], "expected_modes": ["lex"], "unique": false, "_note": 1, "constraints": [{"op": "==", "_comment": 1}]}"#)
        #expect(system.constraints.count == 1)
    }

    @Test(arguments: [
        (#"{"constraints": [{"op": "==", "strenght": 1}]}"#, #"$.constraints[0].strenght: unknown key "strenght"; did you mean "strength"?"#),
        (#"{"constraint": []}"#, #"$.constraint: unknown key "constraint"; did you mean "constraints"?"#),
        (#"{"edits": [{"var": "w", "valeu": 3}]}"#, #"$.edits[0].valeu: unknown key "valeu"; did you mean "value"?"#),
        (#"{"constraints": [{"op": "==", "comment": 1}]}"#, #"$.constraints[0].comment: unknown key "comment"; expected one of name, terms, constant, op, strength"#),
    ])
    func unknownKeysAreRefusedWithTheNearestOne(json: String, message: String) {
        do {
            _ = try parse(json)
            Issue.record("accepted \(json)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }
}
