import Layout
import Scene
import Testing
import Verification

/// `trellis layout`'s report lists the engine's complaints other than
/// conflicts and ambiguity (`issues:`), as `trellis check` does: a font
/// that is not installed was reported by `check` alone, and `layout`
/// printed the fallback's lines without a word.
@Suite struct NewUser16LayoutReportTests {
    private func report(_ yaml: String, width: Double) throws -> LayoutReport {
        let scene = try Scene(yaml: yaml, file: "s.yaml", directory: "/nonexistent")
        let root = scene.makeRoot(width: width, height: nil, state: nil)
        return LayoutReport(try root.solvedLayout(width: width, analyzingAmbiguity: true))
    }

    @Test func aFontThatIsNotInstalledIsAnIssue() throws {
        let report = try report("""
            fonts:
              body: { family: No Such Family Anywhere, size: 15 }
            views:
              - label: { text: Hello, font: body }
            constraints:
              - H:|-8-[label]
              - V:|-8-[label]

            """, width: 200)
        #expect(report.issues.count == 1)
        #expect(report.issues.first?.hasPrefix("label asks for the font No Such Family Anywhere 15, which is not installed") == true)
        #expect(report.text.hasSuffix("ambiguous: none\nissues:\n  \(report.issues[0])\n"))
    }

    /// The root's size the required constraints refuse is reported from
    /// more than one pass; the report says it once.
    @Test func eachIssueOnce() throws {
        let report = try report("views:\n  - box: { background: red }\nconstraints:\n  - H:|[box(500)]|\n  - V:|[box(10)]|\n", width: 300)
        #expect(report.issues.count == 1)
        #expect(report.issues.first?.hasPrefix("The root view was asked to be 300") == true)
    }

    /// No complaint, no `issues:` line: the report reads as before.
    @Test func noIssueNoLine() throws {
        let report = try report("views:\n  - box: { background: red }\nconstraints:\n  - H:|[box]|\n  - V:|[box(10)]|\n", width: 300)
        #expect(report.issues.isEmpty)
        #expect(report.text.hasSuffix("conflicts: none\nambiguous: none\n"))
    }
}
