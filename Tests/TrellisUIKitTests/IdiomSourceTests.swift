import Foundation
import Testing

/// The files of Idioms/ are UIKit code: each opens with the import block
/// that picks UIKit on iOS and TrellisUIKit elsewhere, imports nothing
/// else, and names nothing only Trellis has, so the same file builds in an
/// iOS app.
@Suite struct IdiomSourceTests {
    static let importBlock = ["#if canImport(UIKit)", "import UIKit", "#else", "import TrellisUIKit", "#endif"]

    /// Spellings only Trellis has: its namespace on views (`.trellis`),
    /// its Layout module's types, its test font and text measurer.
    static let trellisOnly = ["trellis", "Layout.", "TestFont", "ShapedTextMeasurer"]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Idioms")

    static func idiomFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// What is wrong with a file's text as UIKit code, if anything.
    static func problems(in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var problems: [String] = []
        if Array(lines.prefix(importBlock.count)) != importBlock {
            problems.append("does not open with the five lines of the UIKit/TrellisUIKit import block")
        }
        for (index, line) in lines.enumerated().dropFirst(importBlock.count) {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("import ") || code.hasPrefix("@testable import ") || code.hasPrefix("@_exported import ") {
                problems.append("line \(index + 1) imports something else: \(code)")
            }
            for name in trellisOnly where line.range(of: name, options: name == "trellis" ? .caseInsensitive : []) != nil {
                problems.append("line \(index + 1) names \(name), which UIKit does not have: \(code)")
            }
        }
        return problems
    }

    @Test func thereAreAtLeastEightIdiomFiles() throws {
        #expect(try Self.idiomFiles().count >= 8)
    }

    @Test(arguments: try IdiomSourceTests.idiomFiles().map(\.lastPathComponent))
    func fileIsPlainUIKitCode(name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        #expect(Self.problems(in: text) == [], "\(name)")
    }

    /// The check finds what it looks for (so a pass means something).
    @Test func theCheckCatchesTrellisSpellings() {
        let block = Self.importBlock.joined(separator: "\n")
        #expect(Self.problems(in: block + "\nfinal class A: UIView {}\n") == [])
        #expect(Self.problems(in: "import UIKit\nfinal class A {}\n").count == 1)
        #expect(Self.problems(in: block + "\nimport Layout\n").count == 1)
        #expect(Self.problems(in: block + "\nlet v = view.trellis.layoutView\n").count == 1)
        #expect(Self.problems(in: block + "\nlet f = TestFont.font(10)\n").count == 1)
        #expect(Self.problems(in: block + "\nlet m = ShapedTextMeasurer()\n").count == 1)
        #expect(Self.problems(in: block + "\nlet s = Layout.StackView()\n").count == 1)
        // The block's own TrellisUIKit line is allowed; a second mention is not.
        #expect(Self.problems(in: block + "\n// built with TrellisUIKit\n").count == 1)
    }
}
