import Foundation
import Layout
import SnapshotTesting
import Testing
import TextLayout
import TrellisTesting

// The code of Sources/TrellisTesting/TrellisTesting.docc/SnapshotTestingOnLinux.md,
// as the article shows it, and what the article says it prints. Change both
// together: every number here is computed by hand from the test font's
// metrics (Fixtures/fonts/README.md), none is copied from a run.
// (That the article's blocks compile as written is DocSnippetTests' job,
// generated from the article; this copy checks what they give.)

// MARK: The article's code

/// Fixtures/fonts/TrellisTest.ttf: at size 10 every letter is 10 points
/// wide, a space 5, a line 10 tall.
enum TestFont {
    static let font = Font(family: "Trellis Test", size: 10)
    static let measurer: ShapedTextMeasurer = {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fonts/TrellisTest.ttf").path
        let fonts = try! FontSet.files([(path, 0)])
        return ShapedTextMeasurer(families: ["Trellis Test": fonts])
    }()
}

/// A card whose title wraps, `margin` points from the card's edges.
func makeCard(font: Font, measurer: any TextMeasuring, margin: Double = 8) -> View {
    let card = View(name: "card")
    let title = Label(text: "Trellis wraps text", name: "title")
    title.font = font
    title.numberOfLines = 0
    card.addSubview(title)
    card.textMeasurer = measurer
    title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8).isActive = true
    title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: margin).isActive = true
    title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -margin).isActive = true
    return card
}

@Suite(.serialized) struct CardSnapshotTests {
    @Test func card() {
        let card = makeCard(font: TestFont.font, measurer: TestFont.measurer)
        assertSnapshot(of: card, as: .layout(widths: [120, 200]))
        assertSnapshot(of: card, as: .png(width: 200))
    }
}

// MARK: What the article says

@Suite(.serialized) struct DocCSnippetTests {
    /// The article's reference: "Trellis wraps text" is 7 + 5 + 4 letters
    /// and two spaces, 170 points; at 120 the title is 104 wide, so
    /// "Trellis" (70) and "wraps text" (95) take a line each, 20 points
    /// tall; at 200 it is 184 wide and the text fits on one line.
    static let reference = """
        width 120
        •<View: card> (0, 0, 120, 0)
        |   *<Label: title> (8, 8, 104, 20)
        title: 2 lines
          1 70 "Trellis "
          2 95 "wraps text"

        width 200
        •<View: card> (0, 0, 200, 0)
        |   *<Label: title> (8, 8, 184, 10)
        title: 1 line
          1 170 "Trellis wraps text"

        """

    @Test func theReferenceReadsAsTheArticleShowsIt() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/DocCSnippetTests/card.1.layout.txt").path
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(recorded == Self.reference)
    }

    /// The margin becomes 20: at 120 the title is 80 wide and "wraps text"
    /// (95) no longer fits; at 200 it is 160 wide and the text (170) wraps.
    @Test func aWiderMarginFailsInLayoutTerms() throws {
        let card = makeCard(font: TestFont.font, measurer: TestFont.measurer, margin: 20)
        let failure = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: card, as: .layout(widths: [120, 200]), named: "1", testName: "card")
        })
        let summary = """
            width 120:
              title line 2 now breaks before 'text' (reference: ends the text)
              title: 2 → 3 lines
              title.x 8 → 20
              title.width 104 → 80
              title.height 20 → 30
            width 200:
              title line 1 now breaks before 'text' (reference: ends the text)
              title: 1 → 2 lines
              title.x 8 → 20
              title.width 184 → 160
              title.height 10 → 20
            """
        #expect(failure.contains(summary), "\(failure)")
    }

    /// The picture fails too, with a count, a rectangle and a diff image.
    @Test func aWiderMarginFailsThePicture() throws {
        let card = makeCard(font: TestFont.font, measurer: TestFont.measurer, margin: 20)
        let failure = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: card, as: .png(width: 200), named: "2", testName: "card")
        })
        #expect(failure.contains("pixels differ (largest channel difference "), "\(failure)")
        let diffPath = try #require(failure.range(of: "diff image: ").map { String(failure[$0.upperBound...].prefix { $0 != "\n" }) })
        #expect(FileManager.default.fileExists(atPath: diffPath))
        try? FileManager.default.removeItem(atPath: diffPath)
    }
}
