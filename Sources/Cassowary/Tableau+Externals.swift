/// External rows kept as short as they were written (issue 32).
///
/// kiwi writes every row over parametric symbols only. In a chain (a list:
/// each row's top is the row above's bottom) the i-th top then names a
/// symbol of every row above it, and the tableau holds n²/2 cells. But
/// external rows are passengers: the simplex chooses its pivots from the
/// objective and the restricted rows alone, which never name an external.
/// So an external row here may name other basic externals, as the
/// constraint named them (`top7 = top6 + height6 + 8`), and is written out
/// only where a restricted row needs it. Written out, every row is exactly
/// what kiwi's tableau holds: the same linear algebra in another form, so
/// the restricted rows, the objective and therefore every pivot are the
/// same, and each value is the same sum of the same terms, taken in a
/// different order.
///
/// Ranks keep the references acyclic: a basic external's rank is above
/// the rank of every basic external its row names. Values are computed
/// from the rows when asked and cached until the next change.
extension Tableau {
    // MARK: Values

    /// The value of `symbol`: 0 when parametric, its row's constant when a
    /// restricted basic, and for a basic external its row's constant plus
    /// the values of the basic externals it names.
    ///
    /// The symbol's bit in `knownValues` is read first, before its row
    /// and kind: only a basic external computed since the last change has
    /// it set (a read after a change forgets every value first), so a
    /// cached value costs a bit, which stays in the cache, and one read of
    /// `cachedValues`, not three arrays' (a 10,000-view list reads 40,000
    /// values, each array larger than a core's cache; issue 32).
    mutating func value(of symbol: Symbol) -> Double {
        if knownVersion != valuesVersion { forgetValues() }
        let s = Int(symbol)
        if isKnown(s) { return cachedValues[s] }
        guard rows.hasRow(s) else { return 0 }
        if kinds[s] != .external { return rows.constant(s) }
        // Depth first without recursion: a list's chain is thousands deep.
        var stack = valueStack
        valueStack = []
        stack.removeAll(keepingCapacity: true)
        stack.append(symbol)
        while let top = stack.last {
            let t = Int(top)
            if isKnown(t) {
                stack.removeLast()
                continue
            }
            var ready = true
            var sum = rows.constant(t)
            for k in rows.range(t) {
                let cell = rows.cells[k]
                let c = Int(cell.symbol)
                // Known: a basic external already computed (as above).
                if isKnown(c) {
                    sum += cell.coefficient * cachedValues[c]
                    continue
                }
                guard rows.hasRow(c) else { continue }  // parametric: 0
                ready = false
                stack.append(cell.symbol)
            }
            if ready {
                cachedValues[t] = sum
                knownValues[t >> 6] |= 1 << UInt64(t & 63)
                // Listed while fewer than the words: past that, forgetting
                // clears every word, and the list is not read.
                if knownSymbols.count < knownValues.count {
                    knownSymbols.append(top)
                } else {
                    knownSymbolsOverflowed = true
                }
                stack.removeLast()
            }
        }
        valueStack = stack
        return cachedValues[s]
    }

    @inline(__always)
    private func isKnown(_ s: Int) -> Bool { knownValues[s >> 6] & (1 << UInt64(s & 63)) != 0 }

    /// Clears the bits of the values computed before the last change: bit
    /// by bit when every one was listed, else every word.
    private mutating func forgetValues() {
        if !knownSymbolsOverflowed {
            for symbol in knownSymbols {
                let s = Int(symbol)
                knownValues[s >> 6] &= ~(1 << UInt64(s & 63))
            }
        } else {
            for k in knownValues.indices { knownValues[k] = 0 }
        }
        knownSymbols.removeAll(keepingCapacity: true)
        knownSymbolsOverflowed = false
        knownVersion = valuesVersion
    }

    // MARK: Adding a row for an external

    /// Adds a new row (a constraint's, with its basic externals as they
    /// are) solved for a parametric external it names, choosing as
    /// `chooseSubject` does among the externals it names directly: one no
    /// row names, else the first. Rows naming the subject keep naming it.
    /// Returns false, changing nothing but ranks, when there is no such
    /// external or when the subject's own row would name it (a basic
    /// external it names depends on the subject): the row must then be
    /// written out.
    mutating func addKeepingReferences(_ row: inout Row) -> Bool {
        var subject: Symbol = 0
        var named = false
        for cell in row.cells where kinds[Int(cell.symbol)] == .external && !rows.hasRow(Int(cell.symbol)) {
            if columns.isEmpty(cell.symbol) {
                subject = cell.symbol
                named = false
                break
            }
            if subject == 0 {
                subject = cell.symbol
                named = true
            }
        }
        guard subject != 0 else { return false }
        let epoch = nextEpoch()
        var rank: Int32 = 1
        for cell in row.cells where rows.hasRow(Int(cell.symbol)) {
            marks[Int(cell.symbol)] = epoch
            rank = max(rank, ranks[Int(cell.symbol)] + 1)
        }
        if named, !raiseRanks(of: subject, to: rank, cycleIfMarked: epoch) { return false }
        row.solve(for: subject)
        insertRow(row, for: subject)
        ranks[Int(subject)] = rank
        return true
    }

