/// One `coefficient * variable` part of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient))*\(variable)"
    }
}

/// A linear expression `Σ coefficient * variable + constant`.
///
/// Build them with operators: `a.left + 8`, `2 * width - 16`, `x - y`.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts: [String] = []
        for (index, term) in terms.enumerated() {
            let magnitude = Term(term.variable, abs(term.coefficient)).description
            if index == 0 {
                parts.append(term.coefficient < 0 ? "-\(magnitude)" : magnitude)
            } else {
                parts.append(term.coefficient < 0 ? "- \(magnitude)" : "+ \(magnitude)")
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(formatNumber(constant))
            } else {
                parts.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
            }
        }
        return parts.joined(separator: " ")
    }
}

/// Shortest decimal form of a number: `8`, `0.5`, `-1e+08`.
func formatNumber(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 {
        return String(Int64(x))  // checked: integral and below 1e15 (NaN fails ==)
    }
    return "\(x)"
}
