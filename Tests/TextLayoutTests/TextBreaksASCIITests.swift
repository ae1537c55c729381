@testable import TextLayout
import Testing
import TrellisTestSupport

/// For all-ASCII text, grapheme boundaries and bidi levels are computed
/// without ICU; they must be exactly what ICU gives.
@Suite struct TextBreaksASCIITests {
    static let texts: [String] = {
        var texts = [
            "Hello, world.", "a\r\nb", "\r\n\r\n", "\n\r", "\r", "tab\there", "12:30 (ok) -5% $3", "\u{1}\u{7F}x",
            "Auto Layout: 2 + 2 = 4!", "x", " ", "line one\nline two\r\nthree\rfour",
        ]
        // Deterministic noise over every ASCII character, CR and LF often.
        var state: UInt32 = 12345
        for length in [2, 7, 40, 200] {
            for _ in 0..<10 {
                var scalars: [Unicode.Scalar] = []
                for _ in 0..<length {
                    state = state &* 1_103_515_245 &+ 12345
                    let pick = Int(state >> 16 % 160)
                    scalars.append(Unicode.Scalar(UInt8(pick < 128 ? pick : (pick % 2 == 0 ? 0x0D : 0x0A))))
                }
                texts.append(String(String.UnicodeScalarView(scalars)))
            }
        }
        return texts
    }()

    @Test(arguments: [BaseDirection.natural, .leftToRight, .rightToLeft])
    func asciiShortcutAgreesWithICU(direction: BaseDirection) throws {
        for text in Self.texts {
            let utf8 = Array(text.utf8)
            let fast = try TextBreaks(utf8: utf8, string: text, locale: "en@lb=strict", direction: direction)
            let icu = try TextBreaks(utf8: utf8, string: text, locale: "en@lb=strict", direction: direction, asciiShortcut: false)
            #expect(fast.graphemeBoundaries == icu.graphemeBoundaries, "\(text.debugDescription)")
            #expect(fast.levels == icu.levels, "\(text.debugDescription)")
            #expect(fast.baseLevel == icu.baseLevel, "\(text.debugDescription)")
        }
    }
}

/// All-ASCII text in one font gets its items without a cluster at a time;
/// they must be the general path's, item for item.
@Suite struct ItemizerASCIITests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test(arguments: [dejaVu, TestFont.path])
    func asciiShortcutAgreesWithTheGeneralPath(font: String) throws {
        let fonts = try FontSet.files([(font, 0)], library: FontLibrary())
        let texts = TextBreaksASCIITests.texts + ["", "   ", "...", "(a) [b] {c}", "\r\n", "no letters: 1, 2; 3!", "x\u{B}y\u{C}z",
                                                  // The shortcut's other characters and separators.
                                                  "Grüße — „ja“ für 100\u{A0}€", "Ver\u{AD}si\u{AD}che", "a\u{2028}b\u{2029}c\u{85}d",
                                                  "zero\u{200B}width", "中文,标点。", "«»¿¡", "Ω and ω", "日本語とカタカナ"]
        for text in texts {
            for direction in [BaseDirection.natural, .rightToLeft] {
                let utf8 = Array(text.utf8)
                let breaks = try TextBreaks(utf8: utf8, string: text, locale: "en@lb=strict", direction: direction)
                let spans = [(range: 0..<utf8.count, style: 0)]
                let fast = Itemizer.items(in: text, graphemeBoundaries: breaks.graphemeBoundaries, levels: breaks.levels,
                                          spans: spans, fonts: [fonts])
                let general = Itemizer.items(in: text, graphemeBoundaries: breaks.graphemeBoundaries, levels: breaks.levels,
                                             spans: spans, fonts: [fonts], asciiShortcut: false)
                func describe(_ items: [TextItem]) -> [String] {
                    items.map { "\($0.range) \($0.face.path) \($0.script.rawValue) \($0.level) \($0.missing) \($0.style)" }
                }
                #expect(describe(fast) == describe(general), "\(text.debugDescription) \(direction)")
            }
        }
    }
}

/// The same with stretches in two fonts (attributed text): items end at
/// every stretch's end.
@Suite struct ItemizerASCIIStyledTests {
    @Test func asciiShortcutAgreesWithTheGeneralPathAcrossStretches() throws {
        let library = FontLibrary()
        let sets = [try FontSet.files([(ItemizerASCIITests.dejaVu, 0)], library: library),
                    try FontSet.files([(TestFont.path, 0)], library: library)]
        let texts = TextBreaksASCIITests.texts + ["Hello, world. Again", "a b", "\r\nx\r\ny", "  lead and trail  "]
        for text in texts {
            let count = text.utf8.count
            // Stretches of 1, 3, 5, … bytes, alternating styles (one style repeated twice in a row once).
            var spans: [(range: Range<Int>, style: Int)] = []
            var start = 0, length = 1
            while start < count {
                let end = min(count, start + length)
                spans.append((start..<end, spans.count == 2 ? spans[1].style : spans.count % 2))
                start = end
                length += 2
            }
            if spans.isEmpty { spans = [(0..<0, 0)] }
            let utf8 = Array(text.utf8)
            let breaks = try TextBreaks(utf8: utf8, string: text, locale: "en@lb=strict", direction: .natural)
            for fonts in [sets, [sets[0]]] {
                let fast = Itemizer.items(in: text, graphemeBoundaries: breaks.graphemeBoundaries, levels: breaks.levels,
                                          spans: spans, fonts: fonts)
                let general = Itemizer.items(in: text, graphemeBoundaries: breaks.graphemeBoundaries, levels: breaks.levels,
                                             spans: spans.map { ($0.range, fonts.count == 1 ? 0 : $0.style) }, fonts: fonts,
                                             asciiShortcut: false)
                func describe(_ items: [TextItem]) -> [String] {
                    items.map { "\($0.range) \($0.face.path) \($0.script.rawValue) \($0.level) \($0.missing) \($0.style)" }
                }
                #expect(describe(fast) == describe(general), "\(text.debugDescription), \(fonts.count) font sets")
            }
        }
    }
}
