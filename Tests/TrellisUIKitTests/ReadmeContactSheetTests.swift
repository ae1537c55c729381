import Foundation
import SnapshotTesting
import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisUIKit

/// The README's contact sheet: Idioms/ArticleViewController.swift, a real
/// screen, on 3 devices × 3 content size categories × 2 directions × 2
/// styles (36 cells), drawn by TrellisTesting's `.contactSheet` strategy.
/// The README shows the code between the markers below, and the committed
/// PNG is what that code draws today, byte for byte, so neither can rot.
///
///     TRELLIS_WRITE_README_SHEET=1 swift test --skip-build --filter ReadmeContactSheetTests
///
/// writes the PNG again (after a deliberate change to the screen or to how
/// Trellis draws it).
@MainActor @Suite(.serialized) struct ReadmeContactSheetTests {
    static let pngPath = repositoryRoot + "/docs/images/uikit-contact-sheet.png"

    /// The sheet, drawn by the README's lines as they are.
    static func renderSheet() throws -> Data {
        drawn = nil
        // README begin
        let matrix = SnapshotMatrix(devices: [.iPhoneSe, .iPhone13, .iPhone13ProMax],
                                    contentSizes: [.small, .large, .accessibilityExtraLarge],
                                    directions: [.leftToRight, .rightToLeft], styles: [.light, .dark])
        assertSnapshot(of: ArticleViewController(), as: .contactSheet(matrix), named: "contact-sheet")
        // README end
        #expect(matrix.cells.count == 36)
        return try #require(drawn)
    }

    /// What the README's `assertSnapshot` drew.
    private static var drawn: Data?

    /// Stands in for swift-snapshot-testing's `assertSnapshot` in the
    /// README's lines (a member shadows the global function): it keeps what
    /// the strategy draws, to compare with docs/images rather than with a
    /// reference in __Snapshots__.
    private static func assertSnapshot(of controller: UIViewController, as strategy: Snapshotting<UIViewController, UIImage>,
                                       named name: String) {
        // The bytes a reference would be: what the strategy's diffing writes of its image.
        strategy.snapshot(controller).run { drawn = strategy.diffing.toData($0) }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_WRITE_README_SHEET"] != nil))
    func writeTheSheet() throws {
        try Self.renderSheet().write(to: URL(fileURLWithPath: Self.pngPath))
    }

    @Test func committedSheetIsAFreshRender() throws {
        let committed = try #require(FileManager.default.contents(atPath: Self.pngPath), "no \(Self.pngPath)")
        let rendered = try Self.renderSheet()
        // Compared to a Bool first: `#expect(a == b)` on two unequal Data has
        // swift-testing diff them byte by byte (Myers), minutes for an image.
        let same = committed == rendered
        #expect(same, "docs/images/uikit-contact-sheet.png differs from a fresh render; if the change is meant, run TRELLIS_WRITE_README_SHEET=1 swift test --filter ReadmeContactSheetTests (\(committed.count) bytes committed, \(rendered.count) rendered)")
        #expect(Array(committed.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(committed.count < 600_000)
    }

    /// The README shows the lines between the markers, as this file has
    /// them (indentation removed).
    @Test func readmeShowsTheCode() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasSuffix("// README begin") })
        let end = try #require(lines.firstIndex { $0.hasSuffix("// README end") })
        let code = lines[(start + 1)..<end].map { String($0.dropFirst(8)) }
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("```swift\n" + code.joined(separator: "\n") + "\n```"))
        #expect(readme.contains("![ArticleViewController on 3 devices"))
        #expect(readme.contains("(docs/images/uikit-contact-sheet.png)"))
    }
}
