/// Why `trellis layout` cannot run: one message naming the option at fault,
/// printed after `error: `, exit status 2.
struct LayoutInputError: Error, Equatable, CustomStringConvertible {
    /// `--example`, `--width`, …
    var option: String
    var message: String

    var description: String { "\(option): \(message)" }
}
