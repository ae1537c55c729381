import Foundation
import Testing

/// Issue 16's numbers at the edges, through the built `trellis`: each is
/// one located message and exit status 2, nothing on standard output, no
/// trap (a trap is a signal: a status of 132 or 133 from the shell, or a
/// crash report on stderr).
@Suite struct NumberEdgesEndToEndTests {
    /// A scene whose `line` is changed: a label and a box, one metric, one state.
    static func scene(replacing old: String = "", with new: String = "") -> String {
        let yaml = """
            metrics: { gap: 8 }
            fonts:
              body: { family: DejaVu Sans, size: 16 }
            views:
              - box: {}
              - label: { text: Hi, font: body }
            constraints:
              - H:|-[label]-|
              - V:|-[label]-[box(10)]-|
              - spacing: box.width == label.width + gap
            states:
              wide:
                constants: { spacing: 40 }

            """
        return old.isEmpty ? yaml : yaml.replacingOccurrences(of: old, with: new)
    }

    func layOut(_ yaml: String, _ extra: [String] = []) throws -> TrellisProcess.Outcome {
        let directory = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try yaml.write(to: directory.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        return try TrellisProcess.run(["layout", "s.yaml", "--width", "300"] + extra, directory: directory)
    }

    @Test func theSceneItselfLaysOut() throws {
        let outcome = try layOut(Self.scene(), ["--state", "wide"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test func sceneNumbers() throws {
        let nines = String(repeating: "9", count: 308)
        let cases: [(old: String, new: String, message: String)] = [
            ("label.width + gap", "label.width + \(nines)", "s.yaml:10:41: expected a number of at most 1000000, found 999999999999… (308 digits)"),
            ("{ gap: 8 }", "{ gap: 1.7e308 }", #"s.yaml:1:17: expected the metric "gap" from -1000000 to 1000000, found 1.7e+308"#),
            ("{ spacing: 40 }", "{ spacing: 1e300 }", "s.yaml:13:27: expected a constant from -1000000 to 1000000, found 1e+300"),
            ("size: 16", "size: 3000000", "s.yaml:3:38: expected a font size greater than 0 and at most 5000, found 3000000"),
            ("metrics:", "canvas: { width: 1e300 }\nmetrics:", "s.yaml:1:18: expected the canvas width greater than 0 and at most 100000, found 1e+300"),
            ("metrics:", "sweep: { from: 100, to: 200, step: 1e-320 }\nmetrics:", "s.yaml:1:36: expected a step of at least 0.01 points, found 1e-320"),
        ]
        for c in cases {
            let yaml = Self.scene(replacing: c.old, with: c.new)
            #expect(yaml != Self.scene(), "\(c.old) is not in the scene")
            let outcome = try layOut(yaml)
            #expect(outcome.status == 2, "\(c.new)")
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr == "error: \(c.message)\n")
        }
    }

    /// Every number in range, but each view a million times wider than the
    /// one before: the 52nd is past a Double. JSON cannot say so; refused.
    @Test func aLayoutThatOverflowsIsNotPrintedAsJSON() throws {
        let views = (0..<60).map { "  - v\($0): {}" }.joined(separator: "\n")
        let constraints = ["  - v0.width == 1000000"] + (1..<60).map { "  - v\($0).width == 1000000 * v\($0 - 1).width" }
        let yaml = "views:\n\(views)\nconstraints:\n\(constraints.joined(separator: "\n"))\n"
        let outcome = try layOut(yaml, ["--json"])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("error: the layout is not finite: $.views["))
        #expect(outcome.stderr.hasSuffix("].frame.width overflows (a chain of multipliers?); nothing printed\n"))
    }

    @Test func flags() throws {
        let sweep = ["sweep", "--example", "wrap-demo", "--from", "200", "--to", "300", "-o", "/nonexistent/x.gif"]
        for (arguments, message) in [
            (sweep + ["--fps", "1e-300"], "--fps: expected a number from 0.01 to 100, found 1e-300"),
            (sweep + ["--hold-ends", "1e300"], "--hold-ends: expected a number of milliseconds from 0 to 655350, found 1e+300"),
            (["text", "--family", "DejaVu Sans", "--size", "3000000", "AB"], "--size: expected a positive number of pixels, at most 5000, found 3000000"),
        ] {
            let outcome = try TrellisProcess.run(arguments)
            #expect(outcome.status == 64, "\(arguments)")
            #expect(outcome.stderr == "error: \(message)\n")
        }
        // A step so small the sweep could not be counted: refused, naming the option, before anything is written.
        // All three widths on the command line: a usage error, as any option out of range.
        let step = try TrellisProcess.run(sweep + ["--step", "1e-320"])
        #expect(step.status == 64)
        #expect(step.stderr == "error: --step: expected at most 10000 frames, found more than can be counted (make --step larger)\n")
        let check = try TrellisProcess.run(["check", "--example", "wrap-demo", "--from", "200", "--to", "300", "--step", "1e-320"])
        #expect(check.status == 64)
        #expect(check.stderr == "error: --step: expected at most 2000 widths, found more (make --step larger)\n")
    }

    /// Any finite constant is read (issue 33): x = -1e300 is a solution.
    @Test func solveJSON() throws {
        let outcome = try TrellisProcess.run(["solve", "-"], stdin: Data(#"{"constraints": [{"terms": [[1, "x"]], "constant": 1e300, "op": "=="}]}"#.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#""values": {"x": -1e+300}"#), "\(outcome.stdout)")
        #expect(outcome.stderr.isEmpty)
    }

    /// x0 = 1000000, each next one 1000000 times the one before: every
    /// number is in range, the 60th is 1e366. Refused, never Infinity.
    @Test func solveOverflowIsRefused() throws {
        var constraints = [#"{"terms": [[1, "x0"]], "constant": -1000000, "op": "=="}"#]
        for k in 1..<60 { constraints.append(#"{"terms": [[1, "x\#(k)"], [-1000000, "x\#(k - 1)"]], "op": "=="}"#) }
        let system = #"{"constraints": [\#(constraints.joined(separator: ", "))]}"#
        let outcome = try TrellisProcess.run(["solve", "-"], stdin: Data(system.utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(!outcome.stdout.contains("Infinity") && !outcome.stdout.contains("NaN"))
        #expect(outcome.stderr.hasPrefix("error: <stdin>: the solution overflows: $.steps[0].values."))
        #expect(outcome.stderr.hasSuffix(" of the result is not a finite number; nothing printed\n"))
    }

    /// 3x = 1 holds only to 9 decimals (x is printed as 0.333333333), so
    /// with a tolerance of 0 the required constraint does not hold at the
    /// printed values: printed, named on stderr, status 1.
    @Test func aRequiredConstraintThatDoesNotHoldIsReported() throws {
        let system = #"{"constraints": [{"name": "third", "terms": [[3, "x"]], "constant": -1, "op": "=="}], "tolerance": 0}"#
        let outcome = try TrellisProcess.run(["solve", "-"], stdin: Data(system.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains(#""name": "third""#))
        #expect(outcome.stderr.hasPrefix(#"error: <stdin>: step 0: the required constraint "third" does not hold (off by "#))
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }
}

/// A reference file edited by hand: a critical width of 1e300 in
/// `layout.txt` (before issue 16, a picture of it was made and trapped).
@Suite struct ReferenceNumbersEndToEndTests {
    @Test func aCriticalWidthOutOfRange() throws {
        let snapshots = try TrellisProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: snapshots) }
        let folder = snapshots.appendingPathComponent("scenes/centered-label")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.root.appendingPathComponent("Snapshots/scenes/centered-label"), to: folder)
        let layout = folder.appendingPathComponent("layout.txt")
        var lines = try String(contentsOf: layout, encoding: .utf8).components(separatedBy: "\n")
        // Line 3 is the first critical width: "  W: label lines …".
        let colon = try #require(lines[2].firstIndex(of: ":"))
        lines[2] = "  1e300" + lines[2][colon...]
        try lines.joined(separator: "\n").write(to: layout, atomically: true, encoding: .utf8)
        let outcome = try TrellisProcess.run(["verify", "Fixtures/centered-label.yaml", "--snapshots", snapshots.path], directory: TestPaths.root)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("layout.txt:3: critical width 1e+300 is out of range (greater than 0 and at most 100000 points); no picture made for it"))
        #expect(!outcome.stderr.contains("Fatal error"))
    }
}
