import Testing
@testable import Layout

/// A list of 80 rows, each a wrapping label under the one before, laid out
/// in one pass. Its labels are first measured on one line, then again at
/// their solved width: more than half of them wrap anew, so the engine
/// builds the solver afresh with the new sizes rather than moving each one
/// through the tableau (a pivot through every row below it, n³ for the
/// list). The layout is the one the test font gives by hand.
@Suite struct LongListTests {
    let rows = 80

    /// Row i: 1 + i % 9 words of four letters in a label 180 wide (the root
    /// is 200, 10 of margin each side). A word is 40 wide, a space 5: four
    /// words take 175, five 220, so a line holds four words and the label
    /// is 10 × ceil(words / 4) tall; rows are 4 apart.
    func list() -> (View, [Label]) {
        let root = root(width: 200)
        var labels: [Label] = []
        for i in 0..<rows {
            let label = TestText.label(Array(repeating: "abcd", count: 1 + i % 9).joined(separator: " "), lines: 0,
                                       name: "label\(i)")
            root.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: labels.last?.bottomAnchor ?? root.topAnchor, constant: 4),
            ])
            labels.append(label)
        }
        return (root, labels)
    }

    @Test func aLongListIsBuiltAfreshWithItsWrappedSizes() {
        let (root, labels) = list()
        root.layoutIfNeeded()
        var top = 4.0
        for (i, label) in labels.enumerated() {
            let lines = Double((1 + i % 9 + 3) / 4)
            #expect(label.frame == Rect(x: 10, y: top, width: 180, height: 10 * lines), "row \(i)")
            top += 10 * lines + 4
        }
        #expect(root.engine.rebuilds == 1)
        #expect(root.layoutIssues.isEmpty)
    }

    /// A conflict in the list is reported once, and the same constraint
    /// stays broken, through the rebuild.
    @Test func aConflictSurvivesTheRebuild() throws {
        let (root, labels) = list()
        let fifty = labels[0].heightAnchor.constraint(equalToConstant: 50)
        let sixty = labels[0].heightAnchor.constraint(equalToConstant: 60)
        fifty.isActive = true
        sixty.isActive = true
        root.layoutIfNeeded()
        #expect(root.engine.rebuilds == 1)
        let conflicts = root.layoutIssues.compactMap { if case let .unsatisfiable(report) = $0 { return report } else { return nil } }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.broken === sixty)
        #expect(labels[0].frame.height == 50)
        #expect(labels[1].frame.minY == 4 + 50 + 4)
    }

    /// One label re-wrapping (a new text) moves in place: the rows below it
    /// move down by its new line.
    @Test func aFewChangesStayIncremental() {
        let (root, labels) = list()
        root.layoutIfNeeded()
        let below = labels[4].frame.minY
        labels[3].text = "abcd abcd abcd abcd abcd"  // four words (one line) to five (two)
        root.layoutIfNeeded()
        #expect(root.engine.rebuilds == 1)
        #expect(labels[3].frame.height == 20)
        #expect(labels[4].frame.minY == below + 10)
    }
}
