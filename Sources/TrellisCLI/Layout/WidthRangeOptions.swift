import ArgumentParser
import Foundation

/// `--from`, `--to` and `--step`: the widths `trellis check` lays out and
/// `trellis sweep` renders. Generic over the command only for what differs:
/// --step's help line and whether it may be negative (a sweep may narrow; a
/// check's widths are a set, so its step is a size).
struct WidthRangeOptions<Command: WidthRangeCommand>: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The first width, in points.", valueName: "points"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last width, in points.", valueName: "points"))
    var to: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(Command.stepHelp, valueName: "points"))
    var step: String?

    /// --from and --to in points, each nil when not given.
    func ends() throws(LayoutInputError) -> (from: Double?, to: Double?) {
        var first: Double?, last: Double?
        if let from { first = try LayoutCommand.points(from, option: "--from") }
        if let to { last = try LayoutCommand.points(to, option: "--to") }
        return (first, last)
    }

    /// --step in points, nil when not given. Apart from ``ends()`` because
    /// the commands check it later (sweep only for a width sweep, not with
    /// --states), and the first fault found is the one reported.
    func stepPoints() throws(LayoutInputError) -> Double? {
        guard let step else { return nil }
        if Command.stepMayBeNegative {
            guard let value = Double(step) else {
                throw LayoutInputError(option: "--step", message: "expected a number of points, found \"\(step)\"")
            }
            return value
        }
        guard let value = Double(step.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
            throw LayoutInputError(option: "--step", message: "expected a number of points greater than 0, found \"\(step)\"")
        }
        return value
    }
}

/// What a command that takes ``WidthRangeOptions`` says about its --step.
protocol WidthRangeCommand {
    static var stepHelp: String { get }
    /// true: a negative step runs from --from down to --to.
    static var stepMayBeNegative: Bool { get }
}
