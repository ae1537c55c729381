import Examples
import Layout
import Testing

/// wrap-demo and wrapping-view in the test font (letters 10, spaces 5,
/// lines 10). The "⬆︎" and "Update" buttons are 10 + 2 × 6 = 22 tall;
/// "Update" is 6 letters, 60 wide.
///
/// The wrapping view is pinned 20 from each side: at width W it is
/// L = W − 40 wide. Items are 20 × 12 from x = 0; an item starts a new row
/// when x > L − 20, so a row holds floor(L / 20) items (L >= 20):
/// - 200: L = 160, 8 a row; 23 items are 8 + 8 + 7: 3 rows, 160 × 36;
/// - 320: L = 280, 14 a row; 14 + 9: 2 rows, 280 × 24;
/// - 480: L = 440, 22 a row; 22 + 1: 2 rows, 440 × 24;
/// - 600: L = 560, 28 a row; 23 fit in one row, 460 × 12.
@Suite struct WrapDemoExampleTests {
    static let cases: [(width: Double, rows: Double, perRow: Int)] = [(200, 3, 8), (320, 2, 14), (600, 1, 28)]

    func items(_ root: View, suffix: String) -> [View] {
        root.view(named: "wrappingView" + suffix)!.subviews
    }

    /// The four panels, 8 apart, as wide as the container, which is as wide
    /// as the root. Every panel's content fits its nib height here (the
    /// tallest is the wrapping panel at 200: 36 + 8 + 22 = 66 <= 120), so:
    /// panel 1 at 0 (80 tall), panel 2 at 80 + 8 = 88 (120), panel 3 at
    /// 88 + 120 + 8 = 216 (120), panel 4 at 216 + 120 + 8 = 344 (80); the
    /// container ends at 344 + 80 = 424.
    @Test(arguments: [200.0, 320, 600]) func panelsStackEightApart(width: Double) {
        let root = TestText.root("wrap-demo", width: width)
        #expect(root.view(named: "container")!.frame == Rect(x: 0, y: 0, width: width, height: 424))
        let expected: [(Double, Double)] = [(0, 80), (88, 120), (216, 120), (344, 80)]
        for (index, (y, height)) in expected.enumerated() {
            #expect(root.view(named: "panel\(index + 1)")!.frame == Rect(x: 0, y: y, width: width, height: height), "panel \(index + 1)")
        }
        #expect(root.layoutIssues.isEmpty)
    }

    /// Each panel behaves as its single-panel example (see
    /// WrapLabelExampleTests and ShrinkWrapExampleTests for the numbers):
    /// 1. stuck at the height for 280: 20 at every width;
    /// 2. "Custom superview that sets preferred max layout width." at its
    ///    width: 4 lines at 160, 2 at 280, 1 at 560;
    /// 4. "Custom shrink wrapping": 2 lines 125 wide at 160, else one of 210.
    @Test(arguments: [(200.0, 40.0, 125.0, 20.0), (320, 20, 210, 10), (600, 10, 210, 10)])
    func labelPanels(width: Double, wrappingHeight: Double, shrinkWidth: Double, shrinkHeight: Double) {
        let root = TestText.root("wrap-demo", width: width)
        #expect(root.label("label1").frame == Rect(x: 20, y: 0, width: width - 40, height: 20))
        #expect(root.label("label1").preferredMaxLayoutWidth == 280)
        #expect(root.view(named: "button1")!.frame.minY == 28)

        #expect(root.label("label2").frame == Rect(x: 20, y: 0, width: width - 40, height: wrappingHeight))
        #expect(root.label("label2").preferredMaxLayoutWidth == width - 40)
        #expect(root.view(named: "button2")!.frame.minY == wrappingHeight + 8)

        #expect(root.label("label4").frame == Rect(x: (width - shrinkWidth) / 2, y: 0, width: shrinkWidth, height: shrinkHeight))
        #expect(root.view(named: "button4")!.frame.minY == shrinkHeight + 8)
        #expect(root.label("label4").constraints.isEmpty, "the 1e8 constraint is gone")
    }

