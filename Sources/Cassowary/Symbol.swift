/// What a tableau symbol stands for (kiwi's taxonomy).
enum SymbolKind: UInt8 {
    /// Symbol 0, "no symbol".
    case invalid
    /// A user variable: unrestricted in sign, kept basic where possible.
    case external
    /// The slack of an inequality (>= 0); also the artificial variable.
    case slack
    /// An optional constraint's error (>= 0), weighted in the objective.
    case error
    /// The marker of a required equality: fixed at zero, never enters the basis.
    case dummy
}

/// Symbols are dense integer ids into the solver's per-symbol arrays.
typealias Symbol = Int32

/// How a constraint is represented in the tableau, so it can be removed again.
struct Tag: Equatable {
    /// The slack, the positive error, or the dummy of the constraint.
    var marker: Symbol = 0
    /// The inequality's error or the equality's negative error, if optional.
    var other: Symbol = 0
}
