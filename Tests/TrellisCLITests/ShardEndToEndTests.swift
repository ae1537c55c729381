import Foundation
import Testing

/// `--shard i/n` (issue 15): verify's and docs' parts are dealt round-robin
/// over the work in the command's order, check's are runs of consecutive
/// widths, so n jobs do every item exactly once.
@Suite struct ShardEndToEndTests {
    func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(arguments, directory: TestPaths.root)
    }

    /// The scene files a verify run of Fixtures reported, in order: its
    /// "ok   Fixtures/x.yaml (…)" lines.
    func verified(_ arguments: [String]) throws -> [String] {
        let outcome = try trellis(["verify", "Fixtures", "--snapshots", "Snapshots"] + arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("FAIL ") }.map(String.init)
    }

    @Test func verifyShardsPartitionTheSuite() throws {
        let whole = try verified([])
        let sceneFiles = try FileManager.default.contentsOfDirectory(atPath: TestPaths.root.appendingPathComponent("Fixtures").path)
            .filter { $0.hasSuffix(".yaml") }
        #expect(whole.count == sceneFiles.count)
        let parts = try (1...3).map { try verified(["--shard", "\($0)/3"]) }
        // Round-robin: part i holds the items at positions i − 1, i + 2, … of the whole run.
        for (i, part) in parts.enumerated() {
            #expect(part == whole.enumerated().filter { $0.offset % 3 == i }.map(\.element))
        }
        #expect(parts.joined().sorted() == whole.sorted())
        // Dealt round-robin: the parts differ in size by at most one, the first the largest.
        #expect(parts.map(\.count) == (0..<3).map { (whole.count - $0 + 2) / 3 })
    }

    /// Three scenes, sorted by name: centered-label, min-spacing, stack-hide.
    /// Part 1 of 2 takes the first and third, part 2 the second.
    @Test func docsShardsWriteTheirPagesOnly() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenes = ["Fixtures/stack-hide.yaml", "Fixtures/min-spacing.yaml", "Fixtures/centered-label.yaml"]
        var pages: [[String]] = []
        for i in 1...2 {
            let output = directory.appendingPathComponent("part\(i)").path
            let outcome = try trellis(["docs"] + scenes + ["--shard", "\(i)/2", "-o", output])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            pages.append(try FileManager.default.contentsOfDirectory(atPath: output + "/scenes").sorted())
        }
        #expect(pages == [["centered-label", "stack-hide"], ["min-spacing"]])
    }

    /// 160…480 by 4 is 81 widths: blocks of 81·1/3 = 27 (widths 160–264),
    /// 27 (268–372) and 27 (376–480); with one job or two, the same report.
    @Test func checkShardsAreRunsOfWidths() throws {
        let check = ["check", "--example", "wrap-label-dynamic", "--from", "160", "--to", "480", "--step", "4"]
        let serial = try trellis(check + ["--jobs", "1"])
        #expect(serial.stdout.hasPrefix("check wrap-label-dynamic: 81 widths, 160 to 480\n"))
        #expect(try trellis(check + ["--jobs", "2"]).stdout == serial.stdout)
        let headers = try (1...3).map { try trellis(check + ["--shard", "\($0)/3"]).stdout.split(separator: "\n").first.map(String.init) }
        #expect(headers == ["check wrap-label-dynamic (shard 1/3): 27 widths, 160 to 264", "check wrap-label-dynamic (shard 2/3): 27 widths, 268 to 372",
                            "check wrap-label-dynamic (shard 3/3): 27 widths, 376 to 480"])
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1/3/4", "2", "0/0", "1/10001"])
    func aShardOutOfRangeIsAUsageError(_ shard: String) throws {
        for command in [["verify", "--examples"], ["docs", "--examples", "-o", "/nonexistent/never-written"], ["check", "--example", "wrap-demo"]] {
            let outcome = try trellis(command + ["--shard", shard])
            #expect(outcome.status == 64)
            #expect(outcome.stderr.hasPrefix("error: The value '\(shard)' is invalid for '--shard <i/n>': expected i/n with 1 ≤ i ≤ n ≤ 10000 (e.g. 2/4)\n"),
                    "\(outcome.stderr)")
        }
    }
}
