import Testing
@testable import Examples
import Layout

/// `autolayoutTrace()` and `constraintsAffectingLayout(for:)`.
@Suite struct AutolayoutTraceTests {
    /// The breakable-constraints screen (frames worked out by hand in
    /// ExamplesTests/BreakableConstraintsExampleTests), plus a box with only a left edge and a
    /// width — its top and height are free, and the engine leaves them at 0
    /// — and a badge whose frame is kept (autoresizing constraints: no mark).
    @Test func trace() {
        let screen = root(width: 375, height: 600)
        let myView = makeMyView()
        screen.addSubview(myView)
        myView.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8).isActive = true
        myView.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8).isActive = true
        myView.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -8).isActive = true
        let box = View(name: "box")
        screen.addSubview(box)
        box.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 8).isActive = true
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        let badge = View(name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = true
        badge.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        screen.addSubview(badge)
        screen.layoutIfNeeded()

        #expect(screen.autolayoutTrace() == """
            •<View: root> (0, 0, 375, 600)
            |   *<MyView: myView> (8, 8, 359, 64)
            |   |   *<Label: label> (8, 8, 343, 10)
            |   |   *<Button: button> (129.5, 34, 100, 22)
            |   *<View: box> (8, 0, 100, 0) - AMBIGUOUS LAYOUT for box.minY, box.height
            |   <View: badge> (10, 20, 30, 40)
            """)
        // From a subtree: depth counts from the view asked.
        #expect(myView.autolayoutTrace() == """
            *<MyView: myView> (8, 8, 359, 64)
            |   *<Label: label> (8, 8, 343, 10)
            |   *<Button: button> (129.5, 34, 100, 22)
            """)
    }

    /// "Some text" at 10 points is 85 × 10, so the label's content-size
    /// constraints are `width <= 85 @250` (hugging), `width >= 85 @750`
    /// (compression resistance) and the same with 10 for the height.
    @Test func constraintsAffectingLayout() {
        let screen = root(width: 375, height: 600)
        let label = TestText.label("Some text", name: "label")
        screen.addSubview(label)
        label.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8).isActive = true
        label.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -8).isActive = true
        label.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8).isActive = true
        screen.layoutIfNeeded()

        #expect(label.constraintsAffectingLayout(for: .horizontal).map(\.readableEquation) == [
            "H:[label(<=85@250)]", "H:[label(>=85@750)]", "H:|-(8)-[label]", "H:[label]-(8)-|",
        ])
        #expect(label.constraintsAffectingLayout(for: .vertical).map(\.readableEquation) == [
            "V:[label(<=10@250)]", "V:[label(>=10@750)]", "V:|-(8)-[label]",
        ])
        #expect(label.constraintsAffectingLayout(for: .horizontal).map(\.origin)
            == [.contentSize, .contentSize, .user, .user])
        // The root is the second item of the label's edges.
        #expect(screen.constraintsAffectingLayout(for: .horizontal).map(\.readableEquation)
            == ["H:|-(8)-[label]", "H:[label]-(8)-|"])
    }

    /// A broken constraint is not in the engine, so it affects nothing.
    @Test func brokenConstraintIsNotListed() {
        let screen = root(width: 375, height: 600)
        let box = View(name: "box")
        screen.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        box.widthAnchor.constraint(equalToConstant: 120).isActive = true
        screen.layoutIfNeeded()
        #expect(box.constraintsAffectingLayout(for: .horizontal).map(\.readableEquation) == ["H:[box(100)]"])
        #expect(box.constraintsAffectingLayout(for: .vertical).isEmpty)
    }
}
