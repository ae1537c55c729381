import Layout
import Render
import Testing
@testable import TrellisUIKit

/// fixE's pattern colours × offsets2's content coordinates: a scroll
/// view's pattern background. A layer's background fills its bounds, and
/// a scroll view's bounds origin is its content offset, so the tiling
/// stands on the content's grid and moves with the content: a table's
/// `backgroundColor = UIColor(patternImage:)` "moves with the content …
/// the pattern's 0,0 coordinate is aligned with the cell background 0,0
/// coordinate" (horseshoe7.wordpress.com, "UITableView with a Background
/// that Scrolls with the Content", 2012). A 4 × 4 image, red on its top
/// half (rows 0–1) and blue below (2–3), in a 20 × 20 scroll view with 200
/// of content, one pixel per point: at offset 0 screen row 0 is red, row
/// 2 blue; scrolled 2, screen row 0 shows content row 2 (blue) and row 2
/// content row 4 (red); scrolled -1 (pulled down), row 0 shows content
/// row -1, the last row of the tile above (blue), row 1 content 0 (red).
@MainActor @Suite struct ScrolledPatternBackgroundTests {
    private func bands() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
    }

    private func row(_ view: UIView, _ y: Int) throws -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: 20, height: 20))
        return canvas.pixels()[y * canvas.width + 5] & 0xFFFFFF
    }

    @Test func thePatternScrollsWithTheContent() throws {
        let red: UInt32 = 0xFF0000, blue: UInt32 = 0x0000FF
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scroll.contentSize = CGSize(width: 20, height: 200)
        scroll.backgroundColor = UIColor(patternImage: bands())
        #expect(try row(scroll, 0) == red)
        #expect(try row(scroll, 2) == blue)
        scroll.contentOffset.y = 2
        #expect(try row(scroll, 0) == blue)
        #expect(try row(scroll, 2) == red)
        scroll.contentOffset.y = -1
        #expect(try row(scroll, 0) == blue)
        #expect(try row(scroll, 1) == red)
    }
}
