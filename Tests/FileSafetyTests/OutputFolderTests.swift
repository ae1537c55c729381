import Foundation
@testable import FileSafety
import Testing

/// What `trellis docs -o` and `verify --report` may replace, and where.
@Suite struct OutputFolderTests {
    @Test func pathsStayInsideTheirFolder() throws {
        #expect(try OutputFolder.path(in: "out", "scenes", "card", "base-320.png") == "out/scenes/card/base-320.png")
        for name in ["..", "../x", "a/b", ".hidden", ""] {
            #expect(throws: FileError.self, "\(name)") { try OutputFolder.path(in: "out", "scenes", name) }
        }
    }

    @Test func canonicalPathsCompareSpellings() throws {
        let directory = NSTemporaryDirectory() + "trellis-canonical-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/refs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: directory + "/refs")
        let refs = CanonicalPath.of(directory + "/refs")
        #expect(CanonicalPath.of(directory + "/link") == refs)
        #expect(CanonicalPath.of(directory + "/refs/../refs/./") == refs)
        #expect(CanonicalPath.of(directory + "/link/new/..") == refs)
        #expect(CanonicalPath.overlap(refs, refs + "/report"))
        #expect(CanonicalPath.overlap(refs + "/report", refs))
        #expect(!CanonicalPath.overlap(refs, refs + "-report"))
    }

    /// Issue 33: `/` contains everything (its relation to an input was
    /// reported the wrong way round: "/" + "/" is no prefix of any path).
    @Test func theRootContainsEveryPath() {
        #expect(CanonicalPath.isInside("/tmp/refs", "/"))
        #expect(!CanonicalPath.isInside("/", "/tmp/refs"))
        #expect(!CanonicalPath.isInside("/", "/"))
        #expect(OutputFolder.refusal("/", protected: [("the references folder (--snapshots)", "/tmp")])?.description
            .hasPrefix("/ contains the references folder (--snapshots) /tmp") == true)
    }

    /// Issue 33: temporary names carry the process and the host, so a later
    /// run can tell what a killed one left; nothing else parses as one.
    @Test func temporaryNamesSayWhoMadeThem() throws {
        let name = StaleTemporaries.name(for: "x.gif")
        let owner = try #require(StaleTemporaries.owner(inName: name))
        #expect(owner.pid == getpid() && owner.host == StaleTemporaries.hostTag)
        #expect(name.hasPrefix(".x.gif.trellis-\(getpid())-\(StaleTemporaries.hostTag)-") && name.hasSuffix(".tmp"))
        #expect(StaleTemporaries.owner(inName: name + ".old")?.pid == getpid())
        for other in ["x.gif", ".x.gif.trellis-12-0123456789ab.tmp", ".x.trellis-12-abcdefgh-0123456789ab.tmp",
                      ".x.trellis-+12-01234567-0123456789ab.tmp", ".x.trellis-12-01234567-0123456789ab.tmp.bak", "..trellis--01234567-0123456789ab.tmp"] {
            #expect(StaleTemporaries.owner(inName: other) == nil, "\(other)")
        }
    }

    @Test func onlyAbsentEmptyOrMarkedFoldersMayBeWritten() throws {
        let directory = NSTemporaryDirectory() + "trellis-output-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(OutputFolder.refusal(directory, protected: []) == nil)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(OutputFolder.refusal(directory, protected: []) == nil)
        try Data().write(to: URL(fileURLWithPath: directory + "/mine.txt"))
        #expect(OutputFolder.refusal(directory, protected: [])?.description.contains("Trellis did not write") == true)
        try Data().write(to: URL(fileURLWithPath: directory + "/" + OutputFolder.markerName))
        #expect(OutputFolder.refusal(directory, protected: []) == nil)
        #expect(OutputFolder.refusal(directory + "/mine.txt", protected: [])?.description.contains("is not a folder") == true)
        try FileManager.default.createSymbolicLink(atPath: directory + "-link", withDestinationPath: directory)
        defer { try? FileManager.default.removeItem(atPath: directory + "-link") }
        #expect(OutputFolder.refusal(directory + "-link", protected: [])?.description.contains("is a symlink") == true)
    }

    @Test func aFailedWriteLeavesThePreviousFolder() throws {
        let directory = NSTemporaryDirectory() + "trellis-output-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try OutputFolder.write(directory + "/out") { (staging: String) throws(FileError) in
            try AtomicFile.write(Array("one".utf8), to: staging + "/a.txt")
        }
        #expect(throws: Failure.boom) {
            try OutputFolder.write(directory + "/out", fileError: Failure.file) { (staging: String) throws(Failure) in
                try? AtomicFile.write(Array("two".utf8), to: staging + "/a.txt")
                throw Failure.boom
            }
        }
        #expect(try String(contentsOfFile: directory + "/out/a.txt", encoding: .utf8) == "one")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out"])
    }

    /// What SIGINT/SIGTERM does to a folder being replaced (without
    /// closing this process's registry: other suites write in parallel).
    @Test func interruptionPutsThePreviousOutputBack() throws {
        let directory = NSTemporaryDirectory() + "trellis-aside-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["staging", "old-a", "old-b", "b"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + name, withIntermediateDirectories: true)
        }
        // a: moved aside, its replacement not yet in place → put back.
        // b: the replacement already in place → the old one removed.
        TemporaryPaths.clean([directory + "/staging"], asides: [directory + "/old-a": directory + "/a",
                                                                 directory + "/old-b": directory + "/b"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a", "b"])
    }
}

/// A caller's own error type, which the folder's failures are wrapped into.
private enum Failure: Error, Equatable {
    case boom
    case file(FileError)
}
