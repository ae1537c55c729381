import Testing
import Layout

/// Items of 20 × 12 in rows, as the first article's wrapping view places
/// them: an item starts a new row when x > width - 20.
final class Flow: View, WrappingContent {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init(name: "flow")
    }

    func intrinsicContentSize(forWidth width: Double) -> Size {
        let perRow = width.isFinite ? max(1, Int((max(width, 20) - 20) / 20) + 1) : max(1, count)
        let rows = (count + perRow - 1) / perRow
        return Size(width: Double(min(count, perRow) * 20), height: Double(rows * 12))
    }

    override var intrinsicContentSize: Size { intrinsicContentSize(forWidth: .infinity) }
}

@Suite struct WrappingContentTests {
    /// 10 items pinned left and right in a root `width` wide: per row
    /// floor((width - 20) / 20) + 1 items, so at 100, 5 per row: 2 rows, 24
    /// tall; at 60, 3 per row: 4 rows, 48 tall; at 300, one row, 12 tall.
    @Test(arguments: [(100.0, 24.0), (60, 48), (300, 12)])
    func heightFollowsTheSolvedWidth(width: Double, height: Double) {
        let screen = root(width: width, height: 400)
        let flow = Flow(count: 10)
        screen.addSubview(flow)
        LayoutConstraint.activate([
            flow.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            flow.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            flow.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(flow.frame.width == width)
        #expect(flow.frame.height == height)
        #expect(screen.layoutIssues.isEmpty)
    }
}
