import Foundation
import Testing

/// Issue 16, item 7: input that a script, a fuzzer or a careless CI job
/// produces, given to every command. Each case runs in a fresh folder
/// holding only the files it creates, with a sentinel file beside that
/// folder; each must end with its status and one located line on standard
/// error, no crash trace, nothing left in the folder and the sentinel as it
/// was. The cases themselves are in HostileInputCatalogue.swift.
@Suite struct HostileInputCatalogueTests {
    @Test(arguments: HostileInputCatalogue.cases)
    func refusedCleanly(_ hostile: HostileCase) throws {
        let sandbox = try TrellisProcess.temporaryDirectory()
        defer { Self.removeAll(sandbox) }
        let sentinel = sandbox.appendingPathComponent("sentinel.txt")
        let sentinelBytes = Data("a file the run must not touch\n".utf8)
        try sentinelBytes.write(to: sentinel)
        let work = sandbox.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false)
        for (path, file) in hostile.files { try file.create(at: work.appendingPathComponent(path)) }
        let before = try Self.listing(of: work)

        let outcome: TrellisProcess.Outcome
        if let script = hostile.shell {
            // `timeout`: a run that hangs fails the case (status 124) instead of the suite.
            outcome = try TrellisProcess.run(shell: script, stdin: hostile.stdin, directory: work)
        } else {
            outcome = try TrellisProcess.run(hostile.arguments, stdin: hostile.stdin, directory: work)
        }

        // Never a crash, whatever else the case expects.
        for trace in ["Fatal error", "Stack dump", "Illegal instruction", "Segmentation", "💣", "Trace/breakpoint"] {
            #expect(!outcome.stderr.contains(trace), "\(outcome.stderr)")
        }
        #expect(try Self.listing(of: work) == before, "files left or changed in the folder")
        #expect(FileManager.default.contents(atPath: sentinel.path) == sentinelBytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path).sorted() == ["sentinel.txt", "work"])

        let checks = {
            #expect(outcome.status == hostile.status, "\(outcome.stderr)")
            switch hostile.report {
            case .standardError:
                #expect(outcome.stderr.hasPrefix(hostile.lines == 1 ? "error: " : "note: "), "\(outcome.stderr)")
                #expect(outcome.stderr.hasSuffix("\n") && outcome.stderr.split(separator: "\n").count == hostile.lines,
                        "expected \(hostile.lines) line(s): \(outcome.stderr)")
                #expect(outcome.stderr.contains(hostile.message), "\(outcome.stderr)")
            case .standardOutput:
                #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
                #expect(outcome.stdout.contains(hostile.message), "\(outcome.stdout)")
            }
        }
        if let bug = hostile.knownIssue {
            withKnownIssue(Comment(rawValue: bug)) { checks() }
        } else {
            checks()
        }
    }

    /// Every entry under `folder` (hidden ones too) with its kind and, for a
    /// regular file, its bytes.
    static func listing(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let manager = FileManager.default
        for relative in try manager.subpathsOfDirectory(atPath: folder.path) {
            let full = folder.appendingPathComponent(relative).path
            let attributes = try manager.attributesOfItem(atPath: full)
            let type = attributes[.type] as? FileAttributeType
            var entry = Data((type?.rawValue ?? "?").utf8)
            if type == .typeRegular, let bytes = manager.contents(atPath: full) { entry += bytes }
            result[relative] = entry
        }
        return result
    }

    /// Removes the sandbox, read-only folders included.
    static func removeAll(_ folder: URL) {
        let manager = FileManager.default
        for relative in (try? manager.subpathsOfDirectory(atPath: folder.path)) ?? [] {
            _ = try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent(relative).path)
        }
        try? manager.removeItem(at: folder)
    }
}

/// One hostile input: what is run, in a folder holding `files`, and what
/// must come of it.
struct HostileCase: Sendable, CustomTestStringConvertible {
    enum Report: Sendable {
        /// One `error: ` line on standard error.
        case standardError
        /// A failure reported on standard output (verify's form), standard error empty.
        case standardOutput
    }

    var name: String
    var arguments: [String] = []
    /// Run with /bin/sh, `$1` being trellis, instead of `arguments`.
    var shell: String?
    var stdin = Data()
    var files: [String: HostileFile] = [:]
    var status: Int32 = 2
    var message: String
    var report = Report.standardError
    /// Lines on standard error: one `error: `, after notes (`note: `) if more.
    var lines = 1
    /// The bug that makes the case fail today, if any.
    var knownIssue: String?

    var testDescription: String { name }
}

/// A file a case creates before running.
enum HostileFile: Sendable {
    case text(String)
    case bytes([UInt8])
    case fifo
    case folder
    case symlink(to: String)
    /// `bytes`, then a hole up to `size` bytes: a file that claims a size
    /// without taking the disk (a 1 GB reference PNG).
    case sparse([UInt8], size: Int)

    func create(at url: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch self {
        case let .text(text): try Data(text.utf8).write(to: url)
        case let .bytes(bytes): try Data(bytes).write(to: url)
        case .fifo: try #require(mkfifo(url.path, 0o600) == 0)
        case .folder: try manager.createDirectory(at: url, withIntermediateDirectories: true)
        case let .symlink(target): try manager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        case let .sparse(bytes, size):
            try Data(bytes).write(to: url)
            try #require(truncate(url.path, off_t(size)) == 0)
        }
    }
}
