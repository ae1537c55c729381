/// The objective as ordered priority levels, highest first.
///
/// Each level is the sum of that level's error symbols, expressed in the
/// current parametric symbols. A symbol's reduced cost is the vector of its
/// coefficients across levels, compared lexicographically: this is the
/// "symbolic weight" of classic Cassowary, generalised from three fixed
/// strengths to every priority actually present. Levels appear when the
/// first constraint of a priority is added and vanish with the last one.
///
/// A level names a symbol of every row that has an error at its priority
/// (a list's fitting height: one per row), so nothing here may cost the
/// length of a level per change (issue 32): a large level is stored densely
/// by symbol (a small one sparsely, `ObjectiveLevel`), and the search for an entering symbol looks only at the symbols
/// changed since the last search (`touched`).
struct Objective {
    private(set) var priorities: [Double] = []
    var levels: [ObjectiveLevel] = []
    /// Every symbol whose reduced cost may have become lexicographically
    /// negative since the last search (duplicates allowed): the only
    /// symbols that can enter. A symbol's reduced cost changes only when a
    /// level's coefficient for it does, or when a level above it goes.
    private var touched: [Symbol] = []
    /// The symbols found able to enter, best first, some stale.
    private var candidates = EnteringCandidates()
    private var users: [Int] = []
    /// The symbols the tableau has made room for (`Tableau.reserveSymbols`),
    /// which a level's dense form takes the first time it grows.
    var symbolCapacity = 0 {
        didSet { for k in levels.indices { levels[k].symbolCapacity = symbolCapacity } }
    }

    var isEmpty: Bool { levels.isEmpty }

    /// Coefficient slots held by all levels (each indexes its symbols).
    var coefficientSlots: Int { levels.reduce(0) { $0 &+ $1.slots } }

    /// The index of `priority`'s level, creating it (empty) if needed.
    mutating func retainLevel(_ priority: Double) -> Int {
        var index = 0
        while index < priorities.count, priorities[index] > priority { index += 1 }
        if index < priorities.count, priorities[index] == priority {
            users[index] += 1
            return index
        }
        priorities.insert(priority, at: index)
        var level = ObjectiveLevel()
        level.symbolCapacity = symbolCapacity
        levels.insert(level, at: index)
        users.insert(1, at: index)
        return index
    }

    func levelIndex(_ priority: Double) -> Int? {
        priorities.firstIndex(of: priority)
    }

    /// Drops one user of the level; an unused level is removed.
    mutating func releaseLevel(_ priority: Double) {
        guard let index = levelIndex(priority) else { return }
        users[index] -= 1
        if users[index] == 0 {
            // What it still holds (rounding) no longer blocks lower levels.
            levels[index].appendSymbols(to: &touched)
            priorities.remove(at: index)
            levels.remove(at: index)
            users.remove(at: index)
        }
    }

    /// Call with every symbol whose coefficient changed in some level.
    mutating func touch(_ symbol: Symbol) { touched.append(symbol) }

    mutating func touch(_ row: Row) {
        for cell in row.cells { touched.append(cell.symbol) }
    }

    /// The entering symbol of the primal simplex: the first one, in symbol
    /// order, whose reduced cost is negative at some level and absent from
    /// every higher level, at the highest such level (what a scan of every
    /// level in order finds). Looks only at the symbols touched since the
    /// last search, and at the best of the candidates kept from before
    /// (`EnteringCandidates`), never at every candidate again.
    mutating func enteringSymbol(kinds: [SymbolKind]) -> Symbol {
        if !touched.isEmpty {
            touched.sort()
            var previous: Symbol = 0
            for symbol in touched where symbol != previous {
                previous = symbol
                if let priority = enteringPriority(symbol, kinds: kinds) { candidates.push(priority: priority, symbol: symbol) }
            }
            touched.removeAll(keepingCapacity: true)
        }
        while let top = candidates.top {
            if enteringPriority(top.symbol, kinds: kinds) == top.priority { return top.symbol }
            candidates.removeTop()  // stale: its cost changed since it was pushed
        }
        return 0
    }

    /// The priority of the first level that names `symbol`, when its
    /// coefficient there is negative (it may enter); else nil.
    private func enteringPriority(_ symbol: Symbol, kinds: [SymbolKind]) -> Double? {
        guard kinds[Int(symbol)] != .dummy else { return nil }  // checked: symbol is an Int32 index, not a float
        for k in levels.indices {
            let coefficient = levels[k].coefficient(for: symbol)
            if coefficient != 0 { return coefficient < 0 ? priorities[k] : nil }
        }
        return nil
    }
}

