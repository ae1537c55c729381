import Foundation
import Testing

/// The built `trellis` executable, run as a user runs it: exit status,
/// standard output and standard error.
@Suite struct SolveEndToEndTests {
    func trellis(_ arguments: [String], stdin: String = "") throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(arguments, stdin: Data(stdin.utf8))
    }

    @Test func missingFile() throws {
        let outcome = try trellis(["solve", "/nonexistent/system.json"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "error: /nonexistent/system.json: no such file or directory\n")
    }

    @Test func badOperatorNamesItsPath() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-solve-\(UUID().uuidString).json")
        try #"{"constraints": [{"op": "=="}, {"op": "<="}, {"terms": [[1, "x"]], "op": "=<"}]}"#.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try trellis(["solve", file.path])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == #"error: \#(file.path): $.constraints[2].op: expected "==", "<=" or ">=", found "=<""# + "\n")
    }

    @Test func badJSONOnStandardInput() throws {
        let outcome = try trellis(["solve", "-"], stdin: "{\n  \"constraints\": [1,]\n}")
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        // Line 2 is `  "constraints": [1,]`: the ']' is its 21st character.
        #expect(outcome.stderr == "error: <stdin>:2:21: invalid JSON: unexpected ']', expected a value\n")
    }

    /// Values computed by hand in the fixture's description: a = 10, b = 15
    /// (b == 20 is rejected, 5 away), c = 25, d = 25 (d == 0 @250 misses by 25).
    @Test func solvesStandardInput() throws {
        let system = try String(contentsOf: TestPaths.solverFixtures.appendingPathComponent("required_conflict_of_three.json"), encoding: .utf8)
        let outcome = try trellis(["solve", "-"], stdin: system)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdout == """
            {
              "steps": [
                {
                  "values": {"a": 10, "b": 15, "c": 25, "d": 25},
                  "violated": [
                    {"name": "b==20", "strength": "required", "error": 5},
                    {"name": "d==0@250", "strength": 250, "error": 25}
                  ]
                }
              ],
              "unsatisfiable": ["b==20"]
            }

            """)
    }

    @Test func helpTeachesTheFormat() throws {
        let outcome = try trellis(["solve", "--help"])
        #expect(outcome.status == 0)
        for phrase in ["Example", #""sweep": [{"box.width": 300}, {"box.width": 100}]"#, "\"strength\"", "or - to read", "exits with status 2"] {
            #expect(outcome.stdout.contains(phrase), "help lacks \(phrase)")
        }
    }

    /// The help's example is real input, and its stated result is right:
    /// by hand, box 300 leaves 300 - 20 - 20 = 260 >= 200, so width 200; box
    /// 100 leaves 60, so the required "fits" caps width at 60 (140 short of 200).
    @Test func helpExampleSolvesAsStated() throws {
        let help = try trellis(["solve", "--help"]).stdout
        let start = try #require(help.range(of: #"{"constraints""#))
        let end = try #require(help.range(of: "}]}", range: start.upperBound..<help.endIndex))
        let outcome = try trellis(["solve", "-"], stdin: String(help[start.lowerBound..<end.upperBound]))
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains(#""values": {"label.left": 20, "box.width": 300, "label.width": 200}"#))
        #expect(outcome.stdout.contains(#""values": {"label.left": 20, "box.width": 100, "label.width": 60}"#))
        #expect(outcome.stdout.contains(#"{"name": "width", "strength": 750, "error": 140}"#))
        #expect(help.contains("gives label.width 200, then 60 (with \"width\" violated by 140)"))
    }
}
