import Layout
import Testing
import TrellisTesting
import TrellisUIKit

/// `verifyLayoutHealth`/`assertLayoutHealth`: the first width with a
/// finding, the finding, and what an allow-list lets through.
@MainActor @Suite struct LayoutHealthTests {
    /// A one-line title pinned to both margins: truncated exactly where the
    /// width leaves less room than the text needs.
    private func titleView() -> (UIView, UILabel) {
        let view = UIView()
        let title = UILabel()
        title.text = "A title that needs its room"
        title.accessibilityIdentifier = "title"  // a local, so no property names it
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        return (view, title)
    }

    @Test func namesTheFirstWidthWithAFinding() throws {
        let (view, title) = titleView()
        // The narrowest width that fits: the text's width plus 8 + 8 of margins.
        let fits = Double(title.intrinsicContentSize.width) + 16
        let widths = [fits - 40, fits - 20, fits, fits + 20]
        let message = try #require(verifyLayoutHealth(of: view.trellis.layoutView, widths: widths))
        #expect(message.hasPrefix("the layout is not healthy at width \(PointFormat.string(fits - 40))–\(PointFormat.string(fits - 20)):"))
        #expect(message.contains("truncated: title"))
        #expect(verifyLayoutHealth(of: view.trellis.layoutView, widths: [fits, fits + 20]) == nil)
        #expect(verifyLayoutHealth(of: view.trellis.layoutView, widths: widths, allowing: ["truncated: title"]) == nil)
    }

    /// `assertLayoutHealth` fails the Swift Testing test it runs in (on
    /// Linux IssueReporting needs IssueReportingTestSupport linked for
    /// that, else it only prints), and passes what the allow-list accepts.
    @Test func assertFailsTheTest() {
        let (view, title) = titleView()
        let narrow = Double(title.intrinsicContentSize.width) + 16 - 20
        withKnownIssue {
            assertLayoutHealth(of: view, widths: [narrow])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("truncated: title") }
        }
        assertLayoutHealth(of: view, widths: [narrow], allowing: ["truncated: title"])
    }

    /// Two required widths that cannot both hold: the conflict names the
    /// broken constraint's file and line.
    @Test func aConflictNamesWhereTheConstraintWasWritten() throws {
        let view = UIView()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
        ])
        box.widthAnchor.constraint(equalToConstant: 120).isActive = true; let line = #line
        let message = try #require(verifyLayoutHealth(of: view.trellis.layoutView, widths: [300]))
        #expect(message.contains("conflict:"))
        #expect(message.contains("LayoutHealthTests.swift:\(line)"))
    }

    /// A negative size is a finding of its own.
    @Test func aNegativeSizeIsAFinding() throws {
        let view = UIView()
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 50),
            box.trailingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let message = try #require(verifyLayoutHealth(of: view.trellis.layoutView, widths: [300], height: 100))
        // 20 − 50 = −30 wide.
        #expect(message.contains("negative: box is -30 × 10"))
    }
}
