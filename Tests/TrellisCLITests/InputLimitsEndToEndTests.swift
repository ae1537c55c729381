import Foundation
import Testing

/// Input that never ends (/dev/zero as a file or as standard input) or a
/// path that is no file: each command stops at its documented limit with
/// one message naming it and status 2, instead of gathering bytes until the
/// memory runs out, or blocking on a FIFO forever.
@Suite struct InputLimitsEndToEndTests {
    @Test(arguments: [
        (["solve", "/dev/zero"], "error: /dev/zero: larger than 64 MiB (ConstraintSystemParser.maximumFileBytes)\n"),
        (["render", "/dev/zero", "--width", "300", "-o", "/dev/null"],
         "error: /dev/zero: is larger than 8 MiB (SceneLimits.maximumFileBytes); expected a scene file\n"),
    ])
    func endlessFiles(arguments: [String], message: String) throws {
        let outcome = try TrellisProcess.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == message)
        #expect(outcome.stdout.isEmpty)
    }

    @Test(arguments: [
        ("\"$1\" solve - < /dev/zero", "error: <stdin>: larger than 64 MiB (ConstraintSystemParser.maximumFileBytes)\n"),
        ("\"$1\" text --jsonl < /dev/zero",
         "error: stdin:1:1: a line longer than 16777216 bytes (TextJSONLines.maximumLineBytes); expected one case of at most that size per line\n"),
    ])
    func endlessStandardInput(script: String, message: String) throws {
        let outcome = try TrellisProcess.run(shell: script)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == message)
    }

    /// A FIFO with no writer given as a font: refused at once, not opened.
    @Test func aFIFOAsAFont() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("font.ttf").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let outcome = try TrellisProcess.run(["text", "--font", fifo, "--size", "10", "--width", "40", "AB"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: --font: \(fifo): is a FIFO; fonts are read from regular files only\n")
    }
}