/// One level of the objective: a constant and a coefficient per symbol.
///
/// A level can name most of the tableau's symbols (a list's fitting height:
/// one per row); indexed by symbol, changing a few of its coefficients
/// costs that few, where a sorted row moved its whole tail for each. But a
/// system of many priorities (1,000 levels, issue 33) has levels that each
/// name a few symbols, and a dense array per level holds the whole symbol
/// range a thousand times: 10,000 equalities at 999 priorities were 2 GB of
/// zeros. So a level starts sparse (cells sorted by symbol, looked up by
/// binary search) and turns dense once it holds a sixteenth of the symbol
/// range and at least 64 symbols. The arithmetic is a `Row`'s, cell for
/// cell, in either form, so the sums are the same.
///
/// A sparse level can still be long (a 10,000-view list's hugging level
/// names a symbol of every label, under a sixteenth of 160,000 symbols),
/// so a cell that goes is not cut out of the middle, which moved the
/// level's tail each time (100 M instructions at 10,000 views, 1 M at
/// 1,000: quadratic, issue 32): it stays as a tombstone, a coefficient of
/// exactly 0 (which no live cell has: a sum within 1e-8 of zero goes), and
/// the tombstones are swept out together once they outnumber the live
/// cells. The last cell is always live, so the densest symbol is where it was.
struct ObjectiveLevel {
    var constant = 0.0
    /// Sparse form: the nonzero coefficients and tombstones (0), sorted by
    /// symbol (while `coefficients` is empty).
    private var cells: [Cell] = []
    /// The live cells among `cells`.
    private var liveCells = 0
    /// Dense form: a coefficient per symbol, 0 for absent.
    private var coefficients: [Double] = []
    /// Dense form: every symbol given a coefficient since the level turned
    /// dense (some may be zero again), for `appendSymbols`.
    private var named: [Symbol] = []
    /// Room for this many coefficients is taken when the dense form is made
    /// or outgrows its buffer (0: none beyond what it holds). A large
    /// build's levels otherwise doubled a dozen times each, every doubling
    /// copying the coefficients gone cold (issue 32, scale10). Room never
    /// written is address space.
    var symbolCapacity = 0
    /// The dense form's length as the memory estimate counts it (`slots`):
    /// doubled when a symbol falls past it, as the array itself once was.
    /// The array grows only to the symbols named, so it no longer writes
    /// zeros ahead over memory that has gone cold again when those symbols
    /// come (issue 32, scale10); what the limit sees is unchanged.
    private var countedSlots = 0

    static let denseMinimum = 64

    /// The memory the level holds, in 8-byte slots.
    var slots: Int { coefficients.isEmpty ? 2 * liveCells : countedSlots }

    private var isDense: Bool { !coefficients.isEmpty }

    /// The index of `symbol`'s cell in the sparse form, or where it would go.
    @inline(__always)
    private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            if cells[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
        }
        return (low, low < cells.count && cells[low].symbol == symbol)
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        if isDense {
            let s = Int(symbol)
            return s < coefficients.count ? coefficients[s] : 0
        }
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient * symbol` (a coefficient within 1e-8 of zero is none).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let s = Int(symbol)
        guard isDense else {
            let (index, found) = search(symbol)
            if found, cells[index].coefficient != 0 {
                let sum = cells[index].coefficient + coefficient
                if Row.nearZero(sum) { removeCell(at: index) } else { cells[index].coefficient = sum }
            } else if !Row.nearZero(coefficient) {
                if found {
                    cells[index].coefficient = coefficient  // a tombstone back to life
                } else {
                    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
                }
                liveCells += 1
                if liveCells >= Self.denseMinimum, liveCells &* 16 > Int(cells[cells.count - 1].symbol) { makeDense() }
            }
            return
        }
        if s >= countedSlots { countedSlots = max(s + 1, 2 * countedSlots) }
        if s >= coefficients.count {
            if s >= coefficients.capacity, symbolCapacity > s { coefficients.reserveCapacity(symbolCapacity) }
            coefficients.append(contentsOf: repeatElement(0, count: s + 1 - coefficients.count))
        }
        let old = coefficients[s]
        let sum = old == 0 ? coefficient : old + coefficient
        coefficients[s] = Row.nearZero(sum) ? 0 : sum
        if old == 0, coefficients[s] != 0 { named.append(symbol) }
    }

    /// Takes the sparse cell at `index` out: a tombstone unless it is the last.
    private mutating func removeCell(at index: Int) {
        liveCells -= 1
        if index == cells.count - 1 {
            cells.removeLast()
            while let last = cells.last, last.coefficient == 0 { cells.removeLast() }
        } else {
            cells[index].coefficient = 0
            if cells.count - liveCells > Swift.max(liveCells, 16) { cells.removeAll { $0.coefficient == 0 } }
        }
    }

    private mutating func makeDense() {
        let count = Int(cells[cells.count - 1].symbol) + 1
        coefficients.reserveCapacity(max(count, symbolCapacity))
        coefficients.append(contentsOf: repeatElement(0, count: count))
        countedSlots = count
        named.reserveCapacity(liveCells)
        for cell in cells where cell.coefficient != 0 {
            coefficients[Int(cell.symbol)] = cell.coefficient
            named.append(cell.symbol)
        }
        cells = []
        liveCells = 0
    }

    /// Adds `coefficient * row` (constant included).
    mutating func add(_ row: Row, _ coefficient: Double) {
        constant += row.constant * coefficient
        for cell in row.cells { add(cell.symbol, cell.coefficient * coefficient) }
    }

    /// Replaces `symbol` (if present) by `row`.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let coefficient = self.coefficient(for: symbol)
        guard coefficient != 0 else { return }
        remove(symbol)
        add(row, coefficient)
    }

    mutating func remove(_ symbol: Symbol) {
        if isDense {
            if Int(symbol) < coefficients.count { coefficients[Int(symbol)] = 0 }
        } else {
            let (index, found) = search(symbol)
            if found, cells[index].coefficient != 0 { removeCell(at: index) }
        }
    }

    /// Appends the symbols the level holds (in no order; the caller sorts):
    /// not a scan of every symbol, so a level made and dropped for one
    /// query (the ambiguity analysis makes one for each attribute) costs
    /// what it held, not the size of the tableau.
    func appendSymbols(to list: inout [Symbol]) {
        if isDense {
            for symbol in named where coefficients[Int(symbol)] != 0 { list.append(symbol) }
        } else {
            for cell in cells where cell.coefficient != 0 { list.append(cell.symbol) }
        }
    }

    /// The level as a row, in symbol order (dumps, tests).
    var row: Row {
        guard isDense else { return Row(constant: constant, cells: cells.filter { $0.coefficient != 0 }) }
        var cells: [Cell] = []
        for (s, c) in coefficients.enumerated() where c != 0 { cells.append(Cell(symbol: Symbol(s), coefficient: c)) }
        return Row(constant: constant, cells: cells)
    }
}
