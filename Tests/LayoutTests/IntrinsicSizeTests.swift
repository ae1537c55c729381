import Testing
import Layout

/// Intrinsic content size becomes four inequalities (hugging `<=` at 250,
/// compression resistance `>=` at 750, per axis). "ABCDEFGHIJ" in the test
/// font at 10 pt is 100 × 10; at 30 pt it is 300 × 30.
@Suite struct IntrinsicSizeTests {
    /// A label pinned at the left of a 300-wide root, its right edge pulled
    /// to the root's right edge at `priority`.
    func stretched(at priority: LayoutPriority, rootWidth: Double = 300) -> Label {
        let screen = root(width: rootWidth, height: 100)
        let label = TestText.label("ABCDEFGHIJ", name: "label")
        screen.addSubview(label)
        label.leftAnchor.constraint(equalTo: screen.leftAnchor).isActive = true
        label.topAnchor.constraint(equalTo: screen.topAnchor).isActive = true
        label.rightAnchor.constraint(equalTo: screen.rightAnchor).withPriority(priority).isActive = true
        screen.layoutIfNeeded()
        return label
    }

    @Test func huggingHoldsAgainstWeakerPulls() {
        #expect(stretched(at: 249).frame.width == 100)   // H:[label(<=100@250)] wins
        #expect(stretched(at: 251).frame.width == 300)   // the pull at 251 wins
    }

    @Test func compressionResistanceHoldsAgainstWeakerSqueezes() {
        #expect(stretched(at: 749, rootWidth: 60).frame.width == 100)  // H:[label(>=100@750)] wins
        #expect(stretched(at: 751, rootWidth: 60).frame.width == 60)   // the squeeze at 751 wins
        #expect(stretched(at: .required, rootWidth: 60).frame.width == 60)
    }

    @Test func verticalHuggingAndResistance() {
        // Size 30: the label is 30 tall. Its bottom is pulled to a 100-tall root's bottom.
        func height(pull: LayoutPriority, rootHeight: Double) -> Double {
            let screen = root(width: 400, height: rootHeight)
            let label = TestText.label("ABCDEFGHIJ", size: 30, name: "label")
            screen.addSubview(label)
            label.leftAnchor.constraint(equalTo: screen.leftAnchor).isActive = true
            label.topAnchor.constraint(equalTo: screen.topAnchor).isActive = true
            label.bottomAnchor.constraint(equalTo: screen.bottomAnchor).withPriority(pull).isActive = true
            screen.layoutIfNeeded()
            return label.frame.height
        }
        #expect(height(pull: 249, rootHeight: 100) == 30)  // V:[label(<=30@250)]
        #expect(height(pull: 251, rootHeight: 100) == 100)
        #expect(height(pull: 749, rootHeight: 20) == 30)   // V:[label(>=30@750)]
        #expect(height(pull: 751, rootHeight: 20) == 20)
    }

    @Test func huggingAndResistancePrioritiesCanBeChanged() {
        let screen = root(width: 300, height: 100)
        let label = TestText.label("ABCDEFGHIJ")
        screen.addSubview(label)
        label.setContentHuggingPriority(.defaultLow - 50, for: .horizontal)  // 200
        label.leftAnchor.constraint(equalTo: screen.leftAnchor).isActive = true
        label.topAnchor.constraint(equalTo: screen.topAnchor).isActive = true
        label.rightAnchor.constraint(equalTo: screen.rightAnchor).withPriority(225).isActive = true
        screen.layoutIfNeeded()
        #expect(label.frame.width == 300)
        #expect(label.contentHuggingPriority(for: .horizontal) == 200)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    /// Two labels in a row share too little room: the one with the lower
    /// compression resistance gives way.
    @Test func lowerCompressionResistanceGivesWayFirst() {
        let screen = root(width: 150, height: 100)
        let first = TestText.label("ABCDEFGHIJ", name: "first")    // 100 wide
        let second = TestText.label("ABCDE", name: "second")       // 50 wide
        for label in [first, second] { screen.addSubview(label) }
        second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        LayoutConstraint.activate([
            first.leftAnchor.constraint(equalTo: screen.leftAnchor),
            second.leftAnchor.constraint(equalTo: first.rightAnchor, constant: 10),
            second.rightAnchor.constraint(equalTo: screen.rightAnchor),
            first.topAnchor.constraint(equalTo: screen.topAnchor),
            second.topAnchor.constraint(equalTo: screen.topAnchor),
        ])
        screen.layoutIfNeeded()
        // 150 - 10 spacing = 140 for 150 of text: the second loses 10.
        #expect(first.frame.width == 100)
        #expect(second.frame.width == 40)
    }

    /// Priorities are ordered: one constraint at 251 beats any number at 250.
    @Test func aHigherPriorityBeatsManyLowerOnes() {
        let screen = root(width: 400, height: 100)
        let views = (0..<3).map { View(name: "v\($0)") }
        for view in views { screen.addSubview(view) }
        var constraints: [LayoutConstraint] = []
        for view in views {
            constraints.append(view.topAnchor.constraint(equalTo: screen.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
            constraints.append(view.leftAnchor.constraint(equalTo: screen.leftAnchor))
        }
        constraints.append(views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor))
        constraints.append(views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor))
        constraints.append(views[0].widthAnchor.constraint(equalToConstant: 0).withPriority(251))
        constraints.append(views[1].widthAnchor.constraint(equalToConstant: 100).withPriority(250))
        constraints.append(views[2].widthAnchor.constraint(equalToConstant: 100).withPriority(250))
        LayoutConstraint.activate(constraints)
        screen.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [0, 0, 0])
    }
}
