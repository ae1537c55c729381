import Render

extension SweepPlanError {
    /// The error worded with `trellis sweep`'s options, for the checks the
    /// command runs before the plan (``SweepPlan/check(from:to:step:)``).
    var inputError: LayoutInputError {
        switch self {
        case .widthsNotPositive:
            LayoutInputError(option: "--from", message: "expected positive widths in points for --from and --to")
        case .zeroStep:
            LayoutInputError(option: "--step", message: "expected a step other than 0")
        case let .wrongWay(step, from, to):
            // A sweep's step carries its direction, where `check`'s is a
            // distance (either way): say which sign this sweep needs.
            LayoutInputError(option: "--step", message: "\(OptionCheck.text(step)) goes the wrong way from \(OptionCheck.text(from)) to "
                + "\(OptionCheck.text(to)) (a sweep that \(step > 0 ? "narrows takes a negative" : "widens takes a positive") step: "
                + "--step \(OptionCheck.text(-step)))")
        case .framesPerSecond:
            LayoutInputError(option: "--fps", message: "expected a number from 0.01 to 100")
        case .holdOutOfRange:
            LayoutInputError(option: "--hold-ends", message: "expected a number of milliseconds from 0 to \(OptionCheck.text(SweepPlan.maximumHold))")
        case .holdTooLong:
            LayoutInputError(option: "--hold-ends", message: description)
        case .tooManyFrames:
            LayoutInputError(option: "--step", message: description)
        }
    }
}
