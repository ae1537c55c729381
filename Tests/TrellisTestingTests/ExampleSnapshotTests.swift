import Examples
import Foundation
import Layout
import LayoutText
import SnapshotTesting
import Testing
@testable import TrellisTesting

/// Every example, as text at three widths and as a PNG at 320 points,
/// against the references in __Snapshots__ (system fonts, as the CLI draws).
/// Missing references are recorded and the test fails, as
/// swift-snapshot-testing does; `scripts/test` sets
/// SNAPSHOT_TESTING_RECORD=never on CI, so CI never records.
@Suite(.serialized) struct ExampleSnapshotTests {
    /// The real text engine, given to each example's labels (never
    /// installed as the process-wide default, which other suites rely on).
    static let text = ExampleText(measurer: ShapedTextMeasurer(), font: { $0 })

    @Test(arguments: Examples.all.map(\.name))
    func layoutText(name: String) throws {
        let example = try #require(Examples.named(name))
        let root = example.makeRoot(width: 320, height: 0, state: nil, text: Self.text)
        assertSnapshot(of: root, as: .layout(widths: [200, 320, 600]), named: name)
    }

    @Test(arguments: Examples.all.map(\.name))
    func picture(name: String) throws {
        let example = try #require(Examples.named(name))
        let root = example.makeRoot(width: 320, height: 0, state: nil, text: Self.text)
        assertSnapshot(of: root, as: .png(width: 320), named: name)
    }

    /// A constraint's constant moved by 3 points: both strategies fail, the
    /// text in layout terms, the picture with a count, a rectangle and a
    /// diff image on disk.
    @Test func aThreePointChangeFailsWithReadableDiffs() throws {
        let example = try #require(Examples.named("breakable-constraints"))
        let root = example.makeRoot(width: 320, height: 0, state: nil, text: Self.text)
        let constraint = try #require(root.subtree.flatMap(\.constraints).first { $0.constant != 0 && $0.isActive })
        constraint.constant += 3
        let textFailure = withSnapshotTesting(record: .never) {
            verifySnapshot(of: root, as: .layout(widths: [200, 320, 600]), named: "breakable-constraints",
                           testName: "layoutText(name:)")
        }
        let text = try #require(textFailure)
        #expect(text.contains("−") || text.contains("-"))
        #expect(text.contains("<"), "the diff names views: \(text)")
        let pictureFailure = withSnapshotTesting(record: .never) {
            verifySnapshot(of: root, as: .png(width: 320), named: "breakable-constraints", testName: "picture(name:)")
        }
        let picture = try #require(pictureFailure)
        #expect(picture.contains("pixels differ"), "\(picture)")
        let diffPath = try #require(picture.range(of: "diff image: ").map { String(picture[$0.upperBound...].prefix { $0 != "\n" }) })
        #expect(FileManager.default.fileExists(atPath: diffPath))
        try? FileManager.default.removeItem(atPath: diffPath)
    }
}
