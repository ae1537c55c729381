import Testing
@testable import Cassowary

/// A long chain of equalities with nothing pinned (`x[i] == x[i+1] + 1`):
/// each addition must leave the rows already there alone, as when the
/// chain's first variable is pinned. Solved for the older variable (the
/// first external, kiwi's choice) every addition rewrote every earlier row:
/// n²/2 rewrites, 45 s for 5,000 links in a release build.
@Suite struct ChainTests {
    let n = 400

    private func chain(pinnedFirst: Bool) throws -> (Solver, [Variable]) {
        let x = (0...n).map { Variable("x\($0)") }
        let solver = Solver()
        if pinnedFirst { try solver.add(x[0] == 0) }
        for i in 0..<n { try solver.add(x[i] == x[i + 1] + 1) }
        return (solver, x)
    }

    @Test func anUnpinnedChainRewritesNoEarlierRow() throws {
        let (solver, x) = try chain(pinnedFirst: false)
        // One substitution per link at most (the new row's own older
        // variable), never the whole chain: far below n²/2 = 80,000.
        #expect(solver.tableau.rowsRewritten <= n)
        // Each link holds, whatever the chain's offset (nothing pins it).
        for i in 0..<n { #expect(abs(solver.value(of: x[i]) - solver.value(of: x[i + 1]) - 1) < 1e-9) }
    }

    @Test func pinningTheChainAfterwardsPlacesIt() throws {
        let (solver, x) = try chain(pinnedFirst: false)
        try solver.add(x[0] == 0)
        for i in [0, 1, 199, 400] { #expect(abs(solver.value(of: x[i]) + Double(i)) < 1e-9, "x\(i)") }
    }

    @Test func aChainPinnedFirstIsPlacedAsItGrows() throws {
        let (solver, x) = try chain(pinnedFirst: true)
        #expect(solver.tableau.rowsRewritten <= n)
        #expect(abs(solver.value(of: x[n]) + Double(n)) < 1e-9)
    }
}
