import JSONSupport

/// Why a constraint system cannot be read: one message that names the
/// source and the place at fault, in the form compilers use
/// (`system.json:3:14: …`), so a command line can print it as it is.
public struct ConstraintSystemError: Error, Equatable, CustomStringConvertible {
    /// Where in the input the fault is.
    public enum Location: Equatable, Sendable {
        /// The file as a whole (it cannot be read).
        case file
        /// A JSON syntax error, 1-based.
        case position(line: Int, column: Int)
        /// A value that is well-formed JSON but not a valid system.
        case path(JSONPath)
    }

    /// The name the caller gave the input: a file's path, `<stdin>`.
    public var source: String
    /// Where in the input the fault is.
    public var location: Location
    /// What is wrong: `expected an array, found {}`.
    public var message: String

    public init(source: String, location: Location, message: String) {
        self.source = source
        self.location = location
        self.message = message
    }

    /// `system.json: $.constraints[2].op: expected …`, `system.json:3:14: …`.
    public var description: String {
        switch location {
        case .file: return "\(source): \(message)"
        case let .position(line, column): return "\(source):\(line):\(column): \(message)"
        case let .path(path): return "\(source): \(path): \(message)"
        }
    }
}
