import Testing
@testable import Examples
import Layout

/// Constraints regrouped into visual format lines, as a person would have
/// written them. The expected strings are the VFL one would write by hand
/// for each set of constraints.
@Suite struct VisualFormatDescriberTests {
    /// The breakable-constraints view: leading and trailing 8 make one H
    /// line; the vertical chain top → label → button → bottom is one V line;
    /// the breakable constraint (a second way down from the label) is a line
    /// of its own; the centring does not fit VFL.
    @Test func breakableConstraintsView() throws {
        let myView = makeMyView()
        // The button's width is installed on the button, the rest on myView.
        let constraints = myView.subtree.flatMap(\.constraints).filter { $0.origin == .user }
        let described = VisualFormatDescriber.describe(constraints)
        try #require(described.lines.count == 4)
        #expect(described.lines.map(\.format) == [
            "H:|-8-[label]-8-|",
            "H:[button(100)]",
            "V:|-8-[label]-16-[button]-8-|",
            "V:[label]-(8@250)-|",
        ])
        #expect(described.lines[0].superview === myView)
        #expect(described.lines[1].superview == nil)
        #expect(described.lines[2].constraints.count == 3)
        #expect(described.lines[3].constraints.first === myView.labelBottomConstraintBreakable)
        #expect(described.unmatched.map(\.equation) == ["button.centerX == myView.centerX"])
    }

    /// Three siblings across their parent: a flush edge has no dash, a
    /// relation goes in parentheses, a constraint written superview-first
    /// (`p.trailing == c.trailing + 20`) reads the same as `[c]-20-|`, and a
    /// width equal to a sibling's goes in the brackets.
    @Test func chainOfSiblings() throws {
        let p = View(name: "p"), a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        for view in [a, b, c] { p.addSubview(view) }
        let constraints = [
            a.leadingAnchor.constraint(equalTo: p.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            c.leadingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 4),
            p.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: 20),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            c.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).withPriority(.defaultHigh),
        ]
        let described = VisualFormatDescriber.describe(constraints)
        try #require(described.lines.count == 1)
        #expect(described.lines.map(\.format) == ["H:|[a(==b)]-8-[b]-(>=4)-[c(>=44@750)]-20-|"])
        #expect(described.lines[0].constraints.count == 6)
        #expect(described.unmatched.isEmpty)
    }

    /// Overlap (a negative gap) is written in parentheses; a chain that
    /// starts at a view has no bar and no superview.
    @Test func negativeGapBetweenViews() throws {
        let p = View(name: "p"), a = View(name: "a"), b = View(name: "b")
        p.addSubview(a)
        p.addSubview(b)
        let described = VisualFormatDescriber.describe([b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: -5)])
        try #require(described.lines.count == 1)
        #expect(described.lines.map(\.format) == ["V:[a]-(-5)-[b]"])
        #expect(described.lines[0].superview == nil)
    }

    /// What VFL cannot say stays an equation: left and right (VFL's edges
    /// follow the reading direction), a multiplier, a view tied to its
    /// grandparent, a margin.
    @Test func whatDoesNotFit() {
        let g = View(name: "g"), p = View(name: "p"), a = View(name: "a")
        g.addSubview(p)
        p.addSubview(a)
        let constraints = [
            a.leftAnchor.constraint(equalTo: p.leftAnchor, constant: 8),
            a.widthAnchor.constraint(equalTo: p.widthAnchor, multiplier: 0.5),
            a.topAnchor.constraint(equalTo: g.topAnchor, constant: 8),
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: p, attribute: .leadingMargin),
        ]
        let described = VisualFormatDescriber.describe(constraints)
        #expect(described.lines.isEmpty)
        #expect(described.unmatched.count == 4)
    }
}
