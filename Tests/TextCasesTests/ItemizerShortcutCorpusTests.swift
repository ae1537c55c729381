import Foundation
import JSONSupport
import Testing
@testable import TextCases
@testable import TextLayout
import TrellisTestSupport

/// The itemizer's shortcut for plain text (ASCII, Latin-1 and Latin
/// Extended letters, general punctuation, currency signs: a cluster per
/// character, one face, one level) against its general path, on every
/// paragraph of the four text corpora in both base directions: the same
/// items, range for range, face, script, level and style, or the shortcut
/// declines. So no text is shaped differently for taking it.
@Suite struct ItemizerShortcutCorpusTests {
    @Test func shortcutGivesTheGeneralPathsItems() throws {
        let runner = TextCaseRunner()
        var compared = 0, taken = 0
        var problems: [String] = []
        for name in KeptGlyphsTests.corpora {
            let lines = try String(contentsOfFile: fixtures + "/text/" + name, encoding: .utf8).split(separator: "\n")
            var last: ShapedParagraph?
            for (number, line) in lines.enumerated() {
                let bytes = Array(line.utf8)
                guard try JSONParser.parse(bytes)["_comment"] == nil else { continue }
                let paragraph = try runner.shaped(try TextCaseParser.parse(bytes, line: number + 1, source: name))
                if let last, last === paragraph { continue }
                last = paragraph
                let fonts = paragraph.styles.map(\.fonts)
                for direction in [BaseDirection.natural, .rightToLeft] {
                    let breaks = try TextBreaks(utf8: paragraph.utf8, string: paragraph.text, locale: "en@lb=strict",
                                                direction: direction)
                    let spans = paragraph.spans.map { ($0.range, fonts.count == 1 ? 0 : $0.style) }
                    let fast = Itemizer.items(in: paragraph.text, graphemeBoundaries: breaks.graphemeBoundaries,
                                              levels: breaks.levels, spans: paragraph.spans, fonts: fonts)
                    let general = Itemizer.items(in: paragraph.text, graphemeBoundaries: breaks.graphemeBoundaries,
                                                 levels: breaks.levels, spans: spans, fonts: fonts, asciiShortcut: false)
                    func describe(_ items: [TextItem]) -> [String] {
                        items.map { "\($0.range) \($0.face.path) \($0.script.rawValue) \($0.level) \($0.missing) \($0.style)" }
                    }
                    if describe(fast) != describe(general) {
                        problems.append("\(name):\(number + 1) \(direction): \(describe(fast)) vs \(describe(general))")
                    }
                    compared += 1
                    if Itemizer.shortcutItems(in: paragraph.text, levels: breaks.levels, spans: paragraph.spans,
                                              fonts: fonts) != nil {
                        taken += 1
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) differ:\n\(problems.prefix(10).joined(separator: "\n"))")
        // Both paths are taken: English, German, URLs by the shortcut; CJK,
        // Arabic, emoji, marks by the general path.
        #expect(compared > 200 && taken > 50 && compared - taken > 50, "compared \(compared), shortcut \(taken)")
    }
}
