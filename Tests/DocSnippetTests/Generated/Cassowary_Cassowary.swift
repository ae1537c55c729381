// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/Cassowary/Cassowary.docc/Cassowary.md.

#sourceLocation(file: "Sources/Cassowary/Cassowary.docc/Cassowary.md", line: 14)
import Cassowary
#sourceLocation()

// The statements of Sources/Cassowary/Cassowary.docc/Cassowary.md's blocks without a context, in order: one program.
extension Doc_Cassowary_Cassowary {
@MainActor static func statements() throws {
// Sources/Cassowary/Cassowary.docc/Cassowary.md:13
#sourceLocation(file: "Sources/Cassowary/Cassowary.docc/Cassowary.md", line: 16)
let x = Variable("x")
let solver = Solver()
try solver.add(x >= 30)
try solver.add((x == 10).priority(.defaultLow))
let value = solver.value(of: x)   // 30: the required constraint wins
#sourceLocation()
// Used, so that a value a snippet only shows is no warning.
_ = x
_ = solver
_ = value
}
}
