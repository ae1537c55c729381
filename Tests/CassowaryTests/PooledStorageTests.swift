@testable import Cassowary
import Testing

/// The tableau's pooled storage (issue 32): the column index in one buffer,
/// and a solver reset that keeps its room, each against a model that holds
/// nothing in common (an array per column; a fresh solver).
struct PooledStorageTests {
    /// ColumnIndex against `[[Symbol]]`: random appends (columns of every
    /// length, across many chunks), columns taken and emptied (their chunks
    /// reused by others), and the whole index emptied, must give every
    /// column's entries in the same order.
    @Test func columnIndexAgreesWithAnArrayPerColumn() {
        var index = ColumnIndex()
        var model: [[Symbol]] = [[]]
        for _ in 1..<60 {
            index.appendColumn()
            model.append([])
        }
        var random = SplitMix64(seed: 32)
        var taken: [Symbol] = [99]
        for step in 0..<40_000 {
            // Low symbols get most entries: some columns run to many chunks.
            let symbol = Symbol(Int(random.next() % 60) * Int(random.next() % 60) / 60)
            switch random.next() % 100 {
            case 0..<85:
                let basic = Symbol(step % 1_000)
                index.append(basic, to: symbol)
                model[Int(symbol)].append(basic)
            case 85..<95:
                index.take(symbol, into: &taken)
                #expect(taken == model[Int(symbol)])
                model[Int(symbol)] = []
            case 95..<99:
                index.removeAll(of: symbol)
                model[Int(symbol)] = []
            default:
                if step % 7 == 0 {
                    index.removeAllEntries()
                    for s in model.indices { model[s] = [] }
                }
            }
            #expect(index.count(symbol) == model[Int(symbol)].count)
            #expect(index.isEmpty(symbol) == model[Int(symbol)].isEmpty)
        }
        for s in model.indices {
            #expect(Array(index[Symbol(s)]) == model[s])
            if let last = model[s].last { #expect(index.contains(last, in: Symbol(s))) }
        }
        #expect(!index.contains(5_000, in: 1))
    }

    /// A solver reset after one system and then given another ends exactly
    /// as a fresh solver given the second: the same tableau (every row,
    /// symbol for symbol), the same values, the same constraints refused.
    @Test func aResetSolverIsAFreshOne() throws {
        for seed in UInt64(0)..<40 {
            let first = RandomSystem(seed: seed)
            let second = RandomSystem(seed: seed &+ 1_000)
            let reused = Solver()
            for constraint in first.constraints { try? reused.add(constraint) }
            try reused.addEditVariable(first.variables[0], priority: 500)
            try reused.suggestValue(17, for: first.variables[0])
            _ = reused.value(of: first.variables[1])
            reused.reset()
            #expect(reused.constraintCount == 0)
            #expect(!reused.hasEditVariable(first.variables[0]))
            #expect(reused.value(of: first.variables[1]) == 0)

            let fresh = Solver()
            for solver in [reused, fresh] {
                for constraint in second.constraints { try? solver.add(constraint) }
                try solver.addEditVariable(second.variables[1], priority: 250)
                try solver.suggestValue(-9, for: second.variables[1])
            }
            #expect(reused.tableauDescription == fresh.tableauDescription, "seed \(seed)")
            #expect(reused.constraintCount == fresh.constraintCount, "seed \(seed)")
            for variable in second.variables {
                #expect(reused.value(of: variable) == fresh.value(of: variable), "seed \(seed)")
            }
            for constraint in second.constraints {
                #expect(reused.contains(constraint) == fresh.contains(constraint), "seed \(seed)")
            }
        }
    }

    /// A sparse objective level keeps removed cells as tombstones (issue
    /// 32): against a dictionary model, random additions that often cancel
    /// a cell exactly (and bring it back later) must leave the same
    /// coefficients, the same cells in symbol order, the same symbols and
    /// the same memory estimate; then enough symbols to turn it dense,
    /// checked again.
    @Test func sparseObjectiveLevelAgreesWithADictionary() {
        var level = ObjectiveLevel()
        var model: [Symbol: Double] = [:]
        var random = SplitMix64(seed: 4)
        func check() {
            let expected = model.keys.sorted()
            #expect(level.row.cells.map(\.symbol) == expected)
            #expect(level.row.cells.map(\.coefficient) == expected.map { model[$0]! })
            var symbols: [Symbol] = []
            level.appendSymbols(to: &symbols)
            #expect(symbols.sorted() == expected)
            for symbol in expected { #expect(level.coefficient(for: symbol) == model[symbol]!) }
        }
        // Symbols 1, 41, 81, …: a fortieth of the range, so the level stays sparse.
        for step in 0..<20_000 {
            let symbol = Symbol(1 + 40 * Int(random.next() % 2_000))
            let old = model[symbol] ?? 0
            // Half the time the exact opposite of what is there: the cell goes.
            let coefficient = old != 0 && random.next() % 2 == 0 ? -old : Double(Int(random.next() % 7) + 1)
            level.add(symbol, coefficient)
            let sum = old + coefficient
            model[symbol] = Row.nearZero(sum) ? nil : sum
            if step % 1_000 == 0 {
                #expect(level.slots == 2 * model.count)
                check()
            }
        }
        check()
        // Every symbol in between too: a sixteenth of the range, so dense.
        for symbol in Symbol(1)..<Symbol(80_000) where symbol % 40 != 1 {
            level.add(symbol, 1)
            model[symbol] = 1
        }
        check()
    }

    /// A dense level's array grows only to the symbols it names (issue 32,
    /// scale10), but the memory estimate still counts the length doubling
    /// made: 1…64 turn it dense at 65 slots (symbol 0 included); 100 falls
    /// past them, max(101, 2 × 65) = 130; 129 does not; 131 does,
    /// max(132, 260) = 260; 600, max(601, 520) = 601. Symbols never named
    /// read 0, with or without room reserved ahead.
    @Test(arguments: [0, 1_000])
    func denseObjectiveLevelCountsItsLengthAsDoublingDid(reserved: Int) {
        var level = ObjectiveLevel()
        level.symbolCapacity = reserved
        for symbol in Symbol(1)...Symbol(64) { level.add(symbol, 1) }
        #expect(level.slots == 65)
        for (symbol, slots) in [(Symbol(100), 130), (129, 130), (131, 260), (600, 601)] {
            level.add(symbol, 2)
            #expect(level.slots == slots)
        }
        for symbol: Symbol in [65, 99, 101, 130, 599, 601, 5_000] { #expect(level.coefficient(for: symbol) == 0) }
        #expect(level.coefficient(for: 64) == 1)
        #expect(level.coefficient(for: 600) == 2)
        #expect(level.row.cells.map(\.symbol) == Array(Symbol(1)...Symbol(64)) + [100, 129, 131, 600])
        level.remove(129)
        level.remove(4_000)
        #expect(level.coefficient(for: 129) == 0)
        #expect(level.slots == 601)
    }
}
