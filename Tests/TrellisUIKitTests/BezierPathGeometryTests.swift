import Foundation
import Layout
import Testing
import TrellisUIKit

/// Paths as geometry (no pixels): where arcs end, how transforms move
/// points, what odd input gives. Expected points are worked out by hand.
@MainActor @Suite struct BezierPathGeometryTests {
    /// A quarter turn about (10, 10), radius 5, from angle 0 (the point
    /// (15, 10)) clockwise on the screen to π/2 (the point (10, 15)): one
    /// cubic curve, ending exactly there.
    @Test func quarterArcEndsWhereTheAngleSays() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 15) < 1e-9)
        // The curve stays inside the square the quarter circle spans, controls included.
        let bounds = path.bounds
        #expect(abs(bounds.minX - 10) < 1e-9 && abs(bounds.maxX - 15) < 1e-9)
        #expect(abs(bounds.minY - 10) < 1e-9 && abs(bounds.maxY - 15) < 1e-9)
    }

    /// A line to the arc's start when the path already has a point, as
    /// UIKit's `addArc(withCenter:…)` draws it: from (0, 0) to (15, 10), then
    /// half a turn counterclockwise on the screen to (5, 10), through (10, 5).
    @Test func addArcJoinsTheCurrentPoint() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(path.currentPoint.x - 5) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
        #expect(abs(path.bounds.minY - 0) < 1e-9)  // the line from (0, 0)
        #expect(abs(path.bounds.maxY - 10) < 1e-9)  // the upper half only
    }

    /// `apply(_:)` scales every point: a 10 × 10 rectangle scaled by 2 and
    /// moved by (3, 4) (scale first, then translation: `concatenating`) spans
    /// (3, 4)–(23, 24).
    @Test func applyMovesEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 3, y: 4)))
        #expect(path.bounds == CGRect(x: 3, y: 4, width: 20, height: 20))
        let cg = CGMutablePath()
        cg.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(cg.boundingBox == CGRect(x: 5, y: 0, width: 10, height: 10))
    }

    /// A corner radius larger than half the shorter side is half of it (a
    /// capsule), as UIKit clamps it: the path still spans the rectangle.
    @Test func roundedRectRadiusIsClamped() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 100)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(!path.isEmpty)
    }

    /// Odd input draws nothing and does not crash: an image renderer of no
    /// size gives an image, a shape layer without a path or a gradient of
    /// one colour draws what it can, a transform that is not a number paints
    /// the rest of the tree.
    @Test func oddInputIsHarmless() throws {
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in UIColor.red.setFill() }
        #expect(empty.size.width >= 0)
        let root = UIView()
        root.backgroundColor = .white
        let shape = CAShapeLayer()
        root.layer.addSublayer(shape)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor]
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layer.addSublayer(gradient)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        child.transform = CGAffineTransform(scaleX: .nan, y: 1)
        root.addSubview(child)
        let png = try root.trellis.pngData(width: 20, height: 20, scale: 1)
        #expect(!png.isEmpty)
    }
}
