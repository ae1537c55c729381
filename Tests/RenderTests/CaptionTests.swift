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
        let painter = Painter()
        #expect(painter.caption(for: root.solvedLayout()) == "width 200 · label: 1 line · unsatisfied: wide off by 10")
        #expect(painter.caption(for: root.solvedLayout(), compact: true) == "200 · label 1 · 1 unsatisfied")
    }
}