    /// Panel 3: the wrapping view is L wide and as tall as its rows; the
    /// "Update" button (60 × 22) is centred 8 below it.
    @Test(arguments: cases) func customWrappingPanel(width: Double, rows: Double, perRow: Int) {
        for (name, suffix) in [("wrap-demo", "3"), ("wrapping-view", "")] {
            let root = TestText.root(name, width: width)
            let wrappingView = root.view(named: "wrappingView" + suffix)!
            let layoutWidth = width - 40
            #expect(wrappingView.frame == Rect(x: 20, y: 0, width: layoutWidth, height: 12 * rows), "\(name) at \(width)")
            #expect(wrappingView.intrinsicContentSize
                    == Size(width: Double(min(23, perRow)) * 20, height: 12 * rows), "the preferred width is the actual one")
            #expect(root.view(named: "updateButton" + suffix)!.frame
                    == Rect(x: (width - 60) / 2, y: 12 * rows + 8, width: 60, height: 22))
            #expect(root.layoutIssues.isEmpty)
        }
    }

    /// Item i is in row i / perRow, column i % perRow: at 320, item 13 ends
    /// the first row at x = 260 (260 > 280 − 20 is false, 280 would be
    /// true) and item 14 starts the second at (0, 12).
    @Test(arguments: cases) func itemsFlowInRows(width: Double, rows: Double, perRow: Int) {
        let root = TestText.root("wrap-demo", width: width)
        let items = items(root, suffix: "3")
        #expect(items.count == 23)
        for (i, item) in items.enumerated() {
            let expected = Rect(x: Double(i % perRow) * 20, y: Double(i / perRow) * 12, width: 20, height: 12)
            #expect(item.frame == expected, "item \(i) at \(width)")
        }
        #expect(Set(items.map { $0.frame.minY }).count == Int(rows))
    }

    /// Item i's colour: hue ((13 + 17 i) mod 255) / 255, saturation and
    /// brightness 0.7. Item 15: 13 + 255 = 268, mod 255 = 13: item 0's hue.
    @Test func itemColours() {
        let items = items(TestText.root("wrapping-view", width: 320), suffix: "")
        for (i, item) in items.enumerated() {
            #expect(item.backgroundColor == Color(hue: Double((13 + 17 * i) % 255) / 255, saturation: 0.7, brightness: 0.7))
        }
        #expect(items[0].backgroundColor == Color(hue: 13.0 / 255, saturation: 0.7, brightness: 0.7))
        #expect(items[15].backgroundColor == items[0].backgroundColor)
        #expect(items[1].backgroundColor != items[0].backgroundColor)
    }

    /// "Update": 23 → (23 + 18) mod 48 = 41 items. 200: 8 a row, 5 full rows
    /// and 1, 6 rows = 72; the panel holds 72 + 8 + 22 = 102 <= 120, so
    /// nothing below moves. 320: 14 + 14 + 13, 36. 600: 28 + 13, 24.
    @Test(arguments: [(200.0, 72.0), (320, 36), (600, 24)]) func updateChangesTheItemCount(width: Double, height: Double) {
        let root = TestText.root("wrap-demo", width: width, state: "update")
        #expect(items(root, suffix: "3").count == 41)
        #expect(root.view(named: "wrappingView3")!.frame.height == height)
        #expect(root.view(named: "panel4")!.frame.minY == 344)
        #expect(root.layoutIssues.isEmpty)
    }

    /// The sweep: one tree, the root's width changed; everything follows
    /// through the container (width == root's at 900, trailing at 800).
    @Test func resizingReflows() {
        let root = TestText.root("wrap-demo", width: 600)
        for (width, rows, perRow) in [(200.0, 3.0, 8), (480, 2, 22), (320, 2, 14), (600, 1, 28)] {
            root.frame.size.width = width
            root.layoutIfNeeded()
            #expect(root.view(named: "container")!.frame.width == width)
            #expect(root.view(named: "wrappingView3")!.frame.size == Size(width: width - 40, height: 12 * rows), "at \(width)")
            let last = items(root, suffix: "3")[22]
            #expect(last.frame.origin == Point(x: Double(22 % perRow) * 20, y: Double(22 / perRow) * 12), "at \(width)")
        }
        // At 480 the label panel's text is 255 + 5 + 245 = 505 > 440: 2 lines.
        #expect(root.layoutIssues.isEmpty)
    }
}
