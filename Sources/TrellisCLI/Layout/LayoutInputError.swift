/// Why a command cannot run with its arguments (`trellis layout`, `render`,
/// `text`, …): one message naming the option or argument at fault, printed
/// after `error: `. Exit status 2 when the arguments are wrong for the input
/// they name (a state the scene lacks, a scene file's error); 64 (EX_USAGE,
/// as ArgumentParser's own usage errors) when the command line alone is
/// wrong: an argument missing, two that exclude each other
/// (docs/reliability.md, "Exit codes").
struct LayoutInputError: Error, Equatable, CustomStringConvertible {
    /// `--example`, `--width`, …
    var option: String
    var message: String
    /// The command line alone is wrong (status 64), not its input (2).
    var isUsage = false

    init(option: String, message: String) {
        self.option = option
        self.message = message
    }

    /// An error of the command line alone: a missing argument, or two that
    /// cannot go together whatever the input.
    static func usage(option: String, message: String) -> LayoutInputError {
        var error = LayoutInputError(option: option, message: message)
        error.isUsage = true
        return error
    }

    /// The status the command exits with: 64 for a usage error, else 2.
    var exitStatus: Int32 { isUsage ? Self.usageStatus : 2 }
    /// EX_USAGE, ArgumentParser's status for its own usage errors.
    static let usageStatus: Int32 = 64

    /// Scene-file errors have no option: they are `file:line:column: message`.
    var description: String { option.isEmpty ? message : "\(option): \(message)" }
}
