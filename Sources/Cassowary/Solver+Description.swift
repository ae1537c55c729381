/// Text dumps of the solver, for debugging: the tableau and the solution.
extension Solver {
    /// The objective levels, every row of the tableau and the edit variables.
    ///
    /// Symbols print as the variable's name for externals and as `s12`
    /// (slack), `e13` (error) or `d14` (dummy) otherwise; rows print in
    /// symbol order, so two dumps of equal tableaus are equal text.
    public var tableauDescription: String {
        var lines: [String] = []
        lines.append("Objective (highest priority first):")
        if tableau.objective.levels.isEmpty { lines.append("  (none)") }
        for (priority, level) in zip(tableau.objective.priorities, tableau.objective.levels) {
            lines.append("  @\(Priority(priority)): \(format(level.row))")
        }
        lines.append("Tableau:")
        var basicCount = 0
        for index in tableau.rows.indices {
            // External rows written out over parametric symbols, as kiwi
            // holds them (the tableau keeps the basic externals they name).
            guard let row = writtenOutRow(of: Symbol(index)) else { continue }
            basicCount += 1
            lines.append("  \(symbolName(Symbol(index))) = \(format(row))")
        }
        if basicCount == 0 { lines.append("  (empty)") }
        let editLines = edits.unorderedValues
            .map { "  \($0.constraint.expression) := \(formatNumber($0.constant)) @\($0.constraint.priority)" }
            .sorted()
        lines.append("Edit variables:")
        lines.append(contentsOf: editLines.isEmpty ? ["  (none)"] : editLines)
        lines.append("Constraints: \(records.count)")
        return lines.joined(separator: "\n")
    }

    /// `name = value`, one line per variable the solver knows, in the order
    /// the variables were first seen.
    public var solutionDescription: String {
        var lines: [String] = []
        for (symbol, variable) in variables {
            lines.append("\(variable) = \(formatNumber(value(ofSymbol: symbol)))")
        }
        return lines.joined(separator: "\n")
    }

    private func symbolName(_ symbol: Symbol) -> String {
        switch tableau.kinds[Int(symbol)] {
        case .external: return variables.first { $0.symbol == symbol }?.variable.description ?? "x\(symbol)"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        case .invalid: return "?"
        }
    }

    private func format(_ row: Row) -> String {
        var text = formatNumber(row.constant)
        for cell in row.cells {
            let sign = cell.coefficient < 0 ? "-" : "+"
            text += " \(sign) \(formatNumber(abs(cell.coefficient)))*\(symbolName(cell.symbol))"
        }
        return text
    }
}
