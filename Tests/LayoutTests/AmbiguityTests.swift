import Testing
@testable import Examples
import Layout

/// Ambiguity: which frame attributes the constraints leave free, and the
/// range of values that keeps every required constraint and every priority
/// level's optimal error. Ranges are worked out by hand in each test.
@Suite struct AmbiguityTests {
    func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return abs(x - y) < 1e-6
        default: return false
        }
    }

    func expectRange(_ view: View, _ attribute: FrameAttribute, _ lower: Double?, _ upper: Double?,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let (value, range) = view.range(of: attribute)
        #expect(close(range.lower, lower) && close(range.upper, upper),
                "\(view).\(attribute): \(range), expected \(ValueRange(lower: lower, upper: upper))",
                sourceLocation: sourceLocation)
        // The solution the engine picked is one of the values in the range.
        #expect(value >= (range.lower ?? -.infinity) - 1e-6 && value <= (range.upper ?? .infinity) + 1e-6,
                sourceLocation: sourceLocation)
    }

    /// Only a left edge and a width: nothing mentions the box's top or
    /// height, so each can be any number, and the engine leaves both at 0
    /// (a variable no constraint uses is 0). x is 8 and the width 100.
    @Test func leftAndWidthOnly() {
        let screen = root(width: 300, height: 200)
        let box = View(name: "box")
        screen.addSubview(box)
        box.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 8).isActive = true
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        screen.layoutIfNeeded()

        #expect(box.frame == Rect(x: 8, y: 0, width: 100, height: 0))
        #expect(box.hasAmbiguousLayout)
        #expect(!screen.hasAmbiguousLayout)
        expectRange(box, .minX, 8, 8)
        expectRange(box, .width, 100, 100)
        expectRange(box, .minY, nil, nil)
        expectRange(box, .height, nil, nil)
        let report = screen.ambiguityReport()
        #expect(report.views.map(\.name) == ["box"])
        #expect(report.attributes.map(\.attribute) == [.minY, .height])
        #expect(report.description == """
            Ambiguous layout: these attributes can take other values that satisfy every required constraint \
            and keep every priority level's error at its optimum:
                box.minY can be any value in (-∞, +∞); laid out at 0
                box.height can be any value in (-∞, +∞); laid out at 0
            """)
    }

    /// Bounded ambiguity: in a 200-tall root, `top >= 10`, `bottom <= 190`
    /// and `height >= 20`. The top is at least 10 and at most 190 - 20 =
    /// 170; the height at least 20 and at most 190 - 10 = 180.
    @Test func boundedRanges() {
        let screen = root(width: 300, height: 200)
        let box = View(name: "box")
        screen.addSubview(box)
        box.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 8).isActive = true
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        box.topAnchor.constraint(greaterThanOrEqualTo: screen.topAnchor, constant: 10).isActive = true
        box.bottomAnchor.constraint(lessThanOrEqualTo: screen.bottomAnchor, constant: -10).isActive = true
        box.heightAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
        screen.layoutIfNeeded()

        expectRange(box, .minY, 10, 170)
        expectRange(box, .height, 20, 180)
        #expect(screen.ambiguityReport().attributes.map(\.attribute) == [.minY, .height])
        #expect(screen.ambiguityReport().attributes.map(\.range.description) == ["[10, 170]", "[20, 180]"])

        // A wish at any priority settles it: height 50 @250 leaves no other
        // optimum (its error is 0 only at 50), but the top is still free in
        // [10, 190 - 50] = [10, 140].
        box.heightAnchor.constraint(equalToConstant: 50).withPriority(.defaultLow).isActive = true
        screen.layoutIfNeeded()
        expectRange(box, .height, 50, 50)
        expectRange(box, .minY, 10, 140)
    }

    /// Two labels side by side filling a 300-wide root, "Hello" and "World",
    /// 50 wide each (5 letters × 10). Both hug at 250 and resist compression
    /// at 750. Resistance is met whenever both are at least 50 wide; the
    /// hugging errors then add up to (wa - 50) + (wb - 50) = 300 - 100 = 200
    /// however the 300 points are split. So every split with both widths in
    /// [50, 250] is optimal: the first label's width, the second's x and the
    /// second's width each range over [50, 250]. Heights are 10 (hugging
    /// and resistance agree) and tops 0: not ambiguous.
    @Test func equalHuggingTie() {
        let screen = root(width: 300, height: 100)
        let a = TestText.label("Hello", name: "a")
        let b = TestText.label("World", name: "b")
        screen.addSubview(a)
        screen.addSubview(b)
        a.leadingAnchor.constraint(equalTo: screen.leadingAnchor).isActive = true
        b.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive = true
        b.trailingAnchor.constraint(equalTo: screen.trailingAnchor).isActive = true
        a.topAnchor.constraint(equalTo: screen.topAnchor).isActive = true
        b.topAnchor.constraint(equalTo: screen.topAnchor).isActive = true
        screen.layoutIfNeeded()

        #expect(a.hasAmbiguousLayout)
        #expect(b.hasAmbiguousLayout)
        expectRange(a, .minX, 0, 0)
        expectRange(a, .width, 50, 250)
        expectRange(b, .minX, 50, 250)
        expectRange(b, .width, 50, 250)
        expectRange(a, .height, 10, 10)
        expectRange(b, .minY, 0, 0)
        #expect(screen.ambiguityReport().attributes.map { "\($0.view).\($0.attribute)" }
            == ["a.width", "b.minX", "b.width"])

        // Exercising the ambiguity moves the first label's width to the
        // other end of [50, 250] (the engine's vertex is one end): 50 and
        // 250 swap, the second label follows; the next layout puts it back.
        let before = a.frame.width
        #expect(before == 50 || before == 250)
        #expect(a.exerciseAmbiguityInLayout())
        #expect(a.frame == Rect(x: 0, y: 0, width: 300 - before, height: 10))
        #expect(b.frame == Rect(x: 300 - before, y: 0, width: before, height: 10))
        screen.layoutIfNeeded()
        #expect(a.frame.width == before)
        #expect(b.frame == Rect(x: before, y: 0, width: 300 - before, height: 10))
        #expect(!screen.exerciseAmbiguityInLayout())

        // Breaking the tie: the first label hugs at 251, a level above the
        // second's, so it is 50 wide and the second takes the other 250.
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        screen.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
        #expect(!b.hasAmbiguousLayout)
        #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(b.frame == Rect(x: 50, y: 0, width: 250, height: 10))
        #expect(screen.ambiguityReport().isEmpty)
    }

    /// The breakable-constraints view is fully determined: every frame
    /// (worked out in ExamplesTests/BreakableConstraintsExampleTests) is the only optimum, though
    /// its priority-250 wish (label bottom 8 above myView's bottom) is not met.
    @Test func fullyConstrainedTree() {
        let screen = root(width: 375, height: 600)
        let myView = makeMyView()
        screen.addSubview(myView)
        myView.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8).isActive = true
        myView.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8).isActive = true
        myView.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -8).isActive = true
        screen.layoutIfNeeded()

        for view in screen.subtree { #expect(!view.hasAmbiguousLayout, "\(view)") }
        #expect(screen.ambiguityReport().isEmpty)
        #expect(screen.ambiguityReport().description == "No ambiguous layout.")
        expectRange(myView, .height, 64, 64)
        expectRange(myView.button, .minX, 129.5, 129.5)
    }

    /// A subview pinned to all four edges of an ambiguous parent is not
    /// itself ambiguous: origins are relative to the superview, as in UIKit.
    @Test func childOfAnAmbiguousParent() {
        let screen = root(width: 300, height: 200)
        let box = View(name: "box")
        let inner = View(name: "inner")
        screen.addSubview(box)
        box.addSubview(inner)
        box.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 8).isActive = true
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        box.heightAnchor.constraint(equalToConstant: 40).isActive = true
        inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 4).isActive = true
        inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4).isActive = true
        inner.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -4).isActive = true
        inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -4).isActive = true
        screen.layoutIfNeeded()

        #expect(box.hasAmbiguousLayout)
        #expect(!inner.hasAmbiguousLayout)
        // 100 - 4 - 4 = 92 wide, 40 - 4 - 4 = 32 tall, 4 in from the box's corner.
        #expect(inner.frame == Rect(x: 4, y: 4, width: 92, height: 32))
        #expect(screen.ambiguityReport().attributes.map { "\($0.view).\($0.attribute)" } == ["box.minY"])
    }
}
