import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// A button's `imageView` is one of its subviews and draws its image, so
/// what the app does to it shows (btnimg32). UIKit's log of a button with
/// an image and a title (idrisr/notes, `UIKit/UIButton.md`; docs/uikit-numbers.md,
/// "Button image view"): the `UIImageView` is the button's first subview,
/// before the `UIButtonLabel`, with `userInteractionEnabled = NO` and
/// `clipsToBounds = YES`.
///
/// The picture: a white 100 × 40 root, a custom button over all of it
/// (no background, no title) with a red 20 × 20 image. UIKit's classic
/// layout centres it: x (100 − 20) / 2 = 40, y 6 + (40 − 12 − 20) / 2 = 10
/// (the 6-point padding above and below), so it covers (40 10; 20 20).
@MainActor @Suite struct ButtonImageSubviewTests {
    private static let red: UInt32 = 0xFF0000, white: UInt32 = 0xFFFFFF

    private func redSquare() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
    }

    /// The root holding `button` (made if not given) with the red image set.
    private func scene(_ button: UIButton = UIButton(type: .custom)) -> (root: UIView, button: UIButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.backgroundColor = .white
        button.frame = root.bounds
        button.setImage(redSquare(), for: .normal)
        root.addSubview(button)
        return (root, button)
    }

    private func pixels(_ view: UIView) throws -> (Int, Int) -> UInt32 {
        try onePointPixels(view, width: 100, height: 40)
    }

    @Test func theImageViewIsTheButtonsFirstSubviewOnceAnImageIsSet() throws {
        let button = UIButton(type: .custom)
        #expect(button.subviews.isEmpty)
        let extra = UIView()
        button.addSubview(extra)
        button.setImage(redSquare(), for: .normal)
        // Made by the image, before anything asks for it, under the app's subview.
        let made = try #require(button.subviews.first as? UIImageView)
        #expect(button.subviews.last === extra)
        #expect(button.imageView === made)
        #expect(made.superview === button)
        #expect(made.clipsToBounds)
        #expect(!made.isUserInteractionEnabled)
    }

    @Test func askingForItMakesItASubviewTooButNotForTheGlyphTypes() throws {
        let button = UIButton(type: .system)
        let imageView = try #require(button.imageView)
        #expect(imageView.superview === button)
        #expect(button.subviews.count == 1)
        let add = UIButton(type: .contactAdd)
        add.setImage(redSquare(), for: .normal)
        #expect(add.imageView == nil)
        #expect(!add.subviews.contains { $0 is UIImageView })
    }

    /// The image view's `userInteractionEnabled = NO` (UIKit's log): a tap
    /// on the image is the button's.
    @Test func aTapOnTheImageReachesTheButton() throws {
        let (root, button) = scene()
        root.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 40, y: 10, width: 20, height: 20))
        #expect(root.hitTest(CGPoint(x: 50, y: 20), with: nil) === button)
    }

    @Test func theImageViewDrawsTheImageAndHidingItHidesIt() throws {
        let (root, button) = scene()
        let shown = try pixels(root)
        #expect(shown(50, 20) == Self.red)
        #expect(shown(40, 10) == Self.red && shown(59, 29) == Self.red)
        #expect(shown(39, 20) == Self.white && shown(60, 20) == Self.white)
        button.imageView?.isHidden = true
        #expect(try pixels(root)(50, 20) == Self.white)
    }

    /// Half transparent over white: 255 × 0.5 + 0 × 0.5 in green and blue.
    @Test func itsAlphaShows() throws {
        let (root, button) = scene()
        button.imageView?.alpha = 0.5
        let pixel = try pixels(root)(50, 20)
        #expect(pixel >> 16 == 0xFF)
        #expect(abs(Int((pixel >> 8) & 0xFF) - 128) <= 1)
        #expect(abs(Int(pixel & 0xFF) - 128) <= 1)
    }

    /// A 10-point radius on a 20-point square clips it to a circle: its
    /// corner pixel (the square's, 40 10) is the background, its middle red.
    @Test func aRoundedClipLeavesTheCornersBackground() throws {
        let (root, button) = scene()
        #expect(try pixels(root)(40, 10) == Self.red)
        button.imageView?.layer.cornerRadius = 10
        button.imageView?.clipsToBounds = true
        let rounded = try pixels(root)
        #expect(rounded(40, 10) == Self.white)
        #expect(rounded(59, 29) == Self.white)
        #expect(rounded(50, 20) == Self.red)
    }

    /// A subclass that puts its image in the top-left 40 × 20 in
    /// `layoutSubviews`, aspect fit: the 20-point square centred across it,
    /// x 10 to 30, y 0 to 20; where UIKit's layout put it is background.
    private final class TopLeftImageButton: UIButton {
        override func layoutSubviews() {
            super.layoutSubviews()
            imageView?.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        }
    }

    @Test func aFrameMovedInLayoutSubviewsAndItsContentModeShow() throws {
        let (root, button) = scene(TopLeftImageButton(type: .custom))
        button.imageView?.contentMode = .scaleAspectFit
        let drawn = try pixels(root)
        #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(drawn(20, 10) == Self.red)
        #expect(drawn(10, 0) == Self.red && drawn(29, 19) == Self.red)
        #expect(drawn(5, 10) == Self.white && drawn(35, 10) == Self.white)
        #expect(drawn(50, 20) == Self.white)
    }

    /// A configuration's image is the image view's too: a configured
    /// button hides it the same way.
    @Test func aConfiguredButtonsImageIsItsImageViewsToo() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.image = redSquare()
        let (root, button) = scene(UIButton(configuration: configuration))
        root.layoutIfNeeded()
        let imageView = try #require(button.imageView)
        #expect(imageView.superview === button)
        #expect(imageView.image === configuration.image)
        let middle = (x: Int(imageView.frame.midX), y: Int(imageView.frame.midY))
        #expect(try pixels(root)(middle.x, middle.y) == Self.red)
        imageView.isHidden = true
        #expect(try pixels(root)(middle.x, middle.y) == Self.white)
    }
}
