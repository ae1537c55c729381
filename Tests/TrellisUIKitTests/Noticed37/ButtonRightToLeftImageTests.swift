import Layout
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A button laid out right to left (`semanticContentAttribute =
/// .forceRightToLeft`) puts its image on the trailing side, after the
/// title (ButtonImageViewTests), and mirrors the image only when it was
/// made to flip: Apple's `imageFlippedForRightToLeftLayoutDirection()`
/// "Returns a new version of the current image that flips horizontally
/// when it's in a right-to-left layout", and "most images do not need to
/// flip". The image is 40 × 20 (bar.png), the title "Go" 20 wide in the
/// test font; in a 100-point button the pair starts at (100 − 60) / 2 = 20.
@MainActor @Suite struct ButtonRightToLeftImageTests {
    private func button(flipping: Bool, direction: UISemanticContentAttribute) throws -> DrawnImage? {
        let button = UIButton(type: .custom)
        let image = try #require(UIImage(contentsOfFile: fixtures + "/images/bar.png"))
        button.setImage(flipping ? image.imageFlippedForRightToLeftLayoutDirection() : image, for: .normal)
        button.setTitle("Go", for: .normal)
        button.trellis.layoutView.textMeasurer = TestFont.measurer
        let label = try #require(button.titleLabel?.trellis.layoutView as? Label)
        label.font = TestFont.font(10)
        button.semanticContentAttribute = direction
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 32)
        button.layoutIfNeeded()
        return try button.trellis.solvedLayout(width: 100, height: 32).views.first { $0.image != nil }?.image
    }

    @Test func aFlippingImageIsMirroredOnTheTrailingSide() throws {
        let drawn = try #require(try button(flipping: true, direction: .forceRightToLeft))
        #expect(drawn.isMirrored)
        #expect(drawn.rect == Rect(x: 40, y: 6, width: 40, height: 20))
    }

    @Test func anImageNotMadeToFlipIsNotMirrored() throws {
        let drawn = try #require(try button(flipping: false, direction: .forceRightToLeft))
        #expect(!drawn.isMirrored)
        #expect(drawn.rect == Rect(x: 40, y: 6, width: 40, height: 20))
    }

    @Test func leftToRightAFlippingImageIsNotMirrored() throws {
        let drawn = try #require(try button(flipping: true, direction: .forceLeftToRight))
        #expect(!drawn.isMirrored)
        #expect(drawn.rect == Rect(x: 20, y: 6, width: 40, height: 20))
    }
}
