import Layout
import Testing
import TrellisTestSupport

/// UILabel's autoshrink, in the test font: a letter advances 1 em, a space
/// 0.5 em; ascent 0.8 em, descent 0.2 em (each rounded to 1/1024 px by
/// HarfBuzz's scale, as the engine's line metrics are). So at 20 pt
/// "ABCDEFGHIJ" is 200 wide and 20 tall, its baseline 16 below its top.
/// Every scale here is worked out by hand from those numbers.
@Suite struct ShrinkToFitTests {
    static func shrinking(_ text: String, size: Double = 20, lines: Int = 1, minimum: Double = 0.5) -> Label {
        let label = TestText.label(text, size: size, lines: lines)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = minimum
        return label
    }

    /// 200 pt of text in 160 pt: 160 / 200 = 0.8, drawn at 16 pt, whole.
    @Test func oneLineShrinksToTheWidth() throws {
        let label = Self.shrinking("ABCDEFGHIJ")
        let drawn = label.drawnText(in: Size(width: 160, height: 40))
        #expect(drawn.scale == 0.8)
        #expect(drawn.lines.map(\.text) == ["ABCDEFGHIJ"])
        #expect(drawn.lines[0].width == 160)
        #expect(drawn.lines[0].glyphRuns.map(\.size) == [16])
        #expect(!drawn.isTruncated)
        // The intrinsic size is the full-size text's, as UIKit's.
        #expect(label.intrinsicContentSize == Size(width: 200, height: 20))
    }

    /// In 80 pt the text needs 0.4, below the minimum 0.5: drawn at 10 pt
    /// (100 wide) and truncated there: 80 − 10 for "…" leaves 7 letters.
    @Test func belowTheMinimumTheTextIsTruncatedAtTheMinimum() {
        let drawn = Self.shrinking("ABCDEFGHIJ").drawnText(in: Size(width: 80, height: 40))
        #expect(drawn.scale == 0.5)
        #expect(drawn.lines.map(\.text) == ["ABCDEFG…"])
        #expect(drawn.lines[0].width == 80)
        #expect(drawn.isTruncatedHorizontally)
    }

    /// UIKit: a minimum scale factor of 0 "doesn't scale the text down";
    /// text that fits is never scaled; without the flag nothing shrinks.
    @Test func whenNothingShrinks() {
        #expect(Self.shrinking("ABCDEFGHIJ", minimum: 0).drawnText(in: Size(width: 160, height: 40)).scale == 1)
        #expect(Self.shrinking("ABCDEFGHIJ").drawnText(in: Size(width: 200, height: 40)).scale == 1)
        let plain = TestText.label("ABCDEFGHIJ", size: 20)
        plain.minimumScaleFactor = 0.5
        let drawn = plain.drawnText(in: Size(width: 160, height: 40))
        #expect(drawn.scale == 1)
        #expect(drawn.lines.map(\.text) == ["ABCDEFG…"])
    }

    /// 160 × 40, scale 0.8. The full-size line (20 tall) would be centred
    /// with its top at (40 − 20) / 2 = 10 and its baseline at 10 + 16 = 26.
    /// At 16 pt the ascent is 12.8 × 1024 = 13107.2 → 13107/1024 and the
    /// line 13107/1024 + 3277/1024 = 16 tall.
    /// - alignBaselines: the baseline stays at 26;
    /// - alignCenters: the 16-tall line is centred, top (40 − 16) / 2 = 12;
    /// - none: the top stays at 10.
    @Test func baselineAdjustmentPlacesTheShrunkLine() throws {
        let ascent = 13107.0 / 1024
        let box = Size(width: 160, height: 40)
        let label = Self.shrinking("ABCDEFGHIJ")
        #expect(label.baselineAdjustment == .alignBaselines)
        let baselines = try #require(label.drawnText(in: box).firstBaseline)
        #expect(abs(baselines - 26) < 1e-9)

        label.baselineAdjustment = .alignCenters
        #expect(label.drawnText(in: box).origin.y == 12)
        #expect(label.drawnText(in: box).firstBaseline == 12 + ascent)

        label.baselineAdjustment = .none
        #expect(label.drawnText(in: box).origin.y == 10)
        #expect(label.drawnText(in: box).firstBaseline == 10 + ascent)
    }

