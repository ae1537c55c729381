import Foundation
import JSONSupport
import Testing

/// `trellis-bench scale --only tree`, run as a user runs it: its options,
/// the hidden `--tree-child` that lays out one tree in a process of its
/// own, and the JSON document's shape. No timing is asserted (speed lives
/// in the bench's output, not in a test): only that times are there.
@Suite struct BenchScaleTreeEndToEndTests {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `trellis-bench` built beside `trellis` (swift build builds both).
    func bench(_ arguments: [String]) throws -> Outcome {
        let trellis = try #require(TestPaths.trellisExecutable, "no trellis executable next to the test bundle; build with swift build")
        let executable = trellis.deletingLastPathComponent().appendingPathComponent("trellis-bench")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "no trellis-bench beside \(trellis.path)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error on a thread of its own, so neither pipe can fill.
        final class Collected: @unchecked Sendable { var data = Data() }
        let stderr = Collected(), reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { stderr.data = err.fileHandleForReading.readDataToEndOfFile() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                       stderr: String(decoding: stderr.data, as: UTF8.self))
    }

    func numbers(_ value: JSONValue?) -> [Double]? {
        guard case let .array(items)? = value else { return nil }
        let numbers = items.compactMap { item -> Double? in if case let .number(x) = item { return x } else { return nil } }
        return numbers.count == items.count ? numbers : nil
    }

    @Test func treeChildAfterNeedsTreeChild() throws {
        let outcome = try bench(["scale", "--tree-child-after", "100"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("--tree-child-after needs --tree-child"))
    }

    @Test(arguments: [["--tree-child", "3"], ["--tree-child", "100", "--tree-child-after", "200000"]])
    func treeChildSizeOutOfRange(_ arguments: [String]) throws {
        let outcome = try bench(["scale"] + arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("is not a tree size from 4 to 100000"))
    }

    @Test func unknownOptionFails() throws {
        let outcome = try bench(["scale", "--only", "tree", "--no-such-option"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("--no-such-option"))
    }

    /// One child: 8 views (two rows) after an unmeasured 4-view tree.
    @Test func treeChildPrintsOneSample() throws {
        let outcome = try bench(["scale", "--tree-child", "8", "--tree-child-after", "4"])
        #expect(outcome.status == 0)
        let sample = try JSONParser.parse(Array(outcome.stdout.utf8))
        #expect(sample["views"] == .number(8))
        #expect(sample["after"] == .array([.number(4)]))
        for key in ["wall_ms", "cpu_ms", "warm_wall_ms", "warm_cpu_ms", "solver_wall_ms", "solver_cpu_ms"] {
            guard case let .number(ms)? = sample[key] else { Issue.record("no \(key) in \(outcome.stdout)"); continue }
            #expect(ms > 0, "\(key)")
        }
        guard case let .number(faults)? = sample["minor_faults"] else { Issue.record("no minor_faults"); return }
        #expect(faults >= 0)
    }

    @Test func treeDocumentHasOneEntryPerSize() throws {
        let outcome = try bench(["scale", "--only", "tree", "--views", "100", "--rounds", "1", "--no-kiwi", "--json", "-"])
        #expect(outcome.status == 0)
        let document = try JSONParser.parse(Array(outcome.stdout.utf8))
        #expect(document["benchmark"] == .string("scale"))
        let tree = try #require(document["tree"])
        #expect(tree["views"] == .array([.number(100)]))
        #expect(tree["rounds"] == .number(1))
        #expect(tree["measured_in"] == .string("a fresh process per size and round"))
        for key in ["median_ms", "cpu_median_ms", "solver_median_ms", "solver_cpu_median_ms", "warm_median_ms", "warm_cpu_median_ms",
                    "process_peak_mb_median"] {
            let values = try #require(numbers(tree[key]), "\(key)")
            #expect(values.count == 1 && values[0] > 0, "\(key)")
        }
        #expect(numbers(tree["minor_faults_median"])?.count == 1)
        #expect(tree["kiwi_median_ms"] == .array([.null]))
        #expect(tree["kiwi_not_run"] == .string("--no-kiwi"))
        // One size: no exponent.
        #expect(tree["exponent"] == nil)
        #expect(outcome.stderr.contains("kiwi: not run (--no-kiwi)"))
    }

    /// kiwi's side through a stand-in script: its median in the column
    /// where it ran, and the reason where it did not.
    @Test func kiwiColumnAndWhereItDidNotRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("kiwi.py")
        try #"print('{"engine": "stand-in", "repeats": 1, "samples_ms": [12.5], "median_ms": 12.5, "cpu_median_ms": 3.5}')"#
            .write(to: script, atomically: true, encoding: .utf8)
        let outcome = try bench(["scale", "--only", "tree", "--views", "4", "--views", "8", "--rounds", "1",
                                 "--kiwi-views", "4", "--kiwi-script", script.path, "--work-directory", directory.path, "--json", "-"])
        #expect(outcome.status == 0)
        let tree = try #require(try JSONParser.parse(Array(outcome.stdout.utf8))["tree"])
        #expect(tree["kiwi_median_ms"] == .array([.number(12.5), .null]))
        #expect(tree["kiwi_cpu_median_ms"] == .array([.number(3.5), .null]))
        #expect(tree["kiwi_engine"] == .string("stand-in"))
        #expect(tree["kiwi_views"] == .number(4))
        #expect(outcome.stderr.contains("kiwi      12.50 ms (CPU 3.50)"))
        // The estimate by hand: 12.5 ms at 4 views, times (8 / 4)³.
        #expect(outcome.stderr.contains("kiwi: not run at 8 views: above --kiwi-views 4 (kiwi is cubic on this tree, so about "
                                        + "0.10 s at 8 views from its 0.01 s at 4; a larger --kiwi-views runs it)"))
    }

    @Test func missingKiwisolverSaysHowToInstall() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("kiwi.py")
        // A stand-in that fails as kiwi_tree.py does where kiwisolver is not
        // installed (python's own message for the missing module).
        try "raise ModuleNotFoundError(\"No module named 'kiwisolver'\")\n".write(to: script, atomically: true, encoding: .utf8)
        let outcome = try bench(["scale", "--only", "tree", "--views", "4", "--rounds", "1", "--kiwi-script", script.path,
                                 "--work-directory", directory.path])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("kiwi: not run (kiwisolver is not installed for python3; install it with: "
                                        + "python3 -m pip install --user kiwisolver"))
    }
}
