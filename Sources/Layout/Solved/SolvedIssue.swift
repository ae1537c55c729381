/// Something the engine worked around, as a ``SolvedLayout`` keeps it: the
/// ``LayoutIssue``'s text and what readers ask of it, without the views and
/// constraints it names.
public struct SolvedIssue: Sendable, Equatable, CustomStringConvertible {
    /// Which issue, with the values a reader may act on (the rest is in
    /// ``description``).
    public enum Kind: Sendable, Equatable {
        case unsatisfiable(SolvedConflict)
        case noCommonAncestor
        case invalidConstraint(reason: String)
        case layoutLoop(passes: Int)
        case didNotSettle(iterations: Int)
        case rootSizeNotHonoured(requested: Size, actual: Size)
        case updateConstraintsWithoutSuper
        case rejectedCall(String, file: String, line: UInt)
        case fontFallback(requested: Font, used: Font)
        case hyphenationUnavailable(reason: String)
        case ambiguityNotAnalysed(probed: Int, skipped: Int, workLimit: Int)
    }

    public var kind: Kind
    /// The issue in words, as ``LayoutIssue/description`` gives it.
    public var description: String

    /// A copy of `issue`.
    public init(_ issue: LayoutIssue) {
        description = issue.description
        switch issue {
        case let .unsatisfiable(report): kind = .unsatisfiable(SolvedConflict(report))
        case .noCommonAncestor: kind = .noCommonAncestor
        case let .invalidConstraint(_, reason): kind = .invalidConstraint(reason: reason)
        case let .layoutLoop(_, passes): kind = .layoutLoop(passes: passes)
        case let .didNotSettle(_, iterations): kind = .didNotSettle(iterations: iterations)
        case let .rootSizeNotHonoured(requested, actual): kind = .rootSizeNotHonoured(requested: requested, actual: actual)
        case .updateConstraintsWithoutSuper: kind = .updateConstraintsWithoutSuper
        case let .rejectedCall(message, file, line): kind = .rejectedCall(message, file: file, line: line)
        case let .fontFallback(_, requested, used): kind = .fontFallback(requested: requested, used: used)
        case let .hyphenationUnavailable(_, reason): kind = .hyphenationUnavailable(reason: reason)
        case let .ambiguityNotAnalysed(probed, skipped, workLimit):
            kind = .ambiguityNotAnalysed(probed: probed, skipped: skipped, workLimit: workLimit)
        }
    }
}

/// Auto Layout's "Unable to simultaneously satisfy constraints" report, as
/// a ``SolvedLayout`` keeps it (``ConflictReport``'s text and names).
public struct SolvedConflict: Sendable, Equatable, CustomStringConvertible {
    /// The required constraints that cannot all hold, as UIKit logs each.
    public var constraints: [String]
    /// The one left out, as UIKit logs it.
    public var broken: String
    /// Where the one left out was written.
    public var brokenFile: String
    public var brokenLine: UInt
    /// The whole report, as ``ConflictReport/description`` gives it.
    public var description: String

    public init(_ report: ConflictReport) {
        constraints = report.constraints.map(\.description)
        broken = report.broken.description
        brokenFile = report.broken.file
        brokenLine = report.broken.line
        description = report.description
    }
}
