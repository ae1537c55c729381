/// The simplex tableau and the algorithms that change it.
///
/// A value type so that its hot loops run on `self` without the dynamic
/// exclusivity checks Swift makes on a class's stored properties; ``Solver``
/// holds one and does the bookkeeping (variables, constraints, edits).
///
/// Rows say `basic = constant + Σ coefficient * parametric`. Restricted rows
/// (slack, error, dummy basics) must keep a constant >= 0; external rows are
/// unrestricted. As in kiwi, restricted rows and the objective never contain
/// an external symbol: externals are always solved for first. Unlike kiwi,
/// an external row may name other basic externals, so that a chain stays
/// as short as it was written (`Tableau+Externals.swift`).
struct Tableau {
    // Per-symbol storage, indexed by symbol id; id 0 is "no symbol".
    private(set) var kinds: [SymbolKind] = [.invalid]
    /// The row of each basic symbol (none for parametric symbols), every
    /// row's cells in one pooled buffer (`RowPool`).
    var rows = RowPool()
    /// For each symbol, basic symbols whose rows contain (or once contained)
    /// it. Entries are never removed eagerly: a reader checks the row and
    /// drops stale entries as it goes (substitution empties the column). This
    /// makes dropping a row free and keeps the index cheap. All columns
    /// share one pooled buffer (`ColumnIndex`).
    var columns = ColumnIndex()
    /// A column taken out to be walked while others grow (`substitute`,
    /// `forEachRowContaining`), kept between calls.
    private var takenColumn: [Symbol] = []
    /// Entries in all columns, stale ones included. When they exceed
    /// `columnBudget` the index is rebuilt from the rows, so memory stays
    /// proportional to the largest tableau. (Compacting each long column on
    /// its own, as before, searched a row per entry: a fifth of a large
    /// grid's build, for entries that substitution would mostly have
    /// dropped for free.)
    private(set) var columnEntries = 0
    private var columnBudget = 65_536
    /// How many times the column index was rebuilt (for tests).
    private(set) var columnRebuilds = 0
    var marks: [UInt32] = [0]
    var epoch: UInt32 = 0

    var objective = Objective()
    /// The objective of an artificial-variable phase, while one runs.
    private var artificial: Row?
    private var infeasible = SymbolHeap()
    /// Pivots made during an artificial phase, so a failure can undo them.
    private var pivotLog: [(leaving: Symbol, entering: Symbol)]?
    /// Bumped by every change to which rows hold which symbols, so that a
    /// cached column (`suggestCache`) knows when it is out of date.
    var structureVersion: UInt64 = 0
    /// For each edit marker, the rows containing it and its coefficients,
    /// as of `structureVersion`. A width sweep without pivots reuses it, so a
    /// step is one multiply-add per affected row.
    private var suggestCache: [Symbol: (version: UInt64, entries: [(basic: Symbol, coefficient: Double)])] = [:]
    // Scratch buffers for merges, reused to avoid allocations.
    private var added: [Symbol] = []
    var scratch: [Cell] = []
    /// Rows rewritten by substitution so far: how tests see that a subject
    /// choice kept an addition from touching the rows already there.
    private(set) var rowsRewritten = 0
    /// Cell operations so far (``SolverLimits/work``), and the limits, if any.
    private(set) var work = 0
    /// Cells merged while writing external rows out (`expandExternals`):
    /// not part of `work`, whose counts `trellis solve`'s limits and their
    /// tests rest on, but what a chain's probes cost (the ambiguity
    /// analysis bounds both together).
    var expandedCells = 0
    var limits: SolverLimits?
    /// For each basic external, a rank above the rank of every basic
    /// external its row names: the order in which rows are written out
    /// (`expandExternals`), and a proof that no row names itself.
    var ranks: [Int32] = [0]
    /// The values of externals, computed from their rows when asked
    /// (`value(of:)`), each valid while its bit in `knownValues` is set.
    /// A value and a stamp side by side took 16 bytes a symbol (2 MB at
    /// 10,000 views, read at random by the layout's read-out); a value
    /// alone is 8, and the bits, one a symbol, stay in the cache (issue 32,
    /// scale9).
    var cachedValues: [Double] = [0]
    /// A bit a symbol: its `cachedValues` entry is its value as of
    /// `knownVersion`.
    var knownValues: [UInt64] = [0]
    /// The symbols whose bit is set, while they are fewer than the words
    /// of `knownValues`: forgetting a few values costs what was computed,
    /// not the symbol range.
    var knownSymbols: [Symbol] = []
    /// Whether a known symbol was left out of `knownSymbols` (forgetting
    /// then clears every word).
    var knownSymbolsOverflowed = false
    /// The `valuesVersion` the known values were computed at: a read that
    /// finds the version moved forgets them first.
    var knownVersion: UInt64 = 1
    /// `value(of:)`'s depth-first stack, kept between calls (one
    /// allocation, not one per value read).
    var valueStack: [Symbol] = []
    /// `expandExternals`' heap, likewise kept (empty between calls): a
    /// fresh one cost an allocation, and its growth more, per constraint
    /// that names a basic external.
    var expansionHeap = MinHeap<Int64>()
    /// `raiseRanks`' stack, likewise.
    var rankStack: [(symbol: Symbol, rank: Int32)] = []
    /// Bumped by every change that can move a value.
    var valuesVersion: UInt64 = 1

