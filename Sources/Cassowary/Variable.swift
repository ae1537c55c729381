/// An unknown of a constraint system: a view's left edge, a label's width.
///
/// A variable is a reference: two variables with the same name are different
/// unknowns. It holds no value itself; ask the solver, `solver.value(of: x)`,
/// so one variable can take part in several solvers.
///
/// `Variable` is deliberately not `Equatable`: `x == y` builds a ``Constraint``.
/// Compare identities with `===`.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for dumps and reports; it need not be unique.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "_" : name }
}
