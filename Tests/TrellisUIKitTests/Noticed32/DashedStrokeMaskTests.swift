import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// A stroke-only `CAShapeLayer` mask shows its layer under the dashes only
/// (`lineDashPattern`, `lineDashPhase`): before, its whole stroke was
/// outlined. Painted at one pixel per point, a red layer on white; the
/// dashes' ends fall on whole points, so the pixels sampled lie wholly
/// inside or outside them. Expected spans by hand from Core Graphics'
/// rules (StrokeDashes.swift).
@MainActor @Suite struct DashedStrokeMaskTests {
    static let white: UInt32 = 0xFFFFFF
    static let red: UInt32 = 0xFF0000

    private func masked(_ path: UIBezierPath, width: CGFloat, dashes: [NSNumber], phase: CGFloat = 0,
                        cap: CAShapeLayerLineCap = .butt) throws -> (Int, Int) -> UInt32 {
        let view = UIView()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        let shape = CAShapeLayer()
        shape.frame = layer.bounds
        shape.path = path.cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = width
        shape.lineCap = cap
        shape.lineDashPattern = dashes
        shape.lineDashPhase = phase
        layer.mask = shape
        view.layer.addSublayer(layer)
        return try onePointPixels(view, width: 40, height: 40)
    }

    private var line: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        return path
    }

    private var square: UIBezierPath { UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)) }

    /// 10 on, 5 off along y 20 (band 18…22): dashes 0…10, 15…25, 30…40.
    @Test func dashesAndGapsAlternate() throws {
        let at = try masked(line, width: 4, dashes: [10, 5])
        #expect(at(5, 20) == Self.red)
        #expect(at(12, 20) == Self.white)
        #expect(at(20, 20) == Self.red)
        #expect(at(27, 20) == Self.white)
        #expect(at(35, 20) == Self.red)
        #expect(at(5, 24) == Self.white)  // outside the band
    }

    /// Phase 5 starts 5 points into the first dash: 0…5, 10…20, 25…35.
    @Test func thePhaseShiftsThePattern() throws {
        let at = try masked(line, width: 4, dashes: [10, 5], phase: 5)
        #expect(at(2, 20) == Self.red)
        #expect(at(7, 20) == Self.white)
        #expect(at(15, 20) == Self.red)
        #expect(at(22, 20) == Self.white)
        #expect(at(30, 20) == Self.red)
        #expect(at(37, 20) == Self.white)
    }

    /// An odd count repeats: [10] is 10 on, 10 off: 0…10, 20…30.
    @Test func anOddCountRepeats() throws {
        let at = try masked(line, width: 4, dashes: [10])
        #expect(at(5, 20) == Self.red)
        #expect(at(15, 20) == Self.white)
        #expect(at(25, 20) == Self.red)
        #expect(at(35, 20) == Self.white)
    }

    /// [0, 10] with round caps: dots of radius 3 at x 0, 10, 20, 30, 40.
    /// With butt caps the same pattern shows nothing.
    @Test func zeroLengthDashesAreRoundDots() throws {
        let dots = try masked(line, width: 6, dashes: [0, 10], cap: .round)
        #expect(dots(10, 20) == Self.red)
        #expect(dots(11, 19) == Self.red)  // pixel centre (11.5, 19.5), 1.6 from the dot's
        #expect(dots(15, 20) == Self.white)
        #expect(dots(20, 20) == Self.red)
        let none = try masked(line, width: 6, dashes: [0, 10])
        #expect(none(10, 20) == Self.white)
    }

    /// The square (10, 10, 20, 20) runs right, down, left and up from
    /// (10, 10), 80 long. [70, 10]: the left side is painted from (10, 30)
    /// up to (10, 20) only, and the path's start has a butt end, so the
    /// corner at (10, 10) is not filled.
    @Test func aClosedPathsGapLeavesItsStartOpen() throws {
        let at = try masked(square, width: 4, dashes: [70, 10])
        #expect(at(9, 25) == Self.red)
        #expect(at(9, 14) == Self.white)
        #expect(at(8, 8) == Self.white)
        #expect(at(20, 9) == Self.red)
    }

    /// Phase 5: painted 0…65 and 75…85, so the last dash (the left side
    /// from y 15 up) and the first (the top) meet at the start and are
    /// joined there, a mitred square corner, as in an undashed stroke.
    @Test func aClosedPathsDashesMeetingAtItsStartAreJoined() throws {
        let at = try masked(square, width: 4, dashes: [70, 10], phase: 5)
        #expect(at(8, 8) == Self.red)
        #expect(at(9, 12) == Self.red)
        #expect(at(9, 20) == Self.white)  // the gap, y 25 up to 15
        #expect(at(9, 28) == Self.red)
    }
}
