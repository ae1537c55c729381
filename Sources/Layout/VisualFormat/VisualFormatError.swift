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

    public init(message: String, format: String, position: Int) {
        self.message = message
        self.format = format
        self.position = position
    }

    public var description: String {
        "\(message)\n\(format)\n\(String(repeating: " ", count: max(0, position)))^"
    }
}