    /// Several lines: "AB CD EF GH" at 20 pt in 100 × 30. At scale s a
    /// letter is 20s, a space 10s, a line 20s tall. Two lines ("AB CD ",
    /// "EF GH": 140s would not fit on the first) fit the height when
    /// 40s ≤ 30, s ≤ 0.75; at 0.75 "AB CD EF" is 105 > 100, so it is still
    /// two lines. One line would need 190s ≤ 100, s ≤ 0.526. So 0.75.
    @Test func severalLinesShrinkToTheHeight() {
        let label = Self.shrinking("AB CD EF GH", lines: 0)
        let drawn = label.drawnText(in: Size(width: 100, height: 30))
        #expect(abs(drawn.scale - 0.75) < 1e-6)
        #expect(drawn.lines.map(\.text) == ["AB CD ", "EF GH"])
        #expect(abs(drawn.size.height - 30) < 1e-4)
        #expect(!drawn.isTruncated)
        // baselineAdjustment is for one line only: the block is centred.
        #expect(abs(drawn.origin.y) < 1e-4)
    }

    /// Tightening: "ABCDEFGHIJ" at 10 pt is 100 wide. In 96 pt (4 % too
    /// wide, within AppKit's 5 %) the line is squeezed, not truncated: the
    /// 4 pt come evenly out of the 9 gaps, so glyph k starts at
    /// 10k − 4k/9 and the last at 90 − 4 = 86. In 94 pt (6.4 %) it is truncated.
    @Test func tighteningSqueezesALineALittleTooWide() throws {
        let label = TestText.label("ABCDEFGHIJ")
        label.allowsDefaultTighteningForTruncation = true
        let drawn = label.drawnText(in: Size(width: 96, height: 10))
        #expect(drawn.lines.map(\.text) == ["ABCDEFGHIJ"])
        #expect(drawn.lines[0].width == 96)
        #expect(!drawn.isTruncated)
        let xs = drawn.lines[0].glyphRuns.flatMap(\.glyphs).map(\.x)
        #expect(xs.count == 10)
        for (k, x) in xs.enumerated() {
            #expect(abs(x - (10 * Double(k) - 4 * Double(k) / 9)) < 1e-9)
        }
        #expect(abs(xs[9] - 86) < 1e-9)

        let truncated = label.drawnText(in: Size(width: 94, height: 10))
        #expect(truncated.lines.map(\.text) == ["ABCDEFGH…"])
        #expect(truncated.isTruncatedHorizontally)
    }

    /// A label hyphenates with `hyphenationFactor` (en-US patterns:
    /// hy-phen-ation; see TextLayoutTests' HyphenationTests): "abcd " fills
    /// 40 of 120 pt, a third, below 0.5, and "abcd hyphen-" is 115.
    @Test func labelsHyphenate() {
        let label = TestText.label("abcd hyphenation", lines: 0)
        #expect(label.measure(width: 120).lines.map(\.text) == ["abcd ", "hyphenation"])
        label.hyphenationFactor = 0.5
        let lines = label.measure(width: 120).lines
        #expect(lines.map(\.text) == ["abcd hyphen-", "ation"])
        #expect(lines.map(\.width) == [115, 50])
    }

    /// A measurer that cannot hyphenate makes the label wrap without
    /// hyphens, reported once as a layout issue.
    @Test func unavailableHyphenationIsReported() {
        let root = View(name: "root")
        root.textMeasurer = NoHyphenation()
        let label = Label(text: "abcd hyphenation", name: "body")
        label.hyphenationFactor = 1
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        let messages = root.layoutIssues.map(\.description).filter { $0.contains("hyphenation") }
        #expect(messages == ["body asks for hyphenation, which is unavailable (no dictionary here); its text wraps without hyphens."])
    }
}

/// The test font's measurer, saying it has no hyphenation dictionary.
private final class NoHyphenation: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
        var plain = request
        plain.hyphenationFactor = 0
        plain.font = TestFont.font(request.font.size)
        return TestFont.measurer.measure(plain)
    }

    func hyphenationUnavailable(language: String?) -> String? { "no dictionary here" }
}
