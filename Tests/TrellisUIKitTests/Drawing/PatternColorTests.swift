import Layout
import Render
import Testing
@testable import TrellisUIKit

/// `UIColor(patternImage:)` as a view's background: the image tiled at
/// its own size from the view's top left (Apple: "the image is tiled").
/// A 4 × 4 image, red on its left half and blue on its right, over a
/// 20 × 8 view: columns 0–1, 4–5, 8–9 … red, 2–3, 6–7 … blue, on both rows
/// of tiles.
@MainActor @Suite struct PatternColorTests {
    private let red: UInt32 = 0xFF0000, blue: UInt32 = 0x0000FF

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

    @Test func aPatternBackgroundTilesItsImage() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
        root.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 20, height: 8))
        view.backgroundColor = UIColor(patternImage: stripes())
        root.addSubview(view)
        let canvas = try SceneRenderer(scale: 1).render(root.trellis.solvedLayout(width: 30, height: 12))
        let all = canvas.pixels(), stride = canvas.width
        let at = { (x: Int, y: Int) in all[y * stride + x] & 0xFFFFFF }
        // The view starts at (1, 2): tile columns from x 1.
        for (x, expected) in [(1, red), (2, red), (3, blue), (4, blue), (5, red), (17, red), (19, blue), (20, blue)] {
            #expect(at(x, 3) == expected, "x \(x)")
            #expect(at(x, 8) == expected, "x \(x), second row of tiles")
        }
        #expect(at(0, 3) == 0xFFFFFF)   // left of the view
        #expect(at(21, 3) == 0xFFFFFF)  // right of it
        #expect(at(5, 1) == 0xFFFFFF)   // above it
        #expect(at(5, 10) == 0xFFFFFF)  // below it
    }

    @Test func patternColoursAreEqualWhenTheyTileTheSameImage() {
        let image = stripes()
        #expect(UIColor(patternImage: image) == UIColor(patternImage: image))
        #expect(UIColor(patternImage: image) != UIColor(patternImage: stripes()))
        #expect(UIColor(patternImage: image) != UIColor.clear)
    }
}
