import Layout
import Render
import Testing
@testable import TrellisUIKit

/// `UIColor(patternImage:)` as a fill: the shape filled with the image
/// tiled at its own size (Apple, `init(patternImage:)`: "the image is
/// tiled"), the copies on a grid from the drawing's top left as a pattern
/// background's. A 4 × 4 image, red on its left half and blue on its right:
/// from x 0 of the drawing, columns 0–1, 4–5, 8–9 … red, 2–3, 6–7 … blue.
/// Painted at one pixel per point on white.
@MainActor @Suite struct PatternFillTests {
    private let red: UInt32 = 0xFF0000, blue: UInt32 = 0x0000FF, white: UInt32 = 0xFFFFFF

    private func stripes() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
    }

    private func pixels(_ view: UIView, width: CGFloat, height: CGFloat) throws -> (Int, Int) -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: width, height: height))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// Fills (3, 1)–(11, 7) in `draw(_:)`: the columns keep the view's grid, so x 3 is blue, not the image's first (red) column.
    final class Filled: UIView {
        var pattern: UIColor?
        override func draw(_ rect: CGRect) {
            pattern?.setFill()
            UIBezierPath(rect: CGRect(x: 3, y: 1, width: 8, height: 6)).fill()
        }
    }

    @Test func aBezierPathFilledWithAPatternShowsTheTiles() throws {
        let view = Filled()
        view.backgroundColor = .white
        view.pattern = UIColor(patternImage: stripes())
        let at = try pixels(view, width: 20, height: 8)
        for (x, expected) in [(3, blue), (4, red), (5, red), (6, blue), (7, blue), (8, red), (10, blue)] {
            #expect(at(x, 2) == expected, "x \(x)")
            #expect(at(x, 6) == expected, "x \(x), second row of tiles")
        }
        #expect(at(2, 2) == white)   // left of the shape
        #expect(at(11, 2) == white)  // right of it
        #expect(at(5, 0) == white)   // above it
        #expect(at(5, 7) == white)   // below it
    }

    @Test func aShapeLayerFilledWithAPatternShowsTheTilesFromItsOwnOrigin() throws {
        let view = UIView()
        view.backgroundColor = .white
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 5, y: 0, width: 8, height: 4)
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 4)).cgPath
        shape.fillColor = UIColor(patternImage: stripes()).cgColor
        view.layer.addSublayer(shape)
        let at = try pixels(view, width: 20, height: 8)
        for (x, expected) in [(5, red), (6, red), (7, blue), (8, blue), (9, red), (12, blue)] {
            #expect(at(x, 1) == expected, "x \(x)")
        }
        #expect(at(4, 1) == white)
        #expect(at(13, 1) == white)
        #expect(at(6, 5) == white)  // below the shape
    }

    @Test func aPatternsCGColorKeepsItsImage() {
        let image = stripes()
        let pattern = UIColor(patternImage: image)
        #expect(pattern.cgColor == UIColor(patternImage: image).cgColor)
        #expect(pattern.cgColor != UIColor.clear.cgColor)
        #expect(UIColor(cgColor: pattern.cgColor) == pattern)
    }
}
