import Testing
import Layout

/// Stack views with the test font at 10 pt: "AB" is 20 × 10, "CDEF" 40 × 10,
/// "G" 10 × 10. Every frame below is worked out by hand.
@Suite struct StackViewTests {
    func stack(
        _ texts: [String], axis: LayoutConstraintAxis = .horizontal, distribution: StackView.Distribution = .fill,
        alignment: StackView.Alignment = .fill, spacing: Double = 10, width: Double? = 200, height: Double? = nil
    ) -> (View, StackView, [Label]) {
        let screen = root(width: 400, height: 400)
        let labels = texts.enumerated().map { TestText.label($0.element, name: "l\($0.offset)") }
        let stack = StackView(arrangedSubviews: labels, name: "stack")
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        screen.addSubview(stack)
        var constraints = [stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
                           stack.topAnchor.constraint(equalTo: screen.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activate(constraints)
        screen.layoutIfNeeded()
        return (screen, stack, labels)
    }

    /// Fill, 200 wide: 20 + 40 + 10 of text and 2 × 10 spacing leave 110;
    /// equal hugging: the first label takes it all (130).
    @Test func fillStretchesTheFirstOnATie() {
        let (_, _, labels) = stack(["AB", "CDEF", "G"])
        #expect(labels.map(\.frame) == [Rect(x: 0, y: 0, width: 130, height: 10),
                                        Rect(x: 140, y: 0, width: 40, height: 10),
                                        Rect(x: 190, y: 0, width: 10, height: 10)])
    }

