import Layout
import Render
import Testing
import TextLayout
import TrellisTestSupport

/// The caption strip: full sentences when they fit, the short form on a
/// narrow canvas.
@Suite struct CaptionTests {
    /// A 200-wide root; the label "AB" (test font, 10 pt: 20 wide, one
    /// line) pinned at the left; an optional width of 30 that cannot hold
    /// against the required width of 20: off by 10.
    func tree() -> View {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 40)
        let label = Label(text: "AB", name: "label")
        label.font = TestFont.font(10)
        root.addSubview(label)
        root.textMeasurer = TestFont.measurer
        let wide = label.widthAnchor.constraint(equalToConstant: 30)
        wide.priority = .defaultLow
        wide.identifier = "wide"
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 20),
            wide,
        ])
        root.layoutIfNeeded()
        return root
    }

    @Test func fullAndCompactForms() {
        let root = tree()
        #expect(root.solvedLayout().captionText() == "width 200 · label: 1 line · unsatisfied: wide off by 10")
        #expect(root.solvedLayout().captionText(compact: true) == "200 · label 1 · 1 unsatisfied")
    }

    /// The caption is laid out with the tree's text engine, when the
    /// layout is made: an approximate engine's lines carry no glyphs (the
    /// system's would), and painting the strip asks the engine nothing.
    @Test func measuredWithTheTreesEngine() throws {
        let root = tree()
        let approximate = ApproximateTextMeasurer()
        root.textMeasurer = approximate
        let layout = root.solvedLayout(captionWidth: 200)
        let caption = try #require(layout.caption)
        // At 11 points a character is 0.55 × 11 = 6.05 wide: the full form's
        // 55 make 332.75, more than the strip's 200 − 8; the short form's 29 make 175.45.
        #expect(caption.text == "200 · label 1 · 1 unsatisfied")
        #expect(caption.width == 200)
        #expect(caption.label.frame == Rect(x: 0, y: 0, width: 192, height: 18))
        let lines = try #require(caption.label.text?.lines)
        #expect(!lines.isEmpty && lines.allSatisfy { $0.glyphRuns.isEmpty })
        #expect(root.solvedLayout().caption == nil)
    }
}
