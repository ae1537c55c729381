import Layout
import Testing

/// After a solve that only re-measured labels, the engine rebuilds only
/// their generated constraints and the constraints that read baselines
/// (`LayoutEngine.sync(remeasured:)`); the rest keep their solver form.
/// Resizing the root re-wraps a title back and forth, and the views tied to
/// its baseline and to its bottom follow each time. Test font: at 20 pt a
/// letter is 20 wide, a space 10, a line 20 tall with its baseline 16 below
/// its top; at 10 pt a line is 10 tall, baseline 8.
@Suite struct RemeasureSyncTests {
    /// Two titles "AB CD" (90 wide), 10 in from the root's sides: one
    /// line at 100 wide, "AB" / "CD" at 40. The first is 60 tall, its text
    /// centred: one line starts 20 down, two lines 10, so its first
    /// baseline moves from 10 + 20 + 16 = 46 to 10 + 10 + 16 = 36, and "EF"
    /// on it from 46 − 8 = 38 to 28. The second, at 100, is as tall as its
    /// text: 20, then 40, so "GH", 5 below it, is at 100 + 20 + 5 = 125,
    /// then 145.
    @Test func baselineAndEdgeConstraintsFollowEachReWrap() {
        let screen = root(width: 120, height: 200)
        let centred = TestText.label("AB CD", size: 20, lines: 0, name: "centred")
        let title = TestText.label("AB CD", size: 20, lines: 0, name: "title")
        let onBaseline = TestText.label("EF", name: "ef"), below = TestText.label("GH", name: "gh")
        for view in [centred, title, onBaseline, below] { screen.addSubview(view) }
        LayoutConstraint.activate([
            centred.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 10),
            centred.rightAnchor.constraint(equalTo: screen.rightAnchor, constant: -10),
            centred.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
            centred.heightAnchor.constraint(equalToConstant: 60),
            onBaseline.leftAnchor.constraint(equalTo: screen.leftAnchor),
            onBaseline.firstBaselineAnchor.constraint(equalTo: centred.firstBaselineAnchor),
            title.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 10),
            title.rightAnchor.constraint(equalTo: screen.rightAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            below.leftAnchor.constraint(equalTo: screen.leftAnchor),
            below.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 5),
        ])
        // (root width, the second title's height, EF's top, GH's top).
        let expected: [(Double, Double, Double, Double)] = [(120, 20, 38, 125), (60, 40, 28, 145), (120, 20, 38, 125),
                                                             (60, 40, 28, 145)]
        for (width, height, efTop, ghTop) in expected {
            screen.frame = Rect(x: 0, y: 0, width: width, height: 200)
            screen.layoutIfNeeded()
            #expect(title.frame == Rect(x: 10, y: 100, width: width - 20, height: height), "at \(width)")
            #expect(onBaseline.frame.minY == efTop, "at \(width)")
            #expect(below.frame.minY == ghTop, "at \(width)")
        }
    }
}
