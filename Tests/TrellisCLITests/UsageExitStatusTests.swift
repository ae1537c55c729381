import Foundation
import Testing
import TrellisCLI

/// The exit codes table (docs/reliability.md, "Exit codes") for the
/// command line alone: every subcommand answers an unknown option, and each
/// of them a missing argument, with one line and status 64 (EX_USAGE),
/// writing nothing; a value wrong for the input it names stays 2. Before,
/// `trellis solve` without its file said 64 while `trellis layout` without
/// a scene, `text` without its text and `docs` without `-o` said 2; and
/// until noticed32 an option the scene could have made up for (`--width`,
/// `--from`, `--to`) said 2 when missing, where `-o` said 64.
@Suite struct UsageExitStatusTests {
    /// Run in an empty folder, so that anything written would show.
    func trellis(_ arguments: [String]) throws -> (outcome: TrellisProcess.Outcome, written: [String]) {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try TrellisProcess.run(arguments, directory: directory)
        return (outcome, try FileManager.default.contentsOfDirectory(atPath: directory.path))
    }

    @Test func everySubcommandRefusesAnUnknownOptionWith64() throws {
        for command in TrellisCommand.configuration.subcommands {
            let name = command.configuration.commandName!
            let (outcome, written) = try trellis([name, "--no-such-option"])
            #expect(outcome.status == 64, "trellis \(name) --no-such-option: \(outcome.status) \(outcome.stderr)")
            #expect(outcome.stderr.hasPrefix("error: ") && outcome.stderr.filter { $0 == "\n" }.count == 1, "\(outcome.stderr)")
            #expect(outcome.stdout.isEmpty && written.isEmpty, "trellis \(name) wrote \(written) \(outcome.stdout)")
        }
    }

    static let fixture = TestPaths.root.appendingPathComponent("Fixtures/stack-hide.yaml").path

    /// A missing argument, or two that exclude each other: 64, one line naming it.
    @Test(arguments: [
        (["solve"], "error: Missing expected argument '<file>'"),
        (["layout", "--width", "300"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; "),
        (["check"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; "),
        (["render", "--width", "300", "-o", "o.png"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; "),
        (["sweep", "--from", "200", "--to", "300", "-o", "o.gif"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; "),
        // Each command alone: what is missing first, never an option's name.
        (["layout"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; "),
        (["render"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; "),
        (["sweep"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; "),
        (["docs"], "error: missing scene files (.yaml, .yml, .json, .xib, .storyboard), a directory of .yaml, .xib and .storyboard files, or --examples"),
        (["render", fixture, "--width", "300"], "error: --output: missing: "),
        (["sweep", fixture, "--from", "200", "--to", "300"], "error: --output: missing: "),
        (["docs", fixture], "error: --output: missing: "),
        (["docs", "-o", "gallery"], "error: missing scene files (.yaml, .yml, .json, .xib, .storyboard), a directory of .yaml, .xib and .storyboard files, or --examples"),
        (["verify"], "error: missing scene files (.yaml, .yml, .json, .xib, .storyboard), a directory of .yaml, .xib and .storyboard files, or --examples"),
        (["text", "--family", "DejaVu Sans", "--size", "12"], "error: TEXT: missing: "),
        (["text", "--family", "DejaVu Sans", "hi"], "error: --size: missing: "),
        (["text", "--size", "12", "hi"], "error: --font: missing: "),
        (["layout", fixture, "--example", "shrink-wrap"], "error: --example: give a scene file or --example, not both"),
        // An option the scene does not make up for (an example has no canvas
        // width or sweep): missing, 64, as -o is (noticed32; these were 2).
        (["layout", "--example", "shrink-wrap"], "error: --width: missing: give the root's width in points"),
        (["render", "--example", "shrink-wrap", "-o", "o.png"], "error: --width: missing: give the root's width in points"),
        (["sweep", "--example", "wrap-demo", "-o", "o.gif"], "error: --from: missing: give the first width in points"),
        (["sweep", "--example", "wrap-demo", "--from", "200", "-o", "o.gif"], "error: --to: missing: give the last width in points"),
        (["sweep", "--example", "wrap-demo", "--from", "200", "--to", "300", "--width", "300", "-o", "o.gif"],
         "error: --width: a sweep takes --from and --to; --width goes with --states"),
        (["sweep", "--example", "breakable-constraints", "--states", "base,collapsed", "--critical", "-o", "o.gif"],
         "error: --critical: --critical sweeps widths; it cannot go with --states"),
        (["check", "--against-ib", TestPaths.root.appendingPathComponent("Fixtures/ib/two-cards.xib").path, "--from", "300", "--to", "320"], "error: --against-ib: compares whole files"),
    ])
    func aMissingArgumentIs64(arguments: [String], message: String) throws {
        let (outcome, written) = try trellis(arguments)
        #expect(outcome.status == 64, "\(arguments): \(outcome.status) \(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty && written.isEmpty, "\(arguments) wrote \(written) \(outcome.stdout)")
    }

    /// Wrong for what it names, not for the command line: 2.
    @Test(arguments: [
        (["layout", "--example", "nope", "--width", "300"], "error: --example: no example named \"nope\""),
        (["verify", fixture, "--snapshots", "/nonexistent-trellis-references"],
         "error: --snapshots: /nonexistent-trellis-references does not exist, so there are no references to verify against"),
    ])
    func aValueWrongForItsInputIs2(arguments: [String], message: String) throws {
        let (outcome, written) = try trellis(arguments)
        #expect(outcome.status == 2, "\(arguments): \(outcome.status) \(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty && written.isEmpty, "\(arguments) wrote \(written) \(outcome.stdout)")
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-trellis-references"))
    }
}
