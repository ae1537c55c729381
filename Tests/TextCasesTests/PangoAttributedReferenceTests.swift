import Foundation
import JSONSupport
import Testing
import TextCases
import TrellisTestSupport

/// Attributed text against Pango 1.50: the runs cases of
/// Fixtures/text/attributed-corpus.jsonl (weights, italics, sizes, mixed
/// fonts, letter spacing, rise, line spacing; scripts/gen-text-corpus),
/// laid out by Pango from the same runs written as markup
/// (scripts/gen-pango-reference → Generated/pango-attributed.jsonl), and by
/// `trellis text --jsonl`'s parser and runner here.
///
/// Acceptance (issue 14): identical line breaks in at least 99 % of cases;
/// where the breaks agree, line widths within 0.05 px and paragraph heights
/// within 0.5 px.
@Suite struct PangoAttributedReferenceTests {
    static let corpus = fixtures + "/text/attributed-corpus.jsonl"
    static let reference = fixtures + "/../Tests/TextLayoutTests/Generated/pango-attributed.jsonl"

    static func jsonLines(_ path: String) throws -> [(number: Int, bytes: [UInt8], value: JSONValue)] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").enumerated().map { number, line in
            (number + 1, Array(line.utf8), try JSONParser.parse(Array(line.utf8)))
        }.filter { $0.value["_comment"] == nil }
    }

    @Test func attributedCorpusMatchesPango() throws {
        var expected: [String: JSONValue] = [:]
        for line in try Self.jsonLines(Self.reference) {
            if case let .string(id)? = line.value["id"] { expected[id] = line.value }
        }
        let runner = TextCaseRunner()
        var same = 0, total = 0
        var problems: [String] = []
        for line in try Self.jsonLines(Self.corpus) {
            let textCase = try TextCaseParser.parse(line.bytes, line: line.number, source: "attributed-corpus.jsonl")
            guard case let .string(id) = textCase.id, let reference = expected[id],
                  case let .array(referenceLines)? = reference["lines"],
                  case let .number(referenceHeight)? = reference["height_px"] else {
                Issue.record("line \(line.number): no reference")
                continue
            }
            total += 1
            let result = try runner.layout(textCase)
            let starts = referenceLines.map { line -> Int in
                if case let .number(start)? = line["start"] { return Int(start) }
                return -1
            }
            let widths = referenceLines.map { line -> Double in
                if case let .number(width)? = line["width_px"] { return width }
                return .nan
            }
            let detail = "\(id)\n  ours  \(result.lines.map { ($0.text, $0.width) })\n  pango \(zip(referenceLines, widths).map { (($0["text"]).map { "\($0)" } ?? "", $1) })"
            guard result.lines.map(\.start) == starts else {
                problems.append("breaks differ: \(detail)")
                continue
            }
            same += 1
            let widthError = zip(result.lines, widths).map { abs($0.width - $1) }.max() ?? 0
            if widthError > 0.05 { problems.append("width ±\(widthError): \(detail)") }
            let heightError = abs(result.height - referenceHeight)
            if heightError > 0.5 { problems.append("height \(result.height) vs \(referenceHeight): \(detail)") }
        }
        #expect(total >= 60)
        let breaksShare = Double(same) / Double(max(total, 1))
        let report = problems.prefix(30).joined(separator: "\n")
        #expect(breaksShare >= 0.99, "identical breaks in \(same) of \(total) cases\n\(report)")
        #expect(problems.filter { !$0.hasPrefix("breaks") }.isEmpty, "\(report)")
    }
}
