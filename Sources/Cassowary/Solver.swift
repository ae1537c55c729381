/// An incremental Cassowary solver with Auto Layout's ordered priorities.
///
/// The algorithm is kiwi's (the C++ Cassowary core of nucleic/kiwi), changed
/// in three ways:
///
/// - **Ordered priorities.** The objective is one row per priority level
///   (see `Objective`), compared lexicographically, so a higher priority is
///   satisfied before any lower one: many errors at priority 250 can never
///   outweigh one error at 251. Within a level, errors add up.
/// - **Column index.** Every parametric symbol knows the rows that contain
///   it, so a pivot or a suggested value touches only those rows instead of
///   scanning the whole tableau. This is what keeps a width sweep cheap.
/// - **Exact rollback.** A required constraint that cannot be satisfied is
///   rejected with the set of required constraints it conflicts with, and
///   the tableau is put back exactly as it was (the pivots of the failed
///   attempt are undone).
///
/// Pivot choices never depend on hashing: entering symbols are taken in
/// symbol order (Bland's rule), ties in ratio tests go to the lowest symbol,
/// and infeasible rows are repaired lowest symbol first. The same sequence of
/// calls therefore always gives the same tableau and the same values.
public final class Solver {
    // Per-symbol storage, indexed by symbol id; id 0 is "no symbol".
    private(set) var kinds: [SymbolKind] = [.invalid]
    /// The row of each basic symbol (`nil` for parametric symbols).
    private(set) var rows: [Row?] = [nil]
    /// For each parametric symbol, the basic symbols whose rows contain it.
    private var columns: [Set<Symbol>] = [[]]
    /// The constraint whose marker each symbol is (for conflict reports).
    private var markerOwners: [Constraint?] = [nil]
    /// The user variable behind each external symbol (for dumps).
    private(set) var variables: [Variable?] = [nil]

    private(set) var symbolOfVariable: [ObjectIdentifier: Symbol] = [:]
    private(set) var records: [ObjectIdentifier: Record] = [:]
    private(set) var edits: [ObjectIdentifier: Edit] = [:]
    private(set) var objective = Objective()
    /// The objective of an artificial-variable phase, while one runs.
    private var artificial: Row?
    private var infeasible = SymbolHeap()
    /// Pivots made during an artificial phase, so a failure can undo them.
    private var pivotLog: [(leaving: Symbol, entering: Symbol)]?
    // Scratch buffers for merges, kept to avoid allocations.
    private var added: [Symbol] = []
    private var removed: [Symbol] = []

    struct Record {
        let constraint: Constraint
        let tag: Tag
    }

    struct Edit {
        let constraint: Constraint
        var constant: Double
    }

    public init() {}

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when
    ///   a required constraint cannot hold with the required constraints
    ///   already added (the solver is then unchanged),
    ///   ``SolverError/duplicateConstraint(_:)``,
    ///   ``SolverError/invalidConstraint(_:reason:)``.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let id = ObjectIdentifier(constraint)
        guard records[id] == nil else { throw .duplicateConstraint(constraint) }
        if let reason = Solver.invalidity(of: constraint) { throw .invalidConstraint(constraint, reason: reason) }

        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == 0, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard Row.nearZero(row.constant) else {
                let conflicting = requiredOwners(of: row, excluding: constraint)
                markerOwners[Int(tag.marker)] = nil
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
            subject = tag.marker
        }
        if subject == 0 {
            if let conflicting = try addWithArtificialVariable(row, for: constraint) {
                markerOwners[Int(tag.marker)] = nil
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(row, for: subject)
        }
        records[id] = Record(constraint: constraint, tag: tag)
        try optimize()
    }

