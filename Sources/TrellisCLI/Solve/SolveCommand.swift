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

            Examples:
              trellis solve Fixtures/solver/priority_gang_up.json
              cat system.json | trellis solve -

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

            The format is that of the kiwisolver oracle the tests compare with
            (docs/solver.md, "trellis solve"); its notes
            ("description", "expected", "expected_modes", "unique") and keys
            starting with "_" are ignored, any other key is refused with the
            nearest valid one ("strenght": did you mean "strength"?). Bad input prints one
            message naming the JSON path at fault and exits with status 2.
            Limits: any finite coefficient, constant and value; a solution
            that overflows is refused, naming where (status 2). A
            required constraint that does not hold at a printed result is
            named on stderr, with exit status 1.
            """
    )

    @Argument(help: "The constraint system: a JSON file, or - to read standard input.")
    var file: String

    /// The name messages give standard input.
    static let stdinName = "<stdin>"

    func run() throws {
        do {
            let (text, result) = try Self.output(for: file)
            StandardStreams.print(text)
            // The result is printed as solved; a required constraint that
            // does not hold at it is named here, and the exit status says so.
            let source = file == "-" ? Self.stdinName : file
            for v in result.requiredViolations {
                StandardStreams.error("error: \(source): step \(v.step): the required constraint \"\(v.name)\" "
                    + "does not hold (off by \(JSONWriter.number(v.error)))")
            }
            if !result.requiredViolations.isEmpty { throw ExitCode(1) }
        } catch let error as ConstraintSystemError {
            fail("error: \(error)", status: 2)
        } catch let error as SolverError {
            // Not the input's fault: a solver bug. Still one message, no output.
            fail("error: \(file == "-" ? Self.stdinName : file): \(error)", status: 1)
        }
    }

    /// All of standard input; a closed or unreadable one is bad input.
    private static func readStandardInput() throws(ConstraintSystemError) -> [UInt8] {
        do {
            return try StandardStreams.readInput(maximumBytes: ConstraintSystemParser.maximumFileBytes,
                                                 limitName: "ConstraintSystemParser.maximumFileBytes")
        } catch {
            throw ConstraintSystemError(source: stdinName, location: .file, message: error.message)
        }
    }

    /// What `trellis solve ARGUMENT` prints: read, parse, solve, write.
    ///
    /// - Throws: ``ConstraintSystemError`` for bad input, ``SolverError`` for a
    ///   solver failure that is not an unsatisfiable required constraint.
    private static func output(for argument: String) throws -> (text: String, result: SolveResult) {
        let source = argument == "-" ? stdinName : argument
        let system = argument == "-"
            ? try ConstraintSystemParser.parse(try readStandardInput(), source: source)
            : try ConstraintSystemParser.parse(contentsOfFile: argument)
        let result: SolveResult
        do {
            result = try ConstraintSystemRunner.solve(system)
        } catch {
            // With numbers far from 1 (any finite one is accepted), the
            // solver's own arithmetic can overflow on the way: that is the
            // input's doing, named by its most extreme number. With none
            // beyond ±1e6 it would be a solver bug (status 1, below).
            // Past a limit: the input is too large or too hard, named as such (status 2).
            if case .limitExceeded = error {
                throw ConstraintSystemError(source: source, location: .file, message: "\(error); nothing printed "
                    + "(ConstraintSystemRunner.limits)")
            }
            if case .internalError = error, let extreme = system.mostExtremeNumber,
               abs(extreme.value) > 1e6 || abs(extreme.value) < 1e-6 {
                throw ConstraintSystemError(source: source, location: .file, message: "the solve overflows: its arithmetic went past "
                    + "what a Double holds, with numbers as extreme as \(JSONWriter.number(extreme.value)) at \(extreme.path); nothing printed")
            }
            throw error
        }
        let json = result.json
        // Finite inputs can still multiply past a Double (1e300 · 1e300, a
        // long chain of large coefficients): refuse rather than print null.
        if let path = JSONWriter.firstNonFinite(in: json) {
            throw ConstraintSystemError(source: source, location: .file,
                                        message: "the solution overflows: \(path) of the result is not a finite number; nothing printed")
        }
        return (JSONWriter.write(json), result)
    }
}
