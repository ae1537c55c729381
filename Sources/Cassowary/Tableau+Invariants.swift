extension Tableau {
    /// The tableau's invariants, for tests: every row is indexed in the
    /// columns of its symbols, no row or objective level mentions a basic
    /// symbol but an external row a basic external of lower rank,
    /// restricted rows are feasible and free of externals.
    /// Returns a description of the first violation, or nil.
    func invariantViolation() -> String? {
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            let basic = Symbol(index)
            for cell in row.cells {
                if rows.hasRow(Int(cell.symbol)) {
                    guard kinds[index] == .external, kinds[Int(cell.symbol)] == .external else {
                        return "row \(basic) contains basic symbol \(cell.symbol)"
                    }
                    if ranks[Int(cell.symbol)] >= ranks[index] {
                        return "row \(basic) (rank \(ranks[index])) names \(cell.symbol) of rank \(ranks[Int(cell.symbol)])"
                    }
                }
                if !columns.contains(basic, in: cell.symbol) { return "column \(cell.symbol) misses row \(basic)" }
                if kinds[index] != .external, kinds[Int(cell.symbol)] == .external {
                    return "restricted row \(basic) contains external \(cell.symbol)"
                }
            }
            if kinds[index] != .external, row.constant < -1e-7 { return "row \(basic) is infeasible: \(row.constant)" }
        }
        for level in objective.levels {
            for cell in level.row.cells where rows.hasRow(Int(cell.symbol)) {
                return "the objective contains basic symbol \(cell.symbol)"
            }
        }
        return nil
    }
}
