import Layout
import Testing
import TrellisTestSupport

/// Labels with attributed text in the test font: at size s a letter is s
/// wide, a space s/2, a line s tall with its baseline 0.8 s below its top.
/// Every expectation is worked out by hand from those numbers.
@Suite @MainActor struct AttributedLabelTests {
    func label(_ text: AttributedText, lines: Int = 0) -> Label {
        let label = TestText.label("", lines: lines)
        label.attributedText = text
        return label
    }

    func font(_ size: Double) -> Font { TestFont.font(size) }

    @Test func runsOfTwoSizesSizeTheLabel() {
        // "AB" at 10 (20) and "CD" at 20 (40); ascent max(8, 16), descent max(2, 4).
        let label = label(AttributedText([.init("AB"), .init("CD", TextAttributes(font: font(20)))]))
        #expect(label.text == "ABCD")
        #expect(label.intrinsicContentSize == Size(width: 60, height: 20))
        #expect(label.measure(width: nil).firstBaseline == 16)
    }

    @Test func kernAndBaselineOffset() {
        // "AB CD" kerned 2: 10, 10, 5, 10, 10 and 2 after each, the last
        // kept as TextKit keeps it: 55; the first glyph at 0, not 1.
        let kerned = label(AttributedText("AB CD", TextAttributes(kern: 2)))
        #expect(kerned.measure(width: nil).size.width == 55)
        #expect(kerned.measure(width: nil).lines[0].glyphRuns[0].glyphs.map(\.x) == [0, 12, 24, 31, 43])
        // A label as wide as its kerned text keeps it on one line.
        #expect(kerned.measure(width: 55).lines.count == 1)
        // "CD" raised 3: the line is 8 + 3 above and 2 below.
        let raised = label(AttributedText([.init("AB"), .init("CD", TextAttributes(baselineOffset: 3))]))
        #expect(raised.intrinsicContentSize == Size(width: 40, height: 13))
    }

    @Test func paragraphStyleKeys() {
        var style = ParagraphAttributes()
        style.lineSpacing = 4
        style.firstLineHeadIndent = 5
        let label = label(AttributedText([.init("AB CD")], paragraphStyle: style))
        // At 30 the first line has 25: "AB " (20 at the wrap) at 5, then
        // "CD" at 0; two lines of 10, 4 between.
        let m = label.measure(width: 30)
        #expect(m.lines.map(\.x) == [5, 0])
        #expect(m.size == Size(width: 25, height: 24))
        // A hard break starts a paragraph: its first line is indented too.
        let broken = self.label(AttributedText([.init("AB\nCD")], paragraphStyle: style)).measure(width: nil)
        #expect(broken.lines.map(\.x) == [5, 5])
    }

    @Test func plainTextReplacesAttributedText() {
        let label = label(AttributedText("AB", TextAttributes(font: font(20))))
        #expect(label.intrinsicContentSize == Size(width: 40, height: 20))
        label.text = "ABC"
        #expect(label.attributedText == nil)
        #expect(label.intrinsicContentSize == Size(width: 30, height: 10))
    }

    @Test func glyphRunsCarryTheirAttributes() {
        let red = Color(red: 1, green: 0, blue: 0)
        let label = label(AttributedText([
            .init("AB"),
            .init("CD", TextAttributes(foregroundColor: red, underlineStyle: .single, link: "https://example.com")),
        ]))
        let runs = label.measure(width: nil).lines[0].glyphRuns
        #expect(runs.count == 2)
        #expect(runs[0].style?.attributes.foregroundColor == nil)
        #expect(runs[1].style?.attributes.foregroundColor == red)
        #expect(runs[1].style?.attributes.link == "https://example.com")
        // The second run's advance: from 20, 20 wide.
        #expect(runs[1].style?.x == 20 && runs[1].style?.width == 20)
    }

    @Test func underlineAndStrikethroughComeFromTheFont() {
        // DejaVu Sans (2048 units per em): post underlinePosition -40,
        // underlineThickness 90; OS/2 yStrikeoutPosition 530, yStrikeoutSize
        // 102 (read with fontTools). At 20 px, raised 3: the underline's top
        // 40·20/2048 below the baseline, less 3; the strikethrough 530·20/2048 above it.
        let label = Label()
        label.attributedText = AttributedText("x", TextAttributes(
            font: Font(family: "DejaVu Sans", size: 20), baselineOffset: 3, underlineStyle: .single,
            strikethroughStyle: .double))
        let style = label.measure(width: nil).lines[0].glyphRuns[0].style
        #expect(style?.underlineY == 40.0 * 20 / 2048 - 3)
        #expect(style?.underlineThickness == 90.0 * 20 / 2048)
        #expect(style?.strikethroughY == -530.0 * 20 / 2048 - 3)
        #expect(style?.strikethroughThickness == 102.0 * 20 / 2048)
    }

    @Test func plainLabelsHaveNoRunStyle() {
        let label = TestText.label("AB")
        #expect(label.measure(width: nil).lines[0].glyphRuns.allSatisfy { $0.style == nil })
    }
}