    /// Fill with the second label hugging less: it stretches instead.
    @Test func fillStretchesTheLowestHugging() {
        let screen = root(width: 400, height: 400)
        let labels = ["AB", "CDEF", "G"].map { TestText.label($0) }
        labels[1].setContentHuggingPriority(200, for: .horizontal)
        let stack = StackView(arrangedSubviews: labels)
        stack.spacing = 10
        screen.addSubview(stack)
        LayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   stack.topAnchor.constraint(equalTo: screen.topAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: 200)])
        screen.layoutIfNeeded()
        #expect(labels.map(\.frame.width) == [20, 150, 10])
    }

    /// Fill, 60 wide: 70 of text and 20 of spacing in 60: 30 must go, all
    /// from the first label (equal resistance: the first gives way first),
    /// which has only 20 — then from the second.
    @Test func fillShrinksInOrder() {
        let (_, _, labels) = stack(["AB", "CDEF", "G"], width: 60)
        #expect(labels.map(\.frame.width) == [0, 30, 10])
    }

    /// Fill equally: (200 - 20) / 3 = 60 each.
    @Test func fillEqually() {
        let (_, _, labels) = stack(["AB", "CDEF", "G"], distribution: .fillEqually)
        #expect(labels.map(\.frame.minX) == [0, 70, 140])
        #expect(labels.map(\.frame.width) == [60, 60, 60])
    }

    /// Fill proportionally: 180 shared as 20 : 40 : 10, i.e. × 180/70.
    @Test func fillProportionally() {
        let (_, _, labels) = stack(["AB", "CDEF", "G"], distribution: .fillProportionally, width: 210)
        // 210 - 20 = 190 shared 2 : 4 : 1 → 190 × 2/7, 190 × 4/7, 190/7.
        let widths = labels.map(\.frame.width)
        #expect(abs(widths[0] - 380.0 / 7) < 1e-9 && abs(widths[1] - 760.0 / 7) < 1e-9 && abs(widths[2] - 190.0 / 7) < 1e-9)
    }

    /// Fill proportionally with an icon held at 30 wide by a required
    /// constraint of the app's (its intrinsic width is 20) and "CDEF" (40):
    /// UIKit's `UISV-fill-proportionally` constraints are optional (999,
    /// 998, …), so the icon keeps its 30 and the label takes the rest of
    /// 200 − 10: 160, the ratio 40 : 20 given up. At required priority the
    /// ratio (label = 2 × icon) fought the icon's width and the stack's
    /// edges; the engine broke the icon's width (30 + 10 + 60 ≠ 200).
    @Test func fillProportionallyGivesWayToARequiredWidth() {
        let screen = root(width: 400, height: 400)
        let icon = Fixed(width: 20, name: "icon")
        let label = TestText.label("CDEF", name: "label")
        let stack = StackView(arrangedSubviews: [icon, label], name: "stack")
        stack.distribution = .fillProportionally
        stack.spacing = 10
        screen.addSubview(stack)
        LayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   stack.topAnchor.constraint(equalTo: screen.topAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: 200),
                                   icon.widthAnchor.constraint(equalToConstant: 30)])
        let layout = screen.solvedLayout()
        #expect(icon.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(label.frame == Rect(x: 40, y: 0, width: 160, height: 10))
        #expect(layout.issues.isEmpty)
        let priorities = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority)
        #expect(priorities == [999 - 1])  // the second arranged view's, as UIKit numbers them
    }

    /// A view of a fixed intrinsic width, 10 tall.
    final class Fixed: View {
        let width: Double
        init(width: Double, name: String) {
            self.width = width
            super.init(name: name)
        }
        override var intrinsicContentSize: Size { Size(width: width, height: 10) }
    }

    /// Equal spacing: views at their size, gaps equal: (200 - 70) / 2 = 65.
    @Test func equalSpacing() {
        let (_, _, labels) = stack(["AB", "CDEF", "G"], distribution: .equalSpacing)
        #expect(labels.map(\.frame.minX) == [0, 85, 190])
        #expect(labels.map(\.frame.width) == [20, 40, 10])
    }

    /// Equal centering: centres equally apart. First centre 10, last 195:
    /// the middle one's centre at 102.5, so it starts at 82.5.
    @Test func equalCentering() {
        let (_, _, labels) = stack(["AB", "CDEF", "G"], distribution: .equalCentering)
        #expect(labels.map(\.frame.minX) == [0, 82.5, 190])
    }

    /// Alignments across a 30-tall horizontal stack (labels are 10 tall).
    @Test func alignments() {
        func ys(_ alignment: StackView.Alignment) -> [Double] {
            stack(["AB", "G"], alignment: alignment, height: 30).2.map(\.frame.minY)
        }
        #expect(ys(.leading) == [0, 0])
        #expect(ys(.center) == [10, 10])
        #expect(ys(.trailing) == [20, 20])
        let filled = stack(["AB", "G"], alignment: .fill, height: 30).2
        #expect(filled.map(\.frame.height) == [30, 30])
    }

    /// Baselines: a 20 pt label (baseline 16 below its top) next to a 10 pt
    /// one (8): the small one sits 8 lower; the stack is 20 tall.
    @Test func firstBaselineAlignment() {
        let screen = root(width: 400, height: 400)
        let big = TestText.label("AB", size: 20), small = TestText.label("CD")
        let stack = StackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        screen.addSubview(stack)
        LayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   stack.topAnchor.constraint(equalTo: screen.topAnchor)])
        screen.layoutIfNeeded()
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY == 8)
        #expect(stack.frame.height == 20)
    }

    /// A vertical stack sizes itself: 10 + 10 + 10 spacing = 30 tall, as
    /// wide as its widest label with `.leading`.
    @Test func verticalStackHugsItsContent() {
        let (_, stack, labels) = stack(["AB", "CDEF"], axis: .vertical, alignment: .leading, width: nil)
        #expect(stack.frame.size == Size(width: 40, height: 30))
        #expect(labels.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 20, width: 40, height: 10)])
    }

    /// Hiding an arranged view drops it and the spacing after it; the
    /// stack shrinks by 10 + 10.
    @Test func hiddenViewsCollapseWithTheirSpacing() {
        let (screen, stack, labels) = stack(["AB", "CDEF"], axis: .vertical, alignment: .leading, width: nil)
        labels[0].isHidden = true
        screen.layoutIfNeeded()
        #expect(stack.frame.height == 10)
        #expect(labels[1].frame.minY == 0)
        labels[0].isHidden = false
        screen.layoutIfNeeded()
        #expect(stack.frame.height == 30)
    }

    /// Across the axis a hidden view no longer sizes the stack: with the
    /// 40-wide "CDEF" hidden, the leading column is as wide as "AB" (20)
    /// and 10 tall; "CDEF" keeps its width at the leading edge, 0 tall.
    @Test func hiddenViewDoesNotWidenALeadingColumn() {
        let (screen, stack, labels) = stack(["AB", "CDEF"], axis: .vertical, alignment: .leading, width: nil)
        labels[1].isHidden = true
        screen.layoutIfNeeded()
        #expect(stack.frame.size == Size(width: 20, height: 10))
        #expect(labels.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 0, width: 40, height: 0)])
    }

    /// The same under `fill`: "AB" holds the column at 20 (compression
    /// resistance 750 and hugging 250 on its 20 points); the hidden "CDEF"
    /// has its content width set aside and spans the column, squeezed to
    /// 20, pushing nothing; so does a hidden view without a content size.
    @Test func hiddenViewDoesNotWidenAFillColumn() {
        let screen = root(width: 400, height: 400)
        let ab = TestText.label("AB"), cdef = TestText.label("CDEF"), plain = View(name: "plain")
        let column = StackView(arrangedSubviews: [ab, cdef, plain], name: "column")
        column.axis = .vertical
        column.spacing = 10
        screen.addSubview(column)
        LayoutConstraint.activate([column.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   column.topAnchor.constraint(equalTo: screen.topAnchor)])
        cdef.isHidden = true
        plain.isHidden = true
        screen.layoutIfNeeded()
        #expect(column.frame.size == Size(width: 20, height: 10))
        #expect(cdef.frame == Rect(x: 0, y: 0, width: 20, height: 0))
        #expect(plain.frame == Rect(x: 0, y: 0, width: 20, height: 0))
    }

    /// Interface Builder's PitchControl.xib in small: a 100-wide row of a
    /// spacer, a fill column and a spacer of equal widths. The column holds
    /// "AB" (20) and a hidden "CDEF" (40): it is 20 wide and the spacers
    /// share the rest, (100 − 20) / 2 = 40 each. Were the hidden view
    /// counted, the column would be 40 and the spacers 30.
    @Test func hiddenViewInANestedColumnLeavesTheSpacersTheirShare() {
        let screen = root(width: 400, height: 400)
        let ab = TestText.label("AB"), cdef = TestText.label("CDEF")
        let column = StackView(arrangedSubviews: [ab, cdef], name: "column")
        column.axis = .vertical
        let left = View(name: "left"), right = View(name: "right")
        let row = StackView(arrangedSubviews: [left, column, right], name: "row")
        screen.addSubview(row)
        LayoutConstraint.activate([row.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   row.topAnchor.constraint(equalTo: screen.topAnchor),
                                   row.widthAnchor.constraint(equalToConstant: 100),
                                   row.heightAnchor.constraint(equalToConstant: 50),
                                   right.widthAnchor.constraint(equalTo: left.widthAnchor)])
        cdef.isHidden = true
        screen.layoutIfNeeded()
        #expect([left.frame, column.frame, right.frame] == [Rect(x: 0, y: 0, width: 40, height: 50),
                                                           Rect(x: 40, y: 0, width: 20, height: 50),
                                                           Rect(x: 60, y: 0, width: 40, height: 50)])
        #expect(cdef.frame == Rect(x: 0, y: 0, width: 20, height: 0))
        // Shown again, "CDEF" (40) widens the column: (100 − 40) / 2 = 30 each side.
        cdef.isHidden = false
        screen.layoutIfNeeded()
        #expect([left.frame.width, column.frame.width, right.frame.width] == [30, 40, 30])
    }

    @Test func customSpacingAndMargins() {
        let screen = root(width: 400, height: 400)
        let labels = ["AB", "CD", "EF"].map { TestText.label($0) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 10
        stack.setCustomSpacing(30, after: labels[0])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
        screen.addSubview(stack)
        LayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   stack.topAnchor.constraint(equalTo: screen.topAnchor)])
        screen.layoutIfNeeded()
        #expect(labels.map(\.frame.minY) == [5, 45, 65])
        #expect(labels[0].frame.minX == 7)
        #expect(stack.frame.size == Size(width: 34, height: 80))
    }
}
