@testable import TextLayout
import Testing

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
