/// The tableau's column index: for each symbol, the basic symbols whose
/// rows contain (or once contained) it, in the order they were entered.
///
/// Every column lives in one shared buffer (issue 32). A column is a chain
/// of fixed chunks of `chunkEntries` entries, each chunk preceded by the
/// offset of the next; only a column's last chunk has room left, and a
/// cleared column's chunks go on a free list for the next column that
/// grows. An array per column, as before, was a heap block per symbol
/// (over 100,000 at 10,000 views, a fifth of a large layout's allocations),
/// each grown, freed and swept up again by glibc one at a time; here a
/// whole index is a few large blocks, and a cleared one keeps them.
///
/// Entries are plain `Symbol`s; the index neither knows nor checks which
/// rows hold what (the tableau drops stale entries as it reads them).
struct ColumnIndex {
    /// Entries in a chunk; a chunk takes `chunkEntries + 1` slots of the
    /// pool (the link first): 32 bytes, half a cache line.
    static let chunkEntries = 7
    private static let chunkSlots = chunkEntries + 1
    private static let none: Int32 = -1

    private struct Column {
        var head: Int32 = ColumnIndex.none
        var tail: Int32 = ColumnIndex.none
        var count: Int32 = 0
    }

    private var columns: [Column] = [Column()]
    /// The chunks: at a chunk's offset, the offset of the next chunk in its
    /// chain (or of the next free chunk), then its entries.
    private var pool: [Int32] = []
    private var firstFree: Int32 = ColumnIndex.none

    /// How many symbols have a column (symbol 0 included).
    var symbolCount: Int { columns.count }

    /// A column for the next symbol, empty.
    mutating func appendColumn() {
        columns.append(Column())
    }

    /// Room for `count` symbols' columns, and a chunk each in the pool (a
    /// 10,000-view list's build takes about 0.8 a symbol between rebuilds):
    /// the pool, grown by doubling, copied itself cold a few megabytes at a
    /// time (issue 32, scale9). Not written ahead.
    mutating func reserveColumns(_ count: Int) {
        columns.reserveCapacity(count)
        pool.reserveCapacity(count * ColumnIndex.chunkSlots)
    }

    func isEmpty(_ symbol: Symbol) -> Bool { columns[Int(symbol)].count == 0 }

    func count(_ symbol: Symbol) -> Int { Int(columns[Int(symbol)].count) }

    /// The entries of `symbol`'s column, in the order they were appended.
    /// The sequence is a snapshot: changing the index while walking it is
    /// allowed (and costs a copy of the pool, so the tableau does not).
    subscript(symbol: Symbol) -> Entries {
        let column = columns[Int(symbol)]
        return Entries(pool: pool, chunk: column.head, remaining: column.count)
    }

    func contains(_ basic: Symbol, in symbol: Symbol) -> Bool {
        self[symbol].contains(basic)
    }

    @inline(__always)
    mutating func append(_ basic: Symbol, to symbol: Symbol) {
        let s = Int(symbol)
        var column = columns[s]
        let slot = Int(column.count) % ColumnIndex.chunkEntries
        if slot == 0 {
            // Empty, or its last chunk is full.
            let chunk = newChunk()
            if column.tail == ColumnIndex.none { column.head = chunk } else { pool[Int(column.tail)] = chunk }
            column.tail = chunk
        }
        pool[Int(column.tail) &+ 1 &+ slot] = basic
        column.count &+= 1
        columns[s] = column
    }

    /// Empties `symbol`'s column; its chunks go on the free list whole.
    mutating func removeAll(of symbol: Symbol) {
        let s = Int(symbol)
        let column = columns[s]
        guard column.head != ColumnIndex.none else { return }
        pool[Int(column.tail)] = firstFree
        firstFree = column.head
        columns[s] = Column()
    }

    /// Moves `symbol`'s column into `buffer` (replacing what it held) and
    /// empties it: a reader that appends to other columns as it goes
    /// (substitution) walks the buffer, not the pool.
    mutating func take(_ symbol: Symbol, into buffer: inout [Symbol]) {
        buffer.removeAll(keepingCapacity: true)
        let column = columns[Int(symbol)]
        guard column.count > 0 else { return }
        buffer.reserveCapacity(Int(column.count))
        pool.withUnsafeBufferPointer { pool in
            var chunk = Int(column.head)
            var remaining = Int(column.count)
            while true {
                let n = Swift.min(remaining, ColumnIndex.chunkEntries)
                for k in 0..<n { buffer.append(pool[chunk &+ 1 &+ k]) }
                remaining -= n
                if remaining == 0 { break }
                chunk = Int(pool[chunk])
            }
        }
        removeAll(of: symbol)
    }

    /// Empties every column and keeps the pool's room (the column index
    /// rebuilt from the rows).
    mutating func removeAllEntries() {
        for s in columns.indices { columns[s] = Column() }
        pool.removeAll(keepingCapacity: true)
        firstFree = ColumnIndex.none
    }

    /// An empty index for symbol 0 alone, keeping the room of this one
    /// (a solver built again).
    mutating func removeAllColumns() {
        columns.removeAll(keepingCapacity: true)
        columns.append(Column())
        pool.removeAll(keepingCapacity: true)
        firstFree = ColumnIndex.none
    }

    private mutating func newChunk() -> Int32 {
        if firstFree != ColumnIndex.none {
            let chunk = firstFree
            firstFree = pool[Int(chunk)]
            pool[Int(chunk)] = ColumnIndex.none
            return chunk
        }
        let chunk = pool.count
        precondition(chunk <= Int(Int32.max) - ColumnIndex.chunkSlots, "column index over 2³¹ entries")
        pool.append(contentsOf: repeatElement(ColumnIndex.none, count: ColumnIndex.chunkSlots))
        return Int32(chunk)
    }

    /// A column's entries, read from a snapshot of the pool.
    struct Entries: Sequence, IteratorProtocol {
        fileprivate let pool: [Int32]
        fileprivate var chunk: Int32
        fileprivate var remaining: Int32
        private var slot = 0

        fileprivate init(pool: [Int32], chunk: Int32, remaining: Int32) {
            self.pool = pool
            self.chunk = chunk
            self.remaining = remaining
        }

        var underestimatedCount: Int { Int(remaining) }

        @inline(__always)
        mutating func next() -> Symbol? {
            guard remaining > 0 else { return nil }
            if slot == ColumnIndex.chunkEntries {
                chunk = pool[Int(chunk)]
                slot = 0
            }
            let entry = pool[Int(chunk) &+ 1 &+ slot]
            slot &+= 1
            remaining &-= 1
            return entry
        }
    }
}
