/// Widths from `from` to `to`, `step` points apart: a scene's `sweep:`, the
/// frames of a GIF sweep (`SweepPlan`), the lines of a sweep snapshot and
/// the widths `trellis check` lays out. The one place they are counted.
///
/// Width `k` is `from + k × step`, computed afresh (never added up), with
/// the step pointing from `from` towards `to`. Where the widths stop is
/// the ``End`` rule the caller names:
///
///     WidthRange(from: 200, to: 210, step: 4).widths(end: .onStep)  // 200, 204, 208
///     WidthRange(from: 200, to: 210, step: 4).widths(end: .always)  // 200, 204, 208, 210
public struct WidthRange: Sendable, Equatable {
    public var from: Double
    public var to: Double
    /// The distance between widths. Only its size counts: the widths run
    /// from `from` towards `to`, down when `to` is the smaller. Zero is
    /// one step, from `from` to `to`.
    public var step: Double

    public init(from: Double, to: Double, step: Double) {
        self.from = from
        self.to = to
        self.step = step
    }

    /// Whether `to` is a width when no step lands on it.
    public enum End: Sendable {
        /// Only the widths the steps land on: as many as
        /// ⌊(to − from) / step⌋ + 1, so `to` is the last only when a step
        /// lands on it (200…210 by 4: 200, 204, 208), within 1e-9 points
        /// (1…700.93 by 0.07: 10,000 widths, the last 700.93). A GIF
        /// sweep's frames.
        case onStep
        /// Every step that does not pass `to` by more than 1e-9 points,
        /// then `to` itself unless the last step is within 1e-9 of it
        /// (200…210 by 4: 200, 204, 208, 210). Both ends are always there:
        /// sweep snapshots and `trellis check`.
        case always
    }

    /// The widths, in order from `from`.
    ///
    /// - Precondition: fewer widths than an `Int` counts; bound a range
    ///   from input with ``widths(end:limit:)``.
    public func widths(end: End) -> [Double] {
        guard let widths = widths(end: end, limit: .max) else {
            preconditionFailure("\(self) has more widths than an Int counts")
        }
        return widths
    }

    /// The widths, in order from `from`; nil when there would be more than
    /// `limit`. Nothing is listed past the limit, however small the step.
    public func widths(end: End, limit: Int) -> [Double]? {
        switch end {
        case .onStep:
            guard let count = count(end: .onStep, limit: limit) else { return nil }
            return (0..<count).map { from + Double($0) * signedStep }
        case .always:
            let step = signedStep
            var widths: [Double] = []
            var k = 0.0
            while step != 0 {
                let width = from + k * step
                if step > 0 ? width > to + 1e-9 : width < to - 1e-9 { break }
                guard widths.count < limit else { return nil }
                widths.append(width)
                k += 1
            }
            if widths.last.map({ abs($0 - to) > 1e-9 }) ?? true {
                guard widths.count < limit else { return nil }
                widths.append(to)
            }
            return widths
        }
    }

    /// How many widths ``widths(end:)`` gives; nil when more than `limit`.
    /// Worked out without listing them for ``End/onStep``; counted step by
    /// step, up to the limit, for ``End/always``.
    public func count(end: End, limit: Int = .max) -> Int? {
        switch end {
        case .onStep:
            let step = signedStep
            guard step != 0 else { return limit >= 1 ? 1 : nil }
            var steps = ((to - from) / step).rounded(.down)
            // A step that lands within 1e-9 points of `to` lands on it, as
            // in `.always`: 1 + 9999 × 0.07 is 700.93 on paper, but
            // (700.93 − 1) / 0.07 is 9998.999… in binary, and the last
            // width would be lost (and 10,000 widths counted as 9,999).
            if steps.isFinite, abs(from + (steps + 1) * step - to) <= 1e-9 { steps += 1 }
            // count = steps + 1 ≤ limit; Double(Int.max) is 2⁶³, which no Int reaches.
            guard steps.isFinite, steps >= 0, steps < Double(limit) else { return nil }
            return Int(steps) + 1  // checked: finite, 0 ≤ steps < limit just above
        case .always:
            return widths(end: .always, limit: limit)?.count
        }
    }

    /// `step`'s size, pointing from `from` towards `to`; `to − from` when
    /// `step` is zero (0 when `from` is `to` too).
    private var signedStep: Double {
        abs(step) > 0 ? abs(step) * (to >= from ? 1 : -1) : to - from
    }
}
