import Layout
import Render
import Testing

/// Recorded drawing (Layout's `Drawing`) replayed by the painter on a white
/// canvas at one pixel per point, read back at known pixels. Every
/// expected value is worked out by hand: a pixel (x, y) covers the square
/// from (x, y) to (x + 1, y + 1), so a shape whose edges lie on whole
/// points covers whole pixels exactly.
@Suite struct DrawingPaintTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let white: UInt32 = 0xFFFFFF

    private func paint(_ commands: [Drawing.Command], size: Double = 10) throws -> Canvas {
        let canvas = try Canvas(size: Size(width: size, height: size))
        Painter().paint(Drawing(commands: commands), on: canvas)
        return canvas
    }

    private func rgb(_ canvas: Canvas, _ x: Int, _ y: Int) -> UInt32 { canvas.pixels()[y * canvas.width + x] & 0xFFFFFF }

    /// A rectangle from (2, 2) to (8, 6) filled red: pixels 2…7 × 2…5 red, the rest white.
    @Test func fillsARectangle() throws {
        let canvas = try paint([.fill(Path(rect: Rect(x: 2, y: 2, width: 6, height: 4)), Self.red, evenOdd: false)])
        #expect(rgb(canvas, 2, 2) == 0xFF0000)
        #expect(rgb(canvas, 7, 5) == 0xFF0000)
        #expect(rgb(canvas, 1, 2) == Self.white)
        #expect(rgb(canvas, 8, 5) == Self.white)
        #expect(rgb(canvas, 2, 6) == Self.white)
    }

    /// A 1-point line along x = 2.5 (the square's left side from (2.5, 2.5)
    /// to (2.5, 7.5)) covers pixel column 2 exactly: black there, white at
    /// column 3 inside the square.
    @Test func strokesAnOutline() throws {
        let square = Path(rect: Rect(x: 2.5, y: 2.5, width: 5, height: 5))
        let canvas = try paint([.stroke(square, .black, StrokeStyle(lineWidth: 1))])
        #expect(rgb(canvas, 2, 4) == 0x000000)
        #expect(rgb(canvas, 7, 4) == 0x000000)
        #expect(rgb(canvas, 4, 4) == Self.white)
        #expect(rgb(canvas, 1, 4) == Self.white)
    }

    /// Two squares drawn the same way round, (1, 1)–(9, 9) and (3, 3)–(7, 7):
    /// non-zero winding fills the inner one too (winding 2), even-odd
    /// leaves it white.
    @Test func fillRules() throws {
        var path = Path(rect: Rect(x: 1, y: 1, width: 8, height: 8))
        path.append(Path(rect: Rect(x: 3, y: 3, width: 4, height: 4)))
        let winding = try paint([.fill(path, .black, evenOdd: false)])
        let evenOdd = try paint([.fill(path, .black, evenOdd: true)])
        #expect(rgb(winding, 5, 5) == 0x000000)
        #expect(rgb(evenOdd, 5, 5) == Self.white)
        #expect(rgb(evenOdd, 2, 5) == 0x000000)
    }

    /// A translation by (5, 0) moves a 2 × 2 square at the origin to pixels
    /// 5…6; restoring the state puts the next one back at the origin.
    @Test func transformsAndState() throws {
        let square = Path(rect: Rect(x: 0, y: 0, width: 2, height: 2))
        let canvas = try paint([.saveState, .concatenate(.translation(x: 5, y: 0)), .fill(square, Self.red, evenOdd: false),
                                .restoreState, .fill(Path(rect: Rect(x: 0, y: 8, width: 2, height: 2)), .black, evenOdd: false)])
        #expect(rgb(canvas, 5, 0) == 0xFF0000)
        #expect(rgb(canvas, 6, 1) == 0xFF0000)
        #expect(rgb(canvas, 0, 0) == Self.white)
        #expect(rgb(canvas, 0, 8) == 0x000000)
    }

    /// Black at alpha 0.5 over white: 255 × 0.5 = 127.5, so 127 or 128 in
    /// each channel; after the state is restored, opaque again.
    @Test func alpha() throws {
        let canvas = try paint([.saveState, .setAlpha(0.5), .fill(Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)), .black, evenOdd: false),
                                .restoreState, .fill(Path(rect: Rect(x: 5, y: 5, width: 5, height: 5)), .black, evenOdd: false)])
        let half = rgb(canvas, 2, 2) & 0xFF
        #expect(half == 127 || half == 128)
        #expect(rgb(canvas, 7, 7) == 0x000000)
    }

    /// A clip to the left half, then a horizontal gradient black → white
    /// from x = 0 to x = 10: pixel column x is sampled at its centre, grey
    /// (x + 0.5) / 10 × 255 (x = 0: 12.75; x = 4: 114.75), ±2 for cairo's
    /// interpolation; the right half is clipped away (white).
    @Test func clippedGradient() throws {
        let gradient = Gradient(colors: [.black, .white])
        let canvas = try paint([.clip(Path(rect: Rect(x: 0, y: 0, width: 5, height: 10)), evenOdd: false),
                                .linearGradient(gradient, start: Point(x: 0, y: 0), end: Point(x: 10, y: 0))])
        #expect(abs(Int(rgb(canvas, 0, 5) & 0xFF) - 13) <= 2)
        #expect(abs(Int(rgb(canvas, 4, 5) & 0xFF) - 115) <= 2)
        #expect(rgb(canvas, 6, 5) == Self.white)
        #expect(rgb(canvas, 9, 5) == Self.white)
    }

    /// A dashed line along y = 5 (width 2, covering rows 4 and 5), dashes
    /// of 2 and gaps of 2 from x = 0: pixels 0–1 black, 2–3 white, 4–5 black.
    @Test func dashes() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 5))
        line.addLine(to: Point(x: 10, y: 5))
        let canvas = try paint([.stroke(line, .black, StrokeStyle(lineWidth: 2, dashes: [2, 2]))])
        #expect(rgb(canvas, 0, 4) == 0x000000)
        #expect(rgb(canvas, 1, 5) == 0x000000)
        #expect(rgb(canvas, 2, 5) == Self.white)
        #expect(rgb(canvas, 3, 4) == Self.white)
        #expect(rgb(canvas, 4, 5) == 0x000000)
    }

    /// What cairo would refuse (a point that is not a number, a transform of
    /// scale 0, a dash of no length) is left out, and drawing goes on: the
    /// last square is painted, the dashed line drawn solid.
    @Test func badInputIsLeftOutNotFatal() throws {
        var broken = Path()
        broken.move(to: Point(x: .nan, y: 0))
        broken.addLine(to: Point(x: 5, y: 5))
        var line = Path()
        line.move(to: Point(x: 0, y: 1))
        line.addLine(to: Point(x: 10, y: 1))
        let canvas = try paint([.fill(broken, .black, evenOdd: false), .concatenate(.scale(x: 0, y: 0)),
                                .stroke(line, .black, StrokeStyle(lineWidth: 2, dashes: [0, 0])),
                                .fill(Path(rect: Rect(x: 6, y: 6, width: 2, height: 2)), Self.red, evenOdd: false)])
        #expect(rgb(canvas, 7, 7) == 0xFF0000)
        #expect(rgb(canvas, 5, 0) == 0x000000)
        #expect(rgb(canvas, 3, 3) == Self.white)
    }

    /// A rounded rectangle of radius 4 over the whole 10 × 10 canvas: the
    /// corner pixel (0, 0) lies outside the quarter circle about (4, 4)
    /// (its far corner (1, 1) is 4.24 from the centre), the middle is filled.
    /// With only the bottom corners rounded, (0, 0) is filled.
    @Test func roundedCorners() throws {
        var all = Path()
        all.addRoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radii: CornerRadii(radius: 4))
        var bottom = Path()
        bottom.addRoundedRect(Rect(x: 0, y: 0, width: 10, height: 10),
                              radii: CornerRadii(radius: 4, corners: [.bottomLeft, .bottomRight]))
        let rounded = try paint([.fill(all, .black, evenOdd: false)])
        let squareTop = try paint([.fill(bottom, .black, evenOdd: false)])
        #expect(rgb(rounded, 0, 0) == Self.white)
        #expect(rgb(rounded, 5, 5) == 0x000000)
        #expect(rgb(squareTop, 0, 0) == 0x000000)
        #expect(rgb(squareTop, 0, 9) == Self.white)
    }
}
