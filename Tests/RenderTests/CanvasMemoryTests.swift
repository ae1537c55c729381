import Testing
@testable import Render

/// A canvas is refused from its size alone when its estimate is over the
/// budget of 2 GiB (2,147,483,648 bytes), before anything is allocated.
@Suite struct CanvasMemoryTests {
    /// The largest still: 16384 × 16384 pixels × 8 bytes = 2^14 · 2^14 · 2^3
    /// = 2^31 bytes, exactly the budget.
    @Test func theLargestStillIsWithinTheBudget() throws {
        try CanvasMemory.check(width: 16384, height: 16384, use: .still)
    }

    /// An animation costs 20 bytes a pixel: 2^31 / 20 = 107,374,182.4
    /// pixels, so 10362² = 107,371,044 fits and 10363² = 107,391,769
    /// (2,147,835,380 bytes) does not.
    @Test func animationsMeetTheBudgetAtTenThousandPixelsASide() throws {
        try CanvasMemory.check(width: 10362, height: 10362, use: .animation)
        #expect(throws: RenderError.self) { try CanvasMemory.check(width: 10363, height: 10363, use: .animation) }
    }

    /// 16384² × 20 = 5,368,709,120 bytes = 5.0 GiB, named with the budget.
    @Test func theMessageNamesTheEstimateAndTheBudget() {
        #expect(throws: RenderError.overMemoryBudget(.animation, width: 16384, height: 16384)) {
            try CanvasMemory.check(width: 16384, height: 16384, use: .animation)
        }
        #expect(RenderError.overMemoryBudget(.animation, width: 16384, height: 16384).description
            == "an animation of 16384 × 16384 pixels would need about 5.0 GiB (20 bytes a pixel); "
                + "the budget is 2.0 GiB (CanvasMemory.budget): use a smaller canvas or --scale")
    }

    /// The check comes before the surface: an animation canvas over the
    /// budget is refused without allocating its gigabytes.
    @Test func theCanvasChecksBeforeAllocating() {
        #expect(throws: RenderError.self) {
            _ = try Canvas(size: .init(width: 16384, height: 16384), use: .animation)
        }
    }
}
