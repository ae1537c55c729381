import Foundation
import Testing

/// Runs the built `trellis` as a user runs it: exit status, standard output
/// and standard error. Every end-to-end test goes through here.
///
/// Standard input is always a pipe (empty unless bytes are given), so a
/// run never reads the test runner's own input. The input is written, and
/// standard error read, on threads of their own while standard output is
/// read: a run with a large input or large outputs cannot stall on a full
/// pipe.
enum TrellisProcess {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A started `trellis`: `finish()` waits for it.
    struct Running {
        var process: Process
        var out: Pipe
        var err: Pipe
        /// Left when the input has been written and closed.
        var input: DispatchGroup

        /// Reads its outputs to the end and waits for it to exit.
        func finish() -> Outcome {
            let stderr = Collected()
            let reading = DispatchGroup()
            let err = self.err
            DispatchQueue.global().async(group: reading) { stderr.data = err.fileHandleForReading.readDataToEndOfFile() }
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            reading.wait()
            input.wait()
            process.waitUntilExit()
            return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                           stderr: String(decoding: stderr.data, as: UTF8.self))
        }
    }

    /// Starts `trellis` with `arguments` (in `directory`, when given: relative
    /// paths such as Fixtures/… then work) and feeds it `stdin`.
    static func start(_ arguments: [String], stdin: Data = Data(), directory: URL? = nil) throws -> Running {
        try start(executable: executable(), arguments: arguments, stdin: stdin, directory: directory)
    }

    /// Runs `trellis` to the end.
    static func run(_ arguments: [String], stdin: Data = Data(), directory: URL? = nil) throws -> Outcome {
        try start(arguments, stdin: stdin, directory: directory).finish()
    }

    /// Runs `script` with /bin/sh, `trellis`'s path as `$1`: for arguments
    /// a `[String]` cannot hold, such as bytes that are not UTF-8
    /// (`"$1" text "$(printf 'A\377B')"`).
    static func run(shell script: String, stdin: Data = Data(), directory: URL? = nil) throws -> Outcome {
        let trellis = try executable()
        return try start(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, "sh", trellis.path],
                         stdin: stdin, directory: directory).finish()
    }

    /// A fresh directory for outputs, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    // MARK: Running a process

    private static func executable() throws -> URL {
        try #require(TestPaths.trellisExecutable, "no trellis executable next to the test bundle; build it with swift build")
    }

    private static func start(executable: URL, arguments: [String], stdin: Data, directory: URL?) throws -> Running {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let writing = DispatchGroup()
        let writer = input.fileHandleForWriting
        DispatchQueue.global().async(group: writing) {
            writer.write(stdin)
            try? writer.close()
        }
        return Running(process: process, out: out, err: err, input: writing)
    }

    /// Bytes one thread reads and another uses once the reading group is left.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}
