import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport

/// A variable font's weight reaches the painting: the glyphs are drawn at
/// the `wght` they were measured at.
///
/// Fixtures/fonts/TrellisTestVariable.ttf (scripts/gen-test-font): at
/// `wght` 400 every letter is the test font's rectangle, x 100…900 units
/// of a 1000-unit advance, 0…700 up; at 900 it is 500 units wider
/// (x 100…1400, advance 1500). At 10 points "A" at (60, 30) covers
/// x 61…69 at 400 and x 61…74 at 900, y 31…38.
@Suite struct VariableFontPaintTests {
    func paint(weight: Font.Weight) throws -> Canvas {
        let path = (TestFont.path as NSString).deletingLastPathComponent + "/TrellisTestVariable.ttf"
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        root.backgroundColor = .white
        root.textMeasurer = try ShapedTextMeasurer(systemFontFiles: [FontFile(path: path)])
        let label = Label(text: "A", name: "label")
        label.font = .systemFont(ofSize: 10, weight: weight)
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 60),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        let canvas = try Canvas(size: Size(width: 100, height: 60))
        Painter().paint(root.solvedLayout(), on: canvas)
        return canvas
    }

    func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 {
        canvas.pixels()[y * canvas.width + x] & 0xFFFFFF
    }

    @Test func blackIsPaintedWider() throws {
        let black = try paint(weight: .black)
        let regular = try paint(weight: .regular)
        #expect(pixel(regular, 65, 35) == 0x000000)
        #expect(pixel(black, 65, 35) == 0x000000)
        #expect(pixel(regular, 72, 35) == 0xFFFFFF)
        #expect(pixel(black, 72, 35) == 0x000000)
        #expect(pixel(black, 76, 35) == 0xFFFFFF)
    }
}
