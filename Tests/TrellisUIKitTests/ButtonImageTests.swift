import Layout
import Testing
import TrellisTestSupport
import TrellisUIKit

/// A button's image: drawn before the title, the pair centred, the
/// intrinsic size counting both. The title is in the test font (letters
/// 10 points wide and a line 10 tall at 10 points).
@MainActor @Suite struct ButtonImageTests {
    private func button(title: String?) throws -> UIButton {
        let button = UIButton(type: .system)
        let image = try #require(UIImage(contentsOfFile: fixtures + "/images/bar.png"))  // 40 × 20 points
        button.setImage(image, for: .normal)
        button.setTitle(title, for: .normal)
        button.trellis.layoutView.textMeasurer = TestFont.measurer
        // The test font through Layout: UIFont(name:) looks families up in the
        // process-wide engine, which tests running in parallel must not change.
        let title = try #require(button.titleLabel?.trellis.layoutView as? Label)
        title.font = TestFont.font(10)
        return button
    }

    /// Image only: 40 × 20 plus UIKit's 6 points above and below.
    @Test func imageOnly() throws {
        let button = try button(title: nil)
        #expect(button.intrinsicContentSize == CGSize(width: 40, height: 32))
        #expect(button.currentImage != nil)
    }

    /// Image and "Go" (20 wide): 60 × (20 + 12); laid out 100 wide, the
    /// pair (60) starts 20 in, the image centred on the 20-point content.
    @Test func imageBesideTheTitle() throws {
        let button = try button(title: "Go")
        #expect(button.intrinsicContentSize == CGSize(width: 60, height: 32))
        let layout = try button.trellis.solvedLayout(width: 100, height: 32)
        let root = try #require(layout.views.first)
        // Drawn by the button's image view, its subview (btnimg32), not by the button.
        #expect(root.image == nil)
        #expect(layout.views.first { $0.image != nil }?.image?.rect == Rect(x: 20, y: 6, width: 40, height: 20))
        // Drawn by the title label, its subview (titlelabel35), not by the button.
        #expect(root.text == nil)
        let title = try #require(layout.views.first { $0.kind == .label })
        let line = try #require(title.text?.lines.first)
        // The title starts after the image: 20 + 40 = 60, and is centred on the image's height: 6 + 5.
        #expect(title.frameInRoot.minX + line.x + (title.text?.origin.x ?? 0) == 60)
        #expect(title.frameInRoot.minY + (title.text?.origin.y ?? 0) == 11)
    }

    /// Mastodon's `setInsets(forContentPadding:imageTitlePadding:)`:
    /// content insets (6, 16, 6, 16 + 8) and title insets (0, 8, 0, −8).
    /// The size counts only the content insets: 16 + 40 + 20 + 24 = 100 ×
    /// (20 + 12); the pair fills the content, the image at x 16, and the
    /// title, after it at 56, moved (8 − (−8)) / 2 = 8 to 64 (UIKit's
    /// title rectangle is the content rectangle less the title insets).
    @Test func titleEdgeInsetsMoveTheTitleNotTheSize() throws {
        let button = try button(title: "Go")
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 24)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        #expect(button.intrinsicContentSize == CGSize(width: 100, height: 32))
        let layout = try button.trellis.solvedLayout(width: 100, height: 32)
        let root = try #require(layout.views.first)
        #expect(layout.views.first { $0.image != nil }?.image?.rect == Rect(x: 16, y: 6, width: 40, height: 20))
        let title = try #require(layout.views.first { $0.kind == .label })
        let line = try #require(title.text?.lines.first)
        #expect(title.frameInRoot.minX + line.x + (title.text?.origin.x ?? 0) == 64)
    }
}
