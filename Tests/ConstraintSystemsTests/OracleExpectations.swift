import Foundation
import JSONSupport

/// The lex oracle's answer for every fixture, as scripts/gen-solver-expectations
/// wrote it. Read with the JSON reader under test because it keeps key order
/// (the variable order is part of what is compared); JSONParserTests check
/// that reader on its own.
struct OracleExpectations {
    struct Case {
        var steps: [Step]
        var unsatisfiable: [String]
    }

    struct Step {
        /// In the oracle's variable order.
        var values: [(variable: String, value: Double)]
        var violated: [Violation]
    }

    struct Violation {
        var name: String
        /// The strength as the oracle echoes it: a string or a number.
        var strength: JSONValue
        var error: Double
    }

    let cases: [String: Case]

    static let shared: OracleExpectations = {
        do {
            return try OracleExpectations(contentsOf: SolverFixtures.lexExpectations)
        } catch {
            fatalError("cannot read \(SolverFixtures.lexExpectations.path): \(error); run scripts/gen-solver-expectations")
        }
    }()

    init(contentsOf url: URL) throws {
        let root = try JSONParser.parse(Array(try Data(contentsOf: url)))
        guard case let .object(members) = root else { throw Malformed() }
        var cases: [String: Case] = [:]
        for (name, json) in members where name != "_comment" {
            guard case let .array(steps)? = json["steps"], case let .array(unsat)? = json["unsatisfiable"] else { throw Malformed() }
            cases[name] = Case(steps: try steps.map(Self.step), unsatisfiable: try unsat.map(Self.string))
        }
        self.cases = cases
    }

    struct Malformed: Error {}

    private static func step(_ json: JSONValue) throws -> Step {
        guard case let .object(values)? = json["values"], case let .array(violated)? = json["violated"] else { throw Malformed() }
        return Step(
            values: try values.map { ($0.key, try number($0.value)) },
            violated: try violated.map { v in
                guard let strength = v["strength"] else { throw Malformed() }
                return Violation(name: try string(v["name"]), strength: strength, error: try number(v["error"]))
            })
    }

    private static func number(_ json: JSONValue?) throws -> Double {
        guard case let .number(x)? = json else { throw Malformed() }
        return x
    }

    private static func string(_ json: JSONValue?) throws -> String {
        guard case let .string(s)? = json else { throw Malformed() }
        return s
    }
}
