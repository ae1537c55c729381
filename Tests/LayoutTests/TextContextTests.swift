import Layout
import Testing

/// One text context per tree: the root's engine, set on it, else the one
/// in scope where the root was made, else the system's; nothing
/// process-wide.
@Suite struct TextContextTests {
    /// An approximate engine: 0.55 em a character, 1.2 em a line. "AB" at
    /// 10 points is 2 × 5.5 = 11 wide, 12 tall.
    @Test func aTreeMadeInAScopeKeepsItsEngineAfterIt() {
        let approximate = ApproximateTextMeasurer()
        let label = withTextMeasurer(approximate) { () -> Label in
            #expect(TextContext.measurer === approximate)
            let label = Label(text: "AB")
            label.font = Font(family: "Anything", size: 10)
            return label
        }
        #expect(TextContext.measurer === ShapedTextMeasurer.system)
        #expect(label.effectiveTextMeasurer === approximate)
        #expect(label.intrinsicContentSize == Size(width: 11, height: 12))
    }

    /// The root's context is the tree's: a view made in a scope and added
    /// to a root made outside it measures with the root's engine; an engine
    /// set on a view wins over any scope.
    @Test func theRootsContextIsTheTrees() {
        let approximate = ApproximateTextMeasurer()
        let root = View(name: "root")
        let label = withTextMeasurer(approximate) { Label(text: "AB") }
        root.addSubview(label)
        #expect(label.effectiveTextMeasurer === ShapedTextMeasurer.system)
        let named = ApproximateTextMeasurer()
        let box = withTextMeasurer(approximate) { () -> View in
            let box = View(name: "box")
            box.textMeasurer = named
            return box
        }
        box.addSubview(label)
        #expect(label.effectiveTextMeasurer === named)
    }
}
