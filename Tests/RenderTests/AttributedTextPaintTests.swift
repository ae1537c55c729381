import Layout
import Render
import Testing
import TrellisTestSupport

/// Attributed labels painted run by run: colours, backgrounds, underlines.
@Suite struct AttributedTextPaintTests {
    func paint(_ text: AttributedText, measurer: TextMeasuring = TestFont.measurer) throws -> Canvas {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        root.backgroundColor = .white
        root.textMeasurer = measurer
        let label = Label(name: "label")
        label.font = TestFont.font(10)
        label.attributedText = text
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let canvas = try Canvas(size: Size(width: 100, height: 40))
        Painter().paint(root.solvedLayout(), on: canvas)
        return canvas
    }

    func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 {
        canvas.pixels()[y * canvas.width + x] & 0xFFFFFF
    }

    @Test func eachRunHasItsColourAndBackground() throws {
        // "AB" black, "CD" red on blue, at (10, 10): the line is y 10..20,
        // baseline 18; each letter a square x +1..+9 of its 10, 7 tall.
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let canvas = try paint(AttributedText([
            .init("AB"), .init("CD", TextAttributes(foregroundColor: red, backgroundColor: blue)),
        ]))
        #expect(pixel(canvas, 15, 15) == 0x000000)  // A
        #expect(pixel(canvas, 19, 15) == 0xFFFFFF)  // between A and B: no background
        #expect(pixel(canvas, 35, 15) == 0xFF0000)  // C, red
        #expect(pixel(canvas, 39, 15) == 0x0000FF)  // between C and D: the background
        #expect(pixel(canvas, 35, 19) == 0x0000FF)  // under C, inside the line
        #expect(pixel(canvas, 35, 21) == 0xFFFFFF)  // below the line
        #expect(pixel(canvas, 51, 15) == 0xFFFFFF)  // after the run
    }

    @Test func anUnderlineSitsWhereTheFontSays() throws {
        // Spaces in DejaVu Sans at 20 px: no glyph ink, only the underline,
        // its top 40/2048 em below the baseline, 90/2048 em thick (post
        // table): baseline 10 + 1901·20/2048 ≈ 28.56, the line from about
        // 28.95 to 29.83: row 29 inked, rows 27 and 31 white.
        let canvas = try paint(AttributedText("    ", TextAttributes(
            font: Font(family: "DejaVu Sans", size: 20), underlineStyle: .single)), measurer: ShapedTextMeasurer.system)
        #expect(pixel(canvas, 15, 29) != 0xFFFFFF)
        #expect(pixel(canvas, 15, 27) == 0xFFFFFF)
        #expect(pixel(canvas, 15, 31) == 0xFFFFFF)
    }
}
