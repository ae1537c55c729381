import Testing
import Layout

/// `forFirstBaselineLayout` / `forLastBaselineLayout`: a view's baseline
/// attributes use the baseline of the view those name, as in UIKit. In the
/// test font a line at 10 pt is 10 tall with its baseline 8 below its top;
/// at 20 pt, 20 tall and 16; at 30 pt, 30 and 24.
@Suite struct BaselineLayoutTests {
    /// A card whose title is 12 points in from its top and 10 from its
    /// left, and which aligns by the title's baselines.
    final class Card: View {
        let title: Label
        init(title: Label) {
            self.title = title
            super.init(name: "card")
            addSubview(title)
            LayoutConstraint.activate([title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                                       title.leftAnchor.constraint(equalTo: leftAnchor, constant: 10)])
        }
        override var forFirstBaselineLayout: View { title }
        override var forLastBaselineLayout: View { title }
    }

    /// The card at (0, 30), 100 × 70; its title "AB CD" at 20 pt wraps at
    /// 50 into "AB" / "CD" (each 40 wide), 40 tall: first baseline 16 below
    /// its top, last 36. The title's top is 30 + 12 = 42, so the card's
    /// first baseline is 42 + 16 = 58 and its last 42 + 36 = 78.
    /// A 10 pt label on the first baseline starts at 58 - 8 = 50; one on the
    /// last at 78 - 8 = 70. (Without the title's baselines they would be the
    /// card's top and bottom edges: 30 - 8 = 22 and 100 - 8 = 92.)
    @Test func aCustomViewAlignsByItsInnerLabel() {
        let screen = root(width: 400, height: 200)
        let title = TestText.label("AB CD", size: 20, lines: 0, name: "title")
        title.preferredMaxLayoutWidth = 50
        let card = Card(title: title)
        let first = TestText.label("EF", name: "first"), last = TestText.label("GH", name: "last")
        for view in [card, first, last] { screen.addSubview(view) }
        LayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: screen.leftAnchor),
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 70),
            first.leftAnchor.constraint(equalTo: card.rightAnchor, constant: 8),
            first.firstBaselineAnchor.constraint(equalTo: card.firstBaselineAnchor),
            last.leftAnchor.constraint(equalTo: first.rightAnchor, constant: 8),
            last.lastBaselineAnchor.constraint(equalTo: card.lastBaselineAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(title.frame == Rect(x: 10, y: 12, width: 40, height: 40))
        #expect(card.firstBaselineView === title && card.lastBaselineView === title)
        #expect(first.frame.minY == 50)
        #expect(last.frame.minY == 70)
    }

    /// A view that names a view outside its own subtree is not followed:
    /// its first baseline stays its top edge (no text), 30; the label
    /// starts 8 above it, at 22.
    @Test func aBaselineViewOutsideTheSubtreeIsIgnored() {
        final class Pointer: View {
            weak var elsewhere: View?
            override var forFirstBaselineLayout: View { elsewhere ?? self }
        }
        let screen = root(width: 400, height: 200)
        let pointer = Pointer(name: "pointer")
        let stranger = TestText.label("AB", size: 20, name: "stranger")
        let label = TestText.label("CD", name: "label")
        pointer.elsewhere = stranger
        for view in [pointer, stranger, label] { screen.addSubview(view) }
        LayoutConstraint.activate([
            pointer.leftAnchor.constraint(equalTo: screen.leftAnchor),
            pointer.topAnchor.constraint(equalTo: screen.topAnchor, constant: 30),
            pointer.widthAnchor.constraint(equalToConstant: 50),
            pointer.heightAnchor.constraint(equalToConstant: 50),
            stranger.leftAnchor.constraint(equalTo: screen.leftAnchor),
            stranger.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
            label.leftAnchor.constraint(equalTo: pointer.rightAnchor),
            label.firstBaselineAnchor.constraint(equalTo: pointer.firstBaselineAnchor),
        ])
        screen.layoutIfNeeded()
        #expect(pointer.firstBaselineView === pointer)
        #expect(label.frame.minY == 22)
    }
}
