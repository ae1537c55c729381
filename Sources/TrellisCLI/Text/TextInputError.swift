import JSONSupport

/// Why `trellis text` cannot lay out its input: one message naming the place
/// at fault, printed after `error: `.
struct TextInputError: Error, Equatable, CustomStringConvertible {
    enum Location: Equatable {
        /// A command-line option or argument: `--size`, `TEXT`.
        case argument(String)
        /// A position in line `line` of the JSON-lines input (1-based), for
        /// syntax errors and invalid UTF-8.
        case position(line: Int, column: Int)
        /// A value in line `line` of the JSON-lines input.
        case path(line: Int, JSONPath)
    }

    var location: Location
    var message: String

    /// The name messages give standard input.
    static let stdinName = "stdin"

    /// `--size: …`, `stdin:3:14: invalid JSON: …`, `stdin:3: $.width_px: …`.
    var description: String {
        switch location {
        case let .argument(name): return "\(name): \(message)"
        case let .position(line, column): return "\(Self.stdinName):\(line):\(column): \(message)"
        case let .path(line, path): return "\(Self.stdinName):\(line): \(path): \(message)"
        }
    }
}
