import Foundation
import Testing
import TrellisTestSupport

/// `trellis layout|render|sweep SCENE.yaml` and `trellis check`, run as a
/// user runs them. Fixtures/breakable-constraints.yaml is in the test font,
/// so its numbers are exact (see Tests/SceneTests/FixtureTests.swift).
@Suite struct SceneEndToEndTests {
    /// `trellis`, run from the repository's root.
    func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(arguments, directory: TestPaths.root)
    }

    /// A scene written to a temporary file, removed after `body`.
    func withScene<T>(_ yaml: String, _ body: (String) throws -> T) throws -> T {
        let path = NSTemporaryDirectory() + "trellis-scene-\(UUID().uuidString).yaml"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    func temporaryPath(_ suffix: String) -> String { NSTemporaryDirectory() + "trellis-\(UUID().uuidString)" + suffix }

    static let breakable = "Fixtures/breakable-constraints.yaml"

    @Test func layoutTakesASceneAndItsCanvasWidth() throws {
        let outcome = try trellis(["layout", Self.breakable])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("""
            root  View  (0, 0, 375, 174)
              myView  View  (8, 8, 359, 64)
                label  Label  (16, 16, 343, 10)
                  | Some text |  width 85  baseline 24
                button  Button  (137.5, 42, 100, 22)
              adjustButton  Button  (137.5, 152, 100, 22)
            conflicts: none
            ambiguous: none
            """))
    }

    @Test func layoutAppliesASceneState() throws {
        let outcome = try trellis(["layout", Self.breakable, "--width", "200", "--state", "collapsed", "--json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains(#""name": "myView",\#n      "type": "View",\#n      "frame": {"x": 8, "y": 8, "width": 184, "height": 26}"#))
        #expect(outcome.stdout.contains(#""name": "button",\#n      "type": "Button","#))
        #expect(outcome.stdout.contains(#""hidden": true"#))
    }

    @Test(arguments: [
        (["layout", breakable, "--example", "shrink-wrap"], "error: --example: give a scene file or --example, not both"),
        (["layout", "Fixtures/none.yaml"], "error: Fixtures/none.yaml: no such file or directory"),
        (["layout", breakable, "--state", "colapsed"],
         #"error: --state: Fixtures/breakable-constraints.yaml has no state named "colapsed"; did you mean "collapsed"? Valid states: collapsed"#),
        (["render", "Fixtures/none.yaml", "-o", "/tmp/never.png"], "error: Fixtures/none.yaml: no such file or directory"),
        (["check", breakable, "--from", "300"], "error: --to: missing: give both --from and --to, or neither"),
        (["check"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; the examples: "
            + LayoutEndToEndTests.names.joined(separator: ", ")),
    ]) func badInput(arguments: [String], message: String) throws {
        let outcome = try trellis(arguments)
        // A missing argument, or two that exclude each other, is the command
        // line's fault alone (64); a file or state that is not there, the input's (2).
        let usage = message.contains(": missing") || message.hasSuffix("not both")
        #expect(outcome.status == (usage ? 64 : 2), "\(arguments)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == message + "\n")
    }

    @Test func aBrokenSceneIsReportedAtItsPlaceAndNothingIsWritten() throws {
        let output = temporaryPath(".png")
        let outcome = try withScene("views:\n  - label: { text: Hi }\nconstraints:\n  - label.top == lable.bottom\n") { path in
            try trellis(["render", path, "-o", output])
        }
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasSuffix(".yaml:4:18: unknown view \"lable\"; did you mean \"label\"?\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func renderAndSweepAScene() throws {
        let png = temporaryPath(".png"), gif = temporaryPath(".gif")
        defer { try? FileManager.default.removeItem(atPath: png); try? FileManager.default.removeItem(atPath: gif) }
        let render = try trellis(["render", Self.breakable, "-o", png])
        #expect(render.status == 0, "\(render.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        // IHDR: width and height, big-endian, at bytes 16 and 20: the canvas width, the content's height.
        let bytes = [UInt8](data)
        #expect(bytes.count > 24)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 375 && height == 174)
        let sweep = try trellis(["sweep", Self.breakable, "--from", "200", "--to", "220", "--quiet", "-o", gif])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: gif)).starts(with: Array("GIF89a".utf8)))
    }

    @Test func checkACleanSceneOverItsSweep() throws {
        let outcome = try trellis(["check", Self.breakable, "--strict"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == """
            check Fixtures/breakable-constraints.yaml: 101 widths, 200 to 600
            200–600: ok
            no findings

            """)
    }

    @Test func checkReportsTruncationByWidthRange() throws {
        let outcome = try withScene("""
            fonts: { default: { file: \(TestFont.path), size: 10 } }
            views:
              - label: { text: ABCDEFGHIJ }
            constraints:
              - H:|-10-[label]-10-|
              - V:|[label]
            """) { path in try trellis(["check", path, "--from", "110", "--to", "130", "--step", "5", "--strict"]) }
        // The text is 100 wide: it fits from a width of 120.
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasSuffix("""
            : 5 widths, 110 to 130
            110–115: 1 finding
              truncated: label (its text does not fit its width)
            120–130: ok
            1 distinct finding

            """))
    }

    @Test func checkReportsConflictsAmbiguityAndEscapes() throws {
        let outcome = try withScene("""
            views:
              - box:
                children:
                  - inner:
              - loose:
            constraints:
              - H:|[box(100)]
              - V:|[box(50)]
              - box.width == 120
              - H:|-20-[inner(100)]
              - V:|[inner(10)]
              - H:|[loose(10)]
            """) { path in try trellis(["check", path, "--from", "200", "--to", "200"]) }
        #expect(outcome.status == 0)  // without --strict
        #expect(outcome.stdout.contains("200: 4 findings\n"))
        #expect(outcome.stdout.contains("  conflict: 2 required constraints cannot all hold; broke <LayoutConstraint box.width == 120 ("))
        #expect(outcome.stdout.contains("  ambiguous: loose.minY\n"))
        #expect(outcome.stdout.contains("  ambiguous: loose.height\n"))
        #expect(outcome.stdout.contains("  outside: inner leaves box (right)\n"))
    }

    @Test func checkAnExample() throws {
        let outcome = try trellis(["check", "--example", "breakable-constraints", "--from", "200", "--to", "210", "--step", "5"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("check breakable-constraints: 3 widths, 200 to 210\n"))
    }
}
