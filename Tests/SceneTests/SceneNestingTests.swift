import Foundation
import Scene
import Testing
import TrellisTestSupport

/// Deep nesting (issue 16): YAML nested thousands of levels deep overflowed
/// the stack inside Yams, which composes recursively. The depth is now
/// bounded before Yams sees the file (200 levels; the top-level block
/// counts as one), with one located error.
@Suite struct SceneNestingTests {
    func error(_ yaml: String) -> String? {
        do {
            _ = try Scene(yaml: yaml, file: "deep.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    static let message = "nested more than 200 levels deep; expected a scene nested at most 200 levels (views: children: … uses two per level)"

    /// The fuzzer's input (Fuzz/Regressions/scene, found by `scripts/fuzz
    /// scene`): 1,755 `{` and nothing else. The first `{` is level 2 (the
    /// top-level block is 1), so the 200th is level 201.
    @Test func theFuzzersFlowMappings() throws {
        let data = try #require(FileManager.default.contents(atPath: repositoryRoot + "/Fuzz/Regressions/scene/deep-flow-mappings.yaml"))
        #expect(data.count == 1755 && data.allSatisfy { $0 == UInt8(ascii: "{") })
        #expect(error(String(decoding: data, as: UTF8.self)) == "deep.yaml:1:200: " + Self.message)
    }

    @Test func flowSequencesTenThousandDeep() {
        #expect(error(String(repeating: "[", count: 10_000)) == "deep.yaml:1:200: " + Self.message)
    }

    /// `- - - …`: each `- ` is a block sequence inside the one before; the
    /// 200th dash (column 399) is level 201.
    @Test func compactBlockSequences() {
        #expect(error(String(repeating: "- ", count: 5_000) + "x\n") == "deep.yaml:1:399: " + Self.message)
    }

    /// A mapping per line, each indented one space more: line 201 (its key
    /// after 200 spaces) opens level 201.
    @Test func indentedMappings() {
        let yaml = (0..<300).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(error(yaml) == "deep.yaml:201:201: " + Self.message)
    }

    /// What real scenes hold stays well inside the bound: 40 nested views
    /// (about 80 levels), a text with hundreds of dashes, colons and
    /// brackets in a double-quoted string, a single-quoted one and a block scalar indented
    /// 300 columns.
    @Test func deepButReasonableScenesLoad() throws {
        var yaml = "views:\n"
        for level in 0..<40 {
            let pad = String(repeating: "  ", count: 2 * level)
            yaml += pad + "  - v\(level):\n" + pad + "    children:\n"
        }
        yaml += String(repeating: "  ", count: 80) + "  - leaf:\n"
        let scene = try Scene(yaml: yaml, file: "deep.yaml")
        #expect(scene.makeRoot(width: 320).view(named: "leaf") != nil)

        let noise = String(repeating: "a-b: [c{ ", count: 300)
        let text = """
            views:
              - doubleQuotedLabel: { text: "\(noise)" }
              - quotedLabel: { text: '\(noise)' }
              - blockLabel:
                  text: |
            \(String(repeating: " ", count: 300))\(noise)
            """
        #expect(error(text) == nil)
    }
}
