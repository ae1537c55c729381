/// An incremental Cassowary solver with Auto Layout's ordered priorities.
///
/// The algorithm is kiwi's (the C++ Cassowary core of nucleic/kiwi), changed
/// in four ways:
///
/// - **Ordered priorities.** The objective is one row per priority level
///   (see `Objective`), compared lexicographically, so a higher priority is
///   satisfied before any lower one: many errors at priority 250 can never
///   outweigh one error at 251. Within a level, errors add up.
/// - **Column index.** Every parametric symbol knows the rows that contain
///   it, so a pivot or a suggested value touches only those rows instead of
///   scanning the whole tableau. This is what keeps a width sweep cheap.
/// - **Short external rows.** A variable's row may name other variables'
///   rows, as the constraint did (`top7 = top6 + height6 + 8`), so a chain
///   of views costs one short row a link where kiwi's rows grow with the
///   chain; the simplex's own rows are kiwi's (`Tableau+Externals.swift`).
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
    // A solver is used from one thread at a time (it is not Sendable), so
    // Swift's dynamic exclusivity checks on these class properties guard
    // nothing; they cost about 8% of a small build and a sixth of
    // `value(of:)`. `@exclusivity(unchecked)` leaves them out.
    @exclusivity(unchecked) private(set) var tableau = Tableau()
    @exclusivity(unchecked) private(set) var symbolOfVariable = IdentityTable<Symbol>()
    /// Every variable the solver has seen, in the order it first saw them.
    @exclusivity(unchecked) private(set) var variables: [(symbol: Symbol, variable: Variable)] = []
    /// Each added constraint's marker symbol: its `Tag` in full is
    /// `tag(of:marker:)` (issue 32, scale9).
    @exclusivity(unchecked) private(set) var records = IdentityTable<Symbol>()
    @exclusivity(unchecked) private(set) var edits = IdentityTable<Edit>()
    /// The constraint whose marker each symbol is (for conflict reports),
    /// indexed by symbol; shorter than the symbol count until needed.
    @exclusivity(unchecked) private var markerOwners: [Constraint?] = []

    /// A constraint's place in the tableau, from its marker: an optional
    /// constraint's other error is always the symbol made right after its
    /// marker (`makeRow`), a required one has none. So the table of records
    /// holds a marker alone, a 16-byte slot where a marker, its other
    /// symbol and a reference took 24: at 10,000 views its 131,072 slots,
    /// looked up at random once a constraint added, are 2 MiB, not 3
    /// (issue 32, scale9). The constraint itself is owned by
    /// `markerOwners`, in symbol order, for as long as the record exists
    /// (both are set and cleared together), so a large solver's teardown
    /// frees its constraints in the order they were added.
    private static func tag(of constraint: Constraint, marker: Symbol) -> Tag {
        Tag(marker: marker, other: constraint.isRequired ? 0 : marker + 1)
    }

    struct Edit {
        let constraint: Constraint
        var constant: Double
    }

    public init() {}

    /// What a solve may spend before a change throws
    /// ``SolverError/limitExceeded(_:limit:)``; nil (the default): no bound.
    public var limits: SolverLimits? {
        get { tableau.limits }
        set { tableau.limits = newValue }
    }

    /// The cell operations done so far (what ``SolverLimits/work`` bounds).
    public var work: Int { tableau.work }

    /// The cell operations so far, counting also the cells merged to write
    /// external rows out (which ``SolverLimits/work`` leaves out): what a
    /// caller bounding its own use of a solver should count.
    public var totalWork: Int { tableau.work &+ tableau.expandedCells }

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

        let (row, tag) = makeRow(for: constraint)
        setOwner(of: tag.marker, constraint)
        if let certificate = try tableau.add(row, tag: tag) {
            // The certificate is a combination of the new row and the rows of
            // other constraints; the required constraints whose markers it
            // contains are those the proof of the conflict uses.
            setOwner(of: tag.marker, nil)
            let conflicting = certificate.cells.compactMap { cell -> Constraint? in
                guard Int(cell.symbol) < markerOwners.count, let owner = markerOwners[Int(cell.symbol)],
                      owner.isRequired else { return nil }
                return owner
            }
            throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
        }
        assert(tag == Solver.tag(of: constraint, marker: tag.marker))
        records[id] = tag.marker
    }

    /// Removes a constraint added earlier.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let marker = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        if !constraint.isRequired {
            tableau.removeErrors(of: Solver.tag(of: constraint, marker: marker), priority: constraint.priority.rawValue)
        }
        setOwner(of: marker, nil)
        try tableau.remove(marker: marker)
    }

    /// Replaces `old`, which must have been added, by `replacement`.
    ///
    /// When the two are optional and differ only in their constant (an
    /// intrinsic size that changed, a constant set again), the tableau is
    /// changed in place, as a suggested value changes it: the rows that hold
    /// the constraint's marker move by the difference and the dual simplex
    /// repairs the ones that become infeasible. Removing the constraint and
    /// adding it again would pivot its marker out through every row that
    /// holds it and substitute the new row back in: in a long chain of
    /// views, rows as long as the chain, for each constraint changed.
    ///
    /// Otherwise it is `remove(old)` then `add(replacement)`; when the
    /// replacement cannot be added, `old` is added back and the error thrown.
    public func replace(_ old: Constraint, with replacement: Constraint) throws(SolverError) {
        guard let marker = records[ObjectIdentifier(old)] else { throw .unknownConstraint(old) }
        guard old !== replacement else { return }
        guard records[ObjectIdentifier(replacement)] == nil else { throw .duplicateConstraint(replacement) }
        if let reason = Solver.invalidity(of: replacement) { throw .invalidConstraint(replacement, reason: reason) }
        guard Solver.differOnlyInConstant(old, replacement), !old.isRequired else {
            try remove(old)
            do {
                try add(replacement)
            } catch {
                try? add(old)
                throw error
            }
            return
        }
        // The constant moves the marker: `expression + m·marker + … = 0` with
        // the constant K + δ is the old row with marker + δ/m for marker, so
        // every row holding the marker moves by its coefficient times δ/m
        // (m: the marker's coefficient in `makeRow`).
        let markerCoefficient: Double = old.relation == .lessThanOrEqual ? 1 : -1
        let delta = replacement.expression.constant - old.expression.constant
        records.removeValue(forKey: ObjectIdentifier(old))
        records[ObjectIdentifier(replacement)] = marker
        setOwner(of: marker, replacement)
        // Same priority, so the same tag (differOnlyInConstant).
        try tableau.suggest(delta: delta / markerCoefficient, tag: Solver.tag(of: old, marker: marker))
    }

    private static func differOnlyInConstant(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.priority == b.priority,
              a.expression.terms.count == b.expression.terms.count else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
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
        guard var edit = edits[id], let marker = records[ObjectIdentifier(edit.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        let tag = Solver.tag(of: edit.constraint, marker: marker)
        let delta = value - edit.constant
        edit.constant = value
        edits[id] = edit
        try tableau.suggest(delta: delta, tag: tag)
    }

    // MARK: - Values

    /// The value of `variable` in the current solution (0 for a variable the
    /// solver has never seen).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The value of a tableau symbol (dumps).
    func value(ofSymbol symbol: Symbol) -> Double { tableau.value(of: symbol) }

    /// A basic symbol's row over parametric symbols only, as kiwi holds it (dumps).
    func writtenOutRow(of symbol: Symbol) -> Row? { tableau.writtenOutRow(of: symbol) }

    /// An independent solver in this one's exact state (constraints, edit
    /// variables, basis and solution): probe it without disturbing this one.
    /// The tableau is a value type, so the copy shares storage until written.
    public func copy() -> Solver {
        let copy = Solver()
        copy.tableau = tableau
        copy.symbolOfVariable = symbolOfVariable
        copy.variables = variables
        copy.records = records
        copy.edits = edits
        copy.markerOwners = markerOwners
        return copy
    }

    /// Makes room for `constraints` constraints in all, so that adding up
    /// to that many never rehashes the solver's table of constraints (a
    /// layout engine building a solver afresh knows how many it will add).
    /// Changes nothing the solver computes.
    public func reserveCapacity(constraints: Int) {
        records.reserveCapacity(constraints)
        // Each new constraint brings a marker and often an error or a new
        // variable, and an artificial phase a symbol more: a list of views
        // takes 2.16 a constraint (57,500 constraints, 124,400 symbols at
        // 10,000 views). Two a constraint, as before, fell short, so every
        // per-symbol array doubled near the end of a large first build,
        // copying some 8 MB gone cold (issue 32, scale9); room reserved and
        // never used is address space, not memory.
        let symbols = tableau.kinds.count + (5 * Swift.max(0, constraints - records.count) + 1) / 2
        tableau.reserveSymbols(symbols)
        markerOwners.reserveCapacity(symbols)
    }

    /// Removes every constraint and edit variable: afterwards the solver is
    /// as `Solver()` makes it, but keeps the room its tables and tableau
    /// had, so building it again at about the same size allocates little
    /// (a layout engine's first pass builds its solver twice, issue 32).
    public func reset() {
        tableau.removeAll()
        symbolOfVariable.removeAll()
        variables.removeAll(keepingCapacity: true)
        records.removeAll()
        edits.removeAll()
        markerOwners.removeAll(keepingCapacity: true)
    }

    // MARK: - Building rows

    private func setOwner(of marker: Symbol, _ constraint: Constraint?) {
        let index = Int(marker)
        if index >= markerOwners.count {
            guard constraint != nil else { return }
            markerOwners.append(contentsOf: repeatElement(nil, count: index + 1 - markerOwners.count))
        }
        markerOwners[index] = constraint
    }

    private static func invalidity(of constraint: Constraint) -> String? {
        if !constraint.priority.isValid {
            return "priority \(constraint.priority) is outside 0...1000"
        }
        if !constraint.expression.isFinite {
            return "a coefficient or the constant is not a finite number"
        }
        return nil
    }

    private func symbol(for variable: Variable) -> Symbol {
        let id = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[id] { return symbol }
        let symbol = tableau.newSymbol(.external)
        variables.append((symbol, variable))
        symbolOfVariable[id] = symbol
        return symbol
    }

    /// The constraint as a row over its variables' symbols (basic or not:
    /// `Tableau.add` writes basic ones out where it must), with its marker
    /// and error symbols, and its errors entered in the objective.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        // The terms, a marker and perhaps an error.
        var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
        for term in constraint.expression.terms where !Row.nearZero(term.coefficient) {
            row.insert(symbol(for: term.variable), term.coefficient)
        }
        var tag = Tag()
        let priority = constraint.priority.rawValue
        let optional = !constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = tableau.newSymbol(.slack)
            row.insert(tag.marker, sign)
            if optional {
                tag.other = tableau.newSymbol(.error)
                row.insert(tag.other, -sign)
                tableau.addError(tag.other, priority: priority)
            }
        case .equal:
            if optional {
                tag.marker = tableau.newSymbol(.error)
                tag.other = tableau.newSymbol(.error)
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                tableau.addError(tag.marker, priority: priority)
                tableau.addError(tag.other, priority: priority)
            } else {
                tag.marker = tableau.newSymbol(.dummy)
                row.insert(tag.marker, 1)
            }
        }
        return (row, tag)
    }
}
