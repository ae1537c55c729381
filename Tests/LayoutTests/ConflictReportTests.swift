import Testing
import Layout

/// Conflicts among required constraints: which one is broken, and the
/// report's full text. Each constraint's line is taken with `#line` on the
/// line that creates it, so the pinned text names the right place.
@Suite struct ConflictReportTests {
    static let file = "LayoutTests/ConflictReportTests.swift"

    static let header = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        """

    func conflicts(_ view: View) -> [ConflictReport] {
        view.layoutIssues.compactMap { if case let .unsatisfiable(report) = $0 { return report } else { return nil } }
    }

    /// `width == 100` then `width == 120`, both required: the solver proves
    /// the conflict with exactly these two, and the newer one (120, activated
    /// second) is broken, so the box is 100 wide.
    @Test func twoWidths() {
        let screen = root(width: 375, height: 600)
        let box = View(name: "box")
        screen.addSubview(box)
        box.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8).isActive = true
        box.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8).isActive = true
        box.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let (narrow, narrowLine) = (box.widthAnchor.constraint(equalToConstant: 100).identified("narrow"), #line)
        let (wide, wideLine) = (box.widthAnchor.constraint(equalToConstant: 120).identified("wide"), #line)
        narrow.isActive = true
        wide.isActive = true
        screen.layoutIfNeeded()

        let reports = conflicts(screen)
        #expect(reports.count == 1)
        guard let report = reports.first else { return }
        #expect(report.broken === wide)
        #expect(box.frame == Rect(x: 8, y: 8, width: 100, height: 40))
        #expect(report.description == Self.header + """

            (
                "<LayoutConstraint 'narrow' H:[box(100)] (\(Self.file):\(narrowLine))>",
                "<LayoutConstraint 'wide' H:[box(120)] (\(Self.file):\(wideLine))>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint 'wide' H:[box(120)] (\(Self.file):\(wideLine))>

            (Trellis breaks the constraint in the list you activated most recently.)
            """)
    }

    /// "Some text" is 85 wide (8 letters × 10 + a 5-point space). With its
    /// horizontal compression resistance required, `width >= 85` is a
    /// required generated constraint, and the user's `width == 60` cannot
    /// hold with it. The user's constraint is broken, never the generated
    /// one; the label is then 85 wide (hugging at 250 and resistance agree).
    func compressedLabelExpectation(_ label: Label, _ screen: View, line: Int) {
        let reports = conflicts(screen)
        #expect(reports.count == 1)
        guard let report = reports.first else { return }
        #expect(report.broken.origin == .user)
        #expect(report.constraints.count == 2)
        #expect(label.frame.width == 85)
        let user = "<LayoutConstraint 'narrow' H:[label(60)] (\(Self.file):\(line))>"
        #expect(report.description == Self.header + """

            (
                "<ContentSizeConstraint H:[label(>=85)]>",
                "\(user)"
            )

            Will attempt to recover by breaking constraint
            \(user)

            (Trellis breaks the constraint in the list you activated most recently.)
            """)
    }

    @Test func requiredCompressionResistance() {
        let screen = root(width: 375, height: 600)
        let label = TestText.label("Some text", name: "label")
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        screen.addSubview(label)
        label.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8).isActive = true
        label.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8).isActive = true
        let (narrow, line) = (label.widthAnchor.constraint(equalToConstant: 60).identified("narrow"), #line)
        narrow.isActive = true
        screen.layoutIfNeeded()
        compressedLabelExpectation(label, screen, line: line)
    }

    /// The same conflict when the generated constraint is the newer one: the
    /// label starts empty (intrinsic width 0, so `width == 60` holds), then
    /// gets its text. Its new `width >= 85` is what fails to go in, yet the
    /// user's constraint is the one broken, and the report reads the same.
    @Test func generatedConstraintIsNeverBrokenBeforeTheUsers() {
        let screen = root(width: 375, height: 600)
        let label = TestText.label("", name: "label")
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        screen.addSubview(label)
        label.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8).isActive = true
        label.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8).isActive = true
        let (narrow, line) = (label.widthAnchor.constraint(equalToConstant: 60).identified("narrow"), #line)
        narrow.isActive = true
        screen.layoutIfNeeded()
        #expect(conflicts(screen).isEmpty)
        #expect(label.frame.width == 60)

        label.text = "Some text"
        screen.layoutIfNeeded()
        compressedLabelExpectation(label, screen, line: line)
    }

    /// Autoresizing constraints in a conflict bring UIKit's note about
    /// `translatesAutoresizingMaskIntoConstraints`. The badge's frame says
    /// width 30; the user asks for 50.
    @Test func autoresizingNote() {
        let screen = root(width: 375, height: 600)
        let badge = View(name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = true
        badge.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        screen.addSubview(badge)
        let (wide, line) = (badge.widthAnchor.constraint(equalToConstant: 50), #line)
        wide.isActive = true
        screen.layoutIfNeeded()
        let reports = conflicts(screen)
        #expect(reports.count == 1)
        guard let report = reports.first else { return }
        #expect(report.broken === wide)
        #expect(badge.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(report.description == Self.header + """

            \t(Note: If you're seeing AutoresizingMaskConstraints that you don't understand, refer to the \
            documentation for the View property translatesAutoresizingMaskIntoConstraints)
            (
                "<AutoresizingMaskConstraint H:[badge(30)]>",
                "<LayoutConstraint H:[badge(50)] (\(Self.file):\(line))>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint H:[badge(50)] (\(Self.file):\(line))>

            (Trellis breaks the constraint in the list you activated most recently.)
            """)
    }
}
