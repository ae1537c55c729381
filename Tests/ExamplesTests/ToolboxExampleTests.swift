import Examples
import Layout
import Testing
import TrellisTestSupport

/// alignment-rect: the badged icon's alignment rect is 40 × 40 at (20, 20);
/// its insets (8 at the top and the right) make its frame (20, 12, 48, 48).
/// "Inbox" is 5 letters (50), "Archive" 7 (70), both 10 tall. The same at
/// every width: nothing in it depends on the width.
@Suite struct AlignmentRectExampleTests {
    @Test(arguments: [200.0, 320, 600]) func alignmentRectsLineUp(width: Double) {
        let root = TestText.root("alignment-rect", width: width)
        let badged = root.view(named: "badgedIcon")!, plain = root.view(named: "plainIcon")!
        #expect(badged.frame == Rect(x: 20, y: 12, width: 48, height: 48))
        #expect(badged.alignmentRect(forFrame: badged.frame) == Rect(x: 20, y: 20, width: 40, height: 40))
        // The icon inside is the alignment rect; the badge hangs out of it.
        #expect(root.view(named: "iconImage")!.frameInRoot == Rect(x: 20, y: 20, width: 40, height: 40))
        #expect(root.view(named: "badge")!.frameInRoot == Rect(x: 52, y: 12, width: 16, height: 16))
        // The plain icon: 8 below the alignment rect's bottom (60, not the
        // frame's 60 too: the insets are at the top), same left edge and
        // size as the icon, not the frame.
        #expect(plain.frame == Rect(x: 20, y: 68, width: 40, height: 40))
        // Labels 12 after the alignment rect's trailing edge (60), not the
        // frame's (68): both at 72. Centred on the icons: 40 − 5 and 88 − 5.
        #expect(root.label("inboxLabel").frame == Rect(x: 72, y: 35, width: 50, height: 10))
        #expect(root.label("archiveLabel").frame == Rect(x: 72, y: 83, width: 70, height: 10))
        #expect(root.layoutIssues.isEmpty)
    }
}

/// baseline-alignment in the test font at the example's sizes: "Aa" at
/// 30 pt is 60 × 30 with its baseline 24 below its top (6 above its
/// bottom); the small label at 15 pt has 15-point letters, 7.5-point
/// spaces, 15-point lines with the baseline 12 below a line's top (3 above
/// its bottom). "small words wrap below": small 75, words 75, wrap 60,
/// below 75; 307.5 on one line.
///
/// A row is W − 40 wide; the small label gets W − 40 − 60 − 8 = W − 108:
/// - 200: 92, one word a line: 4 lines, 60 tall;
/// - 320: 212, "small words" (157.5) / "wrap below" (142.5): 30 tall;
/// - 600: 492, one line: 15 tall.
@Suite struct BaselineAlignmentExampleTests {
    func root(_ width: Double) -> View {
        Examples.named("baseline-alignment")!.makeRoot(width: width, text: TestText.sizedText)
    }

    /// First baselines: the big label at the row's top, baseline at 24; the
    /// small label's first line on it, so its top is 24 − 12 = 12. The row
    /// is as tall as the lower bottom: 12 + 60 = 72, 12 + 30 = 42, and at
    /// 600 the big label's 30 (12 + 15 = 27).
    @Test(arguments: [(200.0, 60.0, 72.0), (320, 30, 42), (600, 15, 30)])
    func firstBaselines(width: Double, smallHeight: Double, rowHeight: Double) {
        let root = root(width)
        let big = root.label("bigFirst"), small = root.label("smallFirst")
        #expect(root.view(named: "firstRow")!.frame == Rect(x: 20, y: 20, width: width - 40, height: rowHeight))
        #expect(big.frame == Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(small.frame == Rect(x: 68, y: 12, width: width - 108, height: smallHeight))
        #expect(big.frame.minY + big.firstBaselineOffsetFromTop! == 24)
        #expect(small.frame.minY + small.firstBaselineOffsetFromTop! == 24)
        #expect(root.layoutIssues.isEmpty)
    }

    /// Last baselines: the small label's last line (3 above its bottom) on
    /// the big label's (6 above its bottom); the higher top touches the
    /// row's. 200: small 0...60, baseline 57, big 33...63: row 63. 320:
    /// small 0...30, baseline 27, big 3...33: row 33. 600: big 0...30,
    /// baseline 24, small 12...27: row 30. The row starts 20 below the first.
    @Test(arguments: [(200.0, 0.0, 60.0, 33.0, 63.0, 72.0), (320, 0, 30, 3, 33, 42), (600, 12, 15, 0, 30, 30)])
    func lastBaselines(width: Double, smallTop: Double, smallHeight: Double, bigTop: Double, rowHeight: Double,
                       firstRowHeight: Double) {
        let root = root(width)
        let big = root.label("bigLast"), small = root.label("smallLast")
        #expect(root.view(named: "lastRow")!.frame
                == Rect(x: 20, y: 20 + firstRowHeight + 20, width: width - 40, height: rowHeight))
        #expect(big.frame == Rect(x: 0, y: bigTop, width: 60, height: 30))
        #expect(small.frame == Rect(x: 68, y: smallTop, width: width - 108, height: smallHeight))
        #expect(big.frame.maxY - big.lastBaselineOffsetFromBottom! == small.frame.maxY - small.lastBaselineOffsetFromBottom!)
        #expect(root.layoutIssues.isEmpty)
    }

    /// The example asks for 30 and 15 points of the system font.
    @Test func sizes() {
        let root = Examples.named("baseline-alignment")!.makeRoot(width: 320)
        #expect(root.label("bigFirst").font == Font.systemFont(ofSize: 30))
        #expect(root.label("smallLast").font == Font.systemFont(ofSize: 15))
    }
}

