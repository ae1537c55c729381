import Testing
@testable import Layout

/// Issue 33: the ambiguity analysis decides most attributes from the
/// tableau alone and probes the rest under a work limit, past which it
/// stops and says so in one issue.
@Suite struct AmbiguityWorkLimitTests {
    /// Three boxes at (8, 8 + 20i), 10 tall, each at least 20 wide and
    /// nothing more: each width can be anything from 20 up (a required
    /// inequality's slack, which no level charges: only a probe tells how
    /// far), each position and height has one value, each is laid out 20
    /// wide (the slack at 0).
    func boxes() -> (View, [View]) {
        let screen = View(name: "screen")
        screen.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        let boxes = (0..<3).map { View(name: "box\($0)") }
        for (i, box) in boxes.enumerated() {
            screen.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 8).isActive = true
            box.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8 + 20 * Double(i)).isActive = true
            box.heightAnchor.constraint(equalToConstant: 10).isActive = true
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
        }
        screen.layoutIfNeeded()
        return (screen, boxes)
    }

    @Test func everyUndecidedAttributeIsProbedWithinTheLimit() {
        let (screen, boxes) = boxes()
        let analysis = AmbiguityAnalysis(engine: screen.engine)
        let found = boxes.flatMap { analysis.ambiguousAttributes(of: $0) }
        #expect(found.map { "\($0)" } == (0..<3).map { "box\($0).width can be any value in [20, +∞); laid out at 20" })
        #expect(analysis.probed == 3 && analysis.notAnalysed == 0 && analysis.limitIssue == nil)
    }

    /// With no work allowed the first probe still runs (nothing was spent
    /// before it); the other two widths are left out and counted.
    @Test func pastTheLimitTheRestIsCountedInOneIssue() {
        let (screen, boxes) = boxes()
        let analysis = AmbiguityAnalysis(engine: screen.engine, workLimit: 0)
        let found = boxes.flatMap { analysis.ambiguousAttributes(of: $0) }
        #expect(found.map { "\($0)" } == ["box0.width can be any value in [20, +∞); laid out at 20"])
        #expect(analysis.probed == 1 && analysis.notAnalysed == 2)
        #expect(analysis.limitIssue?.description == "Ambiguity not analysed past 1 attribute probed: work limit "
            + "(0 cell operations); 2 more that need a solve to decide are not reported.")
    }
}
