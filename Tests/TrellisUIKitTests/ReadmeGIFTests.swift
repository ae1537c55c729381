import Foundation
import Render
import Testing
import TrellisTestSupport
import TrellisUIKit

/// The README's "UIKit code, unchanged" section: the code it shows is the
/// code of Idioms/SettingsSwitchCell.swift, and its GIF is what that cell
/// renders today, byte for byte, so neither can rot.
///
///     TRELLIS_WRITE_README_GIF=1 swift test --skip-build --filter ReadmeGIFTests
///
/// writes the GIF again (after a deliberate change to the cell or to how
/// Trellis draws it).
@MainActor @Suite struct ReadmeGIFTests {
    static let gifPath = repositoryRoot + "/docs/images/uikit-settings-cell.gif"
    static let sourcePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Idioms/SettingsSwitchCell.swift").path

    /// The cell as the README shows it, swept from 200 to 414 points (the
    /// widest iPhone in portrait) and back, at 2 pixels a point.
    static func renderGIF(to path: String) throws {
        let cell = SettingsSwitchCell(style: .default, reuseIdentifier: "settings")
        cell.configure(title: "Download new episodes over cellular data", isOn: true)
        let plan = try SweepPlan(from: 200, to: 414, step: 6, fps: 12, pingpong: true, holdEnds: 600)
        try SceneRenderer(scale: 2).sweep(cell.trellis.layoutView, plan: plan, to: path)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_WRITE_README_GIF"] != nil))
    func writeTheGIF() throws {
        try Self.renderGIF(to: Self.gifPath)
    }

    @Test func committedGIFIsAFreshRender() throws {
        let fresh = NSTemporaryDirectory() + "trellis-readme-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        try Self.renderGIF(to: fresh)
        let committed = try #require(FileManager.default.contents(atPath: Self.gifPath), "no \(Self.gifPath)")
        let rendered = try #require(FileManager.default.contents(atPath: fresh))
        // Compared to a Bool first: `#expect(a == b)` on two unequal Data has
        // swift-testing diff them byte by byte (Myers), minutes for an image.
        let same = committed == rendered
        #expect(same, "docs/images/uikit-settings-cell.gif differs from a fresh render; if the change is meant, run TRELLIS_WRITE_README_GIF=1 swift test --filter ReadmeGIFTests (\(committed.count) bytes committed, \(rendered.count) rendered)")
        #expect(committed.count < 300_000)
    }

    /// The README quotes the cell's class as the file has it.
    @Test func readmeShowsTheFilesCode() throws {
        let source = try String(contentsOfFile: Self.sourcePath, encoding: .utf8)
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let start = try #require(source.range(of: "final class SettingsSwitchCell"))
        let classCode = String(source[start.lowerBound...])
        #expect(readme.contains("```swift\n" + IdiomSourceTests.importBlock.joined(separator: "\n") + "\n\n" + classCode + "```"))
    }
}
