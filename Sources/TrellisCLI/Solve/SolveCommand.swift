import ArgumentParser
import Cassowary
import ConstraintSystems
import Foundation
import JSONSupport

/// `trellis solve FILE.json`: solves a constraint system with Auto Layout's
/// ordered priorities and prints the values per step as JSON.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system given as JSON, with Auto Layout's ordered priorities.",
        discussion: """
            Each constraint means  Σ coefficient·variable + constant  OP  0.
            "op" is "==", "<=" or ">="; "strength" is "required" (the default),
            a priority in (0, 1000] (1000 is required), or "strong", "medium",
            "weak" (priorities 666.67, 333.33 and 0). Higher priorities are
            satisfied strictly before lower ones. Edits are optional wishes
            "var == value" (default strength "strong"); each "sweep" entry is
            one step that suggests new values (others keep their last value).
            Without a sweep there is one step with the edits' "value"s.

            Example: a label 20 from the left wants width 200 at priority 750
            but must end 20 before the edge of a box whose width is swept.
              {"constraints": [
                 {"name": "left", "terms": [[1, "label.left"]],
                  "constant": -20, "op": "=="},
                 {"name": "fits", "op": ">=", "constant": -20,
                  "terms": [[1, "box.width"], [-1, "label.left"],
                            [-1, "label.width"]]},
                 {"name": "width", "terms": [[1, "label.width"]],
                  "constant": -200, "op": "==", "strength": 750}],
               "edits": [{"var": "box.width", "strength": 999}],
               "sweep": [{"box.width": 300}, {"box.width": 100}]}
            gives label.width 200, then 60 (with "width" violated by 140).

            Output, one entry per step, variables in order of appearance:
              {"steps": [{"values": {...}, "violated": [{"name", "strength", "error"}]}],
               "unsatisfiable": [required constraints that conflicted and were dropped]}

            The format is that of shared/reference/kiwi_oracle.py; other keys
            ("description", "expected", ...) are ignored. Bad input prints one
            message naming the JSON path at fault and exits with status 2.
            """
    )

    @Argument(help: "The constraint system: a JSON file, or - to read standard input.")
    var file: String

    /// The name messages give standard input.
    static let stdinName = "<stdin>"

    func run() throws {
        do {
            print(try Self.output(for: file))
        } catch let error as ConstraintSystemError {
            fail("error: \(error)", status: 2)
        } catch let error as SolverError {
            // Not the input's fault: a solver bug. Still one message, no output.
            fail("error: \(file == "-" ? Self.stdinName : file): \(error)", status: 1)
        }
    }

    /// What `trellis solve ARGUMENT` prints: read, parse, solve, write.
    ///
    /// - Throws: ``ConstraintSystemError`` for bad input, ``SolverError`` for a
    ///   solver failure that is not an unsatisfiable required constraint.
    private static func output(for argument: String) throws -> String {
        let system = argument == "-"
            ? try ConstraintSystemParser.parse(Array(FileHandle.standardInput.readDataToEndOfFile()), source: stdinName)
            : try ConstraintSystemParser.parse(contentsOfFile: argument)
        return JSONWriter.write(try ConstraintSystemRunner.solve(system).json)
    }
}