/// layout-cycle: outer ⊃ middle ⊃ inner, each recording its passes.
@Suite struct LayoutCycleExampleTests {
    /// Update constraints bottom-up (inner, middle, outer), then lay out
    /// top-down (outer, middle, inner); each view's label says where it came.
    @Test(arguments: [200.0, 320, 600]) func passOrder(width: Double) {
        let root = TestText.root("layout-cycle", width: width)
        #expect(root.label("logLabel").text
                == "updateConstraints: inner, middle, outer; layoutSubviews: outer, middle, inner")
        #expect(root.label("innerLabel").text == "inner: updateConstraints #1, layoutSubviews #3")
        #expect(root.label("middleLabel").text == "middle: updateConstraints #2, layoutSubviews #2")
        #expect(root.label("outerLabel").text == "outer: updateConstraints #3, layoutSubviews #1")
        #expect(root.layoutIssues.isEmpty)
    }

    /// At 600 every label is one line (inner's, the widest text, is
    /// 60 + 5 + 170 + 5 + 30 + 5 + 140 + 5 + 20 = 440 <= 600 − 40 − 48 = 512):
    /// inner is 8 + 10 + 8 = 26 tall, middle 8 + 10 + 8 + 26 + 8 = 60, outer
    /// 8 + 10 + 8 + 60 + 8 = 94; the log label 20 below outer, at 134.
    @Test func frames() {
        let root = TestText.root("layout-cycle", width: 600)
        #expect(root.view(named: "outer")!.frame == Rect(x: 20, y: 20, width: 560, height: 94))
        #expect(root.view(named: "middle")!.frame == Rect(x: 8, y: 26, width: 544, height: 60))
        #expect(root.view(named: "inner")!.frame == Rect(x: 8, y: 26, width: 528, height: 26))
        #expect(root.label("innerLabel").frame == Rect(x: 8, y: 8, width: 512, height: 10))
        #expect(root.label("logLabel").frame.minY == 134)
    }
}

/// two-rows in the test font: the view is W − 40 wide; tiles are 40 tall.
/// In one row each tile is (W − 40 − 8) / 2; below 100 (W < 248) the view
/// switches to two rows of W − 40, 8 apart: 88 tall.
@Suite struct TwoRowsExampleTests {
    /// 200: a tile would be 76: two rows of 160. 320: (280 − 8) / 2 = 136,
    /// the second at 144. 600: 276, the second at 284.
    @Test func bothArrangements() {
        let narrow = TestText.root("two-rows", width: 200)
        #expect(narrow.view(named: "twoRows")!.frame == Rect(x: 20, y: 20, width: 160, height: 88))
        #expect(narrow.label("first").frame == Rect(x: 0, y: 0, width: 160, height: 40))
        #expect(narrow.label("second").frame == Rect(x: 0, y: 48, width: 160, height: 40))
        for (width, tile) in [(320.0, 136.0), (600, 276)] {
            let root = TestText.root("two-rows", width: width)
            #expect(root.view(named: "twoRows")!.frame == Rect(x: 20, y: 20, width: width - 40, height: 40))
            #expect(root.label("first").frame == Rect(x: 0, y: 0, width: tile, height: 40))
            #expect(root.label("second").frame == Rect(x: tile + 8, y: 0, width: tile, height: 40))
            #expect(root.layoutIssues.isEmpty)
        }
    }

    /// The switch width: at 248 a tile is (208 − 8) / 2 = 100, not too
    /// narrow: one row. At 247 it would be 99.5: two rows.
    @Test func switchesAt248() {
        #expect(TestText.root("two-rows", width: 248).label("second").frame == Rect(x: 108, y: 0, width: 100, height: 40))
        #expect(TestText.root("two-rows", width: 247).label("second").frame == Rect(x: 0, y: 48, width: 207, height: 40))
    }

    /// One tree, resized both ways: it switches to two rows and back.
    @Test func switchesBackWhenWider() {
        let root = TestText.root("two-rows", width: 600)
        for (width, height) in [(247.0, 88.0), (248, 40), (200, 88), (600, 40), (320, 40), (240, 88)] {
            root.frame.size.width = width
            root.layoutIfNeeded()
            #expect(root.view(named: "twoRows")!.frame.height == height, "at \(width)")
        }
        #expect(root.layoutIssues.isEmpty)
    }
}
