import Foundation
import Testing

/// The README's two commands, `scripts/demo` and `scripts/test`, answer
/// `--help` and refuse a stray argument before doing anything: each runs
/// from a copy alone in a fresh directory, so a script that went on to its
/// work (scripts/setup, apt, builds, the whole suite) fails at once there
/// instead of printing its help.
@Suite struct ReadmeScriptsArgumentsTests {
    @Test(arguments: ["demo", "test"])
    func helpAndAStrayArgument(script: String) throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scripts = directory.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.root.appendingPathComponent("scripts/\(script)"),
                                         to: scripts.appendingPathComponent(script))

        let help = try TrellisProcess.run(shell: "bash scripts/\(script) --help", directory: directory)
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.hasPrefix("scripts/\(script) — "))
        #expect(help.stdout.contains("Arguments: none"))
        #expect(help.stderr.isEmpty)

        let stray = try TrellisProcess.run(shell: "bash scripts/\(script) --hepl", directory: directory)
        #expect(stray.status == 2)
        #expect(stray.stdout.isEmpty)
        #expect(stray.stderr == "\(script): unknown argument --hepl (scripts/\(script) takes none; see scripts/\(script) --help)\n")
    }
}
