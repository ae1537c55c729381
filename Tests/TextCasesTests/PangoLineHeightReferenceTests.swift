import Foundation
import JSONSupport
import Testing
import TextCases
import TrellisTestSupport

/// `line_height_multiple` against Pango 1.50's line_spacing factor: the
/// cases of Fixtures/text/line-height-corpus.jsonl (scripts/gen-text-corpus),
/// laid out by Pango (scripts/gen-pango-reference →
/// Generated/pango-line-height.jsonl) and by `trellis text --jsonl`'s parser
/// and runner here.
///
/// The two place the extra room differently on purpose (docs/text.md, "Line
/// height multiple"): Pango sets each baseline the factor times the line's
/// natural height below the one before and leaves the first line at its
/// natural place; Trellis follows UIKit, whose every line, the first too, is
/// the factor times its natural height, with the extra above its text. So
/// what must agree is: the line breaks and widths (the multiple changes
/// neither); the gap between two baselines whose lines have the same natural
/// height (both: the factor times it); and, from Pango's natural line
/// heights h₀…hₙ, UIKit's own numbers: the first baseline (m − 1)·h₀ lower
/// than Pango's, and the paragraph m·(h₀ + … + hₙ) tall.
@Suite struct PangoLineHeightReferenceTests {
    static let corpus = fixtures + "/text/line-height-corpus.jsonl"
    static let reference = fixtures + "/../Tests/TextLayoutTests/Generated/pango-line-height.jsonl"

    @Test func lineHeightMultiplesAgreeWithPangoWhereTheyShould() throws {
        var expected: [String: JSONValue] = [:]
        for line in try PangoAttributedReferenceTests.jsonLines(Self.reference) {
            if case let .string(id)? = line.value["id"] { expected[id] = line.value }
        }
        let runner = TextCaseRunner()
        var problems: [String] = []
        var total = 0, comparedGaps = 0
        for line in try PangoAttributedReferenceTests.jsonLines(Self.corpus) {
            let textCase = try TextCaseParser.parse(line.bytes, line: line.number, source: "line-height-corpus.jsonl")
            guard case let .string(id) = textCase.id, let reference = expected[id],
                  case let .array(pangoLines)? = reference["lines"] else {
                Issue.record("line \(line.number): no reference")
                continue
            }
            total += 1
            let m = textCase.lineHeightMultiple
            #expect(m > 0, "\(id): the corpus sets a multiple")
            func number(_ value: JSONValue?) -> Double {
                if case let .number(x)? = value { return x }
                return .nan
            }
            let starts = pangoLines.map { Int(number($0["start"])) }
            let widths = pangoLines.map { number($0["width_px"]) }
            let baselines = pangoLines.map { number($0["baseline_px"]) }
            let naturals = pangoLines.map { number($0["height_px"]) }
            let result = try runner.layout(textCase)
            guard result.lines.map(\.start) == starts else {
                problems.append("\(id): breaks \(result.lines.map(\.start)) vs Pango's \(starts)")
                continue
            }
            for (k, ours) in result.lines.enumerated() {
                if abs(ours.width - widths[k]) > 0.05 { problems.append("\(id): line \(k) width \(ours.width) vs \(widths[k])") }
                guard k > 0, abs(naturals[k] - naturals[k - 1]) < 1e-9 else { continue }
                comparedGaps += 1
                let gap = ours.baseline - result.lines[k - 1].baseline
                let pangoGap = baselines[k] - baselines[k - 1]
                if abs(gap - pangoGap) > 0.01 { problems.append("\(id): gap \(k - 1)→\(k) \(gap) vs \(pangoGap)") }
            }
            let first = baselines[0] + (m - 1) * naturals[0]
            if abs(result.lines[0].baseline - first) > 0.01 {
                problems.append("\(id): first baseline \(result.lines[0].baseline), UIKit's \(first)")
            }
            let height = m * naturals.reduce(0, +)
            if abs(result.height - height) > 0.01 { problems.append("\(id): height \(result.height), UIKit's \(height)") }
        }
        #expect(total == 40)
        #expect(comparedGaps >= 60)
        #expect(problems.isEmpty, "\(problems.prefix(30).joined(separator: "\n"))")
    }
}
