import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Teams snapshot alerts as swift-snapshot-testing spells it on iOS,
/// `assertSnapshot(of: alert, as: .image(on: .iPhone13))`, which draws the
/// alert there. TrellisUIKit stores alerts and does not draw them
/// (docs/uikit.md, "Presenting, navigating, alerts"): newuser15's suite
/// recorded an empty screen as each alert's reference, and it passed. Now
/// the strategies fail, every run, saying what to check instead, and
/// record no picture.
@MainActor @Suite(.serialized) struct AlertSnapshotTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-alert-snapshot-\(UUID().uuidString)").path

    private func expectFailure(_ expected: [String], record: SnapshotTestingConfiguration.Record,
                               sourceLocation: SourceLocation = #_sourceLocation, _ verify: () -> String?) {
        withKnownIssue(sourceLocation: sourceLocation) {
            let message = withSnapshotTesting(record: record) { verify() }
            if let message, !message.hasPrefix("Record mode is on") { Issue.record(Comment(rawValue: message)) }
        } matching: { issue in
            issue.comments.contains { comment in expected.allSatisfy(comment.rawValue.contains) }
        }
    }

    /// The files written that hold a picture or layout text rather than a failure's text.
    private func snapshotsOnDisk() throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory).filter { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
            return !String(decoding: data, as: UTF8.self).hasPrefix("TrellisTesting: no snapshot")
        }
    }

    @Test func anAlertIsNotRecordedAsAnEmptyScreen() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let alert = UIAlertController(title: "Sign in", message: "Enter your password", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Password" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let expected = ["iPhone 13: the alert (UIAlertController) is not drawn", "alert.trellis.tap(actionTitled:)"]
        for record in [SnapshotTestingConfiguration.Record.all, .missing] {
            expectFailure(expected, record: record) {
                verifySnapshot(of: alert, as: .image(on: .iPhone13), named: "alert", snapshotDirectory: directory,
                               testName: "signIn")
            }
        }
        expectFailure(expected, record: .all) {
            verifySnapshot(of: alert, as: .recursiveDescription(on: .iPhone13), named: "alert",
                           snapshotDirectory: directory, testName: "signIn")
        }
        #expect(try snapshotsOnDisk() == [])
    }

    @Test func anActionSheetOnAContactSheetFailsToo() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sheet = UIAlertController(title: nil, message: "Delete this message?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let matrix = SnapshotMatrix(devices: [.iPhoneSe, .iPadPro11], styles: [.light, .dark])
        expectFailure(["iPhone SE, large", "the action sheet (UIAlertController) is not drawn"], record: .all) {
            verifySnapshot(of: sheet, as: .contactSheet(matrix), named: "sheet", snapshotDirectory: directory,
                           testName: "delete")
        }
        expectFailure(["iPad Pro 11", "the action sheet (UIAlertController) is not drawn"], record: .all) {
            verifySnapshot(of: sheet, as: .image(on: .iPadPro11), named: "sheet", snapshotDirectory: directory,
                           testName: "delete")
        }
        #expect(try snapshotsOnDisk() == [])
    }

    /// A controller presenting an alert is drawn as before (the alert is
    /// not part of its view, as on iOS, where it is in another window).
    @Test func thePresenterIsStillDrawn() {
        let home = UIViewController()
        home.view.backgroundColor = .systemBackground
        home.present(UIAlertController(title: "Saved", message: nil, preferredStyle: .alert), animated: false)
        let image = Snapshotting<UIViewController, UIImage>.image(on: .iPhone13)
        var drawn: UIImage?
        image.snapshot(home).run { drawn = $0 }
        #expect(drawn?.size == CGSize(width: 390, height: 844))
    }
}
