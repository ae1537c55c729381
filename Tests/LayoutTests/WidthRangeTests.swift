import Layout
import Testing

/// The one width-range generator: every list here is worked out by hand
/// (width k is from + k × step, the step pointing towards `to`).
@Suite struct WidthRangeTests {
    func widths(_ from: Double, _ to: Double, by step: Double, _ end: WidthRange.End) -> [Double] {
        WidthRange(from: from, to: to, step: step).widths(end: end)
    }

    @Test func aStepThatDividesTheSpanLandsOnBothEnds() {
        #expect(widths(200, 210, by: 2, .onStep) == [200, 202, 204, 206, 208, 210])
        #expect(widths(200, 210, by: 2, .always) == [200, 202, 204, 206, 208, 210])
    }

    /// 10 / 4 = 2.5: two steps fit; `to` is added only by `.always`.
    @Test func aStepThatDoesNotDivideTheSpan() {
        #expect(widths(200, 210, by: 4, .onStep) == [200, 204, 208])
        #expect(widths(200, 210, by: 4, .always) == [200, 204, 208, 210])
        #expect(widths(200, 210, by: 3, .onStep) == [200, 203, 206, 209])
        #expect(widths(200, 210, by: 3, .always) == [200, 203, 206, 209, 210])
        // Longer than the span: the first width only, or both ends.
        #expect(widths(200, 210, by: 25, .onStep) == [200])
        #expect(widths(200, 210, by: 25, .always) == [200, 210])
    }

    /// The widths run from `from` towards `to` whatever the step's sign.
    @Test func aNegativeStep() {
        #expect(widths(206, 200, by: -3, .onStep) == [206, 203, 200])
        #expect(widths(210, 200, by: -4, .onStep) == [210, 206, 202])
        #expect(widths(210, 200, by: -4, .always) == [210, 206, 202, 200])
        #expect(widths(210, 200, by: 4, .always) == [210, 206, 202, 200])
        #expect(widths(200, 210, by: -4, .always) == [200, 204, 208, 210])
    }

    @Test func fromEqualToTo() {
        for end in [WidthRange.End.onStep, .always] {
            #expect(widths(300, 300, by: 4, end) == [300])
            #expect(widths(300, 300, by: -4, end) == [300])
            #expect(widths(300, 300, by: 0, end) == [300])
        }
    }

    /// A zero step is one step, from `from` to `to`.
    @Test func aZeroStep() {
        #expect(widths(200, 210, by: 0, .onStep) == [200, 210])
        #expect(widths(200, 210, by: 0, .always) == [200, 210])
        #expect(widths(210, 200, by: 0, .always) == [210, 200])
    }

    /// 399.6 / 0.4 is 999 in doubles (the two roundings cancel): 1000
    /// widths either way, the last 200 + 999 × 0.4, within 1e-9 of 599.6,
    /// so `.always` adds nothing after it.
    @Test func twoHundredToFiveNinetyNinePointSixByPointFour() throws {
        let range = WidthRange(from: 200, to: 599.6, step: 0.4)
        for end in [WidthRange.End.onStep, .always] {
            let widths = range.widths(end: end)
            #expect(widths.count == 1000)
            #expect(range.count(end: end) == 1000)
            #expect(widths.first == 200)
            #expect(widths[1] == 200 + 0.4)
            #expect(widths.last == 200 + 999 * 0.4)
            #expect(try abs(#require(widths.last) - 599.6) < 1e-9)
        }
    }

    /// In doubles 0.3 − 0.1 is 0.19999999999999998, and divided by 0.1 it
    /// is 1.9999999999999998: `.onStep` stopped a step short until issue 33
    /// (so 10,000 frames were counted as 9,999 at some steps); now both
    /// keep 0.1 + 2 × 0.1 = 0.30000000000000004 (within 1e-9 of 0.3) as the
    /// last width.
    @Test func aStepWithinTheToleranceOfTo() {
        #expect(widths(0.1, 0.3, by: 0.1, .onStep) == [0.1, 0.2, 0.30000000000000004])
        #expect(widths(0.1, 0.3, by: 0.1, .always) == [0.1, 0.2, 0.30000000000000004])
        // A step that falls short by more than the tolerance still stops before `to`.
        #expect(widths(0.1, 0.3 + 1e-6, by: 0.1, .onStep) == [0.1, 0.2, 0.30000000000000004])
        #expect(widths(0.1, 0.3 - 1e-6, by: 0.1, .onStep) == [0.1, 0.2])
    }

    @Test func aLimitStopsTheListing() {
        let range = WidthRange(from: 200, to: 210, step: 2)  // 6 widths
        for end in [WidthRange.End.onStep, .always] {
            #expect(range.widths(end: end, limit: 6)?.count == 6)
            #expect(range.widths(end: end, limit: 5) == nil)
            #expect(range.count(end: end, limit: 6) == 6)
            #expect(range.count(end: end, limit: 5) == nil)
        }
        // `to` counts towards the limit: 200, 204, 208 and 210.
        #expect(WidthRange(from: 200, to: 210, step: 4).widths(end: .always, limit: 3) == nil)
        #expect(WidthRange(from: 200, to: 210, step: 4).widths(end: .always, limit: 4) == [200, 204, 208, 210])
    }

    /// 10¹⁰⁵ steps: no Int holds the count, and nothing is listed.
    @Test func aStepTooSmallToCount() {
        let range = WidthRange(from: 200, to: 300, step: 1e-103)
        #expect(range.count(end: .onStep) == nil)
        #expect(range.widths(end: .onStep, limit: 10_000) == nil)
        #expect(range.widths(end: .always, limit: 10_000) == nil)
    }
}
