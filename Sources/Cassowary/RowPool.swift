/// The tableau's rows, the cells of every one in one pooled buffer (issue 32).
///
/// A row was an array of its own: a heap block per basic symbol (57,500 at
/// 10,000 views), each at whatever address glibc had free when the row was
/// last rewritten, so reading the rows in symbol order (the read-out after a
/// solve, `Tableau.value(of:)`) or a column's rows (every pivot) met a cold
/// block at each step, and a solver's teardown freed them one by one. Here a
/// row is a slot (where its cells start, how many, its constant) and its
/// cells a stretch of `cells`.
///
/// A merge is written into a kept scratch buffer and copied back over the
/// row's own stretch (whose lines it has just read) when it fits, a row
/// getting `spare` cells of room when it is entered; else the row moves to
/// a stretch of its new size. A stretch a row leaves goes on a free list by
/// its size (up to `freeClasses` cells) for the next row of that size, so a
/// pivot's new row lands where the old one was; other stretches come from
/// the top. When the buffer is full the live rows are copied, in symbol
/// order, into a new buffer twice their size (the read-out then walks them
/// in order) and the free lists start again. The arithmetic is `Row`'s,
/// cell for cell (`Row.mergeCells`), so every result is bit-identical to
/// rows as arrays.
struct RowPool {
    struct Slot {
        /// The row's first cell in `cells`.
        var firstCell: Int32 = 0
        /// Its cells; -1 when the symbol has no row (parametric).
        var cellCount: Int32 = -1
        /// The cells its stretch has room for.
        var capacity: Int32 = 0
        var constant: Double = 0
    }

    private(set) var slots: [Slot] = [Slot()]
    /// Every row's cells, and stretches left behind by rows rewritten since
    /// the last copy; `top` and beyond is free.
    private(set) var cells: [Cell] = []
    private var top = 0
    /// Cells in live rows.
    private(set) var liveCells = 0
    /// How many times the live rows were copied into a new buffer (tests).
    private(set) var compactions = 0
    /// A merge's result, before it is copied back (kept between merges).
    private var scratch: [Cell] = []
    /// Room a row gets beyond its cells when it is entered or moved: a
    /// merge whose result fits is copied back in place.
    static let spare = 2
    /// For each room up to `freeClasses` cells, the first of the stretches
    /// of that room that rows left (-1: none), each holding the next one's
    /// offset in its first cell's symbol. A row taken by a pivot and the row
    /// entered for it are the same size: the new one goes where the old one
    /// was, on lines just read, not at the top, on lines never touched.
    private var freeStretches = [Int32](repeating: -1, count: RowPool.freeClasses + 1)
    private static let freeClasses = 32

    // MARK: Symbols

    var symbolCount: Int { slots.count }

    /// A slot for the next symbol, without a row.
    mutating func appendSymbol() { slots.append(Slot()) }

    /// Room for `count` symbols, and four cells each for their rows (a
    /// 10,000-view list's rows and their room take about three), so a
    /// large build copies no rows. The buffer is not written ahead: room
    /// never used costs address space, not memory.
    mutating func reserveSymbols(_ count: Int) {
        slots.reserveCapacity(count)
        if cells.count - top < 4 * count { compact(room: 4 * count) }
    }

