import JSONSupport
import Yams

/// A YAML node with its place in the file, and the readers the scene parser
/// uses: each throws a ``LocatedError`` saying what was expected.
struct YAMLValue {
    let node: Node
    let location: SourceLocation
    /// The file's names for a mapping and a list (JSON's in a `.json`
    /// file); the nodes read from this one inherit them.
    let words: SyntaxWords

    init(_ node: Node, words: SyntaxWords = .yaml) {
        self.node = node
        self.words = words
        location = node.mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? .start
    }

    /// A node inside this one, named with this one's words.
    func child(_ node: Node) -> YAMLValue { YAMLValue(node, words: words) }

    /// What the node is, for messages: `a mapping`, `a list` (`an
    /// object`, `an array` in JSON), `"abc"`.
    var kindDescription: String {
        switch node {
        case .mapping: return words.mapping
        case .sequence: return words.list
        case .scalar(let scalar):
            if isNull { return "nothing" }
            return "\"\(Self.excerpt(scalar.string))\""
        }
    }

    /// A scalar as a message quotes it: its first 40 characters, then
    /// "…". A file that is no scene (a log, /etc/passwd) is one long plain
    /// scalar, which would otherwise be echoed whole in one message.
    static func excerpt(_ text: String) -> String {
        text.count > 40 ? text.prefix(40) + "…" : text
    }

    var isNull: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// Where the text of a scalar starts: after the opening quote of a quoted one.
    var textLocation: SourceLocation {
        guard case .scalar(let scalar) = node else { return location }
        switch scalar.style {
        case .singleQuoted, .doubleQuoted: return location.offset(by: 1)
        default: return location
        }
    }

    func fail(_ message: String) -> LocatedError { LocatedError(location: location, message: message) }

    // MARK: Scalars

    func string(_ what: String) throws(LocatedError) -> String {
        guard case .scalar(let scalar) = node, !isNull else {
            throw fail("expected \(what), found \(kindDescription)")
        }
        return scalar.string
    }

    func number(_ what: String) throws(LocatedError) -> Double {
        guard case .scalar(let scalar) = node, !isNull, scalar.style == .plain,
              let value = Double(scalar.string)
        else { throw fail("expected \(what) (a number), found \(kindDescription)") }
        guard !value.isNaN else { throw fail("expected \(what) (a number), found \(scalar.string) (not a number)") }
        // Digits that overflow a Double (1e309) are too large; `inf` is infinite as written.
        guard value.isFinite else {
            let why = scalar.string.contains(where: \.isNumber) ? "too large to represent" : "not finite"
            throw fail("expected \(what) (a finite number), found \(scalar.string) (\(why))")
        }
        return value
    }

    /// A number greater than 0 (or at least 0) and at most `maximum`
    /// (``SceneLimits/maximumPoints`` unless given).
    func points(_ what: String, allowZero: Bool = false, maximum: Double = SceneLimits.maximumPoints) throws(LocatedError) -> Double {
        let value = try number(what)
        guard allowZero ? value >= 0 : value > 0, value <= maximum else {
            throw fail("expected \(what) \(allowZero ? "of at least 0" : "greater than 0") and at most \(formatNumber(maximum)), found \(formatNumber(value))")
        }
        return value
    }

    /// A number from −``SceneLimits/maximumConstant`` to +``SceneLimits/maximumConstant``.
    func constant(_ what: String) throws(LocatedError) -> Double {
        let value = try number(what)
        guard abs(value) <= SceneLimits.maximumConstant else {
            let limit = formatNumber(SceneLimits.maximumConstant)
            throw fail("expected \(what) from -\(limit) to \(limit), found \(formatNumber(value))")
        }
        return value
    }

    func integer(_ what: String, minimum: Int = 0) throws(LocatedError) -> Int {
        guard case .scalar(let scalar) = node, scalar.style == .plain, let value = Int(scalar.string), value >= minimum else {
            throw fail("expected \(what) (a whole number of at least \(minimum)), found \(kindDescription)")
        }
        return value
    }

    func bool(_ what: String) throws(LocatedError) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        throw fail("expected \(what) (true or false), found \(kindDescription)")
    }

    /// One of `choices`, with a suggestion for a near miss.
    func choice<T>(_ what: String, _ choices: [(String, T)]) throws(LocatedError) -> T {
        let text = try string(what)
        if let found = choices.first(where: { $0.0 == text }) { return found.1 }
        let names = choices.map(\.0)
        throw fail(NameSuggestion.unknown(what, text, suggestingFrom: names, expected: "one of " + names.joined(separator: ", ")))
    }

    // MARK: Collections

    func list(_ what: String) throws(LocatedError) -> [YAMLValue] {
        guard case .sequence(let sequence) = node else { throw fail("expected \(what) (\(words.list)), found \(kindDescription)") }
        return sequence.map(child)
    }

    /// A list, or a single scalar taken as a list of one.
    func names(_ what: String) throws(LocatedError) -> [YAMLValue] {
        if case .scalar = node, !isNull { return [self] }
        return try list(what)
    }

    /// The pairs of a mapping, in order; keys must be distinct plain strings.
    func pairs(_ what: String) throws(LocatedError) -> [(key: String, keyValue: YAMLValue, value: YAMLValue)] {
        guard case .mapping(let mapping) = node else { throw fail("expected \(what) (\(words.mapping)), found \(kindDescription)") }
        var seen: [String: SourceLocation] = [:]
        var result: [(key: String, keyValue: YAMLValue, value: YAMLValue)] = []
        for (keyNode, valueNode) in mapping {
            let key = child(keyNode)
            guard case .scalar(let scalar) = keyNode else { throw key.fail("expected a name as the key, found \(key.kindDescription)") }
            if let first = seen[scalar.string] {
                throw key.fail("duplicate key \"\(scalar.string)\" (first at \(first.line):\(first.column))")
            }
            seen[scalar.string] = key.location
            result.append((scalar.string, key, child(valueNode)))
        }
        return result
    }

    /// A mapping whose keys must be among `allowed` (near misses suggested).
    func fields(_ what: String, allowed: [String]) throws(LocatedError) -> Fields {
        let pairs = try self.pairs(what)
        for pair in pairs where !allowed.contains(pair.key) {
            var message = "unknown key \"\(pair.key)\" in \(what)"
            if let guess = NameSuggestion.closest(to: pair.key, in: allowed) {
                message += "; did you mean \"\(guess)\"?"
            } else {
                message += "; expected one of " + allowed.joined(separator: ", ")
            }
            throw pair.keyValue.fail(message)
        }
        return Fields(owner: self, what: what, pairs: pairs)
    }

    /// An empty node reads as an empty mapping (`- spacer:`).
    func fieldsOrEmpty(_ what: String, allowed: [String]) throws(LocatedError) -> Fields {
        if isNull { return Fields(owner: self, what: what, pairs: []) }
        return try fields(what, allowed: allowed)
    }
}

/// The checked keys of a mapping.
struct Fields {
    let owner: YAMLValue
    let what: String
    let pairs: [(key: String, keyValue: YAMLValue, value: YAMLValue)]

    subscript(key: String) -> YAMLValue? { pairs.first { $0.key == key }?.value }

    func required(_ key: String) throws(LocatedError) -> YAMLValue {
        guard let value = self[key] else { throw owner.fail("\(what) needs \"\(key)\"") }
        return value
    }
}

/// An error at a place in the file, before the file's name is known.
struct LocatedError: Error {
    var location: SourceLocation
    var message: String
}

/// `8`, `0.5`, `-16`: no trailing `.0`.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }  // checked: integral and below 1e15
    return String(value)
}
