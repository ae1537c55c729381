import Foundation
import Testing
@testable import TrellisUIKit

/// Views under a transform, as UIKit maps them (docs/uikit.md,
/// "Transforms"): a point p of a view's bounds is at
/// center + T(p − anchorPoint × size) in its superview, so `convert`,
/// hit-testing, touches and gesture locations follow where the view is
/// drawn; a rectangle converts to the smallest one holding its corners;
/// `frame` reads the transformed view's bounding box (Swift by Sundell's
/// measurement: a 100 × 100 view scaled 2× reads (−50, −50, 200, 200)).
/// Every number below is worked by hand in the comment above its test.
@MainActor @Suite struct TransformGeometryTests {
    /// The superview of the views tested: 300 × 300, the tree's root, so
    /// its coordinates are the window's (`to: nil`).
    private let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

    /// A 100 × 50 view with its frame at (50, 100): centre (100, 125).
    private func card(_ transform: CGAffineTransform, in superview: UIView? = nil) -> UIView {
        let view = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 50))
        (superview ?? host).addSubview(view)
        view.transform = transform
        return view
    }

    /// Equal but for rounding (a quarter turn's cosine is 6e-17, not 0).
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    /// Scaled 2× about its centre (100, 125): p goes to (100, 125) + 2(p − (50, 25)).
    /// (0, 0) → (0, 75); (100, 50) → (200, 175); (30, 10) → (60, 95). Back,
    /// (0, 75) → (0, 0) and the centre (100, 125) → (50, 25). In a root at
    /// (10, 20) above the host, the window adds (10, 20): (0, 0) → (10, 95).
    @Test func aPointGoesThroughAScaleAboutTheCentre() {
        let view = card(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.convert(CGPoint(x: 0, y: 0), to: host) == CGPoint(x: 0, y: 75))
        #expect(view.convert(CGPoint(x: 100, y: 50), to: host) == CGPoint(x: 200, y: 175))
        #expect(view.convert(CGPoint(x: 30, y: 10), to: nil) == CGPoint(x: 60, y: 95))
        #expect(view.convert(CGPoint(x: 0, y: 75), from: host) == CGPoint(x: 0, y: 0))
        #expect(host.convert(CGPoint(x: 100, y: 125), to: view) == CGPoint(x: 50, y: 25))
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.frame.origin = CGPoint(x: 10, y: 20)
        window.addSubview(host)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 95))
        #expect(view.convert(CGPoint(x: 10, y: 95), from: nil) == CGPoint.zero)
    }

    /// A quarter turn about the centre (100, 125), (x, y) → (−y, x): the
    /// rectangle (0, 0, 20, 10)'s corners less the anchor (50, 25) are
    /// (−50, −25), (−30, −25), (−50, −15), (−30, −15); turned, (25, −50),
    /// (25, −30), (15, −50), (15, −30); plus the centre, x 115–125, y 75–95:
    /// (115, 75, 10, 20). Back from the host, the same rectangle's corners
    /// come to the view's (0, 0, 20, 10). Scaled 2× instead, the rectangle
    /// (0, 0, 20, 10) is (0, 75, 40, 20) in the host.
    @Test func aRectangleConvertsToItsCornersBoundingBox() {
        let turned = card(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(turned.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: host), CGRect(x: 115, y: 75, width: 10, height: 20)))
        #expect(close(turned.convert(CGRect(x: 115, y: 75, width: 10, height: 20), from: nil), CGRect(x: 0, y: 0, width: 20, height: 10)))
        #expect(close(host.convert(CGRect(x: 115, y: 75, width: 10, height: 20), to: turned), CGRect(x: 0, y: 0, width: 20, height: 10)))
        let scaled = card(CGAffineTransform(scaleX: 2, y: 2))
        #expect(scaled.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: host) == CGRect(x: 0, y: 75, width: 40, height: 20))
        // Between the two siblings: (0, 75, 40, 20) in the host comes into
        // the turned card by the turn undone, (x, y) → (50 + (y − 125),
        // 25 − (x − 100)): for x 0–40, y 75–95, u 0–20 and v 85–125.
        #expect(close(scaled.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: turned), CGRect(x: 0, y: 85, width: 20, height: 40)))
    }

    /// A rectangle through views without transforms only moves: a view at
    /// (50, 100) in a scroll view scrolled to (0, 40) shows (0, 0, 20, 10) at
    /// (50, 60), as before transforms were applied.
    @Test func withoutTransformsARectangleOnlyMoves() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.addSubview(scroll)
        scroll.contentSize = CGSize(width: 300, height: 600)
        let view = card(.identity, in: scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(view.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: host) == CGRect(x: 50, y: 60, width: 20, height: 10))
        #expect(host.convert(CGRect(x: 50, y: 60, width: 20, height: 10), to: view) == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    /// `frame` under a transform is the bounding box of the transformed
    /// bounds: scaled 2× about (100, 125), 200 × 100 around it,
    /// (0, 75, 200, 100); a quarter turn makes it 50 × 100 around it,
    /// (75, 75, 50, 100); moved by (30, −10), (80, 90, 100, 50). The bounds
    /// and the centre are untouched, and the identity gives the frame back.
    @Test func theFrameIsTheTransformedBoundingBox() {
        let view = card(CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.frame == CGRect(x: 0, y: 75, width: 200, height: 100))
        #expect(view.layer.frame == view.frame)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50) && view.center == CGPoint(x: 100, y: 125))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 75, y: 75, width: 50, height: 100)))
        view.transform = CGAffineTransform(translationX: 30, y: -10)
        #expect(view.frame == CGRect(x: 80, y: 90, width: 100, height: 50))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 50, y: 100, width: 100, height: 50))
    }

    /// Setting the frame of a transformed view sets the bounds' size and
    /// the centre so that the transformed view fills it (Core Animation's
    /// setFrame): scaled 2×, (0, 0, 200, 100) gives bounds 100 × 50 and
    /// centre (100, 50); turned a quarter, (0, 0, 50, 100) gives 100 × 50
    /// about (25, 50); moved by (30, −10), (0, 0, 100, 50) puts the centre at
    /// (50 − 30, 25 + 10) = (20, 35). Each reads back as set.
    @Test func settingTheFrameUnderATransformFillsIt() {
        let view = card(CGAffineTransform(scaleX: 2, y: 2))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 50) && view.center == CGPoint(x: 100, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        #expect(close(CGPoint(x: view.bounds.width, y: view.bounds.height), CGPoint(x: 100, y: 50)))
        #expect(close(view.center, CGPoint(x: 25, y: 50)))
        #expect(close(view.frame, CGRect(x: 0, y: 0, width: 50, height: 100)))
        view.transform = CGAffineTransform(translationX: 30, y: -10)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 20, y: 35))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// A layer that backs no view: 40 × 20 at position (50, 50), scaled
    /// 2× about its anchor at the top left (0, 0), covers (50, 50, 80, 40);
    /// about its middle, (10, 30, 80, 40). Setting (0, 0, 80, 40) with the
    /// anchor at the middle gives bounds 40 × 20 at position (40, 20).
    @Test func aStandaloneLayersFrameUnderATransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: 10, y: 30, width: 80, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 80, height: 40))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(layer.bounds.size == CGSize(width: 40, height: 20) && layer.position == CGPoint(x: 40, y: 20))
    }

    /// A button 100 × 50 at (50, 100) moved down by 100 is drawn at y
    /// 200–250: a tap at (100, 225) presses it; a tap where it would be
    /// untransformed, (100, 125), reaches the host. Scaled 2× instead it
    /// covers x 0–200, y 75–175, so (10, 80), outside its untransformed
    /// frame, presses it and (250, 125) does not.
    @Test func aTapHitsTheTransformedButton() {
        let button = UIButton(frame: CGRect(x: 50, y: 100, width: 100, height: 50))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.addSubview(button)
        button.transform = CGAffineTransform(translationX: 0, y: 100)
        #expect(host.trellis.tap(at: CGPoint(x: 100, y: 225)) === button)
        #expect(host.trellis.tap(at: CGPoint(x: 100, y: 125)) === host)
        #expect(taps == 1)
        button.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(host.trellis.tap(at: CGPoint(x: 10, y: 80)) === button)
        #expect(host.hitTest(CGPoint(x: 250, y: 125), with: nil) === host)
        #expect(taps == 2)
    }

    /// A 100 × 20 bar at (100, 140), centre (150, 150), turned a quarter
    /// covers x 140–160, y 100–200: (150, 110) is on it, (190, 150), inside
    /// its untransformed frame, is not. A view scaled to 0 covers nothing.
    @Test func hitTestingFollowsARotation() {
        let bar = UIView(frame: CGRect(x: 100, y: 140, width: 100, height: 20))
        host.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(host.hitTest(CGPoint(x: 150, y: 110), with: nil) === bar)
        #expect(host.hitTest(CGPoint(x: 190, y: 150), with: nil) === host)
        bar.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(host.hitTest(CGPoint(x: 150, y: 150), with: nil) === host)
    }

    /// A touch and a tap recognizer on the card scaled 2× about (100, 125):
    /// the host's (10, 80) is the card's ((10 − 100) / 2 + 50,
    /// (80 − 125) / 2 + 25) = (5, 2.5), and the host's own (10, 80).
    @Test func touchesAndGestureLocationsGoThroughTheTransform() throws {
        let view = card(CGAffineTransform(scaleX: 2, y: 2))
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let touch = try #require(host.trellis.touchDown(at: CGPoint(x: 10, y: 80)))
        #expect(touch.view === view)
        #expect(touch.touch.location(in: view) == CGPoint(x: 5, y: 2.5))
        #expect(touch.touch.location(in: nil) == CGPoint(x: 10, y: 80))
        touch.lift()  // recognized, then back to .possible; the location stays the tap's
        #expect(tap.location(in: view) == CGPoint(x: 5, y: 2.5))
        #expect(tap.location(in: host) == CGPoint(x: 10, y: 80))
        #expect(tap.location(in: nil) == CGPoint(x: 10, y: 80))
    }
}
