import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// A label draws a text-default emoji none of its fonts has in colour, as
/// iOS does: held-out corpus 12's PanModal member "Jermaine Gill ⛷"
/// (U+26F7, no selector) made a name label 35 points tall, where iOS makes
/// it about 20.67 (its screenshots; docs/uikit.md, "Held-out corpus 12").
/// On iOS, Core Text falls back to Apple Color Emoji for such a character
/// the system font lacks, and to a monochrome font with VS15
/// (migueldeicaza/SwiftTerm#575, probed with `CTFontCreateForString` on an
/// iOS 26 simulator; docs/uikit-numbers.md, "Emoji fallback").
///
/// Metrics from the font files' tables: the system font's lines are San
/// Francisco's, ascender 1950 and descender 494 of 2048; Noto Color Emoji
/// (Apple Color Emoji's stand-in) hhea 1900 and −500 of 2048; Noto Sans
/// Symbols, fontconfig's fallback for "⛷" after DejaVu Sans, 1480 and −570
/// of 1000. Inter has U+2600 "☀"; neither Inter nor DejaVu Sans has "⛷".
@MainActor @Suite struct EmojiFallbackLabelTests {
    func runs(_ text: String) -> [String] {
        let m = ShapedTextMeasurer.system.measure(TextMeasurementRequest(
            text: text, font: UIFont.systemFont(ofSize: 17).layoutFont, width: nil, numberOfLines: 1,
            lineBreakMode: .byClipping))
        return m.lines.flatMap(\.glyphRuns).map { ($0.fontPath as NSString).lastPathComponent }
    }

    /// PanModal's label: `UIFont(name: "Lato-Bold", size: 17)`, a font the
    /// sample does not bundle, so the label keeps the system font at 17
    /// points, as on iOS. Its line: San Francisco's ascender over Noto's
    /// descender, (1950 + 500) / 2048 × 17 = 20.3369 points, rounded up to
    /// the @3x pixel grid, 62 / 3 = 20.667: iOS's 20.67. With Noto Sans
    /// Symbols (main before this change) it was (1.48 + 0.57) × 17 = 34.85,
    /// 35 points.
    @Test func panModalsSkierLabelIsAsTallAsOnIOS() {
        let label = UILabel()
        label.font = UIFont(name: "Lato-Bold", size: 17.0)
        label.text = "Jermaine Gill ⛷"
        let height = Double(label.intrinsicContentSize.height)
        #expect(abs(height - 62.0 / 3) < 1e-9)
        #expect(abs(height - 20.67) < 0.01)
        #expect(runs("Jermaine Gill ⛷").last == "NotoColorEmoji.ttf")
    }

    /// VS15 keeps the skier text (Noto Sans Symbols' glyph and its tall
    /// line), as Core Text picks a monochrome font for VS15; VS16 makes it
    /// colour; "☀", which Inter has, stays Inter's text glyph.
    @Test func selectorsChooseThePresentation() {
        #expect(runs("⛷\u{FE0E}") == ["NotoSansSymbols-Regular.ttf"])
        #expect(runs("⛷\u{FE0F}") == ["NotoColorEmoji.ttf"])
        #expect(runs("☀\u{FE0F}") == ["NotoColorEmoji.ttf"])
        #expect(runs("☀") == ["Inter-Regular.otf"])
        let label = UILabel()
        label.text = "⛷\u{FE0E}"
        // (1480 + 570) / 1000 × 17 = 34.85, rounded up to @3x: 105 / 3.
        #expect(abs(Double(label.intrinsicContentSize.height) - 105.0 / 3) < 1e-9)
    }

    /// An emoji-presentation character with VS15 is text too: "😀︎" is
    /// DejaVu Sans's glyph, not Noto's colour one.
    @Test func vs15KeepsAnEmojiPresentationCharacterAsText() {
        #expect(runs("😀\u{FE0E}") == ["DejaVuSans.ttf"])
        #expect(runs("😀") == ["NotoColorEmoji.ttf"])
    }
}
