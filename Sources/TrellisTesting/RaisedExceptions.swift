import Foundation
import IssueReporting
import Layout

/// The calls in a laid-out tree that UIKit raises an exception for (the
/// app would crash there): a cell dequeued under an identifier never
/// registered, a supplementary view of the wrong kind, identifiers that are
/// not unique in a diffable snapshot, batch updates whose counts do not add
/// up, scrolling to a row that is not there, a constraint between views
/// with no common ancestor. TrellisUIKit carries on past them (and records
/// each as a layout issue, with the call's place); a UIKit snapshot
/// strategy fails the test with UIKit's reason instead of drawing what
/// UIKit never would.
enum RaisedExceptions {
    /// What a strategy returns in place of a picture or a text: never a
    /// PNG, so it matches no reference drawn before.
    static let prefix = "UIKit raises an exception"

    /// Each such issue of `layout` in words, once.
    static func reasons(in layout: SolvedLayout) -> [String] {
        var seen = Set<String>()
        return layout.issues.compactMap { issue in
            switch issue.kind {
            case .rejectedCall, .noCommonAncestor: return seen.insert(issue.description).inserted ? issue.description : nil
            default: return nil
            }
        }
    }

    /// Nil when UIKit would have drawn `layout`; else the failure, reported
    /// to the running test (XCTest or Swift Testing).
    static func failure(in layout: SolvedLayout, context: String?) -> String? {
        let reasons = reasons(in: layout)
        guard !reasons.isEmpty else { return nil }
        let message = (context.map { "\($0): " } ?? "") + prefix
            + " (NSInternalInconsistencyException: the app crashes) on this view, so there is no snapshot:\n"
            + reasons.map { "  " + $0 }.joined(separator: "\n")
        reportIssue(message)
        return message
    }
}
