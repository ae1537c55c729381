import Foundation
import Layout
import LayoutText
import Render
import Testing
import TextLayout

/// The test font (Fixtures/fonts/TrellisTest.ttf): at 10 pt letters are
/// 10 × 10 squares' cells, spaces 5 wide; glyphs are filled squares from
/// 100 to 900 units across and 0 to 700 up.
enum RenderText {
    static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    static let measurer: ShapedTextMeasurer = {
        let fonts = try! FontSet.files([(fixtures + "/fonts/TrellisTest.ttf", 0)], library: FontLibrary())
        return ShapedTextMeasurer(families: ["Trellis Test": fonts])
    }()
}

@Suite struct PainterTests {
    /// A 100 × 60 root, white; a 40 × 20 red box at (10, 10); a label "AB"
    /// in the test font at 10 pt at (60, 30), black.
    func scene() throws -> Canvas {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        root.backgroundColor = .white
        let box = View(name: "box")
        box.backgroundColor = .red
        let label = Label(text: "AB", name: "label")
        label.font = Font(family: "Trellis Test", size: 10)
        label.measurer = RenderText.measurer
        for view in [box, label] { root.addSubview(view) }
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 20),
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 60),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        let canvas = try Canvas(size: Size(width: 100, height: 60))
        Painter(fallbackMeasurer: RenderText.measurer).paint(root, on: canvas)
        return canvas
    }

    func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 {
        canvas.pixels()[y * canvas.width + x] & 0xFFFFFF
    }

    @Test func paintsBackgroundsAndText() throws {
        let canvas = try scene()
        #expect(pixel(canvas, 5, 5) == 0xFFFFFF)     // root: white
        #expect(pixel(canvas, 30, 20) == 0xFF0000)   // the box: red
        // "A": a square from x 60 + 1 to 60 + 9, from the baseline (30 + 8)
        // up 7: y 31...38. Its middle (65, 35) is black; the gap between
        // "A" and "B" (x 69.5) is white.
        #expect(pixel(canvas, 65, 35) == 0x000000)
        #expect(pixel(canvas, 75, 35) == 0x000000)
        #expect(pixel(canvas, 60, 35) == 0xFFFFFF)
        #expect(pixel(canvas, 65, 39) == 0xFFFFFF)
        if let path = ProcessInfo.processInfo.environment["TRELLIS_DEBUG_PNG"] {
            try Data(canvas.pngData()).write(to: URL(fileURLWithPath: path))
        }
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        #expect(try scene().pngData() == scene().pngData())
    }
}
