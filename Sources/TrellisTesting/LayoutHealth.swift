import IssueReporting
import Layout
import TrellisUIKit

/// The `trellis check` of Swift test suites: lays a tree out at every
/// width and fails on the first width with a finding (a conflict, with the
/// broken constraint's file and line; ambiguity; truncated text; a view
/// outside its superview; a negative size; an engine issue), unless the
/// finding contains one of the `allowing` strings (a team's accepted
/// findings: `"truncated: subtitleLabel"`).
///
///     assertLayoutHealth(of: card.trellis.layoutView, widths: Array(stride(from: 200, through: 600, by: 4)))
///
/// - Returns (`verifyLayoutHealth`): nil when healthy, else the message.
public func verifyLayoutHealth(
    of root: View, widths: [Double], height: Double? = nil, allowing allowed: [String] = []
) -> String? {
    let report = LayoutCheck.run(root, widths: widths, height: height)
    for range in report.ranges {
        let findings = range.findings.filter { finding in !allowed.contains { finding.contains($0) } }
        guard !findings.isEmpty else { continue }
        let widths = range.first == range.last ? PointFormat.string(range.first)
            : PointFormat.string(range.first) + "–" + PointFormat.string(range.last)
        return "the layout is not healthy at width \(widths):\n"
            + findings.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n    ") }.joined(separator: "\n")
            + "\n\n" + report.text
    }
    return nil
}

/// Fails the test (XCTest or Swift Testing) at the call when the layout
/// is not healthy at some width; see `verifyLayoutHealth`.
public func assertLayoutHealth(
    of root: View, widths: [Double], height: Double? = nil, allowing allowed: [String] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    guard let message = verifyLayoutHealth(of: root, widths: widths, height: height, allowing: allowed) else { return }
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The same for a UIKit view: its Layout view, named after its properties.
@MainActor
public func assertLayoutHealth(
    of view: UIView, widths: [Double], height: Double? = nil, allowing allowed: [String] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertLayoutHealth(of: view.trellis.layoutView, widths: widths, height: height, allowing: allowed,
                       fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The same for a UIKit view: nil when healthy, else the message.
@MainActor
public func verifyLayoutHealth(
    of view: UIView, widths: [Double], height: Double? = nil, allowing allowed: [String] = []
) -> String? {
    verifyLayoutHealth(of: view.trellis.layoutView, widths: widths, height: height, allowing: allowed)
}
