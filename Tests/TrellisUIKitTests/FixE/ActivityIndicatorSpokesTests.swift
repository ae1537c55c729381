import Layout
import Render
import Testing
import TrellisUIKit

/// The large activity indicator drawn as UIKit drew it (docs/uikit-numbers.md,
/// "UIActivityIndicatorView `.large`", measured in github-person's
/// `LoadingViewControllerTests/testNavigationLayout.1.png`): eight spokes
/// 5 points wide from 5.5 to 17.5 points out, alpha 0.86 at 9 o'clock,
/// 0.70, 0.56, 0.42 counterclockwise after it, 0.26 for the rest. Red on
/// white at one pixel per point, the indicator's centre at (18.5, 18.5): a
/// pixel well inside a spoke of alpha a has green and blue 255 × (1 − a).
@MainActor @Suite struct ActivityIndicatorSpokesTests {
    private func pixels(_ view: UIView, side: CGFloat) throws -> (Int, Int) -> (red: UInt32, green: UInt32) {
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: side, height: side))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in let p = all[y * stride + x]; return ((p >> 16) & 0xFF, (p >> 8) & 0xFF) }
    }

    @Test func theLargeSpinnerHasEightSpokesFadingBehindTheOneAtNineOClock() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 37, height: 37))
        root.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        spinner.frame = root.bounds
        spinner.startAnimating()
        root.addSubview(spinner)
        let at = try pixels(root, side: 37)
        // Pixel (x, y) covers (x, y)–(x + 1, y + 1); each is 11–12 points out along its spoke.
        let spokes: [(name: String, x: Int, y: Int, alpha: Double)] = [
            ("9 o'clock", 6, 18, 0.86), ("7:30", 10, 26, 0.70), ("6 o'clock", 18, 30, 0.56), ("4:30", 26, 26, 0.42),
            ("3 o'clock", 30, 18, 0.26), ("1:30", 26, 10, 0.26), ("12 o'clock", 18, 6, 0.26), ("10:30", 10, 10, 0.26),
        ]
        for spoke in spokes {
            let pixel = at(spoke.x, spoke.y)
            let expected = 255 * (1 - spoke.alpha)
            #expect(pixel.red == 255, "\(spoke.name)")
            #expect(abs(Double(pixel.green) - expected) <= 2, "\(spoke.name): green \(pixel.green), expected \(expected)")
        }
        // Nothing within 5.5 points of the centre, nor between two spokes near the edge.
        #expect(at(18, 18).green == 255)
        #expect(at(3, 25).green == 255)
    }
}
