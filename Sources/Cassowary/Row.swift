/// One coefficient of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double

    static let unused = Cell(symbol: 0, coefficient: 0)
}

/// `basic = constant + Σ coefficient * symbol`, cells sorted by symbol id.
///
/// Sorted cells give deterministic iteration (pivot choices never depend on
/// hashing) and linear-time merges. Coefficients within 1e-8 of zero are
/// dropped, as in kiwi, so "absent" and "zero" mean the same.
///
/// The cells are the first `count` elements of `storage`; the rest is spare
/// room. A merge writes the whole result into a scratch buffer with room to
/// spare and takes that buffer as its storage, leaving its old one as the
/// next scratch: buffers are handed round and grow geometrically, so a merge
/// neither allocates nor copies the row back. (A fresh array per merge cost
/// about a fifth of a build; copying back, a third of a long stack's sweep.)
struct Row {
    private var storage: [Cell]
    private(set) var count: Int
    var constant: Double

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.storage = cells
        self.count = cells.count
    }

    /// An empty row with room for `capacity` cells: a constraint's row is
    /// allocated once at its final size, not grown from four cells to eight.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        self.storage = [Cell](repeating: .unused, count: capacity)
        self.count = 0
    }

    /// The cells, in symbol order.
    var cells: ArraySlice<Cell> { storage[0..<count] }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    static func nearZero(_ x: Double) -> Bool { x < 1e-8 && x > -1e-8 }

    /// Index of `symbol` in the cells, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        storage.withUnsafeBufferPointer { cells in
            var low = 0, high = count
            while low < high {
                let mid = (low &+ high) >> 1
                let s = cells[mid].symbol
                if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return (mid, true) }
            }
            return (low, false)
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? storage[index].coefficient : 0
    }

    /// The coefficient of the cell at `index` (from `search`).
    @inline(__always)
    func coefficient(at index: Int) -> Double { storage[index].coefficient }

    /// Adds `coefficient * symbol`; returns +1 if the symbol appeared, -1 if
    /// it cancelled out, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        // New symbols have the highest ids: appending is the common case.
        if count == 0 || storage[count - 1].symbol < symbol {
            if Row.nearZero(coefficient) { return 0 }
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: count)
            return 1
        }
        let (index, found) = search(symbol)
        if found {
            let sum = storage[index].coefficient + coefficient
            if Row.nearZero(sum) {
                removeCell(at: index)
                return -1
            }
            storage[index].coefficient = sum
            return 0
        }
        if Row.nearZero(coefficient) { return 0 }
        insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    private mutating func insertCell(_ cell: Cell, at index: Int) {
        if count == storage.count { Row.grow(&storage, toHold: count + 1) }
        let tail = count - index
        storage.withUnsafeMutableBufferPointer { cells in
            let base = cells.baseAddress!
            // Cells are plain values: moving them is a memmove.
            (base + index + 1).moveInitialize(from: base + index, count: tail)
            (base + index).initialize(to: cell)
        }
        count += 1
    }

    private mutating func removeCell(at index: Int) {
        let tail = count - index - 1
        storage.withUnsafeMutableBufferPointer { cells in
            let base = cells.baseAddress!
            (base + index).moveInitialize(from: base + index + 1, count: tail)
        }
        count -= 1
    }

    /// Makes `buffer` hold at least `needed` cells, at least doubling it.
    private static func grow(_ buffer: inout [Cell], toHold needed: Int) {
        let target = Swift.max(needed, 2 * buffer.count, 4)
        buffer.reserveCapacity(target)
        buffer.append(contentsOf: repeatElement(.unused, count: target - buffer.count))
    }

    /// A scratch buffer for at least `needed` cells and a few more (a new
    /// row gets its marker cells after its first merge); its contents are
    /// not kept.
    private static func growScratch(_ buffer: inout [Cell], toHold needed: Int) {
        buffer = [Cell](repeating: .unused, count: Swift.max(needed + 4, 2 * buffer.count))
    }

    /// Adds `coefficient * other` (constant included). The symbols that
    /// appear are written to the front of `added` (grown if needed; written
    /// through a pointer, as an append per symbol cost a uniqueness check
    /// each); returns how many. The symbol `skip` (the one being
    /// substituted away) is dropped.
    mutating func insert(
        _ other: Row, _ coefficient: Double, skipping skip: Symbol = 0,
        added: inout [Symbol], scratch: inout [Cell]
    ) -> Int {
        if added.count < other.count {
            added.append(contentsOf: repeatElement(0, count: other.count - added.count))
        }
        return added.withUnsafeMutableBufferPointer { added in
            other.withCells { cells in
                merge(cells, other.constant, coefficient, skipping: skip, tracking: true, added: added.baseAddress,
                      scratch: &scratch)
            }
        }
    }

    /// Adds `coefficient * other` where nobody needs to know which symbols
    /// appeared (a row under construction, an objective level).
    mutating func insertUntracked(_ other: Row, _ coefficient: Double, skipping skip: Symbol = 0, scratch: inout [Cell]) {
        // No list of added symbols, not even an empty one: the pointer to an
        // empty array's storage made a fresh buffer each time, an allocation
        // per merge (330,000 at 10,000 views, issue 32).
        other.withCells { cells in
            _ = merge(
                cells, other.constant, coefficient, skipping: skip, tracking: false, added: nil, scratch: &scratch)
        }
    }

    /// `insertUntracked` of a row given by its cells and constant (a row in
    /// the tableau's pool, read in place).
    mutating func insertUntracked(
        _ cells: UnsafeBufferPointer<Cell>, _ otherConstant: Double, _ coefficient: Double, skipping skip: Symbol,
        scratch: inout [Cell]
    ) {
        _ = merge(cells, otherConstant, coefficient, skipping: skip, tracking: false, added: nil, scratch: &scratch)
    }

    /// `insert(other, coefficient)` with a throwaway buffer (tests, dumps).
    mutating func insert(_ other: Row, _ coefficient: Double) {
        var scratch: [Cell] = []
        insertUntracked(other, coefficient, scratch: &scratch)
    }

    /// The linear merge of the sorted cells into `scratch`, whose buffer
    /// then becomes this row's storage.
    @inline(__always)
    private mutating func merge(
        _ other: UnsafeBufferPointer<Cell>, _ otherConstant: Double, _ coefficient: Double, skipping skip: Symbol,
        tracking: Bool, added: UnsafeMutablePointer<Symbol>?, scratch: inout [Cell]
    ) -> Int {
        if other.count &* 8 < count {
            // A few cells into a long row (an objective level, a row that
            // gains a marker): a binary search and a memmove per cell beat
            // a pass over the whole row. Same sums, so the same result.
            constant += otherConstant * coefficient
            if skip != 0 { remove(skip) }
            var m = 0
            for cell in other where insert(cell.symbol, cell.coefficient * coefficient) > 0 {
                if tracking { added![m] = cell.symbol; m &+= 1 }
            }
            return m
        }
        constant += otherConstant * coefficient
        let needed = count + other.count
        if scratch.count < needed { Row.growScratch(&scratch, toHold: needed) }
        let aCount = count, bCount = other.count
        let (n, m) = scratch.withUnsafeMutableBufferPointer { out in
            storage.withUnsafeBufferPointer { a in
                Row.mergeCells(
                    a, aCount, other, bCount, coefficient, skipping: skip, tracking: tracking, added: added, into: out)
            }
        }
        swap(&storage, &scratch)
        count = n
        return m
    }

    /// The linear merge of `aCount` cells at `a` and `coefficient` times
    /// `bCount` cells at `b` (both sorted) into `out`, which has room for
    /// both, dropping `skip` from `a` and sums within 1e-8 of zero. Returns
    /// the cells written and how many symbols of `b` appeared (written to
    /// `added` when tracking). Shared by a `Row`'s merge and the tableau's
    /// row pool (`RowPool`), so both compute the same cells in the same order.
    @inline(__always)
    static func mergeCells(
        _ a: UnsafeBufferPointer<Cell>, _ aCount: Int, _ b: UnsafeBufferPointer<Cell>, _ bCount: Int,
        _ coefficient: Double, skipping skip: Symbol, tracking: Bool, added: UnsafeMutablePointer<Symbol>?,
        into out: UnsafeMutableBufferPointer<Cell>
    ) -> (cells: Int, added: Int) {
        var i = 0, j = 0, n = 0, m = 0
        while i < aCount && j < bCount {
            let sa = a[i].symbol, sb = b[j].symbol
            if sa < sb {
                if sa != skip { out[n] = a[i]; n &+= 1 }
                i &+= 1
            } else if sb < sa {
                let c = b[j].coefficient * coefficient
                if !Row.nearZero(c) {
                    out[n] = Cell(symbol: sb, coefficient: c)
                    n &+= 1
                    if tracking { added![m] = sb; m &+= 1 }
                }
                j &+= 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * coefficient
                if !Row.nearZero(c) { out[n] = Cell(symbol: sa, coefficient: c); n &+= 1 }
                i &+= 1
                j &+= 1
            }
        }
        while i < aCount {
            if a[i].symbol != skip { out[n] = a[i]; n &+= 1 }
            i &+= 1
        }
        while j < bCount {
            let c = b[j].coefficient * coefficient
            if !Row.nearZero(c) {
                out[n] = Cell(symbol: b[j].symbol, coefficient: c)
                n &+= 1
                if tracking { added![m] = b[j].symbol; m &+= 1 }
            }
            j &+= 1
        }
        return (n, m)
    }

    /// A row of `count` cells copied from `cells`, with room for `spare` more
    /// (a row taken out of the tableau's pool).
    init(constant: Double, copying cells: UnsafeBufferPointer<Cell>, spare: Int) {
        self.constant = constant
        self.count = cells.count
        self.storage = [Cell](repeating: .unused, count: cells.count + spare)
        storage.withUnsafeMutableBufferPointer { buffer in
            for k in 0..<cells.count { buffer[k] = cells[k] }
        }
    }

    /// Calls `body` with the cells (`count` of them).
    @inline(__always)
    func withCells<R>(_ body: (UnsafeBufferPointer<Cell>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }

    /// Replaces `symbol` (if present) by `row`, for rows nobody indexes.
    mutating func substituteUntracked(_ symbol: Symbol, by row: Row, scratch: inout [Cell]) {
        let coefficient = self.coefficient(for: symbol)
        if coefficient != 0 {
            insertUntracked(row, coefficient, skipping: symbol, scratch: &scratch)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = search(symbol)
        if found { removeCell(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for k in 0..<count { storage[k].coefficient = -storage[k].coefficient }
    }

    /// Solves `0 = constant + Σ` for `symbol`, which must be in the row:
    /// afterwards the row is `symbol = …` and no longer contains it.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = search(symbol)
        let factor = -1 / storage[index].coefficient
        removeCell(at: index)
        constant *= factor
        for k in 0..<count { storage[k].coefficient *= factor }
    }

    /// Turns `lhs = constant + Σ` (with `rhs` in Σ) into `rhs = …` (with `lhs` in Σ).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
