/// One coefficient of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// `basic = constant + Σ coefficient * symbol`, cells sorted by symbol id.
///
/// Sorted cells give deterministic iteration (pivot choices never depend on
/// hashing) and linear-time merges. Coefficients within 1e-8 of zero are
/// dropped, as in kiwi, so "absent" and "zero" mean the same.
struct Row {
    var cells: [Cell]
    var constant: Double

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    @inline(__always)
    static func nearZero(_ x: Double) -> Bool { x < 1e-8 && x > -1e-8 }

    /// Index of `symbol` in `cells`, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient * symbol`; returns +1 if the symbol appeared, -1 if
    /// it cancelled out, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        // New symbols have the highest ids: appending is the common case.
        if cells.isEmpty || cells[cells.count - 1].symbol < symbol {
            if Row.nearZero(coefficient) { return 0 }
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            return 1
        }
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.nearZero(sum) {
                cells.remove(at: index)
                return -1
            }
            cells[index].coefficient = sum
            return 0
        }
        if Row.nearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    /// Adds `coefficient * other` (constant included): a linear merge of the
    /// sorted cells into `scratch`, copied back into this row's own buffer.
    /// Both buffers only grow, so a merge allocates nothing once they are
    /// large enough (a fresh array per merge cost about a fifth of a build).
    /// Symbols that appear are appended to `added`; the symbol `skip` (the
    /// one being substituted away) is dropped.
    mutating func insert(
        _ other: Row, _ coefficient: Double, skipping skip: Symbol = 0,
        added: inout [Symbol], scratch: inout [Cell]
    ) {
        constant += other.constant * coefficient
        let capacity = cells.count + other.cells.count
        if scratch.count < capacity {
            scratch.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: capacity - scratch.count))
        }
        let n = scratch.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { a in
                other.cells.withUnsafeBufferPointer { b in
                    Row.merge(a, b, coefficient, skipping: skip, into: out, added: &added)
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: scratch[0..<n])
    }

    /// Writes `a + coefficient * b` (without `skip`) into `out`, which has
    /// room for both; returns the number of cells written.
    @inline(__always)
    private static func merge(
        _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, _ coefficient: Double,
        skipping skip: Symbol, into out: UnsafeMutableBufferPointer<Cell>, added: inout [Symbol]
    ) -> Int {
        var i = 0, j = 0, n = 0
        while i < a.count && j < b.count {
            let sa = a[i].symbol, sb = b[j].symbol
            if sa < sb {
                if sa != skip { out[n] = a[i]; n += 1 }
                i += 1
            } else if sb < sa {
                let c = b[j].coefficient * coefficient
                if !Row.nearZero(c) {
                    out[n] = Cell(symbol: sb, coefficient: c)
                    n += 1
                    added.append(sb)
                }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * coefficient
                if !Row.nearZero(c) { out[n] = Cell(symbol: sa, coefficient: c); n += 1 }
                i += 1
                j += 1
            }
        }
        while i < a.count {
            if a[i].symbol != skip { out[n] = a[i]; n += 1 }
            i += 1
        }
        while j < b.count {
            let c = b[j].coefficient * coefficient
            if !Row.nearZero(c) {
                out[n] = Cell(symbol: b[j].symbol, coefficient: c)
                n += 1
                added.append(b[j].symbol)
            }
            j += 1
        }
        return n
    }

    /// `insert(other, coefficient)` with throwaway buffers (tests, dumps).
    mutating func insert(_ other: Row, _ coefficient: Double) {
        var added: [Symbol] = [], scratch: [Cell] = []
        insert(other, coefficient, added: &added, scratch: &scratch)
    }

    /// Replaces `symbol` (if present) by `row`.
    mutating func substitute(_ symbol: Symbol, by row: Row, added: inout [Symbol], scratch: inout [Cell]) {
        let coefficient = self.coefficient(for: symbol)
        if coefficient != 0 {
            insert(row, coefficient, skipping: symbol, added: &added, scratch: &scratch)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for k in cells.indices { cells[k].coefficient = -cells[k].coefficient }
    }

    /// Solves `0 = constant + Σ` for `symbol`, which must be in the row:
    /// afterwards the row is `symbol = …` and no longer contains it.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = search(symbol)
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for k in cells.indices { cells[k].coefficient *= factor }
    }

    /// Turns `lhs = constant + Σ` (with `rhs` in Σ) into `rhs = …` (with `lhs` in Σ).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
