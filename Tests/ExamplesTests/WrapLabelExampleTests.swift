import Examples
import Layout
import Testing

/// wrap-label-fixed and wrap-label-dynamic in the test font. The label is
/// pinned 20 from each side: it is width − 40 wide.
@Suite struct WrapLabelExampleTests {
    /// "Just plain constraints. Lorem ipsum dolor sit amet" wrapped for 280:
    /// "Just plain constraints. Lorem" is 40+5+50+5+120+5+50 = 275, adding
    /// " ipsum" would make 330; "ipsum dolor sit amet" is 185. Two lines,
    /// 20 tall, at every width: at 200 the text needs four lines (cut off),
    /// at 600 one (space wasted).
    @Test(arguments: [(200.0, 40.0), (320, 20), (600, 10)]) func fixedKeepsTheHeightFor280(width: Double, textHeight: Double) {
        let root = TestText.root("wrap-label-fixed", width: width)
        let label = root.label("label")
        #expect(label.frame == Rect(x: 20, y: 0, width: width - 40, height: 20))
        #expect(label.measure(width: width - 40).size.height == textHeight)
        #expect(root.layoutIssues.isEmpty)
    }

    /// "Custom superview that sets preferred max layout width." (505 on one
    /// line): at 160, "Custom superview" 155 / "that sets" / "preferred max"
    /// / "layout width." = 40; at 280, "Custom superview that sets" 245 /
    /// "preferred max layout width." 255 = 20; at 560, one line = 10.
    @Test(arguments: [(200.0, 40.0), (320, 20), (600, 10)]) func dynamicIsAsTallAsItsTextAtItsWidth(width: Double, height: Double) {
        let root = TestText.root("wrap-label-dynamic", width: width)
        let label = root.label("label")
        #expect(label.frame == Rect(x: 20, y: 0, width: width - 40, height: height))
        #expect(label.measure(width: label.frame.width).size.height == height)
        #expect(label.preferredMaxLayoutWidth == width - 40)
        // The button follows the label: 8 below it.
        #expect(root.view(named: "button")!.frame.minY == height + 8)
        #expect(root.layoutIssues.isEmpty)
    }

    /// The second video: the same tree resized re-wraps every time.
    @Test func dynamicFollowsResizing() {
        let root = TestText.root("wrap-label-dynamic", width: 600)
        for (width, height) in [(200.0, 40.0), (600, 10), (320, 20), (200, 40)] {
            root.frame.size.width = width
            root.layoutIfNeeded()
            #expect(root.label("label").frame.size == Size(width: width - 40, height: height), "at \(width)")
        }
        #expect(root.layoutIssues.isEmpty)
    }

    /// The panel is at least its nib height (80 and 120) and grows with its
    /// content: label, 8, the "⬆︎" button (22 in the test font).
    @Test func panelsGrowWithTheirContent() {
        #expect(TestText.root("wrap-label-dynamic", width: 320).view(named: "panel")!.frame.height == 120)
        // At 100 wide the label is 60: one word a line, "preferred" (90)
        // overflows alone; 8 lines = 80, + 8 + 22 = 110 <= 120.
        let narrow = TestText.root("wrap-label-dynamic", width: 100)
        #expect(narrow.view(named: "panel")!.frame.height == max(120, narrow.label("label").frame.height + 30))
    }
}
