/// Why `trellis solve` cannot use its input: one message that names the
/// file and the place at fault, printed after `error: `.
struct SolveInputError: Error, Equatable, CustomStringConvertible {
    enum Location: Equatable {
        /// The file as a whole (it cannot be read).
        case file
        /// A JSON syntax error, 1-based.
        case position(line: Int, column: Int)
        /// A value that is well-formed JSON but not a valid system.
        case path(JSONPath)
    }

    /// The file name as given on the command line, or `<stdin>`.
    var source: String
    var location: Location
    var message: String

    /// `system.json: $.constraints[2].op: expected …`, `system.json:3:14: …`.
    var description: String {
        switch location {
        case .file: return "\(source): \(message)"
        case let .position(line, column): return "\(source):\(line):\(column): \(message)"
        case let .path(path): return "\(source): \(path): \(message)"
        }
    }
}

/// Where a value sits in a JSON document, in JSONPath's notation:
/// `$.constraints[2].terms[0]`, `$.sweep[1]["super.width"]`.
struct JSONPath: Equatable, CustomStringConvertible, Sendable {
    private(set) var description = "$"

    static let root = JSONPath()

    func key(_ key: String) -> JSONPath {
        var path = self
        let isIdentifier = key.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && key.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        path.description += isIdentifier ? ".\(key)" : "[\(JSONWriter.quoted(key))]"
        return path
    }

    func index(_ index: Int) -> JSONPath {
        var path = self
        path.description += "[\(index)]"
        return path
    }
}
