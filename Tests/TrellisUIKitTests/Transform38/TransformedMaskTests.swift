import Foundation
import Testing
import TrellisUIKit

/// A mask is placed by its own geometry in the masked layer's
/// coordinates, transform included, as Core Animation places a layer (the
/// mask has no superlayer; Apple's `CALayer.mask`: "remember to set the
/// size and position of the mask layer to ensure it is aligned properly
/// with the layer it masks"): its transform turns and scales its shape
/// about its anchor point. Painted as `LayerMaskTests` paints, one pixel
/// per point on white; pixels by hand.
extension LayerMaskTests {
    /// A red 40 × 20 layer masked by a white layer framed (10, 5, 20, 10),
    /// centre (20, 10), turned a quarter about it: the mask covers
    /// (15, 0)–(25, 20). Red at (16, 1) and (24, 18); white at (12, 10)
    /// and (27, 10), which the unturned mask covers.
    @Test func aLayerMaskIsTurnedAboutItsAnchorPoint() throws {
        let view = UIView()
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        bar.backgroundColor = UIColor.red.cgColor
        let mask = CALayer()
        mask.backgroundColor = UIColor.white.cgColor
        mask.frame = CGRect(x: 10, y: 5, width: 20, height: 10)
        mask.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        bar.mask = mask
        view.layer.addSublayer(bar)
        let at = try pixels(view, width: 40, height: 20)
        #expect(at(16, 1) == Self.red)
        #expect(at(24, 18) == Self.red)
        #expect(at(12, 10) == Self.white)
        #expect(at(27, 10) == Self.white)
    }

    /// A shape-layer mask whose path is its 20 × 10 bounds, framed at
    /// (0, 0) and scaled 2× about its centre (10, 5): it covers
    /// (−10, −5)–(30, 15) of the 40 × 20 red layer. Red at (25, 12);
    /// white at (32, 12) and (25, 17).
    @Test func aShapeMaskIsScaledAboutItsCentre() throws {
        let view = UIView()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.backgroundColor = UIColor.red.cgColor
        let mask = CAShapeLayer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath
        mask.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.mask = mask
        view.layer.addSublayer(layer)
        let at = try pixels(view, width: 40, height: 20)
        #expect(at(25, 12) == Self.red)
        #expect(at(32, 12) == Self.white)
        #expect(at(25, 17) == Self.white)
    }

    /// `UIView.mask`: a red 40 × 20 view masked by a white view framed
    /// (10, 5, 20, 10) and squeezed to half its width about its centre
    /// (20, 10): it lets (15, 5)–(25, 15) show. Red at (16, 10) and
    /// (24, 10); white at (12, 10) and (27, 10).
    @Test func aMaskViewIsScaledAboutItsCentre() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        let mask = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        mask.backgroundColor = .white
        mask.transform = CGAffineTransform(scaleX: 0.5, y: 1)
        view.mask = mask
        let at = try pixels(view, width: 40, height: 20)
        #expect(at(16, 10) == Self.red)
        #expect(at(24, 10) == Self.red)
        #expect(at(12, 10) == Self.white)
        #expect(at(27, 10) == Self.white)
    }
}