    /// Removes a constraint added earlier.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        removeObjectiveEffects(of: record)
        let marker = record.tag.marker
        markerOwners[Int(marker)] = nil
        if rows[Int(marker)] != nil {
            _ = takeRow(of: marker)
        } else {
            guard let leaving = markerLeavingRow(for: marker) else {
                throw .internalError("no row to pivot the marker of \(constraint) out of")
            }
            var row = takeRow(of: leaving)
            row.solve(for: leaving, marker)
            substitute(marker, by: row)
        }
        try optimize()
    }

    /// Whether the constraint has been added (and not removed).
    public func contains(_ constraint: Constraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { records.count }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: a wish, at `priority` (below
    /// required), that it equal the last value suggested for it (0 at first).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid, !priority.isRequired else { throw .invalidEditPriority(variable, priority) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, name: "edit:\(variable.name)")
        try add(constraint)
        edits[id] = Edit(constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally
    /// (dual simplex from the current basis: the tableau is never rebuilt).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .invalidSuggestion(variable, value) }
        let id = ObjectIdentifier(variable)
        guard var edit = edits[id], let tag = records[ObjectIdentifier(edit.constraint)]?.tag else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edit.constant
        edit.constant = value
        edits[id] = edit
        if rows[Int(tag.marker)] != nil {
            rows[Int(tag.marker)]!.constant -= delta
            if rows[Int(tag.marker)]!.constant < 0 { infeasible.push(tag.marker) }
        } else if rows[Int(tag.other)] != nil {
            rows[Int(tag.other)]!.constant += delta
            if rows[Int(tag.other)]!.constant < 0 { infeasible.push(tag.other) }
        } else {
            for basic in columns[Int(tag.marker)] {
                let coefficient = rows[Int(basic)]!.coefficient(for: tag.marker)
                rows[Int(basic)]!.constant += delta * coefficient
                if rows[Int(basic)]!.constant < 0, kinds[Int(basic)] != .external { infeasible.push(basic) }
            }
        }
        try dualOptimize()
    }

    // MARK: - Values

    /// The value of `variable` in the current solution (0 for a variable the
    /// solver has never seen).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return rows[Int(symbol)]?.constant ?? 0
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        kinds = [.invalid]
        rows = [nil]
        columns = [[]]
        markerOwners = [nil]
        variables = [nil]
        symbolOfVariable = [:]
        records = [:]
        edits = [:]
        objective.reset()
        artificial = nil
        infeasible = SymbolHeap()
        pivotLog = nil
    }

    // MARK: - Building rows

    private static func invalidity(of constraint: Constraint) -> String? {
        if !constraint.priority.isValid {
            return "priority \(constraint.priority) is outside 0...1000"
        }
        if !constraint.expression.isFinite {
            return "a coefficient or the constant is not a finite number"
        }
        return nil
    }

    private func newSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        markerOwners.append(nil)
        variables.append(nil)
        return Symbol(kinds.count - 1)
    }

    private func symbol(for variable: Variable) -> Symbol {
        let id = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[id] { return symbol }
        let symbol = newSymbol(.external)
        variables[Int(symbol)] = variable
        symbolOfVariable[id] = symbol
        return symbol
    }

    /// The constraint as a row over parametric symbols, with its marker and
    /// error symbols, and its errors entered in the objective.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[Int(symbol)] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        var tag = Tag()
        let priority = constraint.priority.rawValue
        let optional = !constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = newSymbol(.slack)
            row.insert(tag.marker, sign)
            if optional {
                tag.other = newSymbol(.error)
                row.insert(tag.other, -sign)
                let level = objective.retainLevel(priority)
                objective.levels[level].insert(tag.other, 1)
            }
        case .equal:
            if optional {
                tag.marker = newSymbol(.error)
                tag.other = newSymbol(.error)
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                let level = objective.retainLevel(priority)
                objective.levels[level].insert(tag.marker, 1)
                objective.levels[level].insert(tag.other, 1)
            } else {
                tag.marker = newSymbol(.dummy)
                row.insert(tag.marker, 1)
            }
        }
        markerOwners[Int(tag.marker)] = constraint
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external if there is one (they
    /// are unrestricted, so this keeps the simplex rows free of them), else a
    /// fresh slack or error with a negative coefficient (keeps the row
    /// feasible), else none.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        for symbol in [tag.marker, tag.other] where symbol != 0 {
            let kind = kinds[Int(symbol)]
            if kind == .slack || kind == .error, row.coefficient(for: symbol) < 0 { return symbol }
        }
        return 0
    }

    /// Adds a row that has no subject through an artificial variable.
    /// Returns nil on success, or the conflicting required constraints (and
    /// then leaves the tableau exactly as it was).
    private func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws(SolverError) -> [Constraint]? {
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
            // Infeasible. The artificial row is a combination of the new row
            // and the rows of other constraints; the required constraints whose
            // markers it contains are the ones the proof of infeasibility uses.
            let log = pivotLog!
            pivotLog = nil
            for pivot in log.reversed() { self.pivot(leaving: pivot.entering, entering: pivot.leaving) }
            _ = takeRow(of: art)
            return requiredOwners(of: certificate, excluding: constraint)
        }
        if rows[Int(art)] != nil {
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
        for basic in columns[Int(art)] { rows[Int(basic)]!.remove(art) }
        columns[Int(art)] = []
        for level in objective.levels.indices { objective.levels[level].remove(art) }
        return nil
    }

    private func requiredOwners(of row: Row, excluding constraint: Constraint) -> [Constraint] {
        row.cells.compactMap { cell in
            guard let owner = markerOwners[Int(cell.symbol)], owner !== constraint, owner.isRequired else { return nil }
            return owner
        }
    }

    private func removeObjectiveEffects(of record: Record) {
        guard !record.constraint.isRequired else { return }
        let priority = record.constraint.priority.rawValue
        guard let level = objective.levelIndex(priority) else { return }
        for symbol in [record.tag.marker, record.tag.other] where kinds[Int(symbol)] == .error {
            if let row = rows[Int(symbol)] {
                objective.levels[level].insert(row, -1)
            } else {
                objective.levels[level].insert(symbol, -1)
            }
        }
        objective.releaseLevel(priority)
    }

    // MARK: - The tableau

    private func insertRow(_ row: Row, for basic: Symbol) {
        for cell in row.cells { columns[Int(cell.symbol)].insert(basic) }
        rows[Int(basic)] = row
    }

    private func takeRow(of basic: Symbol) -> Row {
        let row = rows[Int(basic)]!
        rows[Int(basic)] = nil
        for cell in row.cells { columns[Int(cell.symbol)].remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` in every row that contains it and in the
    /// objective; restricted rows that become negative are queued for repair.
    private func substitute(_ symbol: Symbol, by row: Row) {
        let users = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for basic in users {
            let coefficient = rows[Int(basic)]!.coefficient(for: symbol)
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            rows[Int(basic)]!.insert(row, coefficient, skipping: symbol, added: &added, removed: &removed)
            for s in added { columns[Int(s)].insert(basic) }
            for s in removed { columns[Int(s)].remove(basic) }
            if kinds[Int(basic)] != .external, rows[Int(basic)]!.constant < 0 { infeasible.push(basic) }
        }
        for level in objective.levels.indices {
            Solver.substitute(symbol, by: row, in: &objective.levels[level])
        }
        if artificial != nil {
            Solver.substitute(symbol, by: row, in: &artificial!)
        }
    }

    private static func substitute(_ symbol: Symbol, by row: Row, in target: inout Row) {
        let coefficient = target.coefficient(for: symbol)
        if coefficient != 0 {
            target.remove(symbol)
            target.insert(row, coefficient)
        }
    }

    private func pivot(leaving: Symbol, entering: Symbol) {
        var row = takeRow(of: leaving)
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        insertRow(row, for: entering)
        pivotLog?.append((leaving, entering))
    }

    // MARK: - Simplex

    /// Primal simplex on the ordered objective (or the artificial one).
    private func optimize(artificialPhase: Bool = false) throws(SolverError) {
        let limit = 10_000 + 50 * kinds.count
        var iterations = 0
        while true {
            let entering = artificialPhase ? Solver.enteringSymbol(artificial!, kinds) : lexEnteringSymbol()
            if entering == 0 { return }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
            iterations += 1
            if iterations > limit { throw .internalError("the simplex did not converge in \(limit) pivots") }
        }
    }

    /// The first symbol (in symbol order) whose coefficient is negative.
    private static func enteringSymbol(_ objective: Row, _ kinds: [SymbolKind]) -> Symbol {
        for cell in objective.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
            return cell.symbol
        }
        return 0
    }

    /// The first symbol whose reduced-cost vector is lexicographically
    /// negative: negative at some level and absent from every higher level.
    private func lexEnteringSymbol() -> Symbol {
        let levels = objective.levels
        for k in levels.indices {
            for cell in levels[k].cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
                var freeAbove = true
                for j in 0..<k where levels[j].coefficient(for: cell.symbol) != 0 {
                    freeAbove = false
                    break
                }
                if freeAbove { return cell.symbol }
            }
        }
        return 0
    }

    /// The restricted row that limits `entering` first (ratio test).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol = 0
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in columns[Int(entering)] where kinds[Int(basic)] != .external {
            let row = rows[Int(basic)]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best == 0 ? nil : best
    }

    /// Dual simplex: repairs rows made negative by a suggested value while
    /// keeping the objective optimal.
    private func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.pop() {
            guard let row = rows[Int(leaving)], !Row.nearZero(row.constant), row.constant < 0 else { continue }
            let entering = dualEnteringSymbol(row)
            guard entering != 0 else { throw .internalError("dual optimize failed") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Among the row's positive coefficients, the symbol with the
    /// lexicographically smallest ratio of reduced cost to coefficient.
    private func dualEnteringSymbol(_ row: Row) -> Symbol {
        var best: Symbol = 0
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
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

    /// The row to pivot a non-basic marker into before dropping it (kiwi's
    /// rule: a restricted row with a negative coefficient and the smallest
    /// ratio, else one with a positive coefficient, else an external row).
    private func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var first: Symbol = 0, second: Symbol = 0, third: Symbol = 0
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for basic in columns[Int(marker)] {
            let row = rows[Int(basic)]!
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if kinds[Int(basic)] == .external {
                if basic > third { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        let choice = first != 0 ? first : second != 0 ? second : third
        return choice == 0 ? nil : choice
    }
}
