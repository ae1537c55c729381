import Foundation
import Layout
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Bad input to a strategy (a view of no size, a width of 0) fails the
/// test with one message naming the size and what to do, every run, and
/// what record mode leaves on disk is never a picture or layout text that a
/// later run passes against. (It was the text "render failed …" written as
/// the `.png` reference, which the next run matched: a pass.)
@MainActor @Suite(.serialized) struct NoSnapshotTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-no-snapshot-\(UUID().uuidString)").path

    /// Runs `verify` under `record`, expecting one failure whose message holds each of `expected`.
    private func expectFailure(_ expected: [String], record: SnapshotTestingConfiguration.Record,
                               sourceLocation: SourceLocation = #_sourceLocation, _ verify: () -> String?) {
        withKnownIssue(sourceLocation: sourceLocation) {
            let message = withSnapshotTesting(record: record) { verify() }
            // What verifySnapshot says besides (a comparison's failure),
            // but not its notice that it recorded.
            if let message, !message.hasPrefix("Record mode is on") { Issue.record(Comment(rawValue: message)) }
        } matching: { issue in
            issue.comments.contains { comment in expected.allSatisfy(comment.rawValue.contains) }
        }
    }

    /// The files in the directory that hold a PNG or layout text (what a later run could pass against).
    private func snapshotsOnDisk() throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory).filter { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
            return !String(decoding: data, as: UTF8.self).hasPrefix("TrellisTesting: no snapshot")
        }
    }

    @Test func aViewOfNoSizeFailsUnderRecordModeAndAgainAfter() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let view = UIView()
        let expected = ["the view (UIView) is 0 × 0 points", "give it a frame", ".image(size:)", ".image(on:)"]
        for record in [SnapshotTestingConfiguration.Record.all, .missing, .missing] {
            expectFailure(expected, record: record) {
                verifySnapshot(of: view, as: .image, named: "empty", snapshotDirectory: directory, testName: "view")
            }
        }
        expectFailure(expected, record: .all) {
            verifySnapshot(of: view, as: .recursiveDescription, named: "empty", snapshotDirectory: directory, testName: "view")
        }
        #expect(try snapshotsOnDisk() == [])
    }

    /// A frame with a width but no height, and a view with nothing inside
    /// to give it one: 320 × 0.
    @Test func aViewOfNoHeight() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        expectFailure(["the view (UIView) is 320 × 0 points", "give it a frame"], record: .all) {
            verifySnapshot(of: view, as: .image, named: "flat", snapshotDirectory: directory, testName: "view")
        }
        #expect(try snapshotsOnDisk() == [])
    }

    /// A controller whose view is laid out at a size of 0 by `.image(size:)`.
    @Test func aControllerAtASizeOfZero() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        expectFailure(["custom: the view (UIView) is 0 × 0 points"], record: .all) {
            verifySnapshot(of: UIViewController(), as: .image(size: .zero), named: "zero", snapshotDirectory: directory,
                           testName: "controller")
        }
        #expect(try snapshotsOnDisk() == [])
    }

    /// Trellis's own strategies: a width of 0 to `.png(width:)`,
    /// `.png(widths:)` and `.layout(widths:)`, and a tree with no height.
    @Test func layoutTreesWithNoWidthOrHeight() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let label = Label(text: "Hello", name: "label")
        expectFailure([".png(width:) was given the width 0", "give it a width greater than 0"], record: .all) {
            verifySnapshot(of: label, as: .png(width: 0), named: "png", snapshotDirectory: directory, testName: "tree")
        }
        expectFailure([".png(widths:) was given the width -1"], record: .all) {
            verifySnapshot(of: label, as: .png(widths: [100, -1]), named: "strip", snapshotDirectory: directory, testName: "tree")
        }
        expectFailure([".layout(widths:) was given the width 0"], record: .all) {
            verifySnapshot(of: label, as: .layout(widths: [0]), named: "layout", snapshotDirectory: directory, testName: "tree")
        }
        let empty = View(name: "empty")
        expectFailure(["the tree \"empty\" is 100 × 0 points", "give .png(width:height:) a height"], record: .all) {
            verifySnapshot(of: empty, as: .png(width: 100), named: "flat", snapshotDirectory: directory, testName: "tree")
        }
        #expect(try snapshotsOnDisk() == [])
    }

    /// A reference recorded from such a failure, met by a view that now
    /// has a size, fails naming what the reference is.
    @Test func aFailuresReferenceIsNamedForWhatItIs() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let view = UIView()
        expectFailure(["0 × 0"], record: .all) {
            verifySnapshot(of: view, as: .image, named: "later", snapshotDirectory: directory, testName: "view")
        }
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        expectFailure(["the reference is a failure's text, not a snapshot", "delete it and record again"], record: .missing) {
            verifySnapshot(of: view, as: .image, named: "later", snapshotDirectory: directory, testName: "view")
        }
    }
}
