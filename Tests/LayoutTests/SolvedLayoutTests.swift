import Layout
import Testing
import TrellisTestSupport

/// The one laid-out result: what it says of roots, labels and buttons, and
/// where the text engine comes from. Test font at 10 points: a letter and
/// "…" 10 wide, a space 5, a line 10 tall with its baseline 8 below its top.
@Suite struct SolvedLayoutTests {
    /// A root whose height comes from its own constraints
    /// (root.height == label.height + 21) is as tall as they make it: 10 + 21.
    @Test func aRootAsTallAsItsConstraintsMakeIt() throws {
        let root = View(name: "root")
        let label = TestText.label("AB", name: "label")
        root.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            root.heightAnchor.constraint(equalTo: label.heightAnchor, constant: 21),
        ])
        let layout = try root.solvedLayout(width: 100)
        #expect(layout.root.frame == Rect(x: 0, y: 0, width: 100, height: 31))
        #expect(layout.size == Size(width: 100, height: 31))
        #expect(layout.requestedHeight == nil)
        // Asked for 50, it is 50 tall (the edit at 999 loses to the required
        // constraint, which the engine reports), whatever an earlier layout left.
        #expect(try root.solvedLayout(width: 100, height: 50).requestedHeight == 50)
        #expect(try root.solvedLayout(width: 100).size.height == 31)
    }

    /// Issue 33: NaN, infinite and negative sizes were laid out as some
    /// other width without a word (then reported as an issue in the
    /// result). Each is now refused with a thrown error, as
    /// `CriticalWidths.find` refuses widths it cannot step through, and
    /// nothing is laid out: the root keeps the frame of its last layout.
    @Test(arguments: [Double.nan, -100, .infinity, -.infinity, -0.001])
    func aWidthThatIsNoWidthThrows(_ width: Double) throws {
        let root = View(name: "root")
        let label = TestText.label("AB", name: "label")
        root.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            root.heightAnchor.constraint(equalTo: label.heightAnchor, constant: 21),
        ])
        _ = try root.solvedLayout(width: 160)
        do {
            _ = try root.solvedLayout(width: width)
            Issue.record("solvedLayout(width: \(width)) did not throw")
        } catch {
            guard case let .badWidth(given) = error else { Issue.record("expected badWidth, found \(error)"); return }
            #expect(given.isNaN ? width.isNaN : given == width)
            #expect(error.description
                == "solvedLayout: the width must be a finite number of points of at least 0, not \(PointFormat.string(width))")
        }
        #expect(root.frame.width == 160)
        #expect(throws: SolvedLayoutError.badHeight(-.infinity)) { try root.solvedLayout(width: 100, height: -.infinity) }
        #expect(throws: SolvedLayoutError.self) { try root.solvedLayout(width: 100, height: width) }
        // The edges: 0 wide and 0 tall are sizes.
        #expect(try root.solvedLayout(width: 0, height: 0).size.width == 0)
    }

    /// A box 10 in from the root's leading edge, 200 wide at priority 750
    /// but at most root.width - 20: at a root 150 wide the optional width
    /// cannot hold (it misses by 70). Captured with `constraints: .optional`,
    /// only that constraint is evaluated, and it reads as it does in full.
    @Test func onlyTheOptionalConstraintsWhenAskedFor() throws {
        let root = View(name: "root")
        let box = View(name: "box")
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = LayoutPriority(750)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
            box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20),
            wide,
        ])
        let full = try root.solvedLayout(width: 150)
        let optional = try root.solvedLayout(width: 150, constraints: .optional)
        #expect(full.constraints.count == 5)
        #expect(optional.constraints.map { $0.id } == [ObjectIdentifier(wide)])
        #expect(optional.unsatisfiedOptionalConstraints.map { $0.id } == [ObjectIdentifier(wide)])
        #expect(full.unsatisfiedOptionalConstraints.map { $0.id } == [ObjectIdentifier(wide)])
        #expect(optional.constraints[0].error == 70)
        #expect(optional[box]?.frame == full[box]?.frame)
    }

    /// "ABCDEFGHIJ" is 100 wide; in a one-line label 50 wide it is drawn
    /// "ABCD…" (40 + 10), and reads as truncated.
    @Test func aOneLineLabelTruncatedAtItsWidthReadsTruncated() throws {
        let root = View(name: "root")
        let label = TestText.label("ABCDEFGHIJ", name: "label")
        root.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
        ])
        let text = try root.solvedLayout(width: 200).view(named: "label")!.text!
        #expect(text.lines.map(\.text) == ["ABCD…"])
        #expect(text.lines[0].width == 50)
        #expect(text.isTruncatedHorizontally && !text.isTruncatedVertically)
    }

    /// "AB CD EF GH" wraps at 20 into four lines (40 tall); a label 25 tall
    /// shows the two that fit, the second shortened: "CD EF GH" does not fit
    /// in 20, so "C…" (10 + 10). The two lines (20) are centred in 25: 2.5 down.
    @Test func aSqueezedLabelShowsTheLinesThatFit() throws {
        let root = View(name: "root")
        let label = TestText.label("AB CD EF GH", lines: 0, name: "label")
        root.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 20),
            label.heightAnchor.constraint(equalToConstant: 25),
        ])
        let layout = try root.solvedLayout(width: 200)
        let view = layout.view(named: "label")!
        let text = view.text!
        #expect(text.lines.map(\.text) == ["AB ", "C…"])
        #expect(text.isTruncatedVertically)
        #expect(text.origin == Point(x: 0, y: 2.5))
        // Its baselines are the drawn lines': 2.5 + 8 and 2.5 + 18.
        #expect(view.firstBaseline == 10.5 && view.lastBaseline == 20.5)
    }

    /// "Go" (20 wide) in a button 100 wide: centred by default (x 40), at
    /// the left inset with .left, against the right with .right (x 80).
    @Test(arguments: [(ContentHorizontalAlignment.center, 40.0), (.left, 0), (.right, 80), (.leading, 0), (.trailing, 80)])
    func aButtonPlacesItsTitleByItsContentAlignment(alignment: ContentHorizontalAlignment, x: Double) throws {
        let root = View(name: "root")
        let button = TestText.button("Go", name: "button")
        button.contentHorizontalAlignment = alignment
        root.addSubview(button)
        LayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: root.topAnchor),
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
        ])
        let title = try root.solvedLayout(width: 200).view(named: "button")!.text!
        #expect(title.origin.x + title.lines[0].x == x)
        // 6 points above the title, as UIKit's system button.
        #expect(title.origin.y == 6)
    }

    /// With no measurer set, a tree measures with HarfBuzz and the system's
    /// fonts; the approximation only where a caller names it, and its lines
    /// carry no glyphs.
    @Test func theTextEngineIsPassedIn() throws {
        let root = View(name: "root")
        let label = Label(text: "Some text", name: "label")
        root.addSubview(label)
        #expect(label.effectiveTextMeasurer === ShapedTextMeasurer.system)
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        let real = try root.solvedLayout(width: 200).view(named: "label")!.text!
        #expect(!real.lines[0].glyphRuns.isEmpty)

        let approximate = ApproximateTextMeasurer()
        root.textMeasurer = approximate
        #expect(label.effectiveTextMeasurer === approximate)
        let text = try root.solvedLayout(width: 200).view(named: "label")!.text!
        // 9 characters at 0.55 × 17 points.
        #expect(abs(text.lines[0].width - 9 * 0.55 * 17) < 1e-9)
        #expect(text.lines[0].glyphRuns.isEmpty)
    }
}
