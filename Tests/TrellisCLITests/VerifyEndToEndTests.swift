import Foundation
import Testing

/// `trellis verify` as a YAML user runs it.
@Suite struct VerifyEndToEndTests {
    static let snapshots = TestPaths.root.appendingPathComponent("Snapshots").path
    static let fixtures = TestPaths.root.appendingPathComponent("Fixtures").path

    /// One job and two (issue 15: scenes verified in parallel) print the
    /// same bytes.
    @Test func theCommittedReferencesMatch() throws {
        let serial = try TrellisProcess.run(["verify", Self.fixtures, "--snapshots", Self.snapshots, "--jobs", "1"])
        #expect(serial.status == 0, "\(serial.stdout)\(serial.stderr)")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures).filter { $0.hasSuffix(".yaml") }.count
        #expect(serial.stdout.contains("\(fixtures) of \(fixtures) match"))
        let parallel = try TrellisProcess.run(["verify", Self.fixtures, "--snapshots", Self.snapshots, "--jobs", "2"])
        #expect(parallel.status == 0)
        #expect(parallel.stdout == serial.stdout)
    }

    /// The stack's spacing moved from 16 to 19 on a copy: exit 1, the
    /// failures in layout terms, and an HTML report whose every image exists.
    @Test func aPerturbedCopyFailsWithAReport() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(contentsOfFile: Self.fixtures + "/stack-hide.yaml", encoding: .utf8)
        let changed = original.replacingOccurrences(of: "spacing: 16", with: "spacing: 19")
        #expect(changed != original)
        let scene = directory.appendingPathComponent("stack-hide.yaml")
        try changed.write(to: scene, atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("report")
        let outcome = try TrellisProcess.run(["verify", scene.path, "--snapshots", Self.snapshots, "--report", report.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("FAIL"))
        #expect(outcome.stdout.contains("button.y 72 → 75"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("the sweep first differs at width 200"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("pixels differ"))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("First differing width: <strong>200</strong>"))
        #expect(html.contains("class=\"slider\""))
        let sources = html.components(separatedBy: "src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(sources.count >= 3)
        for source in sources {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(String(source)).path), "\(source)")
        }
        // cli36: the pictures are named after the scene and the reference
        // (state, width), not a running number (`3-diff.png`), and are all
        // inside the report folder beside index.html.
        #expect(sources.contains("stack-hide-base-375-diff.png"), "\(sources)")
        #expect(sources.allSatisfy { $0.hasPrefix("stack-hide-") && !$0.contains("/") }, "\(sources)")
        let written = try FileManager.default.contentsOfDirectory(atPath: report.path).filter { $0.hasSuffix(".png") }
        #expect(Set(written) == Set(sources.map(String.init)), "\(written)")
    }

    /// A scene nobody recorded: the message says how; --record missing
    /// writes the references, and the next run passes.
    @Test func aNewSceneIsRecordedOnRequestOnly() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("new-scene.yaml")
        try FileManager.default.copyItem(atPath: Self.fixtures + "/stack-hide.yaml", toPath: scene.path)
        let snapshots = directory.appendingPathComponent("Snapshots").path
        // No references folder at all: one message naming it and saying how
        // to record, status 2, nothing written.
        let first = try TrellisProcess.run(["verify", scene.path, "--snapshots", snapshots])
        #expect(first.status == 2)
        #expect(first.stdout.isEmpty)
        #expect(first.stderr == "error: --snapshots: \(snapshots) does not exist, so there are no references to verify "
            + "against; give the references folder, or record them there with --record missing\n", "\(first.stderr)")
        #expect(!FileManager.default.fileExists(atPath: snapshots))
        // The folder there but empty: each scene says what it lacks and how to record it.
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: false)
        let empty = try TrellisProcess.run(["verify", scene.path, "--snapshots", snapshots])
        #expect(empty.status == 1)
        #expect(empty.stdout.contains("no references for \(scene.path)"), "\(empty.stdout)")
        #expect(empty.stdout.contains("--record missing"))
        let record = try TrellisProcess.run(["verify", scene.path, "--snapshots", snapshots, "--record", "missing"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(FileManager.default.fileExists(atPath: snapshots + "/scenes/new-scene/layout.txt"))
        #expect(FileManager.default.fileExists(atPath: snapshots + "/scenes/new-scene/collapsed-375.png"))
        let again = try TrellisProcess.run(["verify", scene.path, "--snapshots", snapshots])
        #expect(again.status == 0, "\(again.stdout)")
        // One reference gone, one written: counted in the singular.
        try FileManager.default.removeItem(atPath: snapshots + "/scenes/new-scene/layout.txt")
        let one = try TrellisProcess.run(["verify", scene.path, "--snapshots", snapshots, "--record", "missing"])
        #expect(one.status == 0, "\(one.stdout)\(one.stderr)")
        #expect(one.stdout.contains(", 1 written)"), "\(one.stdout)")
        #expect(one.stdout.hasSuffix("1 of 1 match; 1 reference written\n"), "\(one.stdout)")
    }

    @Test func badArgumentsExitTwo() throws {
        // A mode that is none of them is a usage error, named by the argument parser with the modes.
        let mode = try TrellisProcess.run(["verify", Self.fixtures, "--record", "sometimes"])
        #expect(mode.status == 64)
        #expect(mode.stderr.contains("'--record <mode>'. Please provide one of 'never', 'missing', 'failed' or 'all'."), "\(mode.stderr)")
        let missing = try TrellisProcess.run(["verify", "no-such-dir"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such-dir: no such file or directory"), "\(missing.stderr)")
        // Nothing named at all: the command line alone is wrong.
        let nothing = try TrellisProcess.run(["verify"])
        #expect(nothing.status == 64)
        #expect(nothing.stderr == "error: missing scene files (.yaml, .yml, .json, .xib, .storyboard), a directory of .yaml, .xib and .storyboard files, or --examples\n", "\(nothing.stderr)")
    }
}
