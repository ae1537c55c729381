import Foundation
import JSONSupport
import Testing
@testable import TextCases
@testable import TextLayout
import TrellisTestSupport

/// A line's ends measured from the paragraph's own glyphs where HarfBuzz
/// flags no cut (ShapedParagraph+KeptGlyphs.swift) against reshaping them,
/// as every line end was measured before: at every grapheme boundary of
/// every paragraph of the four text corpora (Latin with kerning and
/// ligatures, Arabic, Hebrew, Devanagari, Thai, CJK, emoji, marks,
/// attributed runs, letter spacing, the test font), the same correction
/// to the last bit, so no line breaks or measures differently.
@Suite struct KeptGlyphsTests {
    static let corpora = ["corpus.jsonl", "attributed-corpus.jsonl", "line-height-corpus.jsonl", "test-font-corpus.jsonl"]

    /// Every paragraph of the four corpora once (consecutive cases at other
    /// widths share the runner's paragraph), with its file and line number.
    static func paragraphs() throws -> [(name: String, line: Int, paragraph: ShapedParagraph)] {
        let runner = TextCaseRunner()
        var found: [(name: String, line: Int, paragraph: ShapedParagraph)] = []
        for name in corpora {
            let lines = try String(contentsOfFile: fixtures + "/text/" + name, encoding: .utf8).split(separator: "\n")
            for (number, line) in lines.enumerated() {
                let bytes = Array(line.utf8)
                guard try JSONParser.parse(bytes)["_comment"] == nil else { continue }
                let paragraph = try runner.shaped(try TextCaseParser.parse(bytes, line: number + 1, source: name))
                if let last = found.last, last.paragraph === paragraph { continue }
                found.append((name, number + 1, paragraph))
            }
        }
        return found
    }

    @Test func keptGlyphsMeasureAsReshaping() throws {
        var paragraphs = 0, safeCuts = 0, unsafeCuts = 0
        var problems: [String] = []
        for (name, line, paragraph) in try Self.paragraphs() {
            paragraphs += 1
            for offset in paragraph.graphemeBoundaries where offset > 0 && offset < paragraph.utf8.count {
                let end = (paragraph.measureEndCorrection(at: offset, alwaysReshaping: false),
                           paragraph.measureEndCorrection(at: offset, alwaysReshaping: true))
                let start = (paragraph.measureStartCorrection(at: offset, alwaysReshaping: false),
                             paragraph.measureStartCorrection(at: offset, alwaysReshaping: true))
                if end.0.bitPattern != end.1.bitPattern || start.0.bitPattern != start.1.bitPattern {
                    problems.append("\(name):\(line) at \(offset): end \(end), start \(start)")
                }
                if let run = paragraph.runs.first(where: { $0.range.contains(offset) }), run.range.lowerBound < offset {
                    if paragraph.isSafeCut(run, at: offset) { safeCuts += 1 } else { unsafeCuts += 1 }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) differ:\n\(problems.prefix(20).joined(separator: "\n"))")
        // Both ways are taken often: kerned pairs, ligatures and joining
        // letters are flagged; most cuts between letters are not.
        #expect(paragraphs > 100)
        #expect(safeCuts > 1_000 && unsafeCuts > 100, "safe \(safeCuts), unsafe \(unsafeCuts)")
    }
}
