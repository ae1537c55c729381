/// Why a command cannot run with its arguments (`trellis layout`, `render`,
/// `text`, …): one message naming the option or argument at fault, printed
/// after `error: `, exit status 2.
struct LayoutInputError: Error, Equatable, CustomStringConvertible {
    /// `--example`, `--width`, …
    var option: String
    var message: String

    /// Scene-file errors have no option: they are `file:line:column: message`.
    var description: String { option.isEmpty ? message : "\(option): \(message)" }
}
