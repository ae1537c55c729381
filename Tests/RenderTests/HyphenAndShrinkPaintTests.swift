import Layout
import Render
import Testing
import TrellisTestSupport

/// The hyphen of a hyphenated line and shrunk text are painted, not only
/// measured. The test font's glyphs are black rectangles from 0.1 to 0.9 em
/// across and from the baseline 0.7 em up (Fixtures/fonts/README.md).
@Suite struct HyphenAndShrinkPaintTests {
    /// `label` pinned at the top left of a white root of `width` × `height`,
    /// `labelWidth` wide (and `labelHeight` tall when given), painted.
    func paint(_ label: Label, width: Double, height: Double, labelWidth: Double,
               labelHeight: Double? = nil) throws -> Canvas {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = .white
        root.textMeasurer = TestFont.measurer
        root.addSubview(label)
        var constraints = [
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: labelWidth),
        ]
        if let labelHeight { constraints.append(label.heightAnchor.constraint(equalToConstant: labelHeight)) }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let canvas = try Canvas(size: Size(width: width, height: height))
        Painter().paint(root.solvedLayout(), on: canvas)
        return canvas
    }

    func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 {
        canvas.pixels()[y * canvas.width + x] & 0xFFFFFF
    }

    /// "abcd hyphenation" at 10 pt in 120 pt, factor 0.5: the first line is
    /// "abcd hyphen-" (HyphenationTests), its hyphen advancing from 105 to
    /// 115, so its rectangle covers x 106…114, y 1…8 (baseline 8). Without
    /// hyphenation the first line is "abcd " (40 pt) and that spot is white.
    @Test func theHyphenIsPainted() throws {
        let label = Label(text: "abcd hyphenation", name: "body")
        label.font = TestFont.font(10)
        label.numberOfLines = 0
        label.hyphenationFactor = 0.5
        let canvas = try paint(label, width: 130, height: 30, labelWidth: 120)
        #expect(pixel(canvas, 110, 4) == 0x000000)
        #expect(pixel(canvas, 105, 4) == 0xFFFFFF)  // between "n" and "-"
        #expect(pixel(canvas, 117, 4) == 0xFFFFFF)

        let plain = Label(text: "abcd hyphenation", name: "body")
        plain.font = TestFont.font(10)
        plain.numberOfLines = 0
        #expect(pixel(try paint(plain, width: 130, height: 30, labelWidth: 120), 110, 4) == 0xFFFFFF)
    }

    /// "ABCDEFGHIJ" at 20 pt shrunk into 160 × 40: drawn at 16 pt (scale
    /// 0.8), centred (alignCenters: top 12, baseline 12 + 12.8 = 24.8).
    /// Glyph k covers x 16k + 1.6 … 16k + 14.4 and y 13.6 … 24.8, so
    /// (152, 18) is inside "J" and x 144 is the gap between "I" and "J".
    /// Unshrunk, the line would be "ABCDEFG…" with the ellipsis's
    /// rectangle over x 142…158: black at 144.
    @Test func shrunkTextIsPaintedAtItsScale() throws {
        let label = Label(text: "ABCDEFGHIJ", name: "price")
        label.font = TestFont.font(20)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = .alignCenters
        let canvas = try paint(label, width: 170, height: 40, labelWidth: 160, labelHeight: 40)
        #expect(pixel(canvas, 152, 18) == 0x000000)
        #expect(pixel(canvas, 144, 18) == 0xFFFFFF)
        #expect(pixel(canvas, 152, 12) == 0xFFFFFF)
        #expect(pixel(canvas, 152, 26) == 0xFFFFFF)

        label.adjustsFontSizeToFitWidth = false
        #expect(pixel(try paint(label, width: 170, height: 40, labelWidth: 160, labelHeight: 40), 144, 18) == 0x000000)
    }
}
