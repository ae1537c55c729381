/// Something the engine had to work around, in words a person can act on.
public enum LayoutIssue: CustomStringConvertible {
    /// Required constraints that cannot all hold; `broken` was left out.
    case unsatisfiable(ConflictReport)
    /// A constraint whose items share no ancestor, so it cannot be installed.
    case noCommonAncestor(LayoutConstraint)
    /// A constraint that ties incompatible attributes.
    case invalidConstraint(LayoutConstraint, reason: String)
    /// A layout pass that kept invalidating; `view` still needed layout.
    case layoutLoop(View, passes: Int)
    /// Wrapping views whose heights kept changing with their widths.
    case didNotSettle(views: [View], iterations: Int)
    /// An edit (the root's size) the required constraints do not allow.
    case rootSizeNotHonoured(requested: Size, actual: Size)
    /// An override of `updateConstraints()` that did not call `super`.
    case updateConstraintsWithoutSuper(View)
    /// A call UIKit would raise an exception for (a visual format that
    /// does not parse, an item that is neither a view nor a guide), made
    /// at `file:line`; Trellis reports it and carries on without its effect.
    case rejectedCall(String, file: String, line: UInt)
    /// A label's font is not installed as asked (no such family, weight or
    /// slant): its text is measured and drawn in `used` instead.
    case fontFallback(View, requested: Font, used: Font)
    /// A label asks for hyphenation (`hyphenationFactor` > 0) the text
    /// measurer cannot do (no dictionary for the language): its text wraps
    /// without hyphens.
    case hyphenationUnavailable(View, reason: String)
    /// The ambiguity analysis spent its work limit (cell operations of the
    /// solves that probe attributes): `skipped` attributes that needed a
    /// probe, after `probed` that had one, were not analysed.
    case ambiguityNotAnalysed(probed: Int, skipped: Int, workLimit: Int)

    public var description: String {
        switch self {
        case let .unsatisfiable(report): return report.description
        case let .noCommonAncestor(constraint):
            return "Unable to install constraint \(constraint): its items have no common ancestor. Add both views to the same tree first."
        case let .invalidConstraint(constraint, reason):
            return "Invalid constraint \(constraint): \(reason)."
        case let .layoutLoop(view, passes):
            return "Layout did not settle after \(passes) passes: \(view) kept asking for layout (setNeedsLayout in its own layout?)."
        case let .didNotSettle(views, iterations):
            return "Wrapping views did not settle after \(iterations) re-measures: \(views.map(\.description).joined(separator: ", "))."
        case let .rootSizeNotHonoured(requested, actual):
            return "The root view was asked to be \(Self.asked(requested)) but its required constraints make it \(actual)."
        case let .updateConstraintsWithoutSuper(view):
            return "\(view) overrides updateConstraints() without calling super.updateConstraints()."
        case let .rejectedCall(message, file, line):
            // A call made through UIKit's own signature has no place (file "").
            return file.isEmpty ? message : "\(message) (\(file):\(line))"
        case let .fontFallback(view, requested, used):
            return "\(view) asks for the font \(requested), which is not installed; its text is set in \(used)."
        case let .hyphenationUnavailable(view, reason):
            return "\(view) asks for hyphenation, which is unavailable (\(reason)); its text wraps without hyphens."
        case let .ambiguityNotAnalysed(probed, skipped, workLimit):
            return "Ambiguity not analysed past \(probed) \(probed == 1 ? "attribute" : "attributes") probed: work limit "
                + "(\(workLimit) cell operations); \(skipped) more that need a solve to decide are not reported."
        }
    }
}

extension LayoutIssue {
    /// The root's size as asked: a side of 0 was not asked for (the root
    /// is then as wide or as tall as its content, and the check above
    /// skips that side), so it is left out ("300 wide", not "300 × 0").
    static func asked(_ size: Size) -> String {
        switch (size.width > 0, size.height > 0) {
        case (true, false): return "\(formatPoints(size.width)) wide"
        case (false, true): return "\(formatPoints(size.height)) tall"
        default: return size.description
        }
    }
}

/// Auto Layout's "Unable to simultaneously satisfy constraints" report.
public struct ConflictReport: CustomStringConvertible {
    /// Required constraints that cannot all hold together.
    public var constraints: [LayoutConstraint]
    /// The one left out, by Trellis's rule: the most recently activated
    /// constraint the user wrote; one the engine generated only when every
    /// constraint in the set is generated.
    public var broken: LayoutConstraint

    /// The report's text: see `ConflictReport.reportText` (Diagnostics).
    public var description: String { reportText }
}
