import Layout

/// The widths of a width sweep and how long each frame shows.
public struct SweepPlan: Equatable, Sendable {
    public var widths: [Double]
    /// Per frame, in hundredths of a second (GIF's unit).
    public var delays: [Int]

    /// The most frames Trellis renders in one sweep.
    public static let maximumFrames = 10_000

    /// The fewest frames per second: one frame every 100 seconds, a GIF
    /// delay of 10000 hundredths (a frame's delay holds at most 65535).
    public static let minimumFPS = 0.01

    /// The longest hold at the ends, in milliseconds: the longest a GIF frame
    /// can show (65535 hundredths of a second).
    public static let maximumHold = 655_350.0

    /// Widths from `from` to `to` (inclusive when the step lands on it:
    /// `WidthRange.End.onStep`) by `step` (negative to sweep down), shown
    /// at `fps`; `pingpong` comes back; `holdEnds` keeps the first and last
    /// frames on screen that many milliseconds longer. `extraWidths` between `from` and `to` (the
    /// critical widths, where the layout changes shape) get frames of their
    /// own, in order.
    public init(from: Double, to: Double, step: Double, fps: Double = 25, pingpong: Bool = false,
                holdEnds: Double = 0, extraWidths: [Double] = []) throws(RenderError) {
        // Worded in the plan's own terms: a command line names its options.
        guard from.isFinite, to.isFinite, step.isFinite, from > 0, to > 0 else {
            throw .invalidCanvas("a sweep's first and last widths must be positive numbers of points")
        }
        guard step != 0 else { throw .invalidCanvas("a sweep's step must not be zero") }
        guard (to - from) * step >= 0 else {
            throw .invalidCanvas("a step of \(step) goes the wrong way from \(from) to \(to)")
        }
        guard fps.isFinite, fps >= Self.minimumFPS, fps <= 100 else { throw .invalidCanvas("frames per second must be from 0.01 to 100") }
        guard holdEnds.isFinite, holdEnds >= 0, holdEnds <= Self.maximumHold else {
            throw .invalidCanvas("the hold at the ends must be from 0 to 655350 milliseconds")
        }
        let range = WidthRange(from: from, to: to, step: step)
        // A quarter of Int.max: the frame count below cannot overflow.
        guard let stepped = range.count(end: .onStep, limit: Int.max / 4) else {
            throw .invalidCanvas("the sweep would have more frames than can be counted; at most \(SweepPlan.maximumFrames)")
        }
        let extras = extraWidths.filter { $0.isFinite && min(from, to) <= $0 && $0 <= max(from, to) }
        let total = stepped + extras.count
        guard total * (pingpong ? 2 : 1) <= SweepPlan.maximumFrames else {
            throw .invalidCanvas("the sweep would have \(total * (pingpong ? 2 : 1)) frames; at most \(SweepPlan.maximumFrames)")
        }
        var widths = range.widths(end: .onStep)
        if !extras.isEmpty {
            // Merge in sweep order, dropping widths a step already lands on.
            let sign: Double = step > 0 ? 1 : -1
            let merged = (widths + extras).sorted { sign * $0 < sign * $1 }
            widths = merged.enumerated().filter { $0.offset == 0 || abs($0.element - merged[$0.offset - 1]) > 1e-9 }.map(\.element)
        }
        let count = widths.count
        if pingpong, widths.count > 2 { widths += widths.dropFirst().dropLast().reversed() }
        let frame = Int((100 / fps).rounded())  // checked: fps in minimumFPS…100, so 1…10000
        var delays = [Int](repeating: max(2, frame), count: widths.count)
        // Hold the first frame and the far end (the turning point of a ping-pong).
        let hold = Int((holdEnds / 10).rounded())  // checked: holdEnds in 0…maximumHold, so 0…65535
        delays[0] += hold
        if count > 1 { delays[count - 1] += hold }
        self.widths = widths
        self.delays = delays
    }
}
