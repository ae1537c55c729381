import Foundation
import Layout
import Render
import Testing
import TrellisUIKit

/// UIKit drawing painted: `draw(_:)` overrides, `UIBezierPath`, Core
/// Graphics calls, layers (gradient, shape, corners, shadow path), view
/// transforms, image renderers and button background images. Each picture
/// is painted at one pixel per point on white and read at pixels whose
/// colour is worked out by hand (a pixel (x, y) covers the square from
/// (x, y) to (x + 1, y + 1)).
@MainActor @Suite struct DrawingTests {
    static let white: UInt32 = 0xFFFFFF
    static let red: UInt32 = 0xFF0000
    static let blue: UInt32 = 0x0000FF

    /// `view` at `width` × `height` as pixels (0xRRGGBB, row by row).
    private func pixels(_ view: UIView, width: CGFloat, height: CGFloat) throws -> (Int, Int) -> UInt32 {
        let canvas = try SceneRenderer(scale: 1).render(view.trellis.solvedLayout(width: width, height: height))
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    /// A view drawing a red square (0, 0)–(10, 10) with `UIRectFill` and a
    /// blue oval in (10, 0)–(20, 10) with `UIBezierPath`: pixel (5, 5) red;
    /// (15, 5), the oval's centre, blue; (10, 0), outside the oval's corner, white.
    final class Drawn: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 0, width: 10, height: 10)).fill()
        }
    }

    @Test func drawOverrideIsPainted() throws {
        let view = Drawn()
        view.backgroundColor = .white
        let at = try pixels(view, width: 20, height: 10)
        #expect(at(5, 5) == Self.red)
        #expect(at(15, 5) == Self.blue)
        #expect(at(10, 0) == Self.white)
    }

    /// Core Graphics calls through `UIGraphicsGetCurrentContext()`: a
    /// translation by (10, 0), a fill of (0, 0, 5, 5) (pixels 10…14), a
    /// restored state, then a 2-point stroke along y = 9 (rows 8 and 9).
    final class ContextDrawn: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.translateBy(x: 10, y: 0)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.restoreGState()
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 0, y: 9))
            context.addLine(to: CGPoint(x: 20, y: 9))
            context.strokePath()
        }
    }

    @Test func contextCallsArePainted() throws {
        let at = try pixels(ContextDrawn(), width: 20, height: 10)
        #expect(at(12, 2) == Self.red)
        #expect(at(2, 2) == Self.white)
        #expect(at(5, 8) == Self.blue)
        #expect(at(5, 7) == Self.white)
        #expect(UIGraphicsGetCurrentContext() == nil)  // only while drawing
    }

    /// UIKit's `clockwise` is clockwise on the screen: from angle 0 to π
    /// about (10, 10) it passes through the bottom (10, 15); closed and
    /// filled, the lower half disc. Core Graphics' `clockwise` is the other
    /// way in UIKit's flipped coordinates: the upper half.
    @Test func arcDirections() throws {
        let uikit = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(uikit.bounds.maxY - 15) < 1e-9 && abs(uikit.bounds.minY - 10) < 1e-9)
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(cg.boundingBox.minY - 5) < 1e-9 && abs(cg.boundingBox.maxY - 10) < 1e-9)
    }

    /// A view turned a quarter turn about its centre: 20 × 10 at (10, 15)
    /// in a 40 × 40 root, centre (20, 20), painted over (15, 10)–(25, 30).
    /// Pixel (20, 27) is red (below the untransformed frame), (12, 20)
    /// white (inside the frame, outside the turned one). Bounds and centre
    /// stay the untransformed ones, as Auto Layout keeps them; `frame` reads
    /// the turned view's bounding box, (15, 10, 10, 20) (docs/uikit.md,
    /// "Transforms").
    @Test func rotationIsPaintedAboutTheCentre() throws {
        let root = UIView()
        root.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 10, y: 15, width: 20, height: 10))
        bar.backgroundColor = .red
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(bar)
        let at = try pixels(root, width: 40, height: 40)
        #expect(at(20, 27) == Self.red)
        #expect(at(20, 12) == Self.red)
        #expect(at(12, 20) == Self.white)
        #expect(bar.bounds == CGRect(x: 0, y: 0, width: 20, height: 10) && bar.center == CGPoint(x: 20, y: 20))
        let frame = bar.frame  // a quarter turn's cosine is 6e-17, not 0
        #expect([frame.minX - 15, frame.minY - 10, frame.width - 10, frame.height - 20].allSatisfy { abs($0) < 1e-9 })
    }

    /// Scaled by a half about its centre (20, 20): a 20 × 20 square at
    /// (10, 10) is painted over (15, 15)–(25, 25); translated by (10, 0)
    /// on top of that (translation applied last), over (25, 15)–(35, 25).
    @Test func scaleAndTranslation() throws {
        let root = UIView()
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .blue
        square.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        root.addSubview(square)
        var at = try pixels(root, width: 40, height: 40)
        #expect(at(12, 12) == Self.white)
        #expect(at(16, 16) == Self.blue)
        #expect(at(24, 24) == Self.blue)
        #expect(at(26, 20) == Self.white)
        square.transform = CGAffineTransform(scaleX: 0.5, y: 0.5).translatedBy(x: 20, y: 0)
        // translatedBy scales the translation too: 20 × 0.5 = 10 points to the right.
        at = try pixels(root, width: 40, height: 40)
        #expect(at(16, 20) == Self.white)
        #expect(at(30, 20) == Self.blue)
    }

    /// A gradient sublayer over a 10 × 100 view, black at the top to white
    /// at the bottom (Core Animation's default direction): row y is sampled
    /// at y + 0.5, grey (y + 0.5) / 100 × 255 (row 0: 1.3; row 49: 126.2;
    /// row 99: 253.7), ±2 for cairo's interpolation.
    @Test func gradientLayer() throws {
        let view = UIView()
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        view.layer.insertSublayer(gradient, at: 0)
        let at = try pixels(view, width: 10, height: 100)
        #expect(abs(Int(at(5, 0) & 0xFF) - 1) <= 2)
        #expect(abs(Int(at(5, 49) & 0xFF) - 126) <= 2)
        #expect(abs(Int(at(5, 99) & 0xFF) - 254) <= 2)
    }

    /// A shape layer filling (2, 2)–(8, 8) red (its fill) and a second
    /// stroking a 2-point line along y = 15 from x = 0 to 20 in blue, but
    /// only its first half (`strokeEnd` 0.5): blue at (5, 14), white at (15, 14).
    @Test func shapeLayers() throws {
        let view = UIView()
        let square = CAShapeLayer()
        square.path = UIBezierPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6)).cgPath
        square.fillColor = UIColor.red.cgColor
        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 15))
        path.addLine(to: CGPoint(x: 20, y: 15))
        line.path = path
        line.fillColor = nil
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 2
        line.strokeEnd = 0.5
        view.layer.addSublayer(square)
        view.layer.addSublayer(line)
        let at = try pixels(view, width: 20, height: 20)
        #expect(at(5, 5) == Self.red)
        #expect(at(1, 1) == Self.white)
        #expect(at(5, 14) == Self.blue)
        #expect(at(5, 15) == Self.blue)
        #expect(at(15, 14) == Self.white)
    }

    /// A sublayer added after a subview is drawn over it; one inserted at 0
    /// under it: a red subview over (0, 0)–(10, 10), a blue layer on the
    /// same square added last covers it; inserted at 0, the subview covers it.
    @Test func sublayersAmongSubviews() throws {
        func tree(insertingAtZero: Bool) -> UIView {
            let root = UIView()
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            child.backgroundColor = .red
            root.addSubview(child)
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.backgroundColor = UIColor.blue.cgColor
            if insertingAtZero { root.layer.insertSublayer(layer, at: 0) } else { root.layer.addSublayer(layer) }
            return root
        }
        #expect(try pixels(tree(insertingAtZero: false), width: 10, height: 10)(5, 5) == Self.blue)
        #expect(try pixels(tree(insertingAtZero: true), width: 10, height: 10)(5, 5) == Self.red)
    }

    /// A 20 × 20 red view with corner radius 10 rounding only its top
    /// corners: pixel (0, 0) lies outside the top-left quarter circle (its
    /// corner (1, 1) is 12.7 from the centre (10, 10)), pixel (0, 19) is
    /// inside the square bottom-left corner.
    @Test func maskedCorners() throws {
        let view = UIView()
        view.backgroundColor = .red
        view.layer.cornerRadius = 10
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let root = UIView()
        root.backgroundColor = .white
        root.addSubview(view)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let at = try pixels(root, width: 20, height: 20)
        #expect(at(0, 0) == Self.white)
        #expect(at(19, 0) == Self.white)
        #expect(at(0, 19) == Self.red)
        #expect(at(10, 10) == Self.red)
    }

    /// A shadow path of (0, 0)–(5, 5), opaque black, no blur, no offset,
    /// on a view with no background: black inside the path, white outside.
    @Test func shadowPath() throws {
        let root = UIView()
        root.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = .zero
        view.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).cgPath
        root.addSubview(view)
        let at = try pixels(root, width: 30, height: 30)
        #expect(at(12, 12) == 0x000000)
        #expect(at(17, 17) == Self.white)
    }

    /// An image renderer at scale 1: a 4 × 4 image whose left half is red;
    /// shown in a 4 × 4 image view: red at (1, 1), white (transparent over
    /// white) at (3, 1).
    @Test func imageRenderer() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        #expect(image.size == CGSize(width: 4, height: 4))
        let root = UIView()
        root.backgroundColor = .white
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.addSubview(imageView)
        let at = try pixels(root, width: 4, height: 4)
        #expect(at(1, 1) == Self.red)
        #expect(at(3, 1) == Self.white)
    }

    /// A button's background image (a 1 × 1 blue image) is stretched over
    /// the whole button: blue at its far corner (19, 9).
    @Test func buttonBackgroundImage() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let blue = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let button = UIButton(type: .custom)
        button.setBackgroundImage(blue, for: .normal)
        #expect(button.backgroundImage(for: .highlighted) === blue)
        let root = UIView()
        root.addSubview(button)
        button.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        let at = try pixels(root, width: 20, height: 10)
        #expect(at(19, 9) == Self.blue)
        #expect(at(0, 0) == Self.blue)
    }

    /// A view backed by a gradient layer (`layerClass`), red to blue left
    /// to right over 100 points: column x is sampled at its centre x + 0.5,
    /// blue (x + 0.5) / 100 × 255 and red the rest: column 0 red 253.7,
    /// blue 1.3; column 99 red 1.3, blue 253.7 (±2 for cairo).
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    /// An app's own layer class, written as on iOS (`override init()`,
    /// `override init(layer:)`, `required init?(coder:)`), drawing a red
    /// square (0, 0)–(5, 5) in `draw(in:)`.
    final class SquareLayer: CALayer {
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
    }

    @Test func layerClassAndOwnLayers() throws {
        let view = GradientView()
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let square = SquareLayer()
        square.frame = CGRect(x: 10, y: 10, width: 5, height: 5)
        view.layer.addSublayer(square)
        let at = try pixels(view, width: 100, height: 20)
        #expect(abs(Int(at(0, 2) >> 16) - 254) <= 2 && abs(Int(at(0, 2) & 0xFF) - 1) <= 2)
        #expect(abs(Int(at(99, 2) >> 16) - 1) <= 2 && abs(Int(at(99, 2) & 0xFF) - 254) <= 2)
        #expect(at(12, 12) == Self.red)
    }

    /// `usesEvenOddFillRule`: a square with a square inside, both drawn
    /// the same way round, leaves the inner one unfilled.
    final class Ring: UIView {
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
            path.usesEvenOddFillRule = true
            UIColor.black.setFill()
            path.fill()
        }
    }

    @Test func evenOddBezierPath() throws {
        let at = try pixels(Ring(), width: 10, height: 10)
        #expect(at(1, 5) == 0x000000)
        #expect(at(5, 5) == Self.white)
    }
}
