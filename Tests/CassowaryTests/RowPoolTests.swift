@testable import Cassowary
import Testing

/// The tableau's rows in one pooled buffer (issue 32) against a model that
/// shares nothing with it: an array of `Row`s, each with its own storage.
/// Same cells, same constants, bit for bit, under random merges (long rows
/// given a few cells, merged in place; rows merged whole, written at the
/// pool's top), rows entered, taken and dropped, symbols removed, and
/// enough of it that the pool copies its live rows many times.
struct RowPoolTests {
    @Test func rowPoolAgreesWithARowPerSymbol() {
        let symbols = 200
        var pool = RowPool()
        var model: [Row?] = [nil]
        for _ in 1..<symbols {
            pool.appendSymbol()
            model.append(nil)
        }
        var random = SplitMix64(seed: 6)
        func randomRow(cells: Int) -> Row {
            var row = Row(constant: Double(Int(random.next() % 41)) - 20)
            for _ in 0..<cells {
                // Small integers and halves: sums cancel exactly at times.
                row.insert(Symbol(1 + Int(random.next() % UInt64(symbols - 1))),
                           Double(Int(random.next() % 9)) / 2 - 2)
            }
            return row
        }
        var added: [Symbol] = []
        var scratch: [Cell] = []
        for step in 0..<30_000 {
            let b = 1 + Int(random.next() % UInt64(symbols - 1))
            switch random.next() % 100 {
            case 0..<20 where model[b] == nil:
                // Some long rows, so that a few cells are merged in place.
                let row = randomRow(cells: random.next() % 4 == 0 ? 60 : Int(random.next() % 8))
                pool.insert(row, for: b)
                model[b] = row
            case 20..<75 where model[b] != nil:
                let other = randomRow(cells: Int(random.next() % (random.next() % 3 == 0 ? 3 : 12)))
                let coefficient = Double(Int(random.next() % 7)) / 4 - 0.75
                let skip: Symbol = random.next() % 2 == 0 ? (model[b]!.cells.first?.symbol ?? 0) : 0
                var expected = model[b]!
                var expectedAdded: [Symbol] = []
                let m = expected.insert(other, coefficient, skipping: skip, added: &expectedAdded, scratch: &scratch)
                if added.count < other.count {
                    added.append(contentsOf: repeatElement(0, count: other.count - added.count))
                }
                let n = added.withUnsafeMutableBufferPointer {
                    pool.merge(other, coefficient, into: b, skipping: skip, added: $0.baseAddress)
                }
                #expect(n == m, "step \(step)")
                #expect(Array(added[0..<n]) == Array(expectedAdded[0..<m]), "step \(step)")
                model[b] = expected
            case 75..<82 where model[b] != nil:
                let taken = pool.take(b)
                #expect(taken.constant == model[b]!.constant && bits(taken.cells) == bits(model[b]!.cells))
                model[b] = nil
            case 82..<86 where model[b] != nil:
                pool.removeRow(b)
                model[b] = nil
            case 86..<94 where model[b] != nil:
                let symbol = Symbol(1 + Int(random.next() % UInt64(symbols - 1)))
                pool.remove(symbol, fromRowOf: b)
                model[b]!.remove(symbol)
            case 94..<100 where model[b] != nil:
                pool.addToConstant(b, 0.5)
                model[b]!.constant += 0.5
            default:
                break
            }
            #expect(pool.hasRow(b) == (model[b] != nil))
            if let row = model[b] {
                #expect(pool.constant(b) == row.constant, "step \(step)")
                #expect(pool.count(b) == row.count, "step \(step)")
                #expect(bits(pool.row(b)!.cells) == bits(row.cells), "step \(step)")
                if let cell = row.cells.last {
                    #expect(pool.coefficient(b, for: cell.symbol) == cell.coefficient)
                }
            }
        }
        var live = 0
        for s in 0..<symbols {
            #expect(pool[s]?.constant == model[s]?.constant)
            #expect(pool[s].map { bits($0.cells) } == model[s].map { bits($0.cells) })
            live += model[s]?.count ?? 0
        }
        #expect(pool.liveCells == live)
        #expect(pool.compactions > 3)
    }
}

/// The cells as (symbol, coefficient's bits): equal only when bit for bit.
private func bits(_ cells: ArraySlice<Cell>) -> [[UInt64]] {
    cells.map { [UInt64(bitPattern: Int64($0.symbol)), $0.coefficient.bitPattern] }
}
