import Testing
@testable import TextLayout

/// The itemizer's shortcut for plain text (ASCII, Latin, general
/// punctuation, currency signs, CJK, kana, Hangul in one script: a cluster
/// per character, one face, one level) against its general path, on every
/// paragraph of the four text corpora in both base directions: the same
/// items, range for range, face, script, level and style, or the shortcut
/// declines. So no text is shaped differently for taking it.
@Suite struct ItemizerShortcutCorpusTests {
    @Test func shortcutGivesTheGeneralPathsItems() throws {
        var compared = 0, taken = 0
        var problems: [String] = []
        func describe(_ items: [TextItem]) -> [String] {
            items.map { "\($0.range) \($0.face.path) \($0.script.rawValue) \($0.level) \($0.missing) \($0.style)" }
        }
        for (name, line, paragraph) in try KeptGlyphsTests.paragraphs() {
            let fonts = paragraph.styles.map(\.fonts)
            for direction in [BaseDirection.natural, .rightToLeft] {
                let breaks = try TextBreaks(utf8: paragraph.utf8, string: paragraph.text, locale: "en@lb=strict",
                                            direction: direction)
                let fast = Itemizer.items(in: paragraph.text, graphemeBoundaries: breaks.graphemeBoundaries,
                                          levels: breaks.levels, spans: paragraph.spans, fonts: fonts)
                let general = Itemizer.items(in: paragraph.text, graphemeBoundaries: breaks.graphemeBoundaries,
                                             levels: breaks.levels, spans: paragraph.spans, fonts: fonts,
                                             asciiShortcut: false)
                if describe(fast) != describe(general) {
                    problems.append("\(name):\(line) \(direction): \(describe(fast)) vs \(describe(general))")
                }
                compared += 1
                if Itemizer.shortcutItems(in: paragraph.text, levels: breaks.levels, spans: paragraph.spans,
                                          fonts: fonts) != nil {
                    taken += 1
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) differ:\n\(problems.prefix(10).joined(separator: "\n"))")
        // Both paths are taken: English, German, URLs, Chinese by the
        // shortcut; Japanese (kana and Han), Arabic, emoji, marks by the
        // general path.
        #expect(compared > 200 && taken > 50 && compared - taken > 50, "compared \(compared), shortcut \(taken)")
    }
}
