import Foundation
import Testing

/// `trellis render` and `trellis sweep` as a user runs them: files appear
/// only when everything worked, and the same command writes the same bytes.
@Suite struct RenderEndToEndTests {
    @Test func renderWritesTheSamePNGTwice() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.png").path, b = directory.appendingPathComponent("b.png").path
        for path in [a, b] {
            let outcome = try TrellisProcess.run(["render", "--example", "breakable-constraints", "--width", "375", "-o", path])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stderr.isEmpty)
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: a))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: b))))
        // Only the two files: no temporary file left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a.png", "b.png"])
    }

    @Test func sweepWritesTheSameGIFTwice() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [Data] = []
        for name in ["a.gif", "b.gif"] {
            let path = directory.appendingPathComponent(name).path
            let outcome = try TrellisProcess.run(["sweep", "--example", "wrap-label-dynamic", "--from", "200", "--to", "240",
                                                  "--step", "20", "--quiet", "-o", path])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(Array(outputs[0].prefix(6)) == Array("GIF89a".utf8))
        #expect(outputs[0] == outputs[1])
    }

    /// Each bad invocation: one message, a non-zero exit, no file.
    @Test(arguments: [
        (["render", "--example", "no-such", "--width", "300"], 2, "error: --example: no example named \"no-such\""),
        (["render", "--example", "breakable-constraints", "--width", "300", "--state", "nope"], 2, "error: --state:"),
        (["render", "--example", "breakable-constraints", "--width", "wide"], 64, "error: The value 'wide' is invalid for '--width <points>'"),
        (["render", "--example", "breakable-constraints", "--width", "30000"], 2,
         "error: --width: 30000 points make a canvas 30000 pixels wide; a canvas may be at most 16384 pixels a side"),
        (["sweep", "--example", "breakable-constraints", "--from", "200", "--to", "300", "--step", "0"], 64,
         "error: --step: expected a number of points other than 0, found 0"),
        (["sweep", "--example", "breakable-constraints", "--from", "200", "--to", "300", "--step", "-2"], 64,
         "error: --step: -2 goes the wrong way from 200 to 300"),
        (["sweep", "--example", "breakable-constraints", "--from", "1", "--to", "20001", "--step", "1"], 64, "error: --step: expected at most 10000 frames, found 20001 (make --step larger)"),
        (["render", "--example", "wrap-demo", "--width", "300", "--overlay", "frames,frams"], 64,
         "error: The value 'frames,frams' is invalid for '--overlay <list>': no overlay named \"frams\"; did you mean \"frames\"?"),
        (["sweep", "--example", "breakable-constraints", "--states", "base", "--width", "300"], 64,
         "error: The value 'base' is invalid for '--states <a,b>': expected at least two states separated by commas"),
        (["sweep", "--example", "breakable-constraints", "--states", "base,colapsed", "--width", "300"], 2,
         "error: --states: no state named \"colapsed\"; did you mean \"collapsed\"?"),
        (["sweep", "--example", "breakable-constraints", "--states", "base,collapsed"], 64, "error: --width: missing"),
        (["sweep", "--example", "breakable-constraints", "--states", "base,collapsed", "--width", "300", "--tween", "x"], 64,
         "error: The value 'x' is invalid for '--tween <n>'"),
        (["sweep", "--example", "breakable-constraints", "--from", "200", "--to", "300", "--width", "300"], 64, "error: --width:"),
    ] as [([String], Int32, String)])
    func badInvocations(arguments: [String], status: Int32, message: String) throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.png").path  // an extension both render and sweep accept
        let outcome = try TrellisProcess.run(arguments + ["-o", output])
        #expect(outcome.status == status)
        #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A folder that exists but takes no new file (/proc: no file can be
    /// made there, even by root): the write fails, status 1. (A folder
    /// that does not exist is a bad argument, NewUserEndToEndTests.)
    @Test func anUnwritablePathLeavesNothing() throws {
        let outcome = try TrellisProcess.run(["render", "--example", "breakable-constraints", "--width", "300",
                                              "-o", "/proc/out.png"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("error: cannot write /proc/out.png"), "\(outcome.stderr)")
    }

    /// `--critical` prints each width where the layout changes shape; the
    /// label's line count, read back through `trellis layout`, really does
    /// change there (just below it and at it).
    @Test func criticalWidthsAreWhereTheLabelRewraps() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("c.gif").path
        let outcome = try TrellisProcess.run(["sweep", "--example", "wrap-label-dynamic", "--from", "160", "--to", "480",
                                              "--step", "40", "--critical", "--quiet", "-o", path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let rewraps = lines.filter { $0.contains("label lines") }
        #expect(rewraps.count >= 2, "\(outcome.stdout)")
        var previous = 160.0
        for line in rewraps {
            let width = try #require(Double(line.prefix { $0 != ":" }), "\(line)")
            #expect(width > previous && width <= 480)
            previous = width
            let counts = try #require(line.firstRange(of: "label lines ").map { line[$0.upperBound...] })
                .prefix { $0 != ";" }.split(separator: " ")
            let before = try lineCount(at: width - 1.0 / 32), after = try lineCount(at: width)
            #expect("\(before)" == counts[0] && "\(after)" == counts[2], "\(line): \(before) → \(after)")
        }
        #expect(FileManager.default.fileExists(atPath: path))
    }

    private func lineCount(at width: Double) throws -> Int {
        let outcome = try TrellisProcess.run(["layout", "--example", "wrap-label-dynamic", "--width", "\(width)", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        let label = try #require(views.first { $0["name"] as? String == "label" })
        return try #require(label["lines"] as? [Any]).count
    }

    /// `--states` writes a looping GIF; the same command twice, the same bytes.
    @Test func statesAnimateDeterministically() throws {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [Data] = []
        for name in ["a.gif", "b.gif"] {
            let path = directory.appendingPathComponent(name).path
            let outcome = try TrellisProcess.run(["sweep", "--example", "breakable-constraints", "--states", "base,collapsed",
                                                  "--width", "320", "--tween", "3", "-o", path])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(Array(outputs[0].prefix(6)) == Array("GIF89a".utf8))
        #expect(outputs[0] == outputs[1])
    }
}
