@testable import Layout
import Testing

/// A view's effective direction is remembered between layout passes; each
/// of these reads it, changes what it depends on, and reads it again.
@Suite struct EffectiveDirectionTests {
    /// root > card > label; and a view forcing right to left.
    private func tree() -> (root: View, card: View, label: View) {
        let root = View(name: "root"), card = View(name: "card"), label = View(name: "label")
        root.addSubview(card)
        card.addSubview(label)
        return (root, card, label)
    }

    @Test func theRootsDirectionReachesEveryDescendant() {
        let (root, _, label) = tree()
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.userInterfaceLayoutDirection = .rightToLeft
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func aForcedViewDecidesForItsSubtree() {
        let (root, card, label) = tree()
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
        card.semanticContentAttribute = .forceRightToLeft
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // The root's direction no longer reaches below the forced card…
        root.userInterfaceLayoutDirection = .rightToLeft
        card.semanticContentAttribute = .forceLeftToRight
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
        // …until the card stops forcing.
        card.semanticContentAttribute = .unspecified
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func aMovedViewTakesItsNewSuperviewsDirection() {
        let (_, card, label) = tree()
        let other = View(name: "other")
        other.semanticContentAttribute = .forceRightToLeft
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
        other.addSubview(card)
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Out of any tree, a view is a root: its own direction.
        label.removeFromSuperview()
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func aSubviewOutlivingItsSuperviewBecomesARoot() {
        let label = View(name: "label")
        do {
            let root = View(name: "root")
            root.userInterfaceLayoutDirection = .rightToLeft
            root.addSubview(label)
            #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        #expect(label.superview == nil)
        #expect(label.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    /// What the cache is for: leading constraints read right to left after
    /// the root's direction changes between passes.
    @Test func aLaidOutTreeFollowsADirectionChange() {
        let (root, card, _) = tree()
        root.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        card.translatesAutoresizingMaskIntoConstraints = false
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        card.widthAnchor.constraint(equalToConstant: 100).isActive = true
        card.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        card.heightAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        #expect(card.frame.minX == 10)
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(card.frame.minX == 190)
    }
}
