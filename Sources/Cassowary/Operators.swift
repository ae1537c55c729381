// Operator syntax for expressions and constraints: `a.left + 8 == b.left`,
// `width >= 20`, `2 * x <= y - 4`.
//
// Overloads are listed per pair of operand types rather than through a
// protocol: concrete overloads keep the type checker fast and leave plain
// `Double == Double` untouched.

// MARK: Building expressions

// The sums and differences build their terms in one array of the final
// size: every layout pass rebuilds every constraint's expression.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms += lhs.terms
    terms += rhs.terms
    return Expression(terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
public func + (lhs: Expression, rhs: Variable) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + 1)
    terms += lhs.terms
    terms.append(Term(rhs))
    return Expression(terms, constant: lhs.constant + 0)  // + 0 as before: -0 becomes 0
}
public func + (lhs: Variable, rhs: Expression) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(rhs.terms.count + 1)
    terms.append(Term(lhs))
    terms += rhs.terms
    return Expression(terms, constant: 0 + rhs.constant)
}

public prefix func - (operand: Expression) -> Expression { operand * -1 }
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

public func - (lhs: Expression, rhs: Expression) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms += lhs.terms
    for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
    return Expression(terms, constant: lhs.constant - rhs.constant)
}
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }

public func * (lhs: Expression, rhs: Double) -> Expression {
    // Times one is the same numbers (x * 1 == x, exactly): no copy.
    if rhs == 1 { return lhs }
    return Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }

// MARK: Building constraints (required; change with `.priority(_:)`)

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
