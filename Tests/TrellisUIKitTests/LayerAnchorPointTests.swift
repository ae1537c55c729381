import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// A view's layer's `anchorPoint` (docs/uikit.md, "Anchor point"). Core
/// Animation: `position` is where the anchor sits in the superlayer, the
/// frame is derived from position, anchor point and bounds, changing the
/// anchor keeps the position and so moves the frame, and the transform
/// turns the layer about the anchor. UIKit's `center` is the layer's
/// position. Held-out corpus 16's Bankey shakes its bell about the top
/// middle; Trellis kept every view's anchor in the middle, so the app's
/// move of the position (made to keep the bell in place as the anchor
/// moves) lifted the bell by half its height.
@MainActor @Suite(.serialized) struct LayerAnchorPointTests {
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    private func whiteView(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.backgroundColor = .white
        return view
    }

    /// Bankey's bell's constraints: 24 × 24, centred across `host` and 5
    /// below its top; laid out.
    private func pin(_ bell: UIView, in host: UIView) {
        bell.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(bell)
        NSLayoutConstraint.activate([
            bell.centerXAnchor.constraint(equalTo: host.centerXAnchor),
            bell.topAnchor.constraint(equalTo: host.topAnchor, constant: 5),
            bell.widthAnchor.constraint(equalToConstant: 24), bell.heightAnchor.constraint(equalToConstant: 24),
        ])
        host.layoutIfNeeded()
    }

    /// The frame (10, 20, 40, 20) has its centre at (30, 30). Anchored at
    /// the top middle (0.5, 0) the position stays (30, 30) and is now the
    /// top edge's middle: frame origin (30 − 0.5·40, 30 − 0·20) = (10, 30).
    /// `center` moves the anchor (to (50, 50): origin (30, 50)); a frame set
    /// puts the position at origin + anchor × size ((0, 0, 40, 20): (20, 0));
    /// a new bounds size keeps the position (20 × 10: origin (10, 0)).
    @Test func theFrameMovesWithTheAnchorAndThePositionStays() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 20))
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0))
        #expect(view.center == CGPoint(x: 30, y: 30) && view.layer.position == CGPoint(x: 30, y: 30))
        #expect(view.frame == CGRect(x: 10, y: 30, width: 40, height: 20))
        #expect(view.layer.frame == view.frame)
        view.center = CGPoint(x: 50, y: 50)
        #expect(view.frame == CGRect(x: 30, y: 50, width: 40, height: 20))
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(view.layer.position == CGPoint(x: 20, y: 0))
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.frame == CGRect(x: 10, y: 0, width: 20, height: 10))
        view.layer.anchorPointZ = 3
        #expect(view.layer.anchorPointZ == 3)
    }

    /// A red 20 × 20 square anchored at its top middle with its frame at
    /// (20, 10) has its position at (30, 10). Turned a quarter (x, y) →
    /// (−y, x) about that point, its points p − (10, 0) ∈ [−10, 10] × [0, 20]
    /// go to [−20, 0] × [−10, 10], drawn at x 10–30, y 0–20. About its
    /// centre (40 − 20, 30 − 10 the same square) it would cover x 20–40,
    /// y 10–30.
    @Test func aQuarterTurnAboutTheTopAnchor() throws {
        let host = whiteView(60, 60), square = UIView()
        square.backgroundColor = Self.red
        square.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        square.frame = CGRect(x: 20, y: 10, width: 20, height: 20)
        host.addSubview(square)
        square.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(square.center == CGPoint(x: 30, y: 10))
        let at = try onePointPixels(host, width: 60, height: 60)
        #expect(at(12, 2) == 0xFF0000 && at(28, 18) == 0xFF0000)
        #expect(at(35, 25) == 0xFFFFFF && at(22, 22) == 0xFFFFFF)
    }

    /// Bankey's bell: a 24 × 24 image view pinned 5 below its superview's
    /// top, centred in 100 points (frame (38, 5)). The app moves the anchor
    /// to the top middle and the position up by the anchors' distance
    /// (12), so the frame stays: drawn at y 5–29, not lifted to −7–17.
    @Test func theBellStaysWhereItsConstraintsPutItWhenItsAnchorMoves() throws {
        let host = whiteView(100, 100), bell = UIImageView()
        bell.backgroundColor = Self.red
        pin(bell, in: host)
        #expect(bell.frame == CGRect(x: 38, y: 5, width: 24, height: 24))
        let old = CGPoint(x: 12, y: 12), new = CGPoint(x: 12, y: 0)
        bell.layer.position = CGPoint(x: bell.layer.position.x - old.x + new.x, y: bell.layer.position.y - old.y + new.y)
        bell.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        #expect(bell.frame == CGRect(x: 38, y: 5, width: 24, height: 24))
        let at = try onePointPixels(host, width: 100, height: 100)
        #expect(at(50, 6) == 0xFF0000 && at(50, 27) == 0xFF0000)
        #expect(at(50, 31) == 0xFFFFFF)
        #expect(bell.frame == CGRect(x: 38, y: 5, width: 24, height: 24))
    }

    /// UIKit's engine sets a constrained view's `center` (the layer's
    /// position) to the middle of the rectangle its constraints give, so a
    /// view anchored at the top middle before layout has its top edge there:
    /// the same bell laid out after the anchor moved sits at y 5 + 12 = 17
    /// (the measured behaviour docs/uikit.md cites: an anchor moved under
    /// Auto Layout displaces the view by (0.5 − anchor) × size).
    @Test func constraintsPlaceTheCentreNotTheFrame() throws {
        let host = whiteView(100, 100), bell = UIView()
        bell.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        pin(bell, in: host)
        #expect(bell.center == CGPoint(x: 50, y: 17))
        #expect(bell.frame == CGRect(x: 38, y: 17, width: 24, height: 24))
    }

    /// A touch finds the view where its frame is: a 20 × 20 view with its
    /// frame at (0, 0) and then its anchor moved to (0, 0) keeps its
    /// position (10, 10) and covers x 10–30, y 10–30, so (25, 25) hits it
    /// and (5, 5) hits the host.
    @Test func hitTestingFollowsTheMovedFrame() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.addSubview(tile)
        tile.layer.anchorPoint = .zero
        #expect(host.hitTest(CGPoint(x: 25, y: 25), with: nil) === tile)
        #expect(host.hitTest(CGPoint(x: 5, y: 5), with: nil) === host)
        #expect(tile.convert(CGPoint.zero, to: host) == CGPoint(x: 10, y: 10))
    }
}
