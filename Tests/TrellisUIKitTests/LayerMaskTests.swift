import Foundation
import Layout
import Render
import Testing
import TrellisUIKit

/// A sublayer's `mask` clips it to the mask's opaque shape (Apple's
/// `CALayer.mask`: the mask's alpha decides how much of the layer's
/// content and background shows through; the mask sits in the masked
/// layer's coordinates). The held-out case: a page-load progress bar, a
/// full-width gradient layer masked by a plain white layer as wide as the
/// progress, drawn full width before this (docs/objective-c.md, "Tried on
/// real files"). Painted at one pixel per point on white; pixels by hand.
@MainActor @Suite struct LayerMaskTests {
    static let white: UInt32 = 0xFFFFFF
    static let red: UInt32 = 0xFF0000

    func pixels(_ view: UIView, width: CGFloat, height: CGFloat) throws -> (Int, Int) -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: width, height: height))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// A red layer over (0, 0)–(40, 4) masked by a white layer whose
    /// frame is (0, 0, 12, 4), 30 % of the width: red at x 5 and 11, white
    /// at 12 and 30.
    @Test func plainMaskShowsItsFrame() throws {
        let view = UIView()
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 40, height: 4)
        bar.backgroundColor = UIColor.red.cgColor
        let mask = CALayer()
        mask.backgroundColor = UIColor.white.cgColor
        mask.frame = CGRect(x: 0, y: 0, width: 12, height: 4)
        bar.mask = mask
        view.layer.addSublayer(bar)
        let at = try pixels(view, width: 40, height: 4)
        #expect(at(5, 2) == Self.red)
        #expect(at(11, 2) == Self.red)
        #expect(at(12, 2) == Self.white)
        #expect(at(30, 2) == Self.white)
    }

    /// A mask at opacity 0 (the progress bar hidden after loading) shows
    /// nothing of the layer; so does a mask with nothing in it.
    @Test func transparentOrEmptyMaskHidesTheLayer() throws {
        for faded in [true, false] {
            let view = UIView()
            let bar = CALayer()
            bar.frame = CGRect(x: 0, y: 0, width: 20, height: 4)
            bar.backgroundColor = UIColor.red.cgColor
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 20, height: 4)
            if faded {
                mask.backgroundColor = UIColor.white.cgColor
                mask.opacity = 0
            }
            bar.mask = mask
            view.layer.addSublayer(bar)
            #expect(try pixels(view, width: 20, height: 4)(10, 2) == Self.white)
        }
    }

    /// A shape-layer mask clips to its path, placed at the mask's frame:
    /// a 10 × 10 square path in a mask framed at (10, 0) over a red
    /// 20 × 10 layer shows red at (15, 5) only; (5, 5) stays white.
    @Test func shapeMaskClipsToItsPathAtItsFrame() throws {
        let view = UIView()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        layer.mask = mask
        view.layer.addSublayer(layer)
        let at = try pixels(view, width: 20, height: 10)
        #expect(at(15, 5) == Self.red)
        #expect(at(5, 5) == Self.white)
    }

    /// A view's own layer's mask clips the view and its subviews (DuckDuckGo's
    /// `round(corners:radius:)`: `layer.mask` = a shape layer of a rounded
    /// path). A 20 × 20 red view with a blue subview over its right half,
    /// masked by the left 15 points: red at (5, 10), blue at (12, 10), white
    /// past the mask at (17, 10) where the blue subview would be.
    @Test func viewsOwnMaskClipsItAndItsSubviews() throws {
        let root = UIView()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        card.backgroundColor = .red
        let half = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 20))
        half.backgroundColor = .blue
        card.addSubview(half)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 15, height: 20)).cgPath
        card.layer.mask = mask
        root.addSubview(card)
        let at = try pixels(root, width: 20, height: 20)
        #expect(at(5, 10) == Self.red)
        #expect(at(12, 10) == 0x0000FF)
        #expect(at(17, 10) == Self.white)
        #expect(at(17, 2) == Self.white)
    }

    /// Top corners rounded by 8 (a rounded-rect path on the top corners):
    /// the top-left pixel's nearest point to the corner circle's centre
    /// (8, 8) is (1, 1), 9.9 away, so it is wholly outside (white), and so
    /// is the top-right one; the bottom-left pixel, its corner square, is
    /// red, and so is the middle.
    @Test func viewsOwnMaskRoundsTopCorners() throws {
        let root = UIView()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        card.backgroundColor = .red
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: card.bounds, byRoundingCorners: [.topLeft, .topRight],
                                 cornerRadii: CGSize(width: 8, height: 8)).cgPath
        card.layer.mask = mask
        root.addSubview(card)
        let at = try pixels(root, width: 40, height: 20)
        #expect(at(0, 0) == Self.white)
        #expect(at(39, 0) == Self.white)
        #expect(at(0, 19) == Self.red)
        #expect(at(20, 10) == Self.red)
    }
}
