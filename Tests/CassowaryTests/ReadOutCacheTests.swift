import Testing
@testable import Cassowary

/// The read-out's cache (`Tableau.value(of:)`, issue 32, scale9): a value
/// computed from the short external rows is kept, with a bit a symbol
/// saying so, until the next change, which forgets every kept value:
/// listed symbols one by one when they were few, every word when more
/// were computed than the bits have words. A value read after a change
/// must be the new one on either path, also when symbols (and words) were
/// added between the reads.
///
/// A chain `x[i] == x[i-1] + 1` whose first variable is an edit variable
/// has, by hand, `x[i] = suggested + i`.
@Suite struct ReadOutCacheTests {
    private func link(_ solver: Solver, _ x: [Variable], through n: Int, from start: Int) throws {
        for i in start...n { try solver.add(x[i] == x[i - 1] + 1) }
    }

    private func expectChain(_ solver: Solver, _ x: [Variable], upTo n: Int, startingAt value: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for i in 0...n {
            #expect(abs(solver.value(of: x[i]) - (value + Double(i))) < 1e-9, "x\(i)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyValueReadAfterAChangeIsTheNewOne() throws {
        let x = (0...600).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addEditVariable(x[0], priority: 999)
        try link(solver, x, through: 300, from: 1)
        try solver.suggestValue(10, for: x[0])
        // Every value read: more values than words, so the list overflows.
        expectChain(solver, x, upTo: 300, startingAt: 10)
        // More links: more symbols, and more words, before the next read.
        try link(solver, x, through: 600, from: 301)
        try solver.suggestValue(20, for: x[0])
        expectChain(solver, x, upTo: 600, startingAt: 20)
        // A few values read (listed, forgotten one by one), then all.
        try solver.suggestValue(30, for: x[0])
        for i in [600, 3, 299] { #expect(abs(solver.value(of: x[i]) - (30 + Double(i))) < 1e-9, "x\(i)") }
        try solver.suggestValue(40, for: x[0])
        expectChain(solver, x, upTo: 600, startingAt: 40)
    }

    @Test func aFewValuesReadBetweenAdditionsAreTheNewOnes() throws {
        let x = (0...200).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.addEditVariable(x[0], priority: 999)
        try solver.suggestValue(5, for: x[0])
        for i in 1...200 {
            try solver.add(x[i] == x[i - 1] + 1)
            // The newest, the oldest and one between: a short list each time.
            for k in [i, 0, i / 2] { #expect(abs(solver.value(of: x[k]) - (5 + Double(k))) < 1e-9, "x\(k) after link \(i)") }
        }
    }
}
