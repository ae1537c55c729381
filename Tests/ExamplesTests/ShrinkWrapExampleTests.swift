import Examples
import Layout
import Testing

/// shrink-wrap and shrink-wrap-buggy in the test font: "Custom shrink
/// wrapping" is 60 + 5 + 60 + 5 + 80 = 210 on one line; wrapped, "Custom
/// shrink" is 125 and "wrapping" 80. The label is centred with at least 20
/// on each side.
@Suite struct ShrinkWrapExampleTests {
    /// At 200 there are 160 points: too few for 210, so two lines, 125
    /// wide; at 320 and 600 the label hugs its one line, 210.
    @Test(arguments: [(200.0, 125.0, 20.0), (320, 210, 10), (600, 210, 10)])
    func labelIsAsWideAsItsWidestLine(width: Double, labelWidth: Double, height: Double) {
        let root = TestText.root("shrink-wrap", width: width)
        let label = root.label("label")
        #expect(label.frame == Rect(x: (width - labelWidth) / 2, y: 0, width: labelWidth, height: height))
        #expect(label.frame.width == label.drawnText.lines.map(\.width).max())
        #expect(label.frame.minX >= 20 && width - label.frame.maxX >= 20)
        // The temporary constraint is gone.
        #expect(label.constraints.isEmpty)
        #expect(root.layoutIssues.isEmpty)
    }

    /// Buggy: the preferred width starts at the nib's 188, where the text
    /// wraps to 125; the two-pass layout then keeps it at 125 at any width.
    @Test(arguments: [200.0, 320, 600]) func buggyStaysAtItsTextsWidthFor188(width: Double) {
        let root = TestText.root("shrink-wrap-buggy", width: width)
        let label = root.label("label")
        #expect(label.frame == Rect(x: (width - 125) / 2, y: 0, width: 125, height: 20))
        #expect(label.measure(width: 188).size.width == 125)
        #expect(root.layoutIssues.isEmpty)
    }

    /// The fourth video: squeezed to 150 (110 for the label: one word a
    /// line, 80 wide), the buggy label never grows back; the shrink-wrapped
    /// one is back on one line at 600.
    @Test func onlyTheTrickGrowsBack() {
        for (name, widthAfter) in [("shrink-wrap-buggy", 80.0), ("shrink-wrap", 210)] {
            let root = TestText.root(name, width: 600)
            root.frame.size.width = 150
            root.layoutIfNeeded()
            #expect(root.label("label").frame.size == Size(width: 80, height: 30), "\(name) at 150")
            root.frame.size.width = 600
            root.layoutIfNeeded()
            #expect(root.label("label").frame.width == widthAfter, "\(name) back at 600")
            #expect(root.layoutIssues.isEmpty)
        }
    }
}
