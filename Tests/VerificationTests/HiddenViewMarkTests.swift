import Layout
import Testing
@testable import Verification

/// scene37: the layout text marks a view hidden itself as UIKit's
/// `recursiveDescription` does, `; hidden = YES` after its frame (a
/// navigation controller's hidden toolbar read like a visible one). As in
/// UIKit's log, only the hidden view itself is marked, not what it holds.
@Suite struct HiddenViewMarkTests {
    /// root (320 × 100) holding `bar`, hidden or not, 40 tall at the top,
    /// which holds `item`, 10 in and 20 × 20; all placed by required
    /// constraints, so the frames are these.
    static func snapshot(hidden: Bool) -> String {
        let root = View(name: "root")
        let bar = View(name: "bar"), item = View(name: "item")
        bar.isHidden = hidden
        root.addSubview(bar)
        bar.addSubview(item)
        activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.topAnchor.constraint(equalTo: root.topAnchor), bar.heightAnchor.constraint(equalToConstant: 40),
            item.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10),
            item.topAnchor.constraint(equalTo: bar.topAnchor, constant: 10),
            item.widthAnchor.constraint(equalToConstant: 20), item.heightAnchor.constraint(equalToConstant: 20),
        ])
        return LayoutSnapshot.text(of: root, width: 320, height: 100)
    }

    static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    @Test func aHiddenViewIsMarkedAfterItsFrameAndItsSubviewIsNot() {
        #expect(Self.snapshot(hidden: true) == """
            width 320
            •<View: root> (0, 0, 320, 100)
            |   *<View: bar> (0, 0, 320, 40); hidden = YES
            |   |   *<View: item> (10, 10, 20, 20)
            """)
        #expect(!Self.snapshot(hidden: false).contains("hidden"))
    }

    @Test func theReaderAndTheDiffSayIt() {
        let hidden = Self.snapshot(hidden: true), shown = Self.snapshot(hidden: false)
        let bar = LayoutSnapshotBlock.parse(hidden).blocks[0].views[1]
        #expect(bar.key == "bar" && bar.isHidden && bar.frame == ["0", "0", "320", "40"])
        #expect(!LayoutSnapshotBlock.parse(hidden).blocks[0].views[2].isHidden)
        #expect(LayoutSnapshotDiff.changes(reference: shown, actual: hidden) == ["width 320:", "  bar is now hidden"])
        #expect(LayoutSnapshotDiff.changes(reference: hidden, actual: shown) == ["width 320:", "  bar is no longer hidden"])
    }

    /// An ambiguous hidden view: the mark comes before UIKit's ambiguity words,
    /// which the reader still finds.
    @Test func theMarkComesBeforeTheAmbiguity() {
        let line = LayoutSnapshotBlock.viewLine("|   *<View: box> (8, 0, 100, 0); hidden = YES - AMBIGUOUS LAYOUT for box.minY")
        #expect(line?.isHidden == true && line?.ambiguity == "box.minY" && line?.frame == ["8", "0", "100", "0"])
    }
}
