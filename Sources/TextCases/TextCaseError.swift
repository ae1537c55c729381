import JSONSupport
import TextLayout

/// Why a text case cannot be read or laid out.
///
/// Input errors name their source (as the caller calls it: `stdin`, a
/// file's path) and their place in the form compilers use, so a command line
/// prints them as they are: `stdin:3:14: invalid JSON: …`,
/// `stdin:3: $.width_px: expected …`.
public enum TextCaseError: Error, Equatable, CustomStringConvertible {
    /// JSON-lines input that is not a valid case, or that cannot be read.
    case input(source: String, location: Location, message: String)
    /// Font `index` of the case's fonts (0 for a family) cannot be used.
    case font(index: Int, TextError)
    /// Font `index` of run `run`'s own fonts (`runs[run].font_file`) cannot be used.
    case runFont(run: Int, index: Int, TextError)
    /// The text engine rejected the text or a value (ICU failed, a bad size).
    case layout(TextError)

    /// Where in the input an ``input(source:location:message:)`` error is.
    public enum Location: Equatable, Sendable {
        /// The input as a whole (it cannot be read).
        case whole
        /// A 1-based line and column (columns count Unicode scalars): invalid
        /// UTF-8, a JSON syntax error.
        case position(line: Int, column: Int)
        /// A value in a 1-based line: `$.width_px`, or `$` for the whole case.
        case path(line: Int, JSONPath)
    }

    /// `stdin:3:14: …`, `stdin:3: $.width_px: …`, `stdin: cannot read: …`;
    /// a font or layout error by itself (`x.ttf: no such file or directory`).
    public var description: String {
        switch self {
        case let .input(source, .whole, message): return "\(source): \(message)"
        case let .input(source, .position(line, column), message): return "\(source):\(line):\(column): \(message)"
        case let .input(source, .path(line, path), message): return "\(source):\(line): \(path): \(message)"
        case let .font(_, error), let .runFont(_, _, error), let .layout(error): return error.description
        }
    }
}
