import Examples
import Foundation
import Layout
import SnapshotTesting
import Testing
@testable import TrellisTesting

/// TrellisTesting's strategies as a user's test suite uses them, on a few
/// examples (Snapshots/ holds the full set, checked by VerificationTests):
/// text at three widths, a palette PNG at 320 points and a sweep, against
/// the references in __Snapshots__ (system fonts, as the CLI draws).
/// Missing references are recorded and the test fails, as
/// swift-snapshot-testing does; `scripts/test` sets
/// SNAPSHOT_TESTING_RECORD=never on CI, so CI never records.
@Suite(.serialized) struct ExampleSnapshotTests {
    /// The real text engine, given to each example's labels (never
    /// installed as the process-wide default, which other suites rely on).
    static let text = ExampleText(measurer: ShapedTextMeasurer(), font: { $0 })

    static let names = ["breakable-constraints", "wrap-label-dynamic", "stack-hide"]

    @Test(arguments: names)
    func layoutText(name: String) throws {
        let example = try #require(Examples.named(name))
        let root = example.makeRoot(width: 320, height: 0, state: nil, text: Self.text)
        assertSnapshot(of: root, as: .layout(widths: [200, 320, 600]), named: name)
    }

    @Test(arguments: names)
    func picture(name: String) throws {
        let example = try #require(Examples.named(name))
        let root = example.makeRoot(width: 320, height: 0, state: nil, text: Self.text)
        assertSnapshot(of: root, as: .png(width: 320), named: name)
    }

    @Test func severalWidths() throws {
        let example = try #require(Examples.named("wrap-label-dynamic"))
        let root = example.makeRoot(width: 200, height: 0, state: nil, text: Self.text)
        assertSnapshot(of: root, as: .png(widths: [200, 320]), named: "wrap-label-dynamic")
    }

    @Test func sweep() throws {
        let example = try #require(Examples.named("wrap-label-dynamic"))
        let root = example.makeRoot(width: 200, height: 0, state: nil, text: Self.text)
        assertSnapshot(of: root, as: .sweep(from: 160, to: 480, step: 8), named: "wrap-label-dynamic")
    }

    /// The label's margin moved by 3 points: the text diff names the line
    /// that now breaks elsewhere and the frames that moved; the sweep names
    /// the first width that differs.
    @Test func aMarginChangeReadsInLayoutTerms() throws {
        let example = try #require(Examples.named("wrap-label-dynamic"))
        let root = example.makeRoot(width: 200, height: 0, state: nil, text: Self.text)
        let label = try #require(root.subtree.first { $0 is Label })
        let margin = try #require(root.subtree.flatMap(\.constraints).first {
            $0.isActive && $0.constant != 0 && ($0.firstItem === label || $0.secondItem === label)
        })
        margin.constant += margin.constant > 0 ? 3 : -3
        let text = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: root, as: .layout(widths: [200, 320, 600]), named: "wrap-label-dynamic",
                           testName: "layoutText(name:)")
        })
        #expect(text.contains(" → "), "\(text)")
        #expect(text.contains("width 200:"), "\(text)")
        let sweep = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: root, as: .sweep(from: 160, to: 480, step: 8), named: "wrap-label-dynamic",
                           testName: "sweep()")
        })
        #expect(sweep.contains("the sweep first differs at width 160"), "\(sweep)")
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
