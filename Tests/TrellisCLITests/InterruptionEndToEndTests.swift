import Foundation
import Testing

/// SIGINT, SIGTERM or SIGHUP (a terminal closed, issue 33) in the middle
/// of a sweep: the temporary file is removed and the exit status is the
/// shell's for that signal.
@Suite struct InterruptionEndToEndTests {
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func interruptedSweepLeavesNothing(signal: Int32, status: Int32) throws {
        let directory = NSTemporaryDirectory() + "trellis-interrupt-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Long enough to be caught while the GIF is being written. The wait
        // below ends when the file appears or the process ends; its cap (five
        // minutes) only guards against a hang, since a loaded CI machine may
        // take far longer than this one to reach the writing.
        let running = try TrellisProcess.start(["sweep", "--example", "wrap-demo", "--from", "200", "--to", "2000",
                                                "--step", "1", "-o", directory + "/x.gif"])
        var sawTemporary = false
        for _ in 0..<6000 where running.process.isRunning {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            if names.contains(where: { $0.hasPrefix(".x.gif.trellis-") }) { sawTemporary = true; break }
            usleep(50_000)
        }
        try #require(sawTemporary, "the sweep never started writing")
        kill(running.process.processIdentifier, signal)
        let outcome = running.finish()
        #expect(outcome.status == status)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    /// Interrupted while the new gallery is being written beside the old
    /// one: the temporary folder goes, the previous gallery stays as it was.
    @Test func interruptedGalleryLeavesThePreviousOne() throws {
        let directory = NSTemporaryDirectory() + "trellis-interrupt-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let gallery = directory + "/gallery"
        let first = try TrellisProcess.run(["docs", "Fixtures/centered-label.yaml", "-o", gallery], directory: TestPaths.root)
        try #require(first.status == 0, "\(first.stderr)")
        let before = try FileManager.default.subpathsOfDirectory(atPath: gallery).sorted()
        let index = FileManager.default.contents(atPath: gallery + "/index.html")

        let running = try TrellisProcess.start(["docs", "Fixtures", "--examples", "-o", gallery], directory: TestPaths.root)
        var sawTemporary = false
        for _ in 0..<6000 where running.process.isRunning {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            if names.contains(where: { $0.hasPrefix(".gallery.trellis-") }) { sawTemporary = true; break }
            usleep(50_000)
        }
        try #require(sawTemporary, "the gallery was never started")
        usleep(300_000)  // some pages written into the temporary folder
        kill(running.process.processIdentifier, SIGTERM)
        #expect(running.finish().status == 143)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["gallery"])
        #expect(try FileManager.default.subpathsOfDirectory(atPath: gallery).sorted() == before)
        #expect(FileManager.default.contents(atPath: gallery + "/index.html") == index)
    }
}