    /// Gives `symbol` (about to be basic) `rank` and raises the ranks of
    /// the rows that name it, and of theirs, above it. Returns false when
    /// one of them is marked with `epoch` (a row the new one names: it would
    /// name itself); the ranks are consistent either way.
    mutating func raiseRanks(of symbol: Symbol, to rank: Int32, cycleIfMarked epoch: UInt32 = 0) -> Bool {
        ranks[Int(symbol)] = rank
        var acyclic = true
        var stack = rankStack  // kept between calls, empty: no allocation a call
        rankStack = []
        defer { rankStack = stack }
        stack.append((symbol, rank))
        while let (named, rank) = stack.popLast() {
            for basic in columns[named] {
                let b = Int(basic)
                guard rows.hasRow(b), ranks[b] <= rank, rows.search(b, named).found else { continue }
                if epoch != 0, marks[b] == epoch { acyclic = false }
                ranks[b] = rank + 1
                stack.append((basic, rank + 1))
            }
        }
        return acyclic
    }

    // MARK: Writing rows out

    /// Replaces every basic external in `row` by its row, until the row is
    /// over parametric symbols only, as kiwi would have built it. Highest
    /// rank first: a row is written out after every row that names it, so
    /// that terms cancel (`label.top - row.top` is 8) before the chain
    /// behind them is ever reached.
    mutating func expandExternals(_ row: inout Row) {
        var heap = expansionHeap
        expansionHeap = MinHeap()
        defer { expansionHeap = heap }
        let epoch = nextEpoch()
        // Highest rank first, then lowest symbol.
        func key(_ symbol: Symbol, _ rank: Int32) -> Int64 { Int64(Int32.max - rank) << 32 | Int64(symbol) }
        for cell in row.cells where rows.hasRow(Int(cell.symbol)) {
            marks[Int(cell.symbol)] = epoch
            heap.push(key(cell.symbol, ranks[Int(cell.symbol)]))
        }
        while let top = heap.pop() {
            let symbol = Symbol(truncatingIfNeeded: top & 0xffff_ffff)
            let coefficient = row.coefficient(for: symbol)
            guard coefficient != 0 else { continue }  // cancelled
            let b = Int(symbol)
            rows.withRow(b) { cells, constant in
                row.insertUntracked(cells, constant, coefficient, skipping: symbol, scratch: &scratch)
            }
            expandedCells &+= row.count
            for k in rows.range(b) {
                let cell = rows.cells[k]
                guard rows.hasRow(Int(cell.symbol)), marks[Int(cell.symbol)] != epoch else { continue }
                marks[Int(cell.symbol)] = epoch
                heap.push(key(cell.symbol, ranks[Int(cell.symbol)]))
            }
        }
    }

    /// The row of `symbol` written out (dumps).
    mutating func writtenOutRow(of symbol: Symbol) -> Row? {
        guard var row = rows.row(Int(symbol)) else { return nil }
        expandExternals(&row)
        return row
    }

    /// The external row to pivot a marker into when no restricted row
    /// holds it (kiwi's last resort): of the externals whose written-out
    /// row holds the marker, the highest symbol, as kiwi chooses; with
    /// that row written out.
    mutating func externalLeavingRow(for marker: Symbol) -> (Symbol, Row)? {
        // The rows naming the marker, the rows naming those, and so on.
        let epoch = nextEpoch()
        var stack: [Symbol] = [marker]
        var holders: [Symbol] = []
        while let named = stack.popLast() {
            for basic in columns[named] {
                let b = Int(basic)
                guard marks[b] != epoch, kinds[b] == .external, rows.hasRow(b), rows.search(b, named).found else { continue }
                marks[b] = epoch
                holders.append(basic)
                stack.append(basic)
            }
        }
        for basic in holders.sorted(by: >) {
            var row = rows.row(Int(basic))!
            expandExternals(&row)
            if row.search(marker).found { return (basic, row) }  // else its terms cancelled
        }
        return nil
    }
}
