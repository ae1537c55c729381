import Examples
import Layout
import Testing

/// self-sizing-cells: each cell is 8 + its label + 8 tall, the label 16
/// from each side, cells 8 apart; the heights are whole points.
@Suite struct SelfSizingCellsExampleTests {
    func cells(_ root: View) -> [View] {
        (1...4).map { root.view(named: "cell\($0)")! }
    }

    /// "This works fairly well, until you add multi-line labels." at 168
    /// (200 − 32): "This works fairly" 160 / "well, until you" 140 / "add
    /// multi-line" 135 / "labels." 70: four lines, so the cell is 56.
    @Test func firstCellByHand() {
        let root = TestText.root("self-sizing-cells", width: 200)
        #expect(root.view(named: "cell1")!.frame == Rect(x: 0, y: 0, width: 200, height: 56))
        #expect(root.label("textLabel1").drawnText.lines.map(\.text) == ["This works fairly ", "well, until you ", "add multi-line ", "labels."])
        // "Short." is one line: 10 + 16.
        #expect(root.view(named: "cell3")!.frame.height == 26)
    }

    /// At 10.5 points a line is 10.5 tall: an odd number of lines is a
    /// fraction, and the cell's height is rounded up.
    @Test(arguments: [200.0, 320, 600]) func cellsWrapAndAreCeiled(width: Double) {
        let root = TestText.root("self-sizing-cells", width: width, size: 10.5)
        var y = 0.0
        for (index, cell) in cells(root).enumerated() {
            let label = root.label("textLabel\(index + 1)")
            let text = label.measure(width: width - 32)
            #expect(cell.frame == Rect(x: 0, y: y, width: width, height: (text.size.height + 16).rounded(.up)), "cell \(index + 1)")
            #expect(cell.frame.height == cell.frame.height.rounded())
            // Wrapped, not truncated: every line fits, all of the text shows.
            #expect(label.frame.width == width - 32)
            #expect(!text.isTruncated && text.size.height <= label.frame.height)
            #expect(text.lines.allSatisfy { $0.width <= width - 32 })
            #expect(label.preferredMaxLayoutWidth == width - 32, "set in updateConstraints from the label's width")
            y = cell.frame.maxY + 8
        }
        #expect(root.view(named: "collectionView")!.frame.height == y - 8)
        #expect(root.layoutIssues.isEmpty)
    }

    /// Resized, the cells are sized again for the new width.
    @Test func resizingResizesTheCells() {
        let root = TestText.root("self-sizing-cells", width: 600)
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(root.view(named: "cell1")!.frame.size == Size(width: 200, height: 56))
        #expect(root.layoutIssues.isEmpty)
    }
}
