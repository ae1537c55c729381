import Cassowary
import ConstraintSystems
import JSONSupport

/// `trellis solve`'s input: the bytes as a constraint system's JSON,
/// through `ConstraintSystemParser.parse(_:source:)`, solved by
/// `ConstraintSystemRunner`, written as the command writes it. A syntax
/// error must have a line and column; the solver may refuse a system but
/// never report a bug of its own (unless numbers beyond 1e±6 overflowed its
/// arithmetic, which the command refuses); a finite result must be JSON
/// that parses.
enum SolveTarget {
    static let target = FuzzTarget(name: "solve", summary: "constraint systems (JSON): ConstraintSystemParser, solved, written") { bytes in
        let system: ConstraintSystem
        do {
            system = try ConstraintSystemParser.parse(bytes, source: "fuzz.json")
        } catch let error as ConstraintSystemError {
            if case let .position(line, column) = error.location, line < 1 || column < 1 {
                finding("a syntax error without a place: \(error)")
            }
            guard error.source == "fuzz.json", !error.message.isEmpty else { finding("an error without a message: \(error)") }
            return
        } catch {
            finding("an error that is not a ConstraintSystemError: \(error)")
        }
        let result: SolveResult
        do {
            result = try ConstraintSystemRunner.solve(system)
        } catch let error as SolverError {
            // Any finite number is read (issue 33): with numbers beyond
            // 1e±6 the solver's arithmetic may overflow, which `trellis
            // solve` refuses naming the number; within them it is a bug.
            let extreme = system.mostExtremeNumber.map { abs($0.value) > 1e6 || abs($0.value) < 1e-6 } ?? false
            if case .internalError = error, !extreme { finding("the solver reports a bug: \(error)") }
            return
        } catch {
            finding("an error that is not a SolverError: \(error)")
        }
        let json = result.json
        guard JSONWriter.firstNonFinite(in: json) == nil else { return }  // refused by `trellis solve`
        let text = JSONWriter.write(json)
        do {
            _ = try JSONParser.parse(Array(text.utf8))
        } catch {
            finding("the result is not JSON (\(error)): \(text.prefix(200))")
        }
    }
}
