import Foundation
import IssueReporting
import Layout

/// A strategy that has nothing to compare (a view of no size, a width of
/// 0, a picture that could not be painted) reports why to the running test
/// (XCTest or Swift Testing), once, with what to do, and returns this text
/// in place of a snapshot: never a PNG and never layout text, so it matches
/// no reference drawn before, and the diffings fail on it rather than
/// compare it. (swift-snapshot-testing's `verifySnapshot` writes whatever a
/// strategy returns when it records; a strategy cannot stop it, so under
/// record mode this one line is what lands on disk, and the diffings name
/// such a reference for what it is the next time.)
enum NoSnapshot {
    /// The first words of the text.
    static let prefix = "TrellisTesting: no snapshot"

    /// `message` reported, and the text to return.
    static func report(_ message: String, context: String? = nil) -> String {
        let text = prefix + ": " + (context.map { "\($0): " } ?? "") + message
        reportIssue(text)
        return text + "\n"
    }

    /// Whether `data` is a failure's text (this one or `RaisedExceptions`'s) rather than a snapshot.
    static func isFailure(_ data: Data) -> Bool {
        guard data.count < 64 * 1024, let text = String(data: data, encoding: .utf8) else { return false }
        return isFailure(text)
    }

    static func isFailure(_ text: String) -> Bool {
        text.hasPrefix(prefix) || text.contains(RaisedExceptions.prefix)
    }

    /// Nil when the layout has a size to paint; else the reason, reported.
    /// `what` names the thing snapshotted, `remedy` what the test can do.
    static func emptiness(of layout: SolvedLayout, what: String, remedy: String, context: String? = nil) -> String? {
        let size = layout.size
        guard !(size.width > 0 && size.height > 0) else { return nil }
        return report("\(what) is \(number(size.width)) × \(number(size.height)) points, so there is nothing to "
                      + "draw or compare; \(remedy)", context: context)
    }

    /// A width a strategy was given that lays nothing out (0, negative, not finite), reported; nil when it is usable.
    static func badWidth(_ width: Double, strategy: String) -> String? {
        guard !(width > 0 && width.isFinite) else { return nil }
        return report("\(strategy) was given the width \(number(width)); give it a width greater than 0")
    }

    /// The first of `widths` that lays nothing out, reported (once); nil when all are usable, or there are none.
    static func badWidth(in widths: [Double], strategy: String) -> String? {
        guard let bad = widths.first(where: { !($0 > 0 && $0.isFinite) }) else { return nil }
        return badWidth(bad, strategy: strategy)
    }

    /// What a diffing says when the reference or the snapshot is a failure's text; nil when neither is.
    static func difference(reference: Data, actual: Data) -> String? {
        difference(reference: isFailure(reference) ? String(decoding: reference, as: UTF8.self) : nil,
                   actual: isFailure(actual) ? String(decoding: actual, as: UTF8.self) : nil)
    }

    static func difference(reference: String?, actual: String?) -> String? {
        if let actual, isFailure(actual) { return actual.trimmingCharacters(in: .newlines) }
        if let reference, isFailure(reference) {
            return "the reference is a failure's text, not a snapshot (recorded when the snapshot failed): delete it "
                + "and record again. It says: " + reference.trimmingCharacters(in: .newlines)
        }
        return nil
    }

    /// 320, 0.5, nan: a size as a reader writes it.
    static func number(_ value: Double) -> String {
        abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(value)  // checked: whole and well within Int's range
    }

    /// The view's type and name, for messages: "a UILabel".
    static func describe(_ object: AnyObject) -> String {
        "the view (\(type(of: object)))"
    }
}
