import Foundation
import Testing

extension Corpus {
    /// docs/objective-c.md lists what the corpus covers, a row a file:
    /// every file of the corpus has its row, and every row its file.
    @Suite struct CorpusDocsTests {
        static let corpus = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        @Test func everyFileHasItsRowInTheDocs() throws {
            let docs = try String(contentsOf: Self.corpus.appendingPathComponent("../docs/objective-c.md"), encoding: .utf8)
            let section = try #require(docs.components(separatedBy: "\n## The corpus\n").dropFirst().first)
            let table = section.components(separatedBy: "\n## ").first ?? section
            var files: [String] = []
            for target in ["CorpusViews", "CorpusViewsSwift5"] {
                let folder = Self.corpus.appendingPathComponent("Sources/" + target)
                files += try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    .filter { $0.hasSuffix(".swift") }.map { target + "/" + $0 }
            }
            #expect(files.count >= 15)
            for file in files {
                #expect(table.contains("| `\(file)` ("), "docs/objective-c.md's corpus table has no row for \(file)")
            }
            let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `Corpus") }
            #expect(rows.count == files.count)
        }
    }
}
