/// Which expressions the optimal set leaves free, read off the tableau
/// without a solve (issue 33: the ambiguity analysis probed every attribute
/// of a 10,000-view chain with a solve of its own, for hours).
///
/// At an optimal tableau every value is `constant + Σ coefficient ×
/// parametric` over the parametric (non-basic) symbols, each 0 in this
/// solution. Another optimal solution moves some of them:
///
/// - A parametric **external** is free in both directions: restricted rows
///   and the objective never name an external, so moving it keeps every
///   row feasible and every level's error as it is. An expression whose
///   written-out row names one is unbounded both ways.
/// - A parametric **dummy** (a required equality's marker) is fixed at 0.
/// - A parametric **slack or error** whose reduced cost is positive at the
///   first level that names it is 0 in every optimal solution: raising it
///   would raise that level's error with every level above unchanged (the
///   levels above it do not name it). One that no level names (a required
///   inequality's slack, mostly) may move up — if no degenerate row stops
///   it; only a solve tells.
///
/// So an expression that names neither a parametric external nor such a
/// cost-free symbol takes one value over the optimal set, and one that
/// names a parametric external takes every value. Only the rest need a
/// probe. Rather than write each expression out (a chain's last view names
/// every width before it: n² for the chain), each basic external's
/// derivative along two fixed directions is computed once, in one pass over
/// the rows: one moving every parametric external, one moving every
/// cost-free restricted symbol, each by a pseudo-random weight in [1, 2)
/// fixed by the symbol's number. An expression's derivative is then the
/// sum over its few terms; it is zero exactly when the written-out row has
/// no such symbol, unless weights cancel by accident, which fixed weights
/// drawn from 2⁵² values make vanishingly unlikely (and the same on every
/// run).
public struct SolutionFreedom {
    /// How an expression can move over the optimal set.
    public enum Movement: Equatable, Sendable {
        /// One value in every optimal solution.
        case fixed
        /// Every value: a free variable moves it, both ways without bound.
        case unbounded
        /// Perhaps movable: a solve must say how far.
        case undecided
    }

    private let symbols: IdentityTable<Symbol>
    /// Per symbol: the derivative along the free externals' direction.
    private let alongExternals: [Double]
    /// Per symbol: the derivative along the cost-free restricted symbols'.
    private let alongCostFree: [Double]

    init(symbols: IdentityTable<Symbol>, tableau: Tableau) {
        self.symbols = symbols
        (alongExternals, alongCostFree) = tableau.freedomDerivatives()
    }

    /// How `expression` can move over the optimal set.
    public func movement(of expression: Expression) -> Movement {
        var external = 0.0, costFree = 0.0, scale = 1.0
        // A variable no constraint names is free: adding one would make it
        // a parametric external. Its terms count unless they cancel.
        var unseen: [ObjectIdentifier: Double] = [:]
        for term in expression.terms {
            guard let symbol = symbols[ObjectIdentifier(term.variable)] else {
                unseen[ObjectIdentifier(term.variable), default: 0] += term.coefficient
                continue
            }
            let e = term.coefficient * alongExternals[Int(symbol)]  // checked: symbol is an Int32 index, not a float
            let c = term.coefficient * alongCostFree[Int(symbol)]  // checked: symbol is an Int32 index, not a float
            external += e
            costFree += c
            scale = max(scale, abs(e), abs(c))
        }
        // Terms that cancel leave rounding: a billionth of the largest term.
        let tolerance = 1e-9 * scale
        if abs(external) > tolerance || unseen.values.contains(where: { $0 != 0 }) { return .unbounded }
        if abs(costFree) > tolerance { return .undecided }
        return .fixed
    }
}

extension Solver {
    /// What the current optimum leaves free (see ``SolutionFreedom``): one
    /// pass over the tableau, to be used before the next change.
    public func freedom() -> SolutionFreedom {
        SolutionFreedom(symbols: symbolOfVariable, tableau: tableau)
    }
}

extension Tableau {
    /// A fixed weight in [1, 2) for `symbol` (splitmix64 of its number).
    static func freedomWeight(_ symbol: Int) -> Double {
        var z = UInt64(symbol) &+ 0x9E37_79B9_7F4A_7C15  // checked: symbol is a non-negative Int (a symbol number)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 12) / Double(1 << 52)
    }

    /// Whether no objective level names `symbol` (its reduced cost is zero).
    private func isCostFree(_ symbol: Int) -> Bool {
        objective.levels.allSatisfy { $0.coefficient(for: Symbol(symbol)) == 0 }
    }

    /// Each symbol's derivatives along the two directions of
    /// ``SolutionFreedom``: parametric symbols their weights (or 0), basic
    /// externals the sums over their rows (the rows they name first, as
    /// `value(of:)` computes them). Restricted basics stay 0: no external
    /// row names one.
    func freedomDerivatives() -> ([Double], [Double]) {
        var external = [Double](repeating: 0, count: kinds.count)
        var costFree = [Double](repeating: 0, count: kinds.count)
        var done = [Bool](repeating: false, count: kinds.count)
        for s in 1..<kinds.count where !rows.hasRow(s) {
            done[s] = true
            switch kinds[s] {
            case .external: external[s] = Tableau.freedomWeight(s)
            case .slack, .error: if isCostFree(s) { costFree[s] = Tableau.freedomWeight(s) }
            case .dummy, .invalid: break
            }
        }
        var stack: [Int] = []
        for s in 1..<kinds.count where !done[s] {
            done[s] = kinds[s] != .external  // restricted basics: 0
            guard !done[s] else { continue }
            // Depth first without recursion: a list's chain is thousands deep.
            stack.append(s)
            while let top = stack.last {
                if done[top] || kinds[top] != .external {
                    done[top] = true  // a restricted basic (never named): 0
                    stack.removeLast()
                    continue
                }
                var ready = true
                var e = 0.0, c = 0.0
                for k in rows.range(top) {
                    let cell = rows.cells[k]
                    let named = Int(cell.symbol)
                    if done[named] {
                        e += cell.coefficient * external[named]
                        c += cell.coefficient * costFree[named]
                    } else {
                        ready = false
                        stack.append(named)
                    }
                }
                if ready {
                    external[top] = e
                    costFree[top] = c
                    done[top] = true
                    stack.removeLast()
                }
            }
        }
        return (external, costFree)
    }
}