    /// No rows and one symbol (0), keeping the room of both buffers.
    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        slots.append(Slot())
        top = 0
        liveCells = 0
        for k in freeStretches.indices { freeStretches[k] = -1 }
    }

    // MARK: Reading a row

    @inline(__always)
    func hasRow(_ basic: Int) -> Bool { slots[basic].cellCount >= 0 }

    @inline(__always)
    func constant(_ basic: Int) -> Double { slots[basic].constant }

    @inline(__always)
    func count(_ basic: Int) -> Int { Int(slots[basic].cellCount) }

    /// Where the row's cells are in `cells`.
    @inline(__always)
    func range(_ basic: Int) -> Range<Int> {
        let slot = slots[basic]
        return Int(slot.firstCell)..<Int(slot.firstCell) + Int(slot.cellCount)
    }

    /// Index of `symbol` in the row's cells (0 its first), or where it
    /// would be inserted.
    @inline(__always)
    func search(_ basic: Int, _ symbol: Symbol) -> (index: Int, found: Bool) {
        let slot = slots[basic]
        return cells.withUnsafeBufferPointer { pool in
            let base = Int(slot.firstCell)
            var low = 0, high = Int(slot.cellCount)
            while low < high {
                let mid = (low &+ high) >> 1
                let s = pool[base &+ mid].symbol
                if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return (mid, true) }
            }
            return (low, false)
        }
    }

    @inline(__always)
    func coefficient(_ basic: Int, for symbol: Symbol) -> Double {
        let (index, found) = search(basic, symbol)
        return found ? cells[Int(slots[basic].firstCell) + index].coefficient : 0
    }

    /// The coefficient of the row's cell at `index` (from `search`).
    @inline(__always)
    func coefficient(_ basic: Int, at index: Int) -> Double { cells[Int(slots[basic].firstCell) + index].coefficient }

    /// Calls `body` with the row's cells and constant, in place.
    @inline(__always)
    func withRow<R>(_ basic: Int, _ body: (UnsafeBufferPointer<Cell>, Double) -> R) -> R {
        let range = self.range(basic)
        return cells.withUnsafeBufferPointer { pool in
            body(UnsafeBufferPointer(rebasing: pool[range]), slots[basic].constant)
        }
    }

    /// The row as a `Row` of its own (a copy), or nil.
    func row(_ basic: Int) -> Row? {
        guard hasRow(basic) else { return nil }
        return materialize(basic, spare: 0)
    }

    private func materialize(_ basic: Int, spare: Int) -> Row {
        let range = self.range(basic)
        return cells.withUnsafeBufferPointer { pool in
            Row(constant: slots[basic].constant, copying: UnsafeBufferPointer(rebasing: pool[range]), spare: spare)
        }
    }

    // MARK: Changing rows

    /// Enters `row` as the row of `basic` (which has none).
    mutating func insert(_ row: Row, for basic: Int) {
        let count = row.count
        let start = allocate(count + RowPool.spare)
        cells.withUnsafeMutableBufferPointer { pool in
            row.withCells { source in
                for k in 0..<count { pool[start &+ k] = source[k] }
            }
        }
        slots[basic] = Slot(
            firstCell: Int32(start), cellCount: Int32(count), capacity: Int32(count + RowPool.spare),
            constant: row.constant)
        liveCells += count
    }

    /// The row of `basic` as a `Row` (with room for the one cell that a
    /// pivot's `solve(for:_:)` adds), leaving `basic` without a row.
    mutating func take(_ basic: Int) -> Row {
        let row = materialize(basic, spare: 1)
        removeRow(basic)
        return row
    }

    mutating func removeRow(_ basic: Int) {
        liveCells -= Int(slots[basic].cellCount)
        release(slots[basic])
        slots[basic] = Slot()
    }

    mutating func addToConstant(_ basic: Int, _ delta: Double) {
        slots[basic].constant += delta
    }

    /// Removes `symbol`'s cell from the row of `basic`, if it has one.
    mutating func remove(_ symbol: Symbol, fromRowOf basic: Int) {
        let (index, found) = search(basic, symbol)
        if found { removeCell(basic, at: index) }
    }

    /// Adds `coefficient * other` to the row of `basic`, as
    /// `Row.insert(_:_:skipping:added:scratch:)` adds it to a `Row`: the same
    /// cells, the same sums. Symbols that appear are written to `added` (if
    /// given); returns how many.
    mutating func merge(
        _ other: Row, _ coefficient: Double, into basic: Int, skipping skip: Symbol,
        added: UnsafeMutablePointer<Symbol>?
    ) -> Int {
        let count = Int(slots[basic].cellCount)
        let tracking = added != nil
        if other.count &* 8 < count {
            // A few cells into a long row: in place, a search and a memmove
            // a cell, as `Row.merge` does.
            slots[basic].constant += other.constant * coefficient
            if skip != 0 { remove(skip, fromRowOf: basic) }
            var m = 0
            for cell in other.cells where insert(cell.symbol, cell.coefficient * coefficient, intoRowOf: basic) > 0 {
                if tracking { added![m] = cell.symbol; m &+= 1 }
            }
            return m
        }
        slots[basic].constant += other.constant * coefficient
        let needed = count + other.count
        if scratch.count < needed {
            scratch = [Cell](repeating: .unused, count: Swift.max(needed + 4, 2 * scratch.count))
        }
        let start = Int(slots[basic].firstCell)
        let (n, m) = scratch.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { pool in
                other.withCells { b in
                    Row.mergeCells(
                        UnsafeBufferPointer(rebasing: pool[start..<start + count]), count, b, b.count, coefficient,
                        skipping: skip, tracking: tracking, added: added, into: out)
                }
            }
        }
        // Back where the row was, whose lines the merge has just read, when
        // the result fits; else at the top, with room to grow.
        var to = start
        if n > Int(slots[basic].capacity) {
            let capacity = n + RowPool.spare
            to = allocate(capacity)  // may move every row
            release(slots[basic])
            slots[basic].firstCell = Int32(to)
            slots[basic].capacity = Int32(capacity)
        }
        cells.withUnsafeMutableBufferPointer { pool in
            scratch.withUnsafeBufferPointer { merged in
                for k in 0..<n { pool[to &+ k] = merged[k] }
            }
        }
        slots[basic].cellCount = Int32(n)
        liveCells += n - count
        return m
    }

    /// `Row.insert(_:_:)` on the row of `basic`: +1 if the symbol appeared,
    /// -1 if it cancelled out, 0 otherwise.
    private mutating func insert(_ symbol: Symbol, _ coefficient: Double, intoRowOf basic: Int) -> Int {
        let slot = slots[basic]
        let start = Int(slot.firstCell), count = Int(slot.cellCount)
        if count == 0 || cells[start + count - 1].symbol < symbol {
            if Row.nearZero(coefficient) { return 0 }
            insertCell(basic, Cell(symbol: symbol, coefficient: coefficient), at: count)
            return 1
        }
        let (index, found) = search(basic, symbol)
        if found {
            let sum = cells[start + index].coefficient + coefficient
            if Row.nearZero(sum) {
                removeCell(basic, at: index)
                return -1
            }
            cells[start + index].coefficient = sum
            return 0
        }
        if Row.nearZero(coefficient) { return 0 }
        insertCell(basic, Cell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    private mutating func insertCell(_ basic: Int, _ cell: Cell, at index: Int) {
        var slot = slots[basic]
        let count = Int(slot.cellCount)
        if slot.capacity == slot.cellCount {
            // No room: the row moves to the top with room to grow.
            let capacity = Swift.max(count + 1, 2 * count, 4)
            let to = allocate(capacity)  // may move every row
            slot = slots[basic]
            let from = Int(slot.firstCell)
            cells.withUnsafeMutableBufferPointer { pool in
                for k in 0..<count { pool[to &+ k] = pool[from &+ k] }
            }
            release(slot)
            slot.firstCell = Int32(to)
            slot.capacity = Int32(capacity)
        }
        let start = Int(slot.firstCell)
        cells.withUnsafeMutableBufferPointer { pool in
            let base = pool.baseAddress! + start
            // Cells are plain values: moving them is a memmove.
            (base + index + 1).moveInitialize(from: base + index, count: count - index)
            (base + index).initialize(to: cell)
        }
        slot.cellCount += 1
        slots[basic] = slot
        liveCells += 1
    }

    private mutating func removeCell(_ basic: Int, at index: Int) {
        let start = Int(slots[basic].firstCell), count = Int(slots[basic].cellCount)
        cells.withUnsafeMutableBufferPointer { pool in
            let base = pool.baseAddress! + start
            (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
        }
        slots[basic].cellCount -= 1
        liveCells -= 1
    }

    // MARK: Room

    /// A stretch of `capacity` cells: one a row left, or at the top. Taking
    /// one from the top may copy every row (read slots again after).
    @inline(__always)
    private mutating func allocate(_ capacity: Int) -> Int {
        if capacity <= RowPool.freeClasses {
            let first = freeStretches[capacity]
            if first >= 0 {
                freeStretches[capacity] = cells[Int(first)].symbol
                return Int(first)
            }
        }
        if top + capacity > cells.count { compact(room: capacity) }
        top += capacity
        return top - capacity
    }

    /// Puts the stretch of a row that no longer needs it on its free list.
    @inline(__always)
    private mutating func release(_ slot: Slot) {
        let capacity = Int(slot.capacity)
        guard slot.cellCount >= 0, capacity > 0, capacity <= RowPool.freeClasses else { return }
        cells[Int(slot.firstCell)].symbol = freeStretches[capacity]
        freeStretches[capacity] = slot.firstCell
    }

    /// Copies the live rows, in symbol order and each with `spare` cells of
    /// room, into a new buffer with room for as many again and `room` more,
    /// and frees the old one.
    private mutating func compact(room: Int) {
        var live = 0
        for slot in slots where slot.cellCount >= 0 { live += Int(slot.cellCount) + RowPool.spare }
        let size = Swift.max(2 * live + room, 4_096)
        // Cells are plain values, and a stretch is read only where written.
        let fresh = [Cell](unsafeUninitializedCapacity: size) { out, initialized in
            var next = 0
            cells.withUnsafeBufferPointer { old in
                for b in slots.indices where slots[b].cellCount >= 0 {
                    let from = Int(slots[b].firstCell), count = Int(slots[b].cellCount)
                    if count > 0 { (out.baseAddress! + next).initialize(from: old.baseAddress! + from, count: count) }
                    slots[b].firstCell = Int32(next)
                    slots[b].capacity = Int32(count + RowPool.spare)
                    next += count + RowPool.spare
                }
            }
            top = next
            initialized = size
        }
        cells = fresh
        for k in freeStretches.indices { freeStretches[k] = -1 }
        compactions += 1
    }
}

/// The rows by symbol, each a copy (`nil` for a symbol without a row), for
/// dumps, invariant checks and tests; the solver's own loops read the pool
/// in place.
extension RowPool: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { slots.count }
    subscript(position: Int) -> Row? { row(position) }
}
