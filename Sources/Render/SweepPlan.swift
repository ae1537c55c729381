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
    /// can show (65535 hundredths of a second). The frame's own delay comes
    /// on top, and the sum must fit too (``holdExcess(fps:holdEnds:)``).
    public static let maximumHold = 655_350.0

    /// The longest a frame may show, in hundredths of a second: a GIF
    /// frame's 16-bit delay (an APNG's, in hundredths, likewise).
    public static let maximumDelay = 65_535

    /// A frame's delay at `fps`, in hundredths of a second (at least 2:
    /// browsers show shorter GIF delays as 10).
    static func frameDelay(fps: Double) -> Int {
        max(2, Int((100 / fps).rounded()))  // checked: callers check fps in minimumFPS…100, so 1…10000
    }

    /// End frames that would show longer than a frame can: `hold` and
    /// `frame` in hundredths of a second, `mostHold` the longest hold (in
    /// milliseconds) that fits with that frame.
    public struct HoldExcess: Equatable, Sendable, CustomStringConvertible {
        public var hold: Int
        public var frame: Int
        public var mostHold: Int

        /// The seconds the end frames would show.
        public var shown: String { PointFormat.string(Double(hold + frame) / 100) }

        public var description: String {
            "a hold of \(hold * 10) ms at the ends on top of a frame of \(PointFormat.string(Double(frame) / 100)) s would show "
                + "the end frames \(shown) s; a frame shows at most 655.35 s: hold at most \(mostHold) ms, or more frames a second"
        }
    }

    /// Whether `fps` is a frame rate a plan takes: ``minimumFPS`` to 100.
    public static func isValid(fps: Double) -> Bool {
        fps.isFinite && fps >= minimumFPS && fps <= 100
    }

    /// Whether `holdEnds` is a hold a plan takes: 0 to ``maximumHold`` milliseconds.
    public static func isValid(holdEnds: Double) -> Bool {
        holdEnds.isFinite && holdEnds >= 0 && holdEnds <= maximumHold
    }

    /// The checks on the widths and the step alone: positive widths, a
    /// step that is not zero and leads from `from` towards `to`.
    public static func check(from: Double, to: Double, step: Double) throws(SweepPlanError) {
        guard from.isFinite, to.isFinite, step.isFinite, from > 0, to > 0 else { throw .widthsNotPositive }
        guard step != 0 else { throw .zeroStep }
        guard (to - from) * step >= 0 else { throw .wrongWay(step: step, from: from, to: to) }
    }

    /// The checks on the timing alone: the frame rate, the hold, and the
    /// end frames' delay with the hold on top (``holdExcess(fps:holdEnds:)``).
    public static func check(fps: Double, holdEnds: Double) throws(SweepPlanError) {
        guard isValid(fps: fps) else { throw .framesPerSecond }
        guard isValid(holdEnds: holdEnds) else { throw .holdOutOfRange }
        if let excess = holdExcess(fps: fps, holdEnds: holdEnds) { throw .holdTooLong(excess) }
    }

    /// The end frames, held `holdEnds` milliseconds on top of a frame at
    /// `fps`, when they would show longer than a frame can (655.35 s);
    /// nil when they fit. Refused rather than shortened without a word.
    /// Nil too for arguments out of their own ranges, which the plan
    /// refuses first (`fps` from ``minimumFPS`` to 100, `holdEnds` from 0
    /// to ``maximumHold``).
    public static func holdExcess(fps: Double, holdEnds: Double) -> HoldExcess? {
        guard isValid(fps: fps), isValid(holdEnds: holdEnds) else { return nil }
        let frame = frameDelay(fps: fps), hold = Int((holdEnds / 10).rounded())  // checked: holdEnds in 0…maximumHold (guard)
        guard frame + hold > maximumDelay else { return nil }
        return HoldExcess(hold: hold, frame: frame, mostHold: (maximumDelay - frame) * 10)
    }

    /// How many frames a sweep from `from` to `to` by `step` has
    /// (`WidthRange.End.onStep`), coming back when `pingpong` (the ends
    /// are not repeated: n widths make 2n − 2 frames); nil when more than
    /// can be counted. The one count the limit is checked against.
    public static func frameCount(from: Double, to: Double, step: Double, pingpong: Bool = false) -> Int? {
        // A quarter of Int.max: doubling for a ping-pong cannot overflow.
        WidthRange(from: from, to: to, step: step).count(end: .onStep, limit: Int.max / 4).map { frames(pingpong ? $0 : 0, $0) }
    }

    /// Frames of `widths` widths, coming back over `back` of them.
    private static func frames(_ back: Int, _ widths: Int) -> Int {
        back > 2 ? widths + back - 2 : widths
    }

    /// Widths from `from` to `to` (inclusive when the step lands on it:
    /// `WidthRange.End.onStep`) by `step` (negative to sweep down), shown
    /// at `fps`; `pingpong` comes back; `holdEnds` keeps the first and last
    /// frames on screen that many milliseconds longer. `extraWidths` between `from` and `to` (the
    /// critical widths, where the layout changes shape) get frames of their
    /// own, in order.
    public init(from: Double, to: Double, step: Double, fps: Double = 25, pingpong: Bool = false,
                holdEnds: Double = 0, extraWidths: [Double] = []) throws(SweepPlanError) {
        // Worded in the plan's own terms: a command line names its options.
        try Self.check(from: from, to: to, step: step)
        try Self.check(fps: fps, holdEnds: holdEnds)
        let range = WidthRange(from: from, to: to, step: step)
        guard let stepped = Self.frameCount(from: from, to: to, step: step) else {
            throw .tooManyFrames(nil)
        }
        let extras = extraWidths.filter { $0.isFinite && min(from, to) <= $0 && $0 <= max(from, to) }
        // A bound before anything is listed; the exact count, once the
        // extra widths are merged, is checked below.
        guard stepped + extras.count <= 2 * SweepPlan.maximumFrames else {
            throw .tooManyFrames(Self.frames(pingpong ? stepped + extras.count : 0, stepped + extras.count))
        }
        var widths = range.widths(end: .onStep)
        if !extras.isEmpty {
            // Merge in sweep order, dropping widths a step already lands on.
            let sign: Double = step > 0 ? 1 : -1
            let merged = (widths + extras).sorted { sign * $0 < sign * $1 }
            widths = merged.enumerated().filter { $0.offset == 0 || abs($0.element - merged[$0.offset - 1]) > 1e-9 }.map(\.element)
        }
        let count = widths.count
        let frames = Self.frames(pingpong ? count : 0, count)
        guard frames <= SweepPlan.maximumFrames else {
            throw .tooManyFrames(frames)
        }
        if pingpong, widths.count > 2 { widths += widths.dropFirst().dropLast().reversed() }
        var delays = [Int](repeating: Self.frameDelay(fps: fps), count: widths.count)
        // Hold the first frame and the far end (the turning point of a ping-pong).
        let hold = Int((holdEnds / 10).rounded())  // checked: holdEnds in 0…maximumHold, so 0…65535
        delays[0] += hold
        if count > 1 { delays[count - 1] += hold }
        self.widths = widths
        self.delays = delays
    }
}
