import Testing
import Layout

/// A stack view's own baselines, as UIStackView.h describes them: a
/// vertical stack's first baseline is its first arranged view's and its
/// last baseline its last one's; a horizontal stack's are its tallest
/// view's; a nested stack hands on again. Test font: at 10 pt a line is 10
/// tall with its baseline 8 below its top, at 20 pt 20 and 16, at 30 pt 30
/// and 24.
@Suite struct StackViewBaselineTests {
    /// `stack` placed at (0, 20); a 10 pt label "X" to its right on its
    /// first baseline and a 10 pt "Y" on its last.
    func align(_ stack: StackView) -> (first: Label, last: Label) {
        let screen = root(width: 400, height: 300)
        let first = TestText.label("X", name: "onFirst"), last = TestText.label("Y", name: "onLast")
        for view in [stack, first, last] { screen.addSubview(view) }
        LayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
            stack.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            first.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 300),
            first.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
            last.leftAnchor.constraint(equalTo: first.rightAnchor, constant: 8),
            last.lastBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor),
        ])
        screen.layoutIfNeeded()
        return (first, last)
    }

    /// A column of "AB" (10 pt) and "CD" (20 pt), 10 apart, from y = 20:
    /// "AB" from 20 (baseline 28), "CD" from 40 (baseline 56). X starts at
    /// 28 - 8 = 20, Y at 56 - 8 = 48. (The stack's edges would give 12 and
    /// 60 - 8 = 52.)
    @Test func aColumnUsesItsFirstAndLastViews() {
        let ab = TestText.label("AB"), cd = TestText.label("CD", size: 20)
        let stack = StackView(arrangedSubviews: [ab, cd])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 10
        let (first, last) = align(stack)
        #expect(cd.frame.minY == 20)  // in the stack: 10 + 10
        #expect(first.frame.minY == 20)
        #expect(last.frame.minY == 48)
    }

    /// Hidden views do not count: with "AB" hidden, "CD" is first and last,
    /// from y = 20 (baseline 36): X and Y both start at 28.
    @Test func aColumnSkipsHiddenViews() {
        let ab = TestText.label("AB"), cd = TestText.label("CD", size: 20)
        ab.isHidden = true
        let stack = StackView(arrangedSubviews: [ab, cd])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 10
        let (first, last) = align(stack)
        #expect(stack.firstBaselineView === cd)
        #expect(first.frame.minY == 28)
        #expect(last.frame.minY == 28)
    }

    /// A row "AB" (10 pt), "E" (30 pt), "CD" (20 pt) on their first
    /// baselines: the tallest, "E", touches the stack's top (20), so every
    /// baseline is at 20 + 24 = 44 and the row's baselines are 44: X and Y
    /// start at 36. (The stack's edges: top 20 gives 12, bottom 20 + 30 = 50
    /// gives 42.)
    @Test func aRowUsesItsTallestView() {
        let ab = TestText.label("AB"), e = TestText.label("E", size: 30), cd = TestText.label("CD", size: 20)
        let stack = StackView(arrangedSubviews: [ab, e, cd])
        stack.alignment = .firstBaseline
        let (first, last) = align(stack)
        #expect(stack.firstBaselineView === e && stack.lastBaselineView === e)
        #expect(first.frame.minY == 36)
        #expect(last.frame.minY == 36)
    }

    /// A column whose first view is a row: the column's first baseline is
    /// the row's tallest view's. The row "AB" (10 pt), "CD" (20 pt) on
    /// first baselines is 20 tall, "CD" at its top: baseline 20 + 16 = 36,
    /// so X starts at 28. The column's last view, "EF" (10 pt), starts at
    /// 20 + 20 + 10 = 50 (baseline 58): Y starts at 50.
    @Test func aNestedStackHandsOn() {
        let ab = TestText.label("AB"), cd = TestText.label("CD", size: 20), ef = TestText.label("EF")
        let row = StackView(arrangedSubviews: [ab, cd], name: "row")
        row.alignment = .firstBaseline
        let column = StackView(arrangedSubviews: [row, ef], name: "column")
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 10
        let (first, last) = align(column)
        #expect(column.firstBaselineView === cd)
        #expect(column.lastBaselineView === ef)
        #expect(first.frame.minY == 28)
        #expect(last.frame.minY == 50)
    }
}
