import Foundation
import Testing

/// Issue 16, item 4: standard streams that are closed or full. Output that
/// could not be written is never exit status 0 and never a trap: one
/// message (when standard error is there to take it) and status 74
/// (EX_IOERR); unreadable input is bad input, status 2.
@Suite struct StreamsEndToEndTests {
    /// Every command that prints to standard output, with arguments that succeed.
    static let printing: [[String]] = [
        ["examples"],
        ["libraries"],
        ["--help"],
        ["solve", "Fixtures/solver/multipliers.json"],
        ["text", "--font", "Fixtures/fonts/TrellisTest.ttf", "--size", "10", "--width", "40", "AB CD EF"],
        ["layout", "--example", "wrap-demo", "--width", "300"],
        ["layout", "--example", "wrap-demo", "--width", "300", "--json"],
        ["check", "Fixtures/min-spacing.yaml", "--from", "200", "--to", "210", "--step", "10"],
        ["verify", "Fixtures/centered-label.yaml", "--snapshots", "Snapshots"],
    ]

    func shell(_ script: String, _ arguments: [String], stdin: Data = Data()) throws -> TrellisProcess.Outcome {
        let quoted = arguments.map { "'" + $0 + "'" }.joined(separator: " ")
        return try TrellisProcess.run(shell: #""$1" \#(quoted) \#(script)"#, stdin: stdin, directory: TestPaths.root)
    }

    @Test(arguments: printing) func aFullStandardOutput(_ arguments: [String]) throws {
        let outcome = try shell("> /dev/full", arguments)
        #expect(outcome.status == 74, "\(arguments): \(outcome.stderr)")
        #expect(outcome.stderr == "error: standard output: No space left on device; the output is incomplete\n")
    }

    @Test(arguments: printing) func aClosedStandardOutput(_ arguments: [String]) throws {
        let outcome = try shell(">&-", arguments)
        #expect(outcome.status == 74, "\(arguments): \(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("error: standard output: "))
    }

    /// The same commands succeed with standard output there (the cases above
    /// fail for the stream's sake, not the arguments').
    @Test(arguments: printing) func theCommandsThemselvesSucceed(_ arguments: [String]) throws {
        let outcome = try shell("> /dev/null", arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
    }

    @Test func aClosedStandardInput() throws {
        let solve = try shell("<&-", ["solve", "-"])
        #expect(solve.status == 2)
        #expect(solve.stderr == "error: <stdin>: cannot read: Bad file descriptor\n")
        let text = try shell("<&-", ["text", "--jsonl"])
        #expect(text.status == 2)
        #expect(text.stderr == "error: stdin: cannot read: Bad file descriptor\n")
    }

    /// With standard error closed, a failure keeps its status (the message
    /// has nowhere to go), and a success that wrote nothing there is 0.
    @Test func aClosedStandardError() throws {
        let bad = try shell("2>&-", ["layout", "/nonexistent/scene.yaml"])
        #expect(bad.status == 2)
        let badJSON = try shell("2>&-", ["solve", "-"], stdin: Data("{".utf8))
        #expect(badJSON.status == 2)
        let usage = try shell("2>&-", ["layout", "--width", "-5"])
        #expect(usage.status == 64)
        let fine = try shell("2>&-", ["examples"])
        #expect(fine.status == 0)
        #expect(fine.stdout.contains("wrap-demo"))
    }

    /// A reader that goes away wanted no more (issue 33): SIGPIPE is
    /// ignored, the write fails with EPIPE, and the run ends quietly, as
    /// git and grep do: status 0, nothing on standard error.
    @Test func aClosedPipe() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let font = TestPaths.root.appendingPathComponent("Fixtures/fonts/TrellisTest.ttf").path
        let line = #"{"id": "a", "text": "AB", "font_file": ["\#(font)"], "size_px": 10}"# + "\n"
        // Far more output than a pipe holds, so writing goes on after head leaves.
        try String(repeating: line, count: 20_000).write(to: directory.appendingPathComponent("cases.jsonl"), atomically: true, encoding: .utf8)
        let outcome = try TrellisProcess.run(
            shell: #"{ "$1" text --jsonl < cases.jsonl; echo $? > status; } | head -c 1 > /dev/null; cat status"#, directory: directory)
        #expect(outcome.stdout == "0\n")
        #expect(outcome.stderr == "")
    }

    /// A command that writes files as well goes on with them when its
    /// reader leaves: `verify --record` still records every reference.
    @Test func aClosedPipeLeavesTheFilesComplete() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = ["centered-label", "min-spacing", "stack-hide"]
        let paths = scenes.map { "'" + TestPaths.root.appendingPathComponent("Fixtures/\($0).yaml").path + "'" }.joined(separator: " ")
        let outcome = try TrellisProcess.run(
            shell: #"{ "$1" verify \#(paths) --snapshots refs --record all --jobs 1; echo $? > status; } | head -c 1 > /dev/null; cat status"#,
            directory: directory)
        #expect(outcome.stdout == "0\n", "\(outcome.stderr)")
        #expect(outcome.stderr == "")
        let recorded = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/refs/scenes")
        #expect(recorded.sorted() == scenes)
    }
}
