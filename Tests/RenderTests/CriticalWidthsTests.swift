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

    @Test func findsWhereTheLineCountChanges() throws {
        let changes = try CriticalWidths.find(in: tree(), from: 30, to: 120, step: 4)
        #expect(changes.count == 2)
        #expect(abs(changes[0].width - 45) <= 1.0 / 64)
        #expect(changes[0].what == ["label lines 4 → 2"])
        #expect(abs(changes[1].width - 95) <= 1.0 / 64)
        #expect(changes[1].what == ["label lines 2 → 1"])
    }

    /// Issue 33: `to: .infinity` stepped forever; NaN and negative widths
    /// were laid out as something else without a word. Each is refused.
    @Test(.timeLimit(.minutes(1)), arguments: [
        (30, .infinity, 4, "to must be a finite width of at least 0 points, not inf"),
        (.nan, 120, 4, "from must be a finite width of at least 0 points, not nan"),
        (-100, 120, 4, "from must be a finite width of at least 0 points, not -100"),
        (30, 120, .nan, "the step must be a finite number of points, not nan"),
        (1e17, 2e17, 4, "critical widths: 2e+17 points is too large to step through by 4"),
    ] as [(Double, Double, Double, String)])
    func refusesWidthsItCannotStepThrough(from: Double, to: Double, step: Double, message: String) {
        #expect {
            _ = try CriticalWidths.find(in: tree(), from: from, to: to, step: step)
        } throws: { error in
            (error as? RenderError)?.description.contains(message) == true
        }
    }

    @Test func captionSaysWidthLinesAndBrokenConstraints() throws {
        let root = tree()
        let label = root.subviews[0]
        // Wants to be 50 tall at priority 200, below its vertical hugging (250):
        // it stays 20 tall (two lines at width 50), 30 short of the wish.
        label.heightAnchor.constraint(equalToConstant: 50).withPriority(200).identified("tall").isActive = true
        let caption = try root.solvedLayout(width: 50).captionText()
        #expect(caption == "width 50 · label: 2 lines · unsatisfied: tall off by 30")
    }
}
