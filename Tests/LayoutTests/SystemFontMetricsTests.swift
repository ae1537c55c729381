import Layout
import Testing
import TextLayout

/// The system font: Inter's glyphs on San Francisco's lines, its digits
/// tabular when asked, and Inter Display from 20 points as San Francisco
/// takes its Display cut there (docs/text.md, "Fonts").
///
/// Expected numbers by hand from San Francisco's metrics (ascender 1950,
/// descender 494, no line gap, at 2048 units per em: docs/uikit-numbers.md,
/// "System font"), each rounded to 1/1024 px as the engine (and Pango)
/// rounds a face's ascent and descent: at 17 points 1950 × 17 / 2 = 16575
/// and 494 × 17 / 2 = 4199 1024ths, so a line is 16.1865234375 +
/// 4.1005859375 = 20.287109375 tall with its baseline 16.1865234375 down,
/// UIKit's `systemFont(ofSize: 17).lineHeight` and `ascender`.
@Suite struct SystemFontMetricsTests {
    let measurer = ShapedTextMeasurer()

    func measure(_ text: String, _ font: Font, width: Double? = nil) -> TextMeasurement {
        measurer.measure(TextMeasurementRequest(text: text, font: font, width: width, numberOfLines: 0,
                                                lineBreakMode: .byWordWrapping))
    }

    func fontFiles(_ m: TextMeasurement) -> Set<String> {
        Set(m.lines.flatMap(\.glyphRuns).map { String($0.fontPath.split(separator: "/").last ?? "") })
    }

    @Test func aLineIsSanFranciscosHeight() {
        let one = measure("Hamburg", .systemFont(ofSize: 17))
        #expect(one.size.height == 20.287109375)
        #expect(one.firstBaseline == 16.1865234375)
        #expect(one.lastBaseline == 16.1865234375)
        // Two lines: the second baseline one line further down.
        let two = measure("Hamburg Hamburg", .systemFont(ofSize: 17), width: 80)
        #expect(two.lines.count == 2)
        #expect(two.size.height == 2 * 20.287109375)
        #expect(two.lastBaseline == 20.287109375 + 16.1865234375)
        // Bold and italic faces have the same lines.
        #expect(measure("Hamburg", .systemFont(ofSize: 17, weight: .bold, isItalic: true)).size.height == 20.287109375)
        let metrics = measurer.metrics(for: .systemFont(ofSize: 17))
        #expect(metrics?.ascender == 16.1865234375)
        #expect(metrics?.descender == -4.1005859375)
        #expect(metrics?.lineHeight == 20.287109375)
    }

    /// A family named by its files, not the system font, keeps its own
    /// lines: DejaVu Sans's hhea ascender 1901 and descender 483 at 2048
    /// (at 17 points 1901 × 17 / 2 = 16158.5 → 16159 and 4105.5 → 4106 1024ths).
    @Test func aNamedFamilyKeepsItsOwnLines() {
        let m = measure("Hamburg", Font(family: "DejaVu Sans", size: 17))
        #expect(m.size.height == (16159 + 4106) / 1024.0)
    }

    /// Tabular digits: with `tnum`, "1111" is as wide as "0000"; Inter's
    /// default digits are proportional, a 1 narrower than a 0.
    @Test func monospacedDigitsAreOneWidth() {
        var tabular = Font.systemFont(ofSize: 17)
        tabular.monospacedDigits = true
        #expect(measure("1111", tabular).size.width == measure("0000", tabular).size.width)
        #expect(measure("1234567890", tabular).size.width == 10 * measure("0", tabular).size.width)
        let proportional = Font.systemFont(ofSize: 17)
        #expect(measure("1111", proportional).size.width < measure("0000", proportional).size.width)
        #expect(tabular.description == "Inter 17 Monospaced Digits")
    }

    /// From 20 points the system font is Inter Display, below it Inter;
    /// the lines are San Francisco's in both (at 20 points 1950 × 10 =
    /// 19500 and 494 × 10 = 4940 1024ths).
    @Test func theDisplayCutFromTwentyPoints() {
        #expect(fontFiles(measure("Title", .systemFont(ofSize: 19.5))) == ["Inter-Regular.otf"])
        #expect(fontFiles(measure("Title", .systemFont(ofSize: 20))) == ["InterDisplay-Regular.otf"])
        #expect(fontFiles(measure("Title", .systemFont(ofSize: 34, weight: .bold))) == ["InterDisplay-Bold.otf"])
        #expect(fontFiles(measure("Title", .systemFont(ofSize: 28, isItalic: true))) == ["InterDisplay-Italic.otf"])
        #expect(measurer.substitution(for: .systemFont(ofSize: 34, weight: .bold)) == nil)
        let m = measure("Title", .systemFont(ofSize: 20))
        #expect(m.size.height == (19500 + 4940) / 1024.0)
        #expect(m.firstBaseline == 19500 / 1024.0)
        // Inter Display is narrower than Inter at the same size (its spacing is tighter).
        #expect(m.size.width < measure("Title", .systemFont(ofSize: 19.999)).size.width)
    }
}
