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
/// length of a level per change (issue 32): levels are stored densely by
/// symbol, and the search for an entering symbol looks only at the symbols
/// changed since the last search (`touched`).
struct Objective {
    private(set) var priorities: [Double] = []
    var levels: [ObjectiveLevel] = []
    /// Every symbol whose reduced cost may have become lexicographically
    /// negative since the last search (duplicates allowed): the only
    /// symbols that can enter. A symbol's reduced cost changes only when a
    /// level's coefficient for it does, or when a level above it goes.
    private var touched: [Symbol] = []
    private var users: [Int] = []

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
        levels.insert(ObjectiveLevel(), at: index)
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
    /// level in order finds). Looks only at the touched symbols, and keeps
    /// only the candidates among them.
    mutating func enteringSymbol(kinds: [SymbolKind]) -> Symbol {
        guard !touched.isEmpty else { return 0 }
        touched.sort()
        var best: Symbol = 0
        var bestLevel = Int.max
        var kept = 0, previous: Symbol = 0
        for k in touched.indices {
            let symbol = touched[k]
            guard symbol != previous else { continue }
            previous = symbol
            guard kinds[Int(symbol)] != .dummy,
                  let level = levels.indices.first(where: { levels[$0].coefficient(for: symbol) != 0 }),
                  levels[level].coefficient(for: symbol) < 0 else { continue }
            touched[kept] = symbol
            kept += 1
            if level < bestLevel {  // symbols ascend: the first at a level is its lowest
                bestLevel = level
                best = symbol
            }
        }
        touched.removeLast(touched.count - kept)
        return best
    }
}

/// One level of the objective: a constant and a coefficient per symbol,
/// indexed by symbol (0 is absent). A level can name most of the tableau's
/// symbols; indexed, changing a few of its coefficients costs that few,
/// where a sorted row moved its whole tail for each. The arithmetic is a
/// `Row`'s, cell for cell, so the sums are the same.
struct ObjectiveLevel {
    var constant = 0.0
    private var coefficients: [Double] = []
    /// Every symbol given a coefficient since the level was made (some may
    /// be zero again): what `appendSymbols` lists without scanning them all.
    private var named: [Symbol] = []

    /// The coefficients' slots (memory: 8 bytes each).
    var slots: Int { coefficients.count }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let s = Int(symbol)
        return s < coefficients.count ? coefficients[s] : 0
    }

    /// Adds `coefficient * symbol` (a coefficient within 1e-8 of zero is none).
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let s = Int(symbol)
        if s >= coefficients.count {
            coefficients.append(contentsOf: repeatElement(0, count: max(s + 1, 2 * coefficients.count) - coefficients.count))
        }
        let old = coefficients[s]
        let sum = old == 0 ? coefficient : old + coefficient
        coefficients[s] = Row.nearZero(sum) ? 0 : sum
        if old == 0, coefficients[s] != 0 { named.append(symbol) }
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
        coefficients[Int(symbol)] = 0
        add(row, coefficient)
    }

    mutating func remove(_ symbol: Symbol) {
        if Int(symbol) < coefficients.count { coefficients[Int(symbol)] = 0 }
    }

    /// Appends the symbols the level holds (in no order; the caller sorts):
    /// the ones it named, not a scan of every symbol, so a level made and
    /// dropped for one query (the ambiguity analysis makes one for each
    /// attribute) costs what it held, not the size of the tableau.
    func appendSymbols(to list: inout [Symbol]) {
        for symbol in named where coefficients[Int(symbol)] != 0 { list.append(symbol) }
    }

    /// The level as a row, in symbol order (dumps, tests).
    var row: Row {
        var cells: [Cell] = []
        for (s, c) in coefficients.enumerated() where c != 0 { cells.append(Cell(symbol: Symbol(s), coefficient: c)) }
        return Row(constant: constant, cells: cells)
    }
}
