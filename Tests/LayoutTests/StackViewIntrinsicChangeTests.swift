import Testing
import Layout

/// A stack view's distribution follows its arranged views' current
/// intrinsic sizes, not those they had when the stack made its
/// constraints: a label that wraps at its solved width, or whose text
/// changes, takes its new share at the next pass.
///
/// Test font at 10 pt: letters 10 wide, a space 5, a line 10 tall. "AB"
/// is one line, 10 tall. `long` — "CDEF GHIJ KLMN OPQR STUV" — is 5 × 40 +
/// 4 × 5 = 220 wide on one line; at 100 it wraps as "CDEF GHIJ" (85),
/// "KLMN OPQR" (85), "STUV" (40): 3 lines, 30 tall. Before the first solve
/// a wrapping label is measured unwrapped (one line, 10 tall).
@Suite struct StackViewIntrinsicChangeTests {
    static let long = "CDEF GHIJ KLMN OPQR STUV"

    /// A 100-wide column of `texts` (wrapping labels), `height` tall, at (0, 0).
    func column(_ texts: [String], distribution: StackView.Distribution, height: Double) -> (View, [Label]) {
        let screen = root(width: 400, height: 400)
        let labels = texts.enumerated().map { TestText.label($0.element, lines: 0, name: "l\($0.offset)") }
        let stack = StackView(arrangedSubviews: labels, name: "stack")
        stack.axis = .vertical
        stack.distribution = distribution
        screen.addSubview(stack)
        LayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   stack.topAnchor.constraint(equalTo: screen.topAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: 100),
                                   stack.heightAnchor.constraint(equalToConstant: height)])
        screen.layoutIfNeeded()
        return (screen, labels)
    }

    /// 200 shared in proportion to the intrinsic heights once `long` has
    /// wrapped, 10 : 30: 50 and 150. (Unwrapped it was 10 : 10, 100 each.)
    @Test func fillProportionallyFollowsAWrap() {
        let (_, labels) = column(["AB", Self.long], distribution: .fillProportionally, height: 200)
        #expect(labels.map(\.frame.height) == [50, 150])
        #expect(labels[1].frame.minY == 50)
    }

    /// Starting 10 : 10 (100 each), the second label's text becomes `long`:
    /// 10 : 30, so 50 and 150; back to "CD", 100 each again.
    @Test func fillProportionallyFollowsATextChange() {
        let (screen, labels) = column(["AB", "CD"], distribution: .fillProportionally, height: 200)
        #expect(labels.map(\.frame.height) == [100, 100])
        labels[1].text = Self.long
        screen.layoutIfNeeded()
        #expect(labels.map(\.frame.height) == [50, 150])
        labels[1].text = "CD"
        screen.layoutIfNeeded()
        #expect(labels.map(\.frame.height) == [100, 100])
    }

    /// `fill`, 30 tall, for 10 + 30 = 40 of text: 10 must go. Equal
    /// compression resistance: the first view gives way first, so "AB"
    /// goes to 0 and `long` keeps its 30. (With the order constraint still
    /// holding `long`'s unwrapped 10, `long` would give way below 30
    /// instead: 10 and 20.)
    @Test func fillOrderFollowsAWrap() {
        let (_, labels) = column(["AB", Self.long], distribution: .fill, height: 30)
        #expect(labels.map(\.frame.height) == [0, 30])
    }

    /// A view whose intrinsic width comes and goes.
    final class Toggle: View {
        var width: Double? = 30 { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: Size { Size(width: width ?? View.noIntrinsicMetric, height: 10) }
    }

    /// A row "AB" (20 wide) and a view 30 wide, 100 wide in all: equal
    /// hugging, so the first stretches: 70 and 30. When the view loses its
    /// intrinsic width its order constraints go (the stack remakes its
    /// constraints) and "AB", hugging, is 20; the view takes the other 80.
    @Test func fillOrderLeavesWithAnIntrinsicSize() {
        let screen = root(width: 400, height: 400)
        let label = TestText.label("AB"), toggle = Toggle(name: "toggle")
        let stack = StackView(arrangedSubviews: [label, toggle], name: "stack")
        screen.addSubview(stack)
        LayoutConstraint.activate([stack.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   stack.topAnchor.constraint(equalTo: screen.topAnchor),
                                   stack.widthAnchor.constraint(equalToConstant: 100)])
        screen.layoutIfNeeded()
        func orderConstraints() -> Int {
            screen.subtree.flatMap(\.constraints).filter { $0.identifier == "UISV-fill-order" && $0.firstItem === toggle }.count
        }
        #expect([label.frame.width, toggle.frame.width] == [70, 30])
        #expect(orderConstraints() == 2)
        toggle.width = nil
        screen.layoutIfNeeded()
        #expect([label.frame.width, toggle.frame.width] == [20, 80])
        #expect(orderConstraints() == 0)
    }
}
