import Foundation
import Glibc
@testable import FileSafety
import Testing

/// Temporary files are created exclusively, under random names, beside the
/// target; a symlink planted where one would go is never followed.
@Suite struct AtomicFileTests {
    /// A fresh folder with a "victim" file outside what is written.
    private func folder() throws -> (directory: String, victim: String) {
        let directory = NSTemporaryDirectory() + "trellis-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let victim = directory + "/victim.txt"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
        return (directory, victim)
    }

    @Test func symlinkAtTheTemporaryPathIsNotFollowed() throws {
        let (directory, victim) = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let planted = directory + "/.out.png.trellis-planted.tmp"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        let descriptor = AtomicFile.openExclusive(planted)
        if descriptor >= 0 { close(descriptor) }
        #expect(descriptor < 0 && errno == EEXIST)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
    }

    @Test func danglingSymlinkIsNotFollowedEither() throws {
        let (directory, _) = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let planted = directory + "/.out.png.trellis-planted.tmp", target = directory + "/created-through-link"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: target)
        let descriptor = AtomicFile.openExclusive(planted)
        if descriptor >= 0 { close(descriptor) }
        #expect(descriptor < 0)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// The old predictable name (`.NAME.trellis-PID.tmp`) is not used: a
    /// symlink there does not redirect the write.
    @Test func writeIgnoresASymlinkAtThePredictableName() throws {
        let (directory, victim) = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/.out.txt.trellis-\(getpid()).tmp",
                                                   withDestinationPath: victim)
        try AtomicFile.write(Array("new".utf8), to: directory + "/out.txt")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
        #expect(try String(contentsOfFile: directory + "/out.txt", encoding: .utf8) == "new")
        #expect(TemporaryPaths.current.filter { $0.hasPrefix(directory) }.isEmpty)
    }

    @Test func temporaryFilesAreBesideTheTargetRandomAndRegistered() throws {
        let (directory, _) = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try AtomicFile.create(for: directory + "/out.gif")
        let second = try AtomicFile.create(for: directory + "/out.gif")
        close(first.descriptor); close(second.descriptor)
        #expect(first.path != second.path)
        #expect(first.path.hasPrefix(directory + "/.out.gif.trellis-"))
        #expect(TemporaryPaths.current.isSuperset(of: [first.path, second.path]))
        let mode = try FileManager.default.attributesOfItem(atPath: first.path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & ~0o644 } == 0)
        // Not removeAll(): other suites write in parallel in this process.
        AtomicFile.discard(first.path)
        AtomicFile.discard(second.path)
        #expect(TemporaryPaths.current.intersection([first.path, second.path]).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: first.path))
        #expect(!FileManager.default.fileExists(atPath: second.path))
    }
}
