import Foundation
import Testing

/// The command line's rough edges newuser16 left: a canvas too large named
/// no option; check's first line did not say it was a shard or
/// pseudo-localised; verify's layout.txt showed the root 0 tall where
/// `trellis layout` shows it as tall as its content; verify's refusal of
/// two scenes of one name was not in docs/snapshots.md.
@Suite struct CLI31EndToEndTests {
    /// A canvas side over 16,384 pixels: one line naming the option that
    /// set it, its value, the pixels (points × scale) and the limit;
    /// status 2 as before, nothing written.
    @Test(arguments: [
        (["render", "--example", "wrap-demo", "--width", "16385"],
         "error: --width: 16385 points make a canvas 16385 pixels wide; a canvas may be at most 16384 pixels a side\n"),
        (["render", "--example", "wrap-demo", "--width", "6000", "--scale", "3"],
         "error: --width: 6000 points at --scale 3 make a canvas 18000 pixels wide; a canvas may be at most 16384 pixels a side\n"),
        (["render", "--example", "wrap-demo", "--width", "300", "--height", "20000"],
         "error: --height: 20000 points make a canvas 20000 pixels tall; a canvas may be at most 16384 pixels a side\n"),
        (["sweep", "--example", "wrap-demo", "--from", "200", "--to", "16385", "--step", "16185"],
         "error: --to: 16385 points make a canvas 16385 pixels wide; a canvas may be at most 16384 pixels a side\n"),
        (["sweep", "--example", "wrap-demo", "--from", "16400", "--to", "200", "--step", "-16200"],
         "error: --from: 16400 points make a canvas 16400 pixels wide; a canvas may be at most 16384 pixels a side\n"),
        (["sweep", "--example", "breakable-constraints", "--states", "base,collapsed", "--width", "16385"],
         "error: --width: 16385 points make a canvas 16385 pixels wide; a canvas may be at most 16384 pixels a side\n"),
    ] as [([String], String)])
    func aCanvasTooLargeNamesItsOption(_ arguments: [String], _ message: String) throws {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(arguments[0] == "render" ? "out.png" : "out.gif").path
        let outcome = try TrellisProcess.run(arguments + ["-o", output])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == message)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// 16,384 points at scale 1 is the largest canvas: not refused by the check.
    @Test func theLimitItselfIsAllowed() throws {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.png").path
        let outcome = try TrellisProcess.run(["render", "--example", "wrap-demo", "--width", "16384", "--height", "20", "-o", output])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    /// The report's first line names the state, the pseudo-localisation and
    /// the shard: two shards' reports, or a pseudo-localised one, no longer
    /// read as the whole check of the scene.
    @Test func checksHeaderNamesShardAndPseudo() throws {
        let outcome = try TrellisProcess.run(["check", "Fixtures/stack-hide.yaml", "--state", "collapsed", "--pseudo", "expand",
                                              "--shard", "2/2"], directory: TestPaths.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("check Fixtures/stack-hide.yaml (state collapsed, pseudo expand, shard 2/2): "), "\(outcome.stdout)")
        let help = try TrellisProcess.run(["check", "--help"])
        let prose = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(prose.contains("--pseudo expand or rtl checks every label and button title pseudo-localised"))
        #expect(prose.contains("names the state, the pseudo-localisation and the shard when given"))
    }

    /// verify's layout.txt shows the root as large as the picture, as
    /// `trellis layout` does (min-spacing has no canvas height: the root
    /// is as tall as its content, not 0).
    @Test func layoutTextShowsTheRootAsTrellisLayoutDoes() throws {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = TestPaths.root.appendingPathComponent("Fixtures/min-spacing.yaml").path
        let record = try TrellisProcess.run(["verify", scene, "--snapshots", folder.path, "--record", "missing"])
        #expect(record.status == 0, "\(record.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("scenes/min-spacing/layout.txt"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex(of: "width 320"))
        let layout = try TrellisProcess.run(["layout", scene, "--width", "320"])
        #expect(layout.status == 0)
        let reported = try #require(layout.stdout.split(separator: "\n").first)  // "root  View  (0, 0, 320, H)"
        let frame = try #require(reported.range(of: "(")).lowerBound
        #expect(lines[header + 1] == "•<View: root> " + reported[frame...])
        #expect(!reported.hasSuffix(", 0)"))
    }

    /// The refusal verify prints is the one docs/snapshots.md shows.
    @Test func snapshotsMarkdownShowsTheRefusalOfTwoScenesOfOneName() throws {
        let folder = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = try Data(contentsOf: TestPaths.root.appendingPathComponent("Fixtures/stack-hide.yaml"))
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
            try card.write(to: folder.appendingPathComponent("\(name)/card.yaml"))
        }
        let outcome = try TrellisProcess.run(["verify", "a", "b", "--snapshots", "snaps"], directory: folder)
        #expect(outcome.status == 2)
        let message = outcome.stderr.trimmingCharacters(in: .newlines)
        let doc = try String(contentsOf: TestPaths.root.appendingPathComponent("docs/snapshots.md"), encoding: .utf8)
        let prose = doc.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(prose.contains("(`\(message)`)"), "\(message)")
    }
}

/// An unknown subcommand was "Unexpected argument 'rendr'", as if a value
/// had strayed: now named as a subcommand, with the nearest one and the list.
@Suite struct CLI31SubcommandTests {
    @Test func anUnknownSubcommandIsNamedWithTheNearest() throws {
        let outcome = try TrellisProcess.run(["rendr", "--example", "wrap-demo", "--width", "300", "-o", "/nonexistent/x.png"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "error: no subcommand named \"rendr\"; did you mean \"render\"? Valid subcommands: "
            + "solve, text, layout, check, examples, libraries, render, sweep, verify, docs\n")
        #expect(outcome.stdout.isEmpty)
    }

    /// A stray value after a real subcommand is still ArgumentParser's word.
    @Test func aStrayValueAfterASubcommandIsUnchanged() throws {
        let outcome = try TrellisProcess.run(["examples", "extra"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "error: Unexpected argument 'extra'\n")
    }
}
