import ArgumentParser

/// `--from`, `--to` and `--step`: the widths `trellis check` lays out and
/// `trellis sweep` renders. Generic over the command only for what differs:
/// --step's help line and whether it may be negative (a sweep may narrow; a
/// check's widths are a set, so its step is a size).
struct WidthRangeOptions<Command: WidthRangeCommand>: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The first width, in points.", valueName: "points"))
    var from: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last width, in points.", valueName: "points"))
    var to: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(Command.stepHelp, valueName: "points"))
    var step: Double?

    func validate() throws {
        try OptionCheck.points(from, "--from")
        try OptionCheck.points(to, "--to")
        if Command.stepMayBeNegative {
            try OptionCheck.check(step, "--step", expected: "a number of points other than 0") { $0 != 0 }
        } else {
            try OptionCheck.check(step, "--step", expected: "a number of points greater than 0") { $0 > 0 }
        }
    }
}

/// What a command that takes ``WidthRangeOptions`` says about its --step.
protocol WidthRangeCommand {
    static var stepHelp: String { get }
    /// true: a negative step runs from --from down to --to.
    static var stepMayBeNegative: Bool { get }
}
