// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md.

#sourceLocation(file: "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md", line: 14)
import Cassowary
#sourceLocation()

// The statements of Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md's blocks without a context, in order: one program.
extension Doc_Cassowary_SolvingAConstraintSystem {
@MainActor static func statements() throws {
// Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md:13
#sourceLocation(file: "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md", line: 16)
let boxWidth = Variable("box.width")
let labelLeft = Variable("label.left")
let labelWidth = Variable("label.width")

let solver = Solver()
try solver.add(labelLeft == 20)
try solver.add(labelLeft + labelWidth + 20 <= boxWidth)
try solver.add((labelWidth == 200).priority(.defaultHigh))
try solver.addEditVariable(boxWidth, priority: 999)
#sourceLocation()
// Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md:40
#sourceLocation(file: "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md", line: 41)
try solver.suggestValue(300, for: boxWidth)
let wide = solver.value(of: labelWidth)     // 200
try solver.suggestValue(100, for: boxWidth)
let narrow = solver.value(of: labelWidth)   // 60
#sourceLocation()
// Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md:65
#sourceLocation(file: "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md", line: 66)
try solver.add(labelWidth >= 80)
#sourceLocation()
// Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md:80
#sourceLocation(file: "Sources/Cassowary/Cassowary.docc/SolvingAConstraintSystem.md", line: 81)
let moved = (labelLeft == 30).named("moved")
try solver.add(moved)   // throws
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = boxWidth
_ = labelLeft
_ = labelWidth
_ = solver
_ = wide
_ = narrow
_ = moved
}
}
