import Testing
import Layout

/// Records the order of the layout cycle's calls.
final class RecordingView: View {
    var log: (String) -> Void = { _ in }

    override func updateConstraints() {
        log("update \(name ?? "?")")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log("layout \(name ?? "?")")
        super.layoutSubviews()
    }
}

/// Collects log lines from several views (tests run in parallel: no globals).
final class CallLog {
    var lines: [String] = []
}

@Suite struct LayoutCycleTests {
    func tree() -> (RecordingView, RecordingView, RecordingView, CallLog) {
        let log = CallLog()
        let root = RecordingView(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let a = RecordingView(name: "a"), b = RecordingView(name: "b")
        for view in [root, a, b] { view.log = { log.lines.append($0) } }
        root.addSubview(a)
        a.addSubview(b)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.leftAnchor.constraint(equalTo: a.leftAnchor), b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, a, b, log)
    }

    /// UIKit: constraints are updated from the leaves up, then layout runs
    /// from the root down.
    @Test func updateConstraintsBottomUpThenLayoutTopDown() {
        let (root, _, _, log) = tree()
        root.layoutIfNeeded()
        #expect(log.lines == ["update b", "update a", "update root", "layout root", "layout a", "layout b"])
    }

    /// Asking for layout three times lays out once.
    @Test func setNeedsLayoutIsCoalesced() {
        let (root, a, _, log) = tree()
        root.layoutIfNeeded()
        log.lines = []
        a.setNeedsLayout()
        a.setNeedsLayout()
        a.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.lines == ["layout a"])
        log.lines = []
        root.layoutIfNeeded()
        #expect(log.lines.isEmpty)
    }

    @Test func setNeedsUpdateConstraintsRunsOnlyThatView() {
        let (root, a, _, log) = tree()
        root.layoutIfNeeded()
        log.lines = []
        a.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(log.lines.first == "update a")
        #expect(!log.lines.contains("update b"))
    }

    /// Changing a constant re-lays out the views it moves.
    @Test func changingAConstantMovesViews() {
        let (root, a, b, _) = tree()
        root.layoutIfNeeded()
        // Installed on the closest common ancestor of a and root: root.
        let left = root.constraints.first { $0.firstItem === a && $0.firstAttribute == .left }
        left?.constant = 20
        root.layoutIfNeeded()
        #expect(a.frame.minX == 20)
        #expect(b.frame.minX == 0)  // b is relative to a
    }
}

/// `preferredMaxLayoutWidth`: explicit (2014) against automatic (iOS 8).
/// "AB CD EF GH" is 95 wide on one line; at 40 it is 4 lines (40 tall), at
/// 60 "AB CD " + "EF GH" (20 tall), at 200 one line (10 tall).
@Suite struct PreferredMaxLayoutWidthTests {
    func labelHeight(rootWidth: Double, preferred: Double) -> Double {
        let screen = root(width: rootWidth, height: 400)
        let label = TestText.label("AB CD EF GH", lines: 0, name: "label")
        label.preferredMaxLayoutWidth = preferred
        screen.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            label.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(label.frame.width == rootWidth)
        return label.frame.height
    }

    @Test func automaticWrapsAtTheSolvedWidth() {
        #expect(labelHeight(rootWidth: 40, preferred: 0) == 40)
        #expect(labelHeight(rootWidth: 60, preferred: 0) == 20)
        #expect(labelHeight(rootWidth: 200, preferred: 0) == 10)
    }

    @Test func explicitKeepsTheHeightForItsWidth() {
        for width in [40.0, 60, 200] {
            #expect(labelHeight(rootWidth: width, preferred: 60) == 20)
        }
    }

    /// A sweep: the same tree laid out at several widths in turn follows
    /// the width each time (re-solved through the root's edit variable).
    @Test func aSweepRewrapsAtEveryWidth() {
        let screen = root(width: 40, height: 400)
        let label = TestText.label("AB CD EF GH", lines: 0, name: "label")
        screen.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            label.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        var heights: [Double] = []
        for width in [40.0, 60, 200, 60, 40] {
            screen.frame = Rect(x: 0, y: 0, width: width, height: 400)
            screen.layoutIfNeeded()
            heights.append(label.frame.height)
        }
        #expect(heights == [40, 20, 10, 20, 40])
    }
}

/// Fitting as a self-sizing cell does it. The cell's label is pinned to its
/// margins (8): "AB CD EF" is 70 × 10 on one line.
@Suite struct FittingTests {
    func cell() -> (View, Label) {
        let content = View(name: "contentView")
        let label = TestText.label("AB CD EF", lines: 0, name: "label")
        content.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        return (content, label)
    }

    /// Width 56 at .required leaves 40 for the label: "AB ", "CD ", "EF",
    /// 30 tall; the cell is 30 + 16 = 46 tall.
    @Test func requiredWidthGivesTheWrappedHeight() {
        let (content, _) = cell()
        let size = content.systemLayoutSizeFitting(Size(width: 56, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 56, height: 46))
        #expect(content.frame == .zero)
    }

    /// Compressed: the label keeps its one-line width (resistance 750 beats
    /// the fitting level 50): 70 + 16 by 10 + 16.
    @Test func compressedSize() {
        let (content, _) = cell()
        #expect(content.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 86, height: 26))
    }
}
