import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// A `CAShapeLayer` mask shows its layer where the shape layer draws, its
/// stroke as well as its fill (Apple's `CALayer.mask`: "The layer's alpha
/// channel determines how much of the layer's content and background shows
/// through"; a stroked path's alpha is its stroke). Tracker's gradient card
/// border (held-out corpus 11, `TRStatisticView`): a gradient masked by a
/// shape layer with `fillColor` clear, `strokeColor` black, `lineWidth` 2.
/// Before, such a mask hid its whole layer. Painted at one pixel per point
/// on white; the band of a 4-point stroke of the rectangle (10, 10, 20, 20)
/// is 8…12 on each side, by hand.
@MainActor @Suite struct StrokedShapeMaskTests {
    static let white: UInt32 = 0xFFFFFF
    static let red: UInt32 = 0xFF0000

    private func masked(fill: UIColor?, join: CAShapeLayerLineJoin = .miter, strokeEnd: CGFloat = 1) throws -> (Int, Int) -> UInt32 {
        let view = UIView()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        let shape = CAShapeLayer()
        shape.frame = layer.bounds
        shape.path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath
        shape.fillColor = fill?.cgColor
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.lineJoin = join
        shape.strokeEnd = strokeEnd
        layer.mask = shape
        view.layer.addSublayer(layer)
        return try onePointPixels(view, width: 40, height: 40)
    }

    /// `fillColor` nil, or clear as Tracker sets it.
    @Test(arguments: [false, true])
    func aStrokeOnlyMaskShowsTheBand(clearFill: Bool) throws {
        let at = try masked(fill: clearFill ? .clear : nil)
        #expect(at(9, 20) == Self.red)    // the band's left side, 8…12
        #expect(at(11, 20) == Self.red)
        #expect(at(20, 9) == Self.red)    // its top
        #expect(at(29, 20) == Self.red)   // its right side, 28…32
        #expect(at(20, 20) == Self.white) // the hollow inside
        #expect(at(13, 20) == Self.white)
        #expect(at(5, 20) == Self.white)  // outside
        #expect(at(34, 20) == Self.white)
        #expect(at(8, 8) == Self.red)     // a mitred corner is square
    }

    @Test func aBevelledCornerIsCut() throws {
        let at = try masked(fill: nil, join: .bevel)
        // The bevel runs from (8, 10) to (10, 8): pixel 8…9 × 8…9 lies wholly outside it.
        #expect(at(8, 8) == Self.white)
        #expect(at(9, 20) == Self.red)
    }

    @Test func fillAndStrokeShowBoth() throws {
        let at = try masked(fill: .black)
        #expect(at(20, 20) == Self.red)
        #expect(at(9, 20) == Self.red)
        #expect(at(5, 20) == Self.white)
    }

    /// `strokeEnd` 0.5: the rectangle's path runs from (10, 10) right, down,
    /// left and up; its first half is the top and the right side.
    @Test func aPartStrokeShowsOnlyItsPart() throws {
        let at = try masked(fill: nil, strokeEnd: 0.5)
        #expect(at(20, 9) == Self.red)
        #expect(at(29, 20) == Self.red)
        #expect(at(20, 29) == Self.white)
        #expect(at(9, 20) == Self.white)
    }
}
