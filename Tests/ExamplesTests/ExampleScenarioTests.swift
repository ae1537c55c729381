import Examples
import Layout
import Testing
import TrellisTestSupport

/// An example seen as a Scenario, as the CLI, snapshots and the gallery
/// see it: no canvas, no sweep of its own, built with the measurer given.
@Suite struct ExampleScenarioTests {
    let example: any Scenario = Examples.named("stack-hide")!

    @Test func noCanvasAndTheDefaultSweep() {
        #expect(example.name == "stack-hide")
        #expect(example.defaultWidth == nil && example.defaultHeight == nil && example.sweep == nil)
        #expect(example.background == .white)
        #expect(example.defaultSweep == WidthRange(from: 200, to: 600, step: 4))
        #expect(example.states.map(\.name) == ["collapsed"])
        #expect(example.state(named: "collapsed")?.summary.hasPrefix("The button hidden") == true)
        #expect(example.state(named: "expanded") == nil)
    }

    /// The tree measures with the measurer given, in the fonts the example
    /// chose, as tall as its content; the state is applied.
    @Test func makeRootGivesTheMeasurerAndAppliesTheState() throws {
        let root = example.makeRoot(width: 320, height: nil, state: "collapsed", measurer: TestFont.measurer)
        #expect(root.textMeasurer === TestFont.measurer)
        #expect(root.frame.size.height == 0)
        #expect(try #require(root.view(named: "button")).isHidden)
        // Without one: the engine in scope, else the system's, owned by the root.
        let base = example.makeRoot(width: 320, height: 120, state: nil)
        #expect(base.textMeasurer === ShapedTextMeasurer.system)
        let scoped = withTextMeasurer(TestFont.measurer) { example.makeRoot(width: 320, height: 120, state: nil) }
        #expect(scoped.textMeasurer === TestFont.measurer)
        #expect(base.frame.size == Size(width: 320, height: 120))
        #expect(try #require(base.view(named: "button")).isHidden == false)
    }
}
