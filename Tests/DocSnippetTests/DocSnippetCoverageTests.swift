import Foundation
import Testing
import TrellisTestSupport

/// The generated files compile every ```swift block of the docs; this checks,
/// reading the Markdown itself and independently of scripts/gen-doc-snippets,
/// that "every" holds: each block is in the index, compiled or skipped with a
/// reason, and the index names no block that is not there.
@Suite struct DocSnippetCoverageTests {
    /// README.md, docs/*.md and every Markdown file of a DocC catalog.
    static func documents() throws -> [String] {
        let files = FileManager.default
        var found = ["README.md"]
        found += try files.contentsOfDirectory(atPath: repositoryRoot + "/docs")
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        for target in try files.contentsOfDirectory(atPath: repositoryRoot + "/Sources") {
            let folder = "Sources/" + target
            guard let entries = try? files.contentsOfDirectory(atPath: repositoryRoot + "/" + folder) else { continue }
            for catalog in entries where catalog.hasSuffix(".docc") {
                let path = folder + "/" + catalog
                for case let file as String in files.enumerator(atPath: repositoryRoot + "/" + path)!
                where file.hasSuffix(".md") {
                    found.append(path + "/" + file)
                }
            }
        }
        return found.sorted()
    }

    /// "doc:line" of each opening fence whose info string is `swift`.
    static func swiftFences(in document: String) throws -> [String] {
        let text = try String(contentsOfFile: repositoryRoot + "/" + document, encoding: .utf8)
        var result: [String] = []
        var open: (fence: Character, count: Int)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.first, first == "`" || first == "~" else { continue }
            let count = trimmed.prefix { $0 == first }.count
            guard count >= 3 else { continue }
            let info = trimmed.dropFirst(count).trimmingCharacters(in: .whitespaces)
            // A backtick fence's info string has no backtick (CommonMark): "```` ```swift ````" is inline code.
            if first == "`", info.contains("`") { continue }
            if let current = open {
                if first == current.fence, count >= current.count, info.isEmpty { open = nil }
            } else {
                open = (first, count)
                if info.split(separator: " ").first?.lowercased() == "swift" {
                    result.append("\(document):\(index + 1)")
                }
            }
        }
        return result
    }

    @Test func everySwiftBlockIsCompiledOrSkippedWithAReason() throws {
        var fences: [String] = []
        for document in try Self.documents() {
            fences += try Self.swiftFences(in: document)
        }
        // The docs have had dozens of Swift blocks since the first README;
        // none found means this test reads the wrong folder.
        #expect(fences.count >= 40)
        let compiled = Set(DocSnippetIndex.compiled)
        let skipped = Set(DocSnippetIndex.skipped.keys)
        #expect(compiled.isDisjoint(with: skipped))
        let missing = Set(fences).subtracting(compiled).subtracting(skipped)
        #expect(missing.isEmpty, "in the docs but not generated (run scripts/gen-doc-snippets): \(missing.sorted())")
        let gone = compiled.union(skipped).subtracting(fences)
        #expect(gone.isEmpty, "generated but no longer in the docs (run scripts/gen-doc-snippets): \(gone.sorted())")
        for (block, reason) in DocSnippetIndex.skipped {
            #expect(!reason.trimmingCharacters(in: .whitespaces).isEmpty, "\(block) is skipped without a reason")
        }
    }
}
