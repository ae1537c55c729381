import Layout
import Testing
import TrellisTestSupport
import TrellisUIKit

/// `TrellisTextEngine.withMeasurer` scopes an engine to a closure: inside,
/// `UIFont(name:size:)` finds the engine's families and new views measure
/// with it; outside (and in tests running beside it) the system's holds.
@MainActor @Suite struct TextEngineScopeTests {
    @Test func anEngineHoldsInsideItsScopeOnly() throws {
        let testFont = ShapedTextMeasurer(families: [TestFont.family: try TestFont.fontSet()])
        #expect(UIFont(name: TestFont.family, size: 10) == nil)  // fontconfig does not know it
        let label = TrellisTextEngine.withMeasurer(testFont) { () -> UILabel in
            #expect(TrellisTextEngine.measurer === testFont)
            let label = UILabel()
            label.font = UIFont(name: TestFont.family, size: 10)
            label.text = "AB CD"
            return label
        }
        #expect(label.font.fontName == TestFont.family)
        // The test font: letters 1 em, a space 0.5 em, at 10 points:
        // "AB CD" is 10 + 10 + 5 + 10 + 10 = 45 wide, one line 10 tall.
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 10))
        #expect(TrellisTextEngine.measurer === ShapedTextMeasurer.system)
        #expect(UIFont(name: TestFont.family, size: 10) == nil)
    }
}
