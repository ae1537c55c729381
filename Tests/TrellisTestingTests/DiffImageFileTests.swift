import Foundation
import SnapshotTesting
import Testing
@testable import TrellisTesting

/// A failing picture's diff image is named after the test that failed
/// (newuser35: it was `trellis-diff-<UUID>.png`, which a user could only
/// find by copying the path out of the message): in the artifacts folder,
/// under the test file's name, beside the copy of the failing snapshot
/// swift-snapshot-testing writes, numbered per test.
struct DiffImageFileTests {
    /// The DocC article's card, 12 points wider margins than its reference
    /// (`DocCSnippetTests/card.2.png`), fails twice in one test: the two
    /// diff images are the test's 1 and 2, in the folder where
    /// swift-snapshot-testing put the failing snapshot.
    @Test func twoFailingPicturesInOneTest() throws {
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/DocCSnippetTests").path
        let card = makeCard(font: TestFont.font, measurer: TestFont.measurer, margin: 20)
        let folder = ((ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()) as NSString)
            .appendingPathComponent("DiffImageFileTests")
        var paths: [String] = []
        for _ in 1...2 {
            let failure = try #require(withSnapshotTesting(record: .never) {
                verifySnapshot(of: card, as: .png(width: 200), named: "2", snapshotDirectory: references, testName: "card")
            })
            // swift-snapshot-testing's copy of the failing snapshot, in the same folder.
            #expect(failure.contains(folder + "/card.2.png"), "\(failure)")
            let path = try #require(failure.range(of: "diff image: ").map { String(failure[$0.upperBound...].prefix { $0 != "\n" }) })
            #expect(FileManager.default.fileExists(atPath: path))
            paths.append(path)
        }
        #expect(paths == [folder + "/twoFailingPicturesInOneTest.difference-1.png",
                          folder + "/twoFailingPicturesInOneTest.difference-2.png"])
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Test names become path components as swift-snapshot-testing makes
    /// its reference names: `card()` is `card` (README: `card.2.png`), a
    /// parameterized `jsonHint(_:)` is `jsonHint-_` (`_` is a word character).
    @Test func testNamesAsPathComponents() {
        #expect(DiffImageFile.pathComponent("card()") == "card")
        #expect(DiffImageFile.pathComponent("jsonHint(_:)") == "jsonHint-_")
        #expect(DiffImageFile.pathComponent("a picture, 320 wide") == "a-picture-320-wide")
    }
}
