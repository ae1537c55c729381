import Layout
import Testing
@testable import TrellisUIKit

/// A classic button's title label has the frame UIKit lays out: Tinder/Layout's
/// view-tree logs (`Tests/LayoutTests/__Snapshots__/LayoutExampleTests/testReadmeExample.*.txt`
/// @ `eb8ac90c`, iOS 17.5) give `<UIButtonLabel; frame = (0 6; 47 18)>` in a
/// `UIButton` of `(…; 47 30)` with a 15-point system title: the title's
/// size rounded up to points, 6 below the top (the default 6-point
/// padding, (30 − 6 − 6 − 18) / 2 = 0 more), at x 0 since the button is its
/// title's width. Trellis's font is not SF, so the widths below are the
/// title's own (`w`), and the arithmetic is UIKit's around it.
@MainActor @Suite struct ButtonTitleLabelFrameTests {
    private func laidOut(_ button: UIButton, width: CGFloat?, height: CGFloat = 30) -> CGRect {
        let size = button.intrinsicContentSize
        button.frame = CGRect(x: 0, y: 0, width: width ?? size.width, height: height)
        button.layoutIfNeeded()
        return button.titleLabel?.frame ?? .null
    }

    private func titled(_ title: String = "Layout") -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    /// The log's case: a button at its intrinsic size. The label fills it
    /// across, 6 down, 18 tall (a 15-point line, 17.9, rounded up).
    @Test func atItsOwnSizeTheLabelIsTheLogsFrame() {
        let button = titled()
        let frame = laidOut(button, width: nil)
        #expect(button.intrinsicContentSize.height == 30)
        #expect(frame == CGRect(x: 0, y: 6, width: button.intrinsicContentSize.width, height: 18))
    }

    /// Wider than its title, the label is centred: x = (200 − w) / 2.
    @Test func aWiderButtonCentresTheLabel() {
        let button = titled()
        let w = button.intrinsicContentSize.width
        let frame = laidOut(button, width: 200)
        #expect(frame == CGRect(x: (200 - w) / 2, y: 6, width: w, height: 18))
    }

    /// Taller, it is centred down the content: (44 − 18) / 2 = 13.
    @Test func aTallerButtonCentresTheLabelDown() {
        let frame = laidOut(titled(), width: nil, height: 44)
        #expect(frame.minY == 13)
    }

    /// Content insets and alignment: left 10, right 20, top 4, bottom 8 in
    /// a 200 × 40 button aligned left: x 10, y 4 + (40 − 4 − 8 − 18) / 2 = 9;
    /// aligned right: x 200 − 20 − w.
    @Test func insetsAndAlignmentPlaceTheLabel() {
        let button = titled()
        let w = button.intrinsicContentSize.width
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 8, right: 20)
        button.contentHorizontalAlignment = .left
        #expect(laidOut(button, width: 200, height: 40) == CGRect(x: 10, y: 9, width: w, height: 18))
        button.contentHorizontalAlignment = .right
        #expect(laidOut(button, width: 200, height: 40) == CGRect(x: 200 - 20 - w, y: 9, width: w, height: 18))
    }

    /// Image then title: a 20 × 20 image before the title in a 200-point
    /// button; the pair (20 + w) is centred, the title after the image:
    /// x = (200 − 20 − w) / 2 + 20.
    @Test func theTitleFollowsTheImage() throws {
        let button = titled()
        let w = button.intrinsicContentSize.width
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        button.setImage(image, for: .normal)
        let frame = laidOut(button, width: 200, height: 30)
        #expect(frame == CGRect(x: (200 - 20 - w) / 2 + 20, y: 6, width: w, height: 18))
    }

    /// A button too narrow for its title cuts the label to the content's width.
    @Test func aNarrowButtonCutsTheLabel() {
        let frame = laidOut(titled("A rather long title"), width: 40)
        #expect(frame == CGRect(x: 0, y: 6, width: 40, height: 18))
    }
}
