import Layout

/// Why a ``SweepPlan`` cannot be made, in the plan's own terms; a command
/// line words it with its options' names (the CLI's `SweepPlanError+Options`).
public enum SweepPlanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first or last width is not a positive finite number.
    case widthsNotPositive
    case zeroStep
    /// The step leads away from the last width.
    case wrongWay(step: Double, from: Double, to: Double)
    /// Frames per second outside ``SweepPlan/minimumFPS``…100.
    case framesPerSecond
    /// A hold at the ends outside 0…``SweepPlan/maximumHold`` milliseconds.
    case holdOutOfRange
    /// The end frames, held on top of their own delay, would show longer than a frame can.
    case holdTooLong(SweepPlan.HoldExcess)
    /// More frames than ``SweepPlan/maximumFrames``: how many (nil: more than can be counted).
    case tooManyFrames(Int?)

    public var description: String {
        switch self {
        case .widthsNotPositive: "a sweep's first and last widths must be positive numbers of points"
        case .zeroStep: "a sweep's step must not be zero"
        case let .wrongWay(step, from, to): "a step of \(step) goes the wrong way from \(from) to \(to)"
        case .framesPerSecond: "frames per second must be from 0.01 to 100"
        case .holdOutOfRange: "the hold at the ends must be from 0 to \(Int(SweepPlan.maximumHold)) milliseconds"
        case let .holdTooLong(excess): excess.description
        case let .tooManyFrames(count):
            count.map { "the sweep would have \($0) frames; at most \(SweepPlan.maximumFrames)" }
                ?? "the sweep would have more frames than can be counted; at most \(SweepPlan.maximumFrames)"
        }
    }
}

/// Why ``CriticalWidths/find(in:from:to:step:precision:height:)`` cannot search.
public enum CriticalWidthsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `from` or `to` (named) is not a finite width of at least 0.
    case badWidth(name: String, value: Double)
    case badPrecision(Double)
    case badStep(Double)
    /// The widths are so large that a step no longer moves them.
    case tooLargeToStep(high: Double, step: Double)

    public var description: String {
        switch self {
        case let .badWidth(name, value):
            "critical widths: \(name) must be a finite width of at least 0 points, not \(PointFormat.string(value))"
        case let .badPrecision(value):
            "critical widths: the precision must be a finite number of points greater than 0, not \(PointFormat.string(value))"
        case let .badStep(value):
            "critical widths: the step must be a finite number of points, not \(PointFormat.string(value))"
        case let .tooLargeToStep(high, step):
            "critical widths: \(PointFormat.string(high)) points is too large to step through by \(PointFormat.string(step))"
        }
    }
}