    static let tolerance = 1e-8

    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        rows.appendSymbol()
        columns.appendColumn()
        marks.append(0)
        ranks.append(0)
        cachedValues.append(0)
        if (kinds.count - 1) & 63 == 0 { knownValues.append(0) }
        return Symbol(kinds.count - 1)
    }

    /// Makes room for `count` symbols in every per-symbol array, so a large
    /// build does not double each of them a dozen times, copying and freeing
    /// blocks that have gone cold (issue 32). Changes nothing computed.
    mutating func reserveSymbols(_ count: Int) {
        // Asked again after `removeAll`, which keeps the arrays' room but
        // starts a new objective.
        objective.symbolCapacity = max(objective.symbolCapacity, count)
        guard count > kinds.capacity else { return }
        kinds.reserveCapacity(count)
        rows.reserveSymbols(count)
        columns.reserveColumns(count)
        marks.reserveCapacity(count)
        ranks.reserveCapacity(count)
        cachedValues.reserveCapacity(count)
        knownValues.reserveCapacity(count / 64 + 1)
    }

    /// Empties the tableau, as `Tableau()` would make it, keeping the room
    /// of its per-symbol arrays, its column pool and its scratch buffers:
    /// a solver built again at about the same size (a layout's first pass,
    /// `Solver.reset`) then grows nothing, and frees no large block to glibc
    /// in the middle of a layout (issue 32).
    mutating func removeAll() {
        var old = Tableau()
        swap(&self, &old)
        // Swapped, not assigned: a buffer still held by `old` would be
        // copied at the first append.
        old.kinds.removeAll(keepingCapacity: true)
        old.rows.removeAll()
        old.marks.removeAll(keepingCapacity: true)
        old.ranks.removeAll(keepingCapacity: true)
        old.cachedValues.removeAll(keepingCapacity: true)
        old.knownValues.removeAll(keepingCapacity: true)
        old.knownSymbols.removeAll(keepingCapacity: true)
        old.columns.removeAllColumns()
        swap(&kinds, &old.kinds)
        swap(&rows, &old.rows)
        swap(&marks, &old.marks)
        swap(&ranks, &old.ranks)
        swap(&cachedValues, &old.cachedValues)
        swap(&knownValues, &old.knownValues)
        swap(&knownSymbols, &old.knownSymbols)
        swap(&columns, &old.columns)
        kinds.append(.invalid)
        marks.append(0)
        ranks.append(0)
        cachedValues.append(0)
        knownValues.append(0)
        swap(&scratch, &old.scratch)
        swap(&added, &old.added)
        swap(&takenColumn, &old.takenColumn)
        swap(&valueStack, &old.valueStack)
    }

    /// A fresh mark for `marks` (all marks are forgotten when it wraps).
    mutating func nextEpoch() -> UInt32 {
        epoch &+= 1
        if epoch == 0 {
            for k in marks.indices { marks[k] = 0 }
            epoch = 1
        }
        return epoch
    }

    mutating func insertRow(_ row: Row, for basic: Symbol) {
        // The row goes in first: appending may compact a column, which keeps
        // only entries whose row is present and contains the symbol.
        rows.insert(row, for: Int(basic))
        structureVersion &+= 1
        for cell in row.cells { columns.append(basic, to: cell.symbol) }
        columnEntries += row.count
        work &+= row.count
        if columnEntries > columnBudget { rebuildColumns() }
    }

    mutating func takeRow(of basic: Symbol) -> Row {
        let row = rows.take(Int(basic))
        structureVersion &+= 1
        return row
    }

    /// Drops the row of `basic` unread (a removed constraint's, an artificial
    /// variable's): `takeRow` without the copy.
    mutating func dropRow(of basic: Symbol) {
        rows.removeRow(Int(basic))
        structureVersion &+= 1
    }

    /// Rebuilds every column from the rows: afterwards each lists exactly
    /// the rows that contain its symbol. The next rebuild comes after eight
    /// times as many appends, so the cost is constant per append.
    private mutating func rebuildColumns() {
        columns.removeAllEntries()
        var entries = 0
        for b in 0..<rows.symbolCount where rows.hasRow(b) {
            let range = rows.range(b)
            entries += range.count
            for k in range { columns.append(Symbol(b), to: rows.cells[k].symbol) }
        }
        columnEntries = entries
        columnBudget = 8 * entries + 65_536
        columnRebuilds += 1
    }

    /// Calls `body` with each row that contains `symbol` (once each): the
    /// row's basic symbol and the symbol's coefficient in it, compacting the
    /// column on the way.
    @inline(__always)
    private mutating func forEachRowContaining(_ symbol: Symbol, _ body: (Symbol, Double) -> Void) {
        let epoch = nextEpoch()
        var column = takenColumn
        takenColumn = []
        columns.take(symbol, into: &column)
        var kept = 0
        for basic in column {
            let b = Int(basic)
            guard marks[b] != epoch, rows.hasRow(b) else { continue }
            let (index, found) = rows.search(b, symbol)
            guard found else { continue }
            marks[b] = epoch
            columns.append(basic, to: symbol)
            kept += 1
            body(basic, rows.coefficient(b, at: index))
        }
        columnEntries -= column.count - kept
        takenColumn = column
    }

    /// Replaces `symbol` by `row` in every row that contains it and in the
    /// objective; restricted rows that become negative are queued for repair.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        structureVersion &+= 1
        var users = takenColumn
        takenColumn = []
        columns.take(symbol, into: &users)
        defer { takenColumn = users }
        columnEntries -= users.count
        for basic in users {
            let b = Int(basic)
            guard rows.hasRow(b) else { continue }
            let coefficient = rows.coefficient(b, for: symbol)
            // Zero: a stale entry, or a duplicate already substituted.
            guard coefficient != 0 else { continue }
            rowsRewritten &+= 1
            if added.count < row.count {
                added.append(contentsOf: repeatElement(0, count: row.count - added.count))
            }
            let addedCount = added.withUnsafeMutableBufferPointer { added in
                rows.merge(row, coefficient, into: b, skipping: symbol, added: added.baseAddress)
            }
            for k in 0..<addedCount { columns.append(basic, to: added[k]) }
            columnEntries += addedCount
            work &+= rows.count(b)
            if kinds[b] != .external, rows.constant(b) < 0 { infeasible.push(basic) }
        }
        if columnEntries > columnBudget { rebuildColumns() }
        var objectiveChanged = false
        for level in objective.levels.indices where objective.levels[level].coefficient(for: symbol) != 0 {
            objective.levels[level].substitute(symbol, by: row)
            work &+= row.count
            objectiveChanged = true
        }
        if objectiveChanged { objective.touch(row) }
        if artificial != nil {
            artificial!.substituteUntracked(symbol, by: row, scratch: &scratch)
        }
    }

    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = takeRow(of: leaving)
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        insertRow(row, for: entering)
        pivotLog?.append((leaving, entering))
    }

    // MARK: Adding and removing rows

    /// The symbol to solve a new row for: an external if there is one (they
    /// are unrestricted, so this keeps the simplex rows free of them), else a
    /// fresh slack or error with a negative coefficient (keeps the row
    /// feasible), else none.
    ///
    /// Among externals, one that no other row contains comes first: solving
    /// for it substitutes into nothing. Taking the first external instead
    /// (kiwi's choice) makes a chain of equalities with nothing pinned
    /// quadratic: each `x[i] == x[i+1] + 1` solved for `x[i]` rewrites every
    /// earlier row, where solving for the new `x[i+1]` touches none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var firstExternal: Symbol = 0
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            if columns.isEmpty(cell.symbol) { return cell.symbol }
            if firstExternal == 0 { firstExternal = cell.symbol }
        }
        if firstExternal != 0 { return firstExternal }
        if isRestrictedNegative(tag.marker, in: row) { return tag.marker }
        if isRestrictedNegative(tag.other, in: row) { return tag.other }
        return 0
    }

    private func isRestrictedNegative(_ symbol: Symbol, in row: Row) -> Bool {
        guard symbol != 0 else { return false }
        let kind = kinds[Int(symbol)]
        return (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0
    }

    /// Adds a constraint's row (made by the solver, with its marker symbols).
    /// Returns nil on success; on failure the tableau is unchanged and the
    /// result is the row that proves the conflict: the markers it contains
    /// are those of the constraints the new one cannot hold with.
    ///
    /// The row names externals as the constraint does, basic ones too. When
    /// one of them is parametric it is solved for and the row kept as it is
    /// (`addKeepingReferences`); otherwise the row is written out over
    /// parametric symbols first, as kiwi writes every row.
    ///
    /// The row is taken (`consuming`): borrowed, its first change here
    /// copied the whole row, as the caller still held it.
    mutating func add(_ row: consuming Row, tag: Tag) throws(SolverError) -> Row? {
        valuesVersion &+= 1
        if !addKeepingReferences(&row) {
            expandExternals(&row)
            if row.constant < 0 { row.reverseSign() }
            var subject = chooseSubject(row, tag)
            if subject == 0, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
                guard Row.nearZero(row.constant) else { return row }
                subject = tag.marker  // redundant: keep the row so the constraint can be removed
            }
            if subject == 0 {
                if let certificate = try addWithArtificialVariable(row) { return certificate }
            } else {
                row.solve(for: subject)
                if kinds[Int(subject)] == .external {
                    // Rows naming the subject keep naming it (only externals do).
                    insertRow(row, for: subject)
                    _ = raiseRanks(of: subject, to: 1)
                } else {
                    substitute(subject, by: row)
                    insertRow(row, for: subject)
                }
            }
        }
        try optimize()
        try checkLimits()
        return nil
    }

    /// Adds a row that has no subject through an artificial variable
    /// (phase one of the simplex). Returns nil on success, or the artificial
    /// objective that stayed positive, after undoing every pivot made.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
        let art = newSymbol(.slack)
        insertRow(row, for: art)
        artificial = row
        pivotLog = []
        defer {
            artificial = nil
            pivotLog = nil
        }
        try optimize(artificialPhase: true)
        let certificate = artificial!
        if !Row.nearZero(certificate.constant) {
            let log = pivotLog!
            pivotLog = nil
            for pivot in log.reversed() { self.pivot(leaving: pivot.entering, entering: pivot.leaving) }
            dropRow(of: art)
            return certificate
        }
        if rows.hasRow(Int(art)) {
            var artRow = takeRow(of: art)
            if !artRow.cells.isEmpty {
                // Pivot the artificial variable out of the basis.
                let entering = artRow.cells.first { kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error }
                    ?? artRow.cells[0]
                artRow.solve(for: art, entering.symbol)
                substitute(entering.symbol, by: artRow)
                insertRow(artRow, for: entering.symbol)
            }
        }
        // The artificial variable is parametric (zero) now: drop it everywhere.
        structureVersion &+= 1
        for basic in columns[art] where rows.hasRow(Int(basic)) { rows.remove(art, fromRowOf: Int(basic)) }
        columnEntries -= columns.count(art)
        columns.removeAll(of: art)
        for level in objective.levels.indices { objective.levels[level].remove(art) }
        return nil
    }

    /// Removes a constraint's marker row (pivoting the marker into the basis
    /// first if it is parametric) and re-optimises.
    mutating func remove(marker: Symbol) throws(SolverError) {
        valuesVersion &+= 1
        if rows.hasRow(Int(marker)) {
            dropRow(of: marker)
        } else if let leaving = markerLeavingRow(for: marker) {
            var row = takeRow(of: leaving)
            row.solve(for: leaving, marker)
            substitute(marker, by: row)
        } else {
            guard let (leaving, writtenOut) = externalLeavingRow(for: marker) else {
                throw .internalError("no row to pivot marker \(marker) out of")
            }
            dropRow(of: leaving)
            var row = writtenOut
            row.solve(for: leaving, marker)
            substitute(marker, by: row)
        }
        try optimize()
    }

    /// Changes an edit constraint's constant by `delta` and repairs the rows
    /// this makes infeasible with the dual simplex (the tableau is never rebuilt).
    mutating func suggest(delta: Double, tag: Tag) throws(SolverError) {
        valuesVersion &+= 1
        if rows.hasRow(Int(tag.marker)) {
            rows.addToConstant(Int(tag.marker), -delta)
            if rows.constant(Int(tag.marker)) < 0 { infeasible.push(tag.marker) }
        } else if rows.hasRow(Int(tag.other)) {
            rows.addToConstant(Int(tag.other), delta)
            if rows.constant(Int(tag.other)) < 0 { infeasible.push(tag.other) }
        } else {
            var entries: [(basic: Symbol, coefficient: Double)]
            if let cached = suggestCache[tag.marker], cached.version == structureVersion {
                entries = cached.entries
            } else {
                entries = []
                forEachRowContaining(tag.marker) { basic, coefficient in
                    entries.append((basic, coefficient))
                }
                suggestCache[tag.marker] = (structureVersion, entries)
            }
            for (basic, coefficient) in entries {
                let b = Int(basic)
                rows.addToConstant(b, delta * coefficient)
                if rows.constant(b) < 0, kinds[b] != .external { infeasible.push(basic) }
            }
        }
        try dualOptimize()
    }

    // MARK: The objective

    mutating func addError(_ symbol: Symbol, priority: Double) {
        let level = objective.retainLevel(priority)
        objective.levels[level].add(symbol, 1)
        objective.touch(symbol)
    }

    /// Takes a removed constraint's errors out of the objective.
    mutating func removeErrors(of tag: Tag, priority: Double) {
        guard let level = objective.levelIndex(priority) else { return }
        for symbol in [tag.marker, tag.other] where kinds[Int(symbol)] == .error {
            if let row = rows.row(Int(symbol)) {
                objective.levels[level].add(row, -1)
                objective.touch(row)
            } else {
                objective.levels[level].add(symbol, -1)
                objective.touch(symbol)
            }
        }
        objective.releaseLevel(priority)
    }

    // MARK: Simplex

    /// Primal simplex on the ordered objective (or the artificial one).
    private mutating func optimize(artificialPhase: Bool = false) throws(SolverError) {
        let limit = 10_000 + 50 * kinds.count
        var iterations = 0
        while true {
            let entering: Symbol
            if artificialPhase {
                // Bland's rule alone would often bring in a symbol the real
                // objective charges for (the oldest symbols, often an edit's
                // errors, come first), which phase two then pivots back out,
                // through every row that holds it. The cheapest symbol is taken first,
                // for a bounded number of pivots (then Bland's rule, which
                // cannot cycle).
                entering = enteringSymbol(artificial!, preferringCheap: iterations < cheapPreferenceLimit)
            } else {
                entering = objective.enteringSymbol(kinds: kinds)
            }
            if entering == 0 { return }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
            work &+= objective.levels.count
            try checkLimits()
            iterations += 1
            if iterations > limit { throw .internalError("the simplex did not converge in \(limit) pivots") }
        }
    }

    /// Phase-one pivots that may prefer a cheap symbol before Bland's rule.
    private var cheapPreferenceLimit: Int { 64 + 2 * objective.levels.count }

    /// A symbol whose coefficient in the artificial objective is negative:
    /// with `preferringCheap`, the one the real objective charges least for
    /// (none of its levels holds it, else only the lowest-priority level
    /// that does is as low as possible), the first in symbol order among
    /// equals; without, simply the first (Bland's rule).
    private func enteringSymbol(_ artificial: Row, preferringCheap: Bool) -> Symbol {
        var best: Symbol = 0
        var bestLevel = -1
        let levels = objective.levels
        for cell in artificial.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
            guard preferringCheap else { return cell.symbol }
            // The highest level (smallest index) that holds it; levels.count when none does.
            var level = levels.count
            for k in levels.indices where levels[k].coefficient(for: cell.symbol) != 0 {
                level = k
                break
            }
            if level == levels.count { return cell.symbol }
            if level > bestLevel { best = cell.symbol; bestLevel = level }
        }
        return best
    }

    /// The restricted row that limits `entering` first (ratio test; ties go
    /// to the lowest symbol).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol = 0
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in columns[entering] where kinds[Int(basic)] != .external {
            guard rows.hasRow(Int(basic)) else { continue }
            let coefficient = rows.coefficient(Int(basic), for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows.constant(Int(basic)) / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best == 0 ? nil : best
    }

    /// Dual simplex: repairs rows made negative by a suggested value while
    /// keeping the objective optimal.
    private mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.pop() {
            let l = Int(leaving)
            guard rows.hasRow(l), !Row.nearZero(rows.constant(l)), rows.constant(l) < 0 else { continue }
            let entering = dualEnteringSymbol(l)
            guard entering != 0 else { throw .internalError("dual optimize failed") }
            pivot(leaving: leaving, entering: entering)
            try checkLimits()
        }
    }

    /// Among the row's positive coefficients, the symbol with the
    /// lexicographically smallest ratio of reduced cost to coefficient.
    private func dualEnteringSymbol(_ basic: Int) -> Symbol {
        var best: Symbol = 0
        var bestCoefficient = 0.0
        for k in rows.range(basic) {
            let cell = rows.cells[k]
            guard cell.coefficient > 0, kinds[Int(cell.symbol)] != .dummy else { continue }
            if best == 0 || lexLess(cell.symbol, cell.coefficient, than: best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    private func lexLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for level in objective.levels {
            let ra = level.coefficient(for: a) / ca
            let rb = level.coefficient(for: b) / cb
            let tolerance = 1e-9 * max(1, abs(ra), abs(rb))
            if ra < rb - tolerance { return true }
            if ra > rb + tolerance { return false }
        }
        return false
    }

    /// The restricted row to pivot a non-basic marker into before dropping
    /// it (kiwi's rule: one with a negative coefficient and the smallest
    /// ratio, else one with a positive coefficient; else an external row,
    /// `externalLeavingRow`).
    private func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var first: Symbol = 0, second: Symbol = 0
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for basic in columns[marker] where kinds[Int(basic)] != .external {
            guard rows.hasRow(Int(basic)) else { continue }
            let c = rows.coefficient(Int(basic), for: marker)
            if c == 0 { continue }
            if c < 0 {
                let r = -rows.constant(Int(basic)) / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = rows.constant(Int(basic)) / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        let choice = first != 0 ? first : second
        return choice == 0 ? nil : choice
    }
}
