import Foundation
import Layout
import Testing
import TrellisTestSupport

/// docs/layout.md's "What each part makes" says what each visual format
/// line turns into; this test holds the parser to every line of it, so the
/// documentation cannot drift from the code.
@Suite struct VisualFormatDocTests {
    /// `- `FORMAT` → `EQUATION`, `EQUATION` (comment)` lines between the
    /// vfl-examples markers.
    static func examples() throws -> [(format: String, equations: [String])] {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/layout.md", encoding: .utf8)
        let start = try #require(text.range(of: "<!-- vfl-examples"))
        let end = try #require(text.range(of: "<!-- /vfl-examples -->"))
        let lines = text[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst()
        return try lines.map { line in
            let parts = line.components(separatedBy: " → ")
            try #require(parts.count == 2, "\(line)")
            return (codeSpans(parts[0])[0], codeSpans(parts[1]))
        }
    }

    /// The texts between backticks.
    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theDocumentedExamplesAreWhatTheParserMakes() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 15)
        for (format, equations) in examples {
            let superview = View(name: "superview")
            let a = View(name: "a"), b = View(name: "b")
            superview.addSubview(a)
            superview.addSubview(b)
            let made = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["gap": 6],
                                                        views: ["a": a, "b": b])
            #expect(made.map(\.equation) == equations, "\(format)")
        }
    }
}
