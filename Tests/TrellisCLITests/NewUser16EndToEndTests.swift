import Foundation
import Testing

/// What a new user of the command line and scene files found, from the
/// docs alone (new-user pass 16).
@Suite struct NewUser16EndToEndTests {
    /// `--from` and `--to` the other way round from the scene's `sweep:`
    /// (stack-hide sweeps 200 to 600 by 4), with no `--step`: the scene's
    /// step is a size, going towards `--to`, as `check` takes it and as an
    /// example's default 2 turns to −2. It was refused, blaming a `--step`
    /// the user never gave (`error: --step: 4 goes the wrong way from 300
    /// to 280`, status 2).
    @Test(arguments: [["--from", "300", "--to", "280"], ["--to", "180"]])
    func aSceneSweepNarrowsWhenToIsBelowFrom(_ range: [String]) throws {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = TestPaths.root.appendingPathComponent("Fixtures/stack-hide.yaml").path
        let implicit = folder.appendingPathComponent("implicit.gif").path
        let explicit = folder.appendingPathComponent("explicit.gif").path
        let first = try TrellisProcess.run(["sweep", scene] + range + ["--quiet", "-o", implicit])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.isEmpty)
        let second = try TrellisProcess.run(["sweep", scene] + range + ["--step", "-4", "--quiet", "-o", explicit])
        #expect(second.status == 0, "\(second.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: implicit)), b = try Data(contentsOf: URL(fileURLWithPath: explicit))
        #expect(!a.isEmpty && a == b)
    }

    /// A step the user did give still goes the way it says.
    @Test func aGivenStepTheWrongWayIsStillRefused() throws {
        let scene = TestPaths.root.appendingPathComponent("Fixtures/stack-hide.yaml").path
        let outcome = try TrellisProcess.run(["sweep", scene, "--from", "300", "--to", "280", "--step", "4", "-o", "/nonexistent/x.gif"])
        #expect(outcome.status == 64)
        // newuser35: with the sign the sweep needs (check's --step is a distance, a sweep's a direction).
        #expect(outcome.stderr == "error: --step: 4 goes the wrong way from 300 to 280 (a sweep that narrows takes a negative step: --step -4)\n")
    }

    /// `trellis docs --help` names what the gallery holds: the sweep is an
    /// animated WebP (`sweep.webp`, docs/gallery.md) and the overlays SVGs;
    /// it said "its width sweep as a GIF" and "PNGs … without and with
    /// every overlay".
    @Test func docsHelpNamesTheFormatsItWrites() throws {
        let outcome = try TrellisProcess.run(["docs", "--help"])
        #expect(outcome.status == 0)
        let prose = outcome.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!prose.contains("as a GIF"))
        #expect(prose.contains("its width sweep as an animated WebP"))
        #expect(prose.contains("SVGs of them with every overlay"))
    }

    /// docs/scenes.md shows `trellis check Fixtures/min-spacing.yaml`'s
    /// output: it must be what the command prints today (it showed
    /// 160–228 and 230–480, the ranges of an older text engine).
    @Test func theCheckOutputInScenesMarkdownIsTheCommands() throws {
        let doc = try String(contentsOf: TestPaths.root.appendingPathComponent("docs/scenes.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "```\ncheck Fixtures/min-spacing.yaml"))
        let end = try #require(doc.range(of: "```", range: start.upperBound..<doc.endIndex))
        let shown = String(doc[doc.index(start.lowerBound, offsetBy: 4)..<end.lowerBound])
        let outcome = try TrellisProcess.run(["check", "Fixtures/min-spacing.yaml"], directory: TestPaths.root)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == shown)
    }

    /// The docs' limit of `--hold-ends` is the one the command keeps:
    /// docs/reliability.md's table of limits said 600,000 ms where
    /// README.md, docs/rendering.md and `sweep` say 655,350.
    @Test(arguments: ["README.md", "docs/rendering.md", "docs/reliability.md"])
    func theDocsNameTheHoldLimitTheCommandKeeps(_ page: String) throws {
        let text = try String(contentsOf: TestPaths.root.appendingPathComponent(page), encoding: .utf8)
        let prose = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let marker = "`--hold-ends` up to "
        let start = try #require(prose.range(of: marker), "\(page) gives no limit of --hold-ends")
        let number = prose[start.upperBound...].prefix { $0.isNumber || $0 == "," }.filter { $0 != "," }
        let limit = try #require(Int(number))
        let over = try TrellisProcess.run(["sweep", "--example", "wrap-demo", "--from", "200", "--to", "300", "--step", "50",
                                           "--hold-ends", "\(limit + 1)", "-o", "/nonexistent/x.gif"])
        #expect(over.status == 64)
        #expect(over.stderr == "error: --hold-ends: expected a number of milliseconds from 0 to \(limit), found \(limit + 1)\n")
    }

    /// Two scene files of one name in two folders (a/card.yaml,
    /// b/card.yaml) both went to `scenes/card`: `--record missing` wrote
    /// one over the other and said "2 of 2 match", and the next `verify`
    /// failed both. Refused before any work, as `docs` refuses two pages of
    /// one name; no references folder is made.
    @Test func twoScenesOfOneNameAreRefused() throws {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = try Data(contentsOf: TestPaths.root.appendingPathComponent("Fixtures/stack-hide.yaml"))
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try card.write(to: folder.appendingPathComponent("\(name)/card.yaml"))
        }
        let outcome = try TrellisProcess.run(["verify", "a", "b", "--snapshots", "snaps", "--record", "missing"], directory: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: b/card.yaml: another scene file has the name card (a/card.yaml); its references need a folder of their own\n")
        #expect(outcome.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("snaps").path))
    }

    /// A family that is not installed: `check` said so (`issue: …`), but
    /// `layout` printed the fallback's lines without a word. It now lists
    /// the engine's other complaints after ambiguous, when there are any.
    @Test func layoutNamesAFontThatIsNotInstalled() throws {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            fonts:
              body: { family: No Such Family Anywhere, size: 15 }
            views:
              - label: { text: Hello, font: body }
            constraints:
              - H:|-8-[label]
              - V:|-8-[label]

            """.utf8).write(to: folder.appendingPathComponent("s.yaml"))
        let outcome = try TrellisProcess.run(["layout", "s.yaml"], directory: folder)
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let at = try #require(lines.firstIndex(of: "issues:"), "\(outcome.stdout)")
        #expect(lines[at - 1] == "ambiguous: none")
        #expect(lines[at + 1].hasPrefix("  label asks for the font No Such Family Anywhere 15, which is not installed; its text is set in "))
        #expect(lines[(at + 2)...] == [""])
    }

    /// Without a complaint there is no `issues:` line: existing output unchanged.
    @Test func layoutWithoutIssuesPrintsNoIssuesLine() throws {
        let outcome = try TrellisProcess.run(["layout", "Fixtures/breakable-constraints.yaml"], directory: TestPaths.root)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasSuffix("conflicts: none\nambiguous: none\n"))
    }

    /// A root narrower than its required constraints allow: said once,
    /// though the engine reports it from more than one pass.
    @Test func layoutNamesEachIssueOnce() throws {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("views:\n  - box: { background: red }\nconstraints:\n  - H:|[box(500)]|\n  - V:|[box(10)]|\n".utf8)
            .write(to: folder.appendingPathComponent("s.yaml"))
        let outcome = try TrellisProcess.run(["layout", "s.yaml", "--width", "300"], directory: folder)
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        let at = try #require(lines.firstIndex(of: "issues:"), "\(outcome.stdout)")
        #expect(lines.count == at + 2, "\(outcome.stdout)")
        #expect(lines.last?.hasPrefix("  The root view was asked to be 300") == true)
    }
}
