import Cassowary
import JSONSupport

/// Turns JSON text into a ``ConstraintSystem``, following the reference
/// oracle's `load_case()` but stricter: every value of the wrong kind is an
/// error that names its JSON path, where Python would coerce it (`float(True)`)
/// or fail with a bare `KeyError`.
///
/// The oracle's annotations (`description`, `expected`, `expected_modes`,
/// and `unique`, which this repository's fixtures add) and any key that
/// starts with `_` are ignored, so the oracle's case files are valid input;
/// any other key is a mistake, refused at its path with the nearest valid
/// key (`$.constraints[0].strenght: unknown key "strenght"; did you mean
/// "strength"?`), since a misspelt key would otherwise be silently dropped.
public struct ConstraintSystemParser {
    /// The input's name, used in messages.
    let source: String

    /// Parses one JSON document.
    ///
    /// - Parameter source: what messages call the input (a file's path, `<stdin>`).
    /// - Throws: a ``ConstraintSystemError`` at the JSON syntax error's line and
    ///   column, or at the JSON path of the first value that is not valid.
    public static func parse(_ bytes: [UInt8], source: String) throws(ConstraintSystemError) -> ConstraintSystem {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ConstraintSystemError(source: source, location: .position(line: error.line, column: error.column),
                                        message: "invalid JSON: \(error.message)")
        }
        return try ConstraintSystemParser(source: source).system(from: root)
    }

    /// The keys of each kind of object: what the format reads, then the
    /// annotations it ignores.
    static let systemKeys = ["variables", "constraints", "edits", "sweep", "tolerance", "description", "expected", "expected_modes", "unique"]
    static let constraintKeys = ["name", "terms", "constant", "op", "strength"]
    static let editKeys = ["var", "strength", "value"]

    func system(from root: JSONValue) throws(ConstraintSystemError) -> ConstraintSystem {
        try checkKeys(try members(root, at: .root), allowed: Self.systemKeys, at: .root)
        var names = OrderedNames()
        for (i, value) in try array(root["variables"], at: JSONPath.root.key("variables")).enumerated() {
            names.insert(try string(value, at: JSONPath.root.key("variables").index(i), expected: "a variable name"))
        }
        var constraints: [ConstraintSystem.Constraint] = []
        // Results and messages name constraints: two with one name would be
        // told apart by nothing (a violation of one reported as the other's).
        var firstNamed: [String: JSONPath] = [:]
        for (i, value) in try array(root["constraints"], at: JSONPath.root.key("constraints")).enumerated() {
            let path = JSONPath.root.key("constraints").index(i)
            let constraint = try self.constraint(value, index: i, at: path)
            let named = value["name"] != nil
            if let first = firstNamed[constraint.name] {
                throw failure(named ? path.key("name") : path, "\(JSONWriter.quoted(constraint.name))"
                    + (named ? "" : " (the name an unnamed constraint gets)") + " is already the name of \(first.description); give each constraint its own name")
            }
            firstNamed[constraint.name] = named ? path.key("name") : path
            for term in constraint.terms { names.insert(term.variable) }
            constraints.append(constraint)
        }
        var edits: [ConstraintSystem.Edit] = []
        var initialValues: [(variable: String, value: Double)] = []
        for (i, value) in try array(root["edits"], at: JSONPath.root.key("edits")).enumerated() {
            let path = JSONPath.root.key("edits").index(i)
            let (edit, initial) = try self.edit(value, at: path)
            if edits.contains(where: { $0.variable == edit.variable }) {
                throw failure(path.key("var"), "\(JSONWriter.quoted(edit.variable)) is already an edit variable")
            }
            names.insert(edit.variable)
            edits.append(edit)
            if let initial { initialValues.append((edit.variable, initial)) }
        }
        var steps = try sweep(root["sweep"], edits: edits)
        // As in the oracle: without a sweep, one step suggests the edits' values.
        if steps.isEmpty { steps = [initialValues] }
        let tolerancePath = JSONPath.root.key("tolerance")
        let tolerance = try root["tolerance"].map { value throws(ConstraintSystemError) in
            try number(value, at: tolerancePath)
        } ?? 1e-6
        guard tolerance >= 0 else { throw failure(tolerancePath, "expected a number >= 0, found \(JSONWriter.number(tolerance))") }
        return ConstraintSystem(variables: names.list, constraints: constraints, edits: edits, steps: steps, tolerance: tolerance)
    }

    // MARK: Parts

    private func constraint(_ value: JSONValue, index: Int, at path: JSONPath) throws(ConstraintSystemError) -> ConstraintSystem.Constraint {
        try checkKeys(try members(value, at: path), allowed: Self.constraintKeys, at: path)
        let name = try value["name"].map { v throws(ConstraintSystemError) in
            try string(v, at: path.key("name"), expected: "a name")
        } ?? "c\(index)"
        var terms: [(coefficient: Double, variable: String)] = []
        for (i, term) in try array(value["terms"], at: path.key("terms")).enumerated() {
            terms.append(try self.term(term, at: path.key("terms").index(i)))
        }
        let constant = try value["constant"].map { v throws(ConstraintSystemError) in
            try number(v, at: path.key("constant"))
        } ?? 0
        let opPath = path.key("op")
        guard case let .string(op)? = value["op"], let relation = Relation(rawValue: op) else {
            throw failure(opPath, "expected \"==\", \"<=\" or \">=\", found \(found(value["op"]))")
        }
        // The oracle's default strength for a constraint is "required".
        let strength = try self.strength(value["strength"] ?? .string("required"), at: path.key("strength"))
        return .init(name: name, terms: terms, constant: constant, relation: relation, strength: strength)
    }

    private func term(_ value: JSONValue, at path: JSONPath) throws(ConstraintSystemError) -> (coefficient: Double, variable: String) {
        guard case let .array(pair) = value, pair.count == 2, case let .number(coefficient) = pair[0],
              case let .string(variable) = pair[1]
        else {
            throw failure(path, "expected a term [coefficient, \"variable\"], found \(found(value))")
        }
        guard coefficient.isFinite else {
            throw failure(path.index(0), "expected a finite number, found \(found(pair[0]))")
        }
        return (coefficient, variable)
    }

    private func edit(_ value: JSONValue, at path: JSONPath) throws(ConstraintSystemError) -> (ConstraintSystem.Edit, Double?) {
        try checkKeys(try members(value, at: path), allowed: Self.editKeys, at: path)
        let variable = try string(value["var"], at: path.key("var"), expected: "a variable name")
        // The oracle's default strength for an edit is "strong".
        let strength = try self.strength(value["strength"] ?? .string("strong"), at: path.key("strength"))
        guard !strength.isRequired else {
            throw failure(path.key("strength"), "an edit variable cannot be required (use 999)")
        }
        var initial: Double?
        if let v = value["value"], v != .null { initial = try number(v, at: path.key("value")) }
        return (.init(variable: variable, strength: strength), initial)
    }

    private func sweep(_ value: JSONValue?, edits: [ConstraintSystem.Edit]) throws(ConstraintSystemError) -> [[(variable: String, value: Double)]] {
        let path = JSONPath.root.key("sweep")
        guard let value, value != .null else { return [] }
        var steps: [[(variable: String, value: Double)]] = []
        for (i, entry) in try array(value, at: path).enumerated() {
            var step: [(variable: String, value: Double)] = []
            for member in try members(entry, at: path.index(i)) {
                let memberPath = path.index(i).key(member.key)
                guard edits.contains(where: { $0.variable == member.key }) else {
                    throw failure(memberPath, "\(JSONWriter.quoted(member.key)) is not an edit variable")
                }
                let x = try number(member.value, at: memberPath)
                // A repeated key keeps its first place and its last value, like a Python dict.
                if let k = step.firstIndex(where: { $0.variable == member.key }) { step[k].value = x } else { step.append((member.key, x)) }
            }
            steps.append(step)
        }
        return steps
    }

    private func strength(_ value: JSONValue, at path: JSONPath) throws(ConstraintSystemError) -> ConstraintSystem.Strength {
        guard let strength = ConstraintSystem.Strength(value) else {
            if case let .number(p) = value {
                throw failure(path, "expected a priority in (0, 1000], found \(JSONWriter.number(p))")
            }
            throw failure(path, "expected \"required\", \"strong\", \"medium\", \"weak\" or a priority in (0, 1000], found \(found(value))")
        }
        return strength
    }

    // MARK: Kinds of value

    /// Refuses the first key that is neither in `allowed` nor an annotation
    /// (a key starting with `_`).
    private func checkKeys(_ members: [(key: String, value: JSONValue)], allowed: [String], at path: JSONPath) throws(ConstraintSystemError) {
        for member in members where !allowed.contains(member.key) && !member.key.hasPrefix("_") {
            throw failure(path.key(member.key), NameSuggestion.unknownKey(member.key, allowed: allowed))
        }
    }

    private func members(_ value: JSONValue?, at path: JSONPath) throws(ConstraintSystemError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members)? = value else { throw failure(path, "expected an object, found \(found(value))") }
        return members
    }

    /// An array; an absent key counts as empty, as the oracle's `.get(key, [])`.
    private func array(_ value: JSONValue?, at path: JSONPath) throws(ConstraintSystemError) -> [JSONValue] {
        guard let value else { return [] }
        guard case let .array(elements) = value else { throw failure(path, "expected an array, found \(found(value))") }
        return elements
    }

    private func string(_ value: JSONValue?, at path: JSONPath, expected: String) throws(ConstraintSystemError) -> String {
        guard case let .string(s)? = value else { throw failure(path, "expected \(expected) (a string), found \(found(value))") }
        return s
    }

    /// Any finite number: kiwi's own benchmark has constants of 16777200,
    /// UIKit code `CGFloat.greatestFiniteMagnitude`. What overflows is
    /// found where it happens: a solution that is not finite is refused
    /// naming the result's path, and a solve whose arithmetic overflows
    /// names the input's largest number (``ConstraintSystem/largestNumber``).
    private func number(_ value: JSONValue, at path: JSONPath) throws(ConstraintSystemError) -> Double {
        guard case let .number(x) = value, x.isFinite else { throw failure(path, "expected a finite number, found \(found(value))") }
        return x
    }

    private func found(_ value: JSONValue?) -> String {
        value?.summary ?? "nothing"
    }

    private func failure(_ path: JSONPath, _ message: String) -> ConstraintSystemError {
        ConstraintSystemError(source: source, location: .path(path), message: message)
    }
}

/// Variable names in order of first appearance.
private struct OrderedNames {
    private(set) var list: [String] = []
    private var seen: Set<String> = []

    mutating func insert(_ name: String) {
        if seen.insert(name).inserted { list.append(name) }
    }
}
