import Foundation
import Layout
import Render
import Testing
import TextLayout
import TrellisTestSupport

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
        label.font = TestFont.font(10)
        root.textMeasurer = TestFont.measurer
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
        Painter().paint(root.solvedLayout(), on: canvas)
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
