import Testing
import Layout

/// `LayoutConstraint`'s chaining helpers change the constraint they are
/// called on, as the `NSLayoutConstraint` extensions ported code brings do.
@Suite struct LayoutConstraintTests {
    /// A box whose width two constraints argue about: `wide` (80 at 500)
    /// and `narrow` (50), whose priority the test sets.
    func makeBox() -> (View, View, narrow: LayoutConstraint) {
        let screen = root(width: 200, height: 100)
        let box = View(name: "box")
        screen.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 80)
        wide.priority = 500
        LayoutConstraint.activate([box.leftAnchor.constraint(equalTo: screen.leftAnchor),
                                   box.topAnchor.constraint(equalTo: screen.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 10), wide])
        return (screen, box, box.widthAnchor.constraint(equalToConstant: 50))
    }

    /// `c.withPriority(900).isActive = true` activates `c` itself, so a
    /// later `c.isActive = false` takes it out again: 50 wins at 900 over
    /// 80 at 500, then, with `c` gone, the box is 80 wide.
    @Test func withPriorityChangesTheReceiver() {
        let (screen, box, narrow) = makeBox()
        let chained = narrow.withPriority(900)
        #expect(chained === narrow)
        chained.isActive = true
        #expect(narrow.isActive && narrow.priority == 900)
        screen.layoutIfNeeded()
        #expect(box.frame.width == 50)
        narrow.isActive = false
        screen.layoutIfNeeded()
        #expect(box.frame.width == 80)
    }

    /// On an active constraint it takes effect at the next pass: 50 at 300
    /// now loses to 80 at 500.
    @Test func withPriorityOnAnActiveConstraint() {
        let (screen, box, narrow) = makeBox()
        narrow.isActive = true
        screen.layoutIfNeeded()
        #expect(box.frame.width == 50)
        narrow.withPriority(300)
        screen.layoutIfNeeded()
        #expect(box.frame.width == 80)
    }

    @Test func identifiedNamesTheReceiver() {
        let (_, _, narrow) = makeBox()
        #expect(narrow.identified("narrow") === narrow)
        #expect(narrow.identifier == "narrow")
    }
}
