import Foundation
import Testing

/// Runs the built `trellis` as a user runs it.
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

        /// Reads its outputs to the end and waits for it to exit.
        func finish() -> Outcome {
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                           stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    /// Starts `trellis` with `arguments` (in `directory`, when given: relative
    /// paths such as Fixtures/… then work) and feeds it `stdin`.
    static func start(_ arguments: [String], stdin: Data? = nil, directory: URL? = nil) throws -> Running {
        let executable = try #require(TestPaths.trellisExecutable, "no trellis executable next to the test bundle; build it with swift build")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        if stdin != nil { process.standardInput = input }
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(stdin)
            try input.fileHandleForWriting.close()
        }
        return Running(process: process, out: out, err: err)
    }

    /// Runs `trellis` to the end.
    static func run(_ arguments: [String], stdin: Data? = nil, directory: URL? = nil) throws -> Outcome {
        try start(arguments, stdin: stdin, directory: directory).finish()
    }

    /// A fresh directory for outputs, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
