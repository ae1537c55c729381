import Layout
import Render
import Testing

/// Issue 33: the documented limits of a sweep, exactly at their edges.
@Suite struct SweepPlanLimitTests {
    /// `to` as a user types it: `from + n × step` written in decimal
    /// (1 + 9999 × 0.07 = 700.93), which in binary may fall a hair short
    /// of the last step.
    private static func typed(_ from: Int, plus steps: Int, times hundredths: Int) -> Double {
        let total = from * 100 + steps * hundredths
        return Double("\(total / 100).\(String(repeating: "0", count: 2 - String(total % 100).count))\(total % 100)")!
    }

    /// 10,000 frames are accepted and 10,001 refused at every step, with
    /// the last width the one typed.
    @Test(arguments: [7, 10, 110, 220, 1, 3, 100, 30])
    func tenThousandFramesAreTheEdge(hundredths: Int) throws {
        let step = Double(hundredths) / 100
        let to = Self.typed(1, plus: 9999, times: hundredths)
        let plan = try SweepPlan(from: 1, to: to, step: step)
        #expect(plan.widths.count == SweepPlan.maximumFrames)
        #expect(abs(plan.widths.last! - to) < 1e-9)
        #expect(SweepPlan.frameCount(from: 1, to: to, step: step) == 10_000)
        let over = Self.typed(1, plus: 10_000, times: hundredths)
        #expect(SweepPlan.frameCount(from: 1, to: over, step: step) == 10_001)
        #expect(throws: SweepPlanError.tooManyFrames(10_001)) {
            try SweepPlan(from: 1, to: over, step: step)
        }
    }

    /// A ping-pong of n widths has 2n − 2 frames (the ends are not
    /// repeated): 5,001 widths make exactly 10,000.
    @Test func aPingPongCountsItsFramesAsItShowsThem() throws {
        let plan = try SweepPlan(from: 1, to: 5001, step: 1, pingpong: true)
        #expect(plan.widths.count == 10_000)
        #expect(SweepPlan.frameCount(from: 1, to: 5001, step: 1, pingpong: true) == 10_000)
        #expect(throws: SweepPlanError.tooManyFrames(10_002)) {
            try SweepPlan(from: 1, to: 5002, step: 1, pingpong: true)
        }
    }

    /// A frame at 0.01 frames a second shows 100 s; with 600 s more at the
    /// ends that is 700 s, more than a GIF or APNG frame can say (655.35 s):
    /// refused, where it used to be cut short without a word.
    @Test func aHoldNoFrameCanShowIsRefused() throws {
        let excess = try #require(SweepPlan.holdExcess(fps: 0.01, holdEnds: 600_000))
        #expect(excess.hold == 60_000 && excess.frame == 10_000 && excess.mostHold == 555_350)
        #expect(throws: SweepPlanError.holdTooLong(excess)) {
            try SweepPlan(from: 100, to: 200, step: 50, fps: 0.01, holdEnds: 600_000)
        }
        #expect(SweepPlanError.holdTooLong(excess).description == "a hold of 600000 ms at the ends on top of a frame of 100 s would show the end frames "
            + "700 s; a frame shows at most 655.35 s: hold at most 555350 ms, or more frames a second")
        let longest = try SweepPlan(from: 100, to: 200, step: 50, fps: 0.01, holdEnds: 555_350)
        #expect(longest.delays.max() == SweepPlan.maximumDelay)
        #expect(SweepPlan.holdExcess(fps: 25, holdEnds: 600_000) == nil)
    }

    /// `WidthRange`'s `.onStep` keeps a last step that lands within 1e-9
    /// points of `to`, as `.always` does.
    @Test func aStepLandingOnTheEndInDecimalCounts() {
        let range = WidthRange(from: 1, to: 700.93, step: 0.07)
        #expect(range.count(end: .onStep) == 10_000)
        #expect(range.widths(end: .onStep).count == range.widths(end: .always).count)
    }
}
