import Testing
import Cassowary

/// The code of Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md,
/// block by block as the article shows it, followed by what the article
/// says it gives. Change both together; the values are worked out by hand
/// in the comments.
/// (That the article's blocks compile as written is DocSnippetTests' job,
/// generated from the article; this copy checks what they give.)
@Suite struct DocCSnippetTests {
    @Test func solvingAConstraintSystem() throws {
        // The article's first block: the system.
        let boxWidth = Variable("box.width")
        let labelLeft = Variable("label.left")
        let labelWidth = Variable("label.width")

        let solver = Solver()
        try solver.add(labelLeft == 20)
        try solver.add(labelLeft + labelWidth + 20 <= boxWidth)
        try solver.add((labelWidth == 200).priority(.defaultHigh))
        try solver.addEditVariable(boxWidth, priority: 999)

        // Second block: two widths. At 300 the label has 300 − 40 = 260
        // points and takes the 200 it asks for; at 100 it has 60, and the
        // wish at 750 gives way to the suggestion at 999.
        try solver.suggestValue(300, for: boxWidth)
        #expect(solver.value(of: labelWidth) == 200)
        try solver.suggestValue(100, for: boxWidth)
        #expect(solver.value(of: labelWidth) == 60)
        #expect(solver.solutionDescription == """
            label.left = 20
            label.width = 60
            box.width = 100
            """)

        // Third block: a required minimum beats the suggestion. The box must
        // be at least 20 + 80 + 20 = 120, so the suggestion of 100 is
        // broken by 20 and the label is 80 wide.
        try solver.add(labelWidth >= 80)
        #expect(solver.value(of: boxWidth) == 120)
        #expect(solver.value(of: labelWidth) == 80)

        // Fourth block: a required constraint that cannot hold is rejected,
        // naming the one it conflicts with, and the solver is unchanged.
        let moved = (labelLeft == 30).named("moved")
        do {
            try solver.add(moved)
            Issue.record("label.left == 30 was accepted next to label.left == 20")
        } catch {
            #expect("\(error)" == """
                unsatisfiable constraint moved: label.left - 30 == 0; it conflicts with:
                  label.left - 20 == 0
                """)
        }
        #expect(!solver.contains(moved))
        #expect(solver.value(of: labelLeft) == 20)
        #expect(solver.value(of: boxWidth) == 120)
    }
}
