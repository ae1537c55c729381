import Foundation
import Testing
@testable import Scene
import JSONSupport

/// `trellis layout` and `trellis examples`, run as a user runs them. The
/// CLI measures with the system fonts, so these tests check relations
/// (what the articles claim) rather than font-dependent numbers; the exact
/// numbers are in Tests/ExamplesTests, in the test font.
@Suite struct LayoutEndToEndTests {
    func trellis(_ arguments: [String]) throws -> TrellisProcess.Outcome {
        try TrellisProcess.run(arguments)
    }

    /// The JSON output of a layout, and its views by name.
    func layout(_ arguments: [String]) throws -> (JSONValue, [String: JSONValue]) {
        let outcome = try trellis(["layout"] + arguments + ["--json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let json = try JSONParser.parse(Array(outcome.stdout.utf8))
        guard case let .array(views)? = json["views"] else { Issue.record("no views"); return (json, [:]) }
        var byName: [String: JSONValue] = [:]
        for view in views { if case let .string(name)? = view["name"] { byName[name] = view } }
        return (json, byName)
    }

    func number(_ value: JSONValue?, _ keys: String...) -> Double {
        var value = value
        for key in keys { value = value?[key] }
        if case let .number(x)? = value { return x }
        Issue.record("no number at \(keys)")
        return .nan
    }

    static let names = ["breakable-constraints", "wrap-label-fixed", "wrap-label-dynamic", "shrink-wrap-buggy",
                        "shrink-wrap", "self-sizing-cells", "chinese-label", "wrap-demo", "wrapping-view", "stack-hide",
                        "min-spacing", "alignment-rect", "baseline-alignment", "layout-cycle", "two-rows"]

    @Test func examplesListsEveryExampleOnALine() throws {
        let outcome = try trellis(["examples"])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(lines.map { String($0.split(separator: " ")[0]) } == Self.names)
        #expect(outcome.stdout.contains("--state collapsed"))
    }

    /// The keys, in the documented order, and the label's frame: pinned 20
    /// from each side of a 320-point root.
    @Test func jsonShape() throws {
        let (json, views) = try layout(["--example", "wrap-label-dynamic", "--width", "320"])
        guard case let .object(members) = json else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["width", "height", "views", "conflicts", "ambiguous"])
        #expect(json["width"] == .number(320))
        #expect(json["conflicts"] == .array([]) && json["ambiguous"] == .array([]))
        let label = try #require(views["label"])
        #expect(number(label, "frame", "x") == 20 && number(label, "frame", "width") == 280)
        #expect(label["type"] == .string("Label") && label["hidden"] == .bool(false) && label["truncated"] == .bool(false))
        guard case let .array(lines)? = label["lines"] else { Issue.record("no lines"); return }
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { number($0, "width") <= 280 })
        #expect(number(label, "firstBaseline") > 0 && number(label, "missingGlyphs") == 0)
        #expect(views["panel"]?["lines"] == nil && views["panel"]?["firstBaseline"] == .null)
    }

    /// The article's claim, through the CLI: collapsed, myView is shorter by
    /// exactly the button's height plus 16.
    @Test func breakableConstraintsCollapse() throws {
        let (_, expanded) = try layout(["--example", "breakable-constraints", "--width", "375"])
        let (collapsedJSON, collapsed) = try layout(["--example", "breakable-constraints", "--width", "375", "--state", "collapsed"])
        let shrink = number(expanded["myView"], "frame", "height") - number(collapsed["myView"], "frame", "height")
        #expect(shrink == number(expanded["button"], "frame", "height") + 16)
        #expect(collapsed["button"]?["hidden"] == .bool(true))
        // With its two vertical constraints gone, the hidden button has no
        // vertical position: the article leaves it so, and the CLI says so.
        guard case let .array(ambiguous)? = collapsedJSON["ambiguous"] else { Issue.record("no ambiguous"); return }
        #expect(ambiguous.contains { if case let .string(s) = $0 { s.hasPrefix("button.minY") } else { false } })
    }

    /// Fixed keeps its height whatever the width; dynamic gets taller as it narrows.
    @Test func wrapLabels() throws {
        let fixed = try [200, 320, 600].map { try layout(["--example", "wrap-label-fixed", "--width", "\($0)"]).1 }
        #expect(Set(fixed.map { number($0["label"], "frame", "height") }).count == 1)
        #expect(fixed[0]["label"]?["truncated"] == .bool(true))
        let dynamic = try [200, 320, 600].map { try layout(["--example", "wrap-label-dynamic", "--width", "\($0)"]).1 }
        let heights = dynamic.map { number($0["label"], "frame", "height") }
        #expect(heights[0] > heights[1] && heights[1] > heights[2])
        #expect(dynamic.allSatisfy { $0["label"]?["truncated"] == .bool(false) })
    }

    @Test func treeText() throws {
        let outcome = try trellis(["layout", "--example", "breakable-constraints", "--width", "375", "--height", "600"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("root  View  (0, 0, 375, 600)\n  myView  MyView  (8, 8, 359, "))
        #expect(outcome.stdout.contains("\n    label  Label  (16, 16, 343, "))
        #expect(outcome.stdout.contains("      | Some text |  width "))
        #expect(outcome.stdout.hasSuffix("conflicts: none\nambiguous: none\n"))
    }

    @Test(arguments: [
        (["--example", "shrinkwrap", "--width", "320"],
         #"error: --example: no example named "shrinkwrap"; did you mean "shrink-wrap"? Valid examples: "#
            + names.joined(separator: ", ")),
        (["--example", "nothing-like-it", "--width", "320"],
         #"error: --example: no example named "nothing-like-it". Valid examples: "# + names.joined(separator: ", ")),
        (["--example", "breakable-constraints", "--width", "320", "--state", "colapsed"],
         #"error: --state: breakable-constraints has no state named "colapsed"; did you mean "collapsed"? Valid states: collapsed"#),
        (["--example", "shrink-wrap", "--width", "320", "--state", "collapsed"],
         #"error: --state: shrink-wrap has no states (asked for "collapsed")"#),
        (["--example", "shrink-wrap"], "error: --width: missing: give the root's width in points"),
        (["--width", "320"], "error: missing a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or --example NAME; the examples: " + names.joined(separator: ", ")),
    ]) func badInput(arguments: [String], message: String) throws {
        let outcome = try trellis(["layout"] + arguments)
        // Something missing is a usage error (64); the rest are wrong for
        // the scene or example named (2).
        #expect(outcome.status == (message.hasPrefix("error: missing a scene file") || message.contains(": missing: ") ? 64 : 2))
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == message + "\n")
    }

    @Test func suggestions() {
        #expect(NameSuggestion.closest(to: "wrap-label", in: Self.names) == "wrap-label-fixed")
        #expect(NameSuggestion.closest(to: "SHRINK-WRAP-BUGY", in: Self.names) == "shrink-wrap-buggy")
        #expect(NameSuggestion.closest(to: "zzz", in: Self.names) == nil)
        #expect(NameSuggestion.distance("kitten", "sitting") == 3)
    }
}
