import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport

/// Colour bitmap glyphs are painted at the size they were measured at, not
/// at their strike's size.
///
/// The test emoji fonts (scripts/gen-emoji-test-font; CBDT and sbix) have a
/// 100 ppem strike whose bitmaps are opaque rectangles, 125 × 120 px, from
/// 95 px above the baseline to 25 below: at 20 points "😀" (red) and "👍🏽"
/// (one ligature glyph, blue) advance 25 each and are painted 25 × 24,
/// from 19 above the baseline to 5 below. A label at (10, 10) has its
/// baseline at 10 + 19, so the two cover x 10..<35 and 35..<60, y 10..<34.
@Suite struct ColourEmojiPaintTests {
    func paint(_ text: String, fontFile: String, size: Double, scale: Double = 1) throws -> Canvas {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        root.backgroundColor = .white
        root.textMeasurer = try ShapedTextMeasurer(systemFontFiles: [FontFile(path: fontFile)])
        let label = Label(text: text, name: "label")
        label.font = .systemFont(ofSize: size)
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        let canvas = try Canvas(size: Size(width: 100, height: 50), scale: scale)
        Painter().paint(root.solvedLayout(), on: canvas)
        return canvas
    }

    /// The smallest rectangle holding every pixel that is not white, in pixels.
    func paintedBox(_ canvas: Canvas) -> (x: Range<Int>, y: Range<Int>)? {
        let pixels = canvas.pixels()
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where pixels[y * canvas.width + x] & 0xFFFFFF != 0xFFFFFF {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return minX > maxX ? nil : (minX..<(maxX + 1), minY..<(maxY + 1))
    }

    func colour(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 {
        canvas.pixels()[y * canvas.width + x] & 0xFFFFFF
    }

    @Test(arguments: [TestFont.emojiPath, TestFont.emojiSbixPath])
    func bitmapsArePaintedAtTheMeasuredSize(fontFile: String) throws {
        let canvas = try paint("😀👍🏽", fontFile: fontFile, size: 20)
        let box = try #require(paintedBox(canvas))
        #expect(box.x == 10..<60)
        #expect(box.y == 10..<34)
        #expect(colour(canvas, 22, 22) == 0xFF0000)
        #expect(colour(canvas, 47, 22) == 0x0000FF)
    }

    /// At --scale 2 every pixel dimension doubles: 50 × 48 pixels from (20, 20).
    @Test(arguments: [TestFont.emojiPath, TestFont.emojiSbixPath])
    func bitmapsFollowTheCanvasScale(fontFile: String) throws {
        let canvas = try paint("😀👍🏽", fontFile: fontFile, size: 20, scale: 2)
        let box = try #require(paintedBox(canvas))
        #expect(box.x == 20..<120)
        #expect(box.y == 20..<68)
    }

    /// Noto Color Emoji's "👍" is a 136 × 128 px bitmap of its 109 px strike,
    /// 101 px of it above the baseline, whose opaque pixels are columns
    /// 11…120 and rows 4…123 (read from the PNG in CBDT with fontTools).
    /// At 16 px they scale by 16/109: x 1.61…17.76 from the label's left
    /// edge (10), y 14.24 above to 3.38 below the baseline (10 + 1900/2048 ×
    /// 16 = 24.84), so the pixels touched are x 11..<28, y 10..<29. Drawn
    /// at the 109 px strike it would be 110 px wide.
    @Test func notoColorEmojiIsScaledFromItsStrike() throws {
        let canvas = try paint("👍", fontFile: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", size: 16)
        let box = try #require(paintedBox(canvas))
        #expect(box.x == 11..<28)
        #expect(box.y == 10..<29)
    }

    @Test func paintingIsDeterministic() throws {
        let first = try paint("👍🏽😀", fontFile: TestFont.emojiPath, size: 17.3).pngData()
        let second = try paint("👍🏽😀", fontFile: TestFont.emojiPath, size: 17.3).pngData()
        #expect(first == second)
        let noto = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        #expect(try paint("👍🏽🇫🇷", fontFile: noto, size: 16).pngData() == paint("👍🏽🇫🇷", fontFile: noto, size: 16).pngData())
    }
}
