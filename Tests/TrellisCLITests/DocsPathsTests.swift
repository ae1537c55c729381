import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every file of the repository the README and docs/ name is there, so a
/// reader of a clone can open it, as `CommandTextTests` checks for the
/// help texts: docs/solver.md named `shared/reference/kiwi_oracle.py`, a
/// file beside the repository on the machine it is built on. A path
/// outside the repository says so with `../` (`../shared/…`). A path with
/// `*` must match a file; `Tests/X/NameTests` names a suite by its file.
@Suite struct DocsPathsTests {
    /// Names that stand for the reader's own files or a placeholder.
    static let placeholders: Set<String> = [
        "Sources/MODULE/MODULE.docc", "Sources/TARGET", "Fuzz/Seeds/TARGET", "Fuzz/Dictionaries/TARGET.dict",
        "Tests/DocSnippetTests/Contexts/Name.swift", "Fixtures/x.yaml", "Fixtures/new.yaml", "Fixtures/new-scene.yaml",
        "Snapshots/report",
    ]
    /// Files of other repositories that docs/uikit-numbers.md cites on a
    /// line that does not name the repository's commit.
    static let otherRepositories: Set<String> = ["docs/modules/ROOT/assets/images/81_Settings.png"]

    static let root = TestPaths.root

    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + docs
    }

    @Test func everyFileTheDocsNameIsInTheRepository() throws {
        let path = try Regex(#"(\.\./)?((?:docs|scripts|shared|Fixtures|Snapshots|Sources|Tests|ClientTests|ClientExample|Fuzz)/[A-Za-z0-9_./*-]*[A-Za-z0-9_*-])"#)
        // A line that names a commit or a GitHub address cites another repository's files.
        let citation = try Regex(#"@ ?`?[0-9a-f]{7,40}\b|github\.com/"#)
        for document in try Self.documents() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard line.contains("/") else { continue }
                let citesAnother = line.contains(citation)
                for match in line.matches(of: path) {
                    // Part of a longer path (`Example/Tests/…`, `/work/…`): not a repository path.
                    if match.range.lowerBound > line.startIndex,
                       case let before = line[line.index(before: match.range.lowerBound)],
                       before.isLetter || before.isNumber || "_./*-".contains(before) { continue }
                    let outside = match.output[1].substring != nil
                    guard let file = match.output[2].substring.map(String.init), !outside, !citesAnother,
                          !Self.placeholders.contains(file), !Self.otherRepositories.contains(file) else { continue }
                    #expect(Self.exists(file), "\(document):\(number + 1) names \(file), which is not in the repository")
                }
            }
        }
    }

    /// The file, the file with `.swift` (a suite named by its file), or a
    /// match of a pattern whose last part has `*` (a `**` or a `*` earlier
    /// needs only the folder before it).
    static func exists(_ file: String) -> Bool {
        let manager = FileManager.default
        func there(_ path: String) -> Bool { manager.fileExists(atPath: root.appendingPathComponent(path).path) }
        guard file.contains("*") else { return there(file) || there(file + ".swift") }
        var parts = file.split(separator: "/").map(String.init)
        let last = parts.removeLast()
        if let wild = parts.firstIndex(where: { $0.contains("*") }) {
            return there(parts[..<wild].joined(separator: "/"))
        }
        let folder = parts.joined(separator: "/")
        let names = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.contains { fnmatch(last, $0, 0) == 0 }
    }
}
