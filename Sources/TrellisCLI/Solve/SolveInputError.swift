import JSONSupport

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
