import Layout
import Render
import Testing
@testable import TrellisUIKit

/// offsets2's content coordinates for layers: a sublayer added to a
/// scroll view's layer is placed in the layer's bounds coordinates, whose
/// origin is the content offset (Apple, `CALayer.bounds`: "The bounds
/// rectangle … origin … in the layer's own coordinate space"; a scroll
/// view's `bounds.origin` is `contentOffset`), so it scrolls with the
/// subviews. A red 20 × 10 layer at y 50 in a 20 × 20 scroll view with 200
/// of content, one pixel per point: scrolled 50, it is drawn from row 0 to
/// row 9; row 15 is the view's white.
@MainActor @Suite struct ScrolledSublayerTests {
    @Test func aSublayerScrollsWithTheContent() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scroll.contentSize = CGSize(width: 20, height: 200)
        scroll.backgroundColor = .white
        let band = CALayer()
        band.frame = CGRect(x: 0, y: 50, width: 20, height: 10)
        band.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        scroll.layer.addSublayer(band)
        scroll.contentOffset.y = 50
        let canvas = try SceneRenderer(scale: 1).render(scroll.trellis.solvedLayout(width: 20, height: 20))
        let all = canvas.pixels()
        func at(_ y: Int) -> UInt32 { all[y * canvas.width + 5] & 0xFFFFFF }
        #expect(at(0) == 0xFF0000)
        #expect(at(9) == 0xFF0000)
        #expect(at(15) == 0xFFFFFF)
    }
}

/// The same for a scroll view subclass's `draw(_:)`: Apple, `draw(_:)`'s
/// rect is "the portion of the view's bounds that needs to be updated",
/// in bounds coordinates (origin: the content offset), and what it draws
/// stands there. A red 20 × 10 band filled at y 50, scrolled 50: drawn on
/// rows 0 to 9; the rect handed in starts at (0, 50).
@MainActor @Suite struct ScrolledDrawTests {
    final class Banded: UIScrollView {
        var rects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 50, width: 20, height: 10)).fill()
        }
    }

    @Test func aScrollViewDrawsInItsBoundsCoordinates() throws {
        let scroll = Banded(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        scroll.contentSize = CGSize(width: 20, height: 200)
        scroll.backgroundColor = .white
        scroll.contentOffset.y = 50
        let canvas = try SceneRenderer(scale: 1).render(scroll.trellis.solvedLayout(width: 20, height: 20))
        let all = canvas.pixels()
        func at(_ y: Int) -> UInt32 { all[y * canvas.width + 5] & 0xFFFFFF }
        #expect(at(0) == 0xFF0000)
        #expect(at(9) == 0xFF0000)
        #expect(at(15) == 0xFFFFFF)
        #expect(scroll.rects.last == CGRect(x: 0, y: 50, width: 20, height: 20))
    }
}
