/// Why a visual format string could not be turned into constraints, and
/// where: `position` is the offset, in characters, of the character the
/// parser stopped at (the format's length for "ran off the end"; 0 for
/// problems with the options as a whole, which belong to no one character).
///
/// The description points at the place as Auto Layout does:
///
///     Unable to find view with name blackBox
///     H:[blackBox]
///        ^
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public let format: String
    public let position: Int
    /// The name in brackets that is not among the views given, when that is
    /// what is wrong, so a caller can suggest a name without reading `message`.
    public let unknownViewName: String?

    public init(message: String, format: String, position: Int, unknownViewName: String? = nil) {
        self.message = message
        self.format = format
        self.position = position
        self.unknownViewName = unknownViewName
    }

    public var description: String {
        "\(message)\n\(format)\n\(String(repeating: " ", count: max(0, position)))^"
    }
}
