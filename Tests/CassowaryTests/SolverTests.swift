import Testing
@testable import Cassowary

@Suite struct SolverBasics {
    @Test func gangUp() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        try s.add(y == x)
        try s.add(z == x)
        try s.add((x == 0).priority(251))
        try s.add((y == 100).priority(250))
        try s.add((z == 100).priority(250))
        #expect(s.value(of: x) == 0)
        #expect(s.value(of: y) == 0)
        #expect(s.value(of: z) == 0)
    }
}
