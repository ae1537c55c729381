import Foundation
import Layout
import Scene
import Testing
import TrellisTestSupport

/// A true / false value also reads YAML 1.1's spellings (`yes`, `No`,
/// `ON`): the parser has always taken them; docs/scenes.md now says so,
/// and says what is refused, so that what the docs promise is what the
/// parser does.
@Suite struct CLI31BooleanSpellingTests {
    private func hidden(_ value: String) throws -> Bool {
        let scene = try Scene(yaml: "views:\n  - box: { background: red, hidden: \(value) }\n", file: "s.yaml", directory: "/nonexistent")
        return scene.makeRoot(width: 100)["box"].isHidden
    }

    @Test(arguments: [("true", true), ("yes", true), ("On", true), ("YES", true), ("false", false), ("no", false), ("Off", false)])
    func yamlOneOneSpellingsAreRead(_ value: String, _ expected: Bool) throws {
        #expect(try hidden(value) == expected)
    }

    /// A quoted word is a string, and `1` or `y` no boolean: one message
    /// naming the key, true and false.
    @Test(arguments: [("\"true\"", "\"true\""), ("1", "\"1\""), ("y", "\"y\"")])
    func otherValuesAreRefused(_ value: String, _ shown: String) {
        #expect {
            _ = try hidden(value)
        } throws: { error in
            "\(error)" == "s.yaml:2:37: expected hidden (true or false), found \(shown)"
        }
    }

    @Test func scenesMarkdownSaysWhichSpellingsAreRead() throws {
        let doc = try String(contentsOfFile: repositoryRoot + "/docs/scenes.md", encoding: .utf8)
        let prose = doc.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(prose.contains("may also be `yes` / `no` or `on` / `off`, in any case"))
        #expect(prose.contains("quoted (`\"true\"`) it is a string"))
    }
}
