import Layout
import Render
import Testing
import TrellisTestSupport

/// "AB CD EF GH" in the test font at 10 pt, pinned left and right: one
/// line from 95 points up (its full width), two from 45 ("AB CD " / "EF GH";
/// "AB CD" is 45 wide), four below 45 ("AB " "CD " "EF " "GH").
@Suite struct CriticalWidthsTests {
    func tree() -> View {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 30, height: 0)
        let label = Label(text: "AB CD EF GH", name: "label")
        label.font = TestFont.font(10)
        label.numberOfLines = 0
        root.addSubview(label)
        root.textMeasurer = TestFont.measurer
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return root
    }

    @Test func findsWhereTheLineCountChanges() {
        let changes = CriticalWidths.find(in: tree(), from: 30, to: 120, step: 4)
        #expect(changes.count == 2)
        #expect(abs(changes[0].width - 45) <= 1.0 / 64)
        #expect(changes[0].what == ["label lines 4 → 2"])
        #expect(abs(changes[1].width - 95) <= 1.0 / 64)
        #expect(changes[1].what == ["label lines 2 → 1"])
    }

    @Test func captionSaysWidthLinesAndBrokenConstraints() {
        let root = tree()
        let label = root.subviews[0]
        // Wants to be 50 tall at priority 200, below its vertical hugging (250):
        // it stays 20 tall (two lines at width 50), 30 short of the wish.
        label.heightAnchor.constraint(equalToConstant: 50).withPriority(200).identified("tall").isActive = true
        let caption = Painter().caption(for: root.solvedLayout(width: 50))
        #expect(caption == "width 50 · label: 2 lines · unsatisfied: tall off by 30")
    }
}
