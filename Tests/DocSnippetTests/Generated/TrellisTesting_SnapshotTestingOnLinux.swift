// generated — do not edit: scripts/gen-doc-snippets writes this file from Sources/TrellisTesting/TrellisTesting.docc/SnapshotTestingOnLinux.md.

#sourceLocation(file: "Sources/TrellisTesting/TrellisTesting.docc/SnapshotTestingOnLinux.md", line: 19)
import Foundation
import Layout
import SnapshotTesting
import Testing
import TextLayout
import TrellisTesting
#sourceLocation()

// Sources/TrellisTesting/TrellisTesting.docc/SnapshotTestingOnLinux.md:18
extension Doc_TrellisTesting_SnapshotTestingOnLinux {
#sourceLocation(file: "Sources/TrellisTesting/TrellisTesting.docc/SnapshotTestingOnLinux.md", line: 26)
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
static func makeCard(font: Font, measurer: any TextMeasuring, margin: Double = 8) -> View {
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
#sourceLocation()
}
