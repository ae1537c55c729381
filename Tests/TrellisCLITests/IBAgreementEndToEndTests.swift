import Foundation
import Testing
import TrellisTestSupport

/// `trellis check --against-ib PATH…`: Interface Builder files compared with
/// the frames IB saved (issue 31, item 4), on any folder a user has. The
/// files are Fixtures/ib/two-cards.xib and a copy whose bar has an optional
/// height: frames worked out by hand from the constraints in the files.
@Suite struct IBAgreementEndToEndTests {
    func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(arguments, directory: TestPaths.root)
    }

    /// A folder holding two-cards.xib as it is and `optional.xib`, where
    /// bar-1's height of 50 is at priority 750 and IB's saved height 40:
    /// the frames still satisfy every required constraint, so the hierarchy
    /// is compared, and Trellis lays the bar out 50 tall.
    func folder() throws -> URL {
        let directory = try TrellisProcess.temporaryDirectory()
        let cards = try String(contentsOf: TestPaths.root.appendingPathComponent("Fixtures/ib/two-cards.xib"), encoding: .utf8)
        try cards.write(to: directory.appendingPathComponent("two-cards.xib"), atomically: true, encoding: .utf8)
        let optional = cards
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="10" width="280" height="50"/>"#,
                                  with: #"<rect key="frame" x="20" y="10" width="280" height="40"/>"#)
            .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="50" id="bar-1-h"/>"#,
                                  with: #"<constraint firstAttribute="height" constant="50" priority="750" id="bar-1-h"/>"#)
        #expect(optional != cards)
        try optional.write(to: directory.appendingPathComponent("optional.xib"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func aFolderIsComparedFileByFile() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try trellis(["check", "--against-ib", directory.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        // Four views under the roots (bar-1 and dot-2 in each file), no text: three agree.
        #expect(outcome.stdout.hasPrefix("<!-- trellis check --against-ib -->\n"))
        #expect(outcome.stdout.contains("| laid out by constraints, not text-dependent | 4 | 3 | 75 % |\n"))
        #expect(outcome.stdout.contains("| optional.xib | 2/2 | 1/2 | 0/0 | 0/0 |\n| two-cards.xib | 2/2 | 2/2 | 0/0 | 0/0 |\n"))
        #expect(outcome.stdout.contains("- optional.xib:11 view bar-1: saved (20, 10, 280, 40), Trellis (20, 10, 280, 50)\n"))
    }

    @Test func strictExitsOneOnAMissAndZeroWithout() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try trellis(["check", "--against-ib", directory.appendingPathComponent("optional.xib").path, "--strict"])
        #expect(missing.status == 1, "\(missing.stderr)")
        let clean = try trellis(["check", "--against-ib", "Fixtures/ib/two-cards.xib", "--strict"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.contains("| laid out by constraints, not text-dependent | 2 | 2 | 100 % |\n"))
    }

    @Test(arguments: [
        (["check", "--against-ib", "Fixtures/ib/nope"], "error: --against-ib: Fixtures/ib/nope: no such file or directory"),
        (["check", "--against-ib", "Fixtures/min-spacing.yaml"],
         "error: --against-ib: Fixtures/min-spacing.yaml: expected a .xib or .storyboard file, or a directory of them"),
        (["check", "--against-ib", "Fixtures/ib/two-cards.xib", "--from", "300", "--to", "320"],
         "error: --against-ib: compares whole files at IB's sizes; give it alone (with --strict at most)"),
    ])
    func badInputIsOneMessage(_ arguments: [String], _ message: String) throws {
        let outcome = try trellis(arguments)
        // Other options beside --against-ib: the command line alone is wrong (64).
        #expect(outcome.status == (message.hasSuffix("give it alone (with --strict at most)") ? 64 : 2), "\(arguments)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == message + "\n")
    }

    @Test func anUnreadableFileStopsItBeforeAnyOutput() throws {
        let outcome = try trellis(["check", "--against-ib", "Fixtures/ib/two-cards.xib", "Fixtures/ib/bad"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("error: Fixtures/ib/bad/not-closed.xib:"))
    }
}
