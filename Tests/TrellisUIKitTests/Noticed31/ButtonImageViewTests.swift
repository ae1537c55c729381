import Layout
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// `UIButton.imageView`: Apple, "The `imageView` property returns a value
/// even if the button has not been displayed yet … its own properties are
/// read/write"; nil "for system buttons" (the glyph types: see
/// `ButtonImageView`). Its frame is where the image is laid out: UIKit's log
/// of a classic button (dev.mo4tech.com, "ios-uibutton-uitextfield-frame-
/// setting-method": a button `(163 350; 88 56)` with a 32 × 32 image and a
/// 37-point title logs `<UIImageView; frame = (9.5 12; 32 32)>` and
/// `<UIButtonLabel; frame = (41.5 17.5; 37 21.5)>`: the image's own size,
/// the pair centred, (88 − 69) / 2 = 9.5, the image centred down, (56 − 32)
/// / 2 = 12, the title right after it). The image is 40 × 20 (bar.png), the
/// title "Go" in the test font, 20 wide and 10 tall.
@MainActor @Suite struct ButtonImageViewTests {
    private func button(_ type: UIButton.ButtonType = .custom, title: String? = "Go") throws -> UIButton {
        let button = UIButton(type: type)
        let image = try #require(UIImage(contentsOfFile: fixtures + "/images/bar.png"))
        button.setImage(image, for: .normal)
        button.setTitle(title, for: .normal)
        button.trellis.layoutView.textMeasurer = TestFont.measurer
        let label = try #require(button.titleLabel?.trellis.layoutView as? Label)
        label.font = TestFont.font(10)
        return button
    }

    /// The image as drawn: by the image view, the button's subview (btnimg32).
    private func drawnImage(_ button: UIButton) throws -> DrawnImage? {
        try button.trellis.solvedLayout(width: 100, height: 32).views.first { $0.image != nil }?.image
    }

    private func laidOut(_ button: UIButton, width: CGFloat = 100, height: CGFloat = 32) -> UIButton {
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        button.layoutIfNeeded()
        return button
    }

    /// As in the log: the image view is the image's size, first in the
    /// centred pair ((100 − 60) / 2 = 20), centred down ((32 − 20) / 2 = 6),
    /// and the title follows it at 20 + 40.
    @Test func aCustomButtonsImageViewHasTheImageAndItsFrame() throws {
        let button = laidOut(try button())
        let imageView = try #require(button.imageView)
        #expect(imageView.image === button.currentImage)
        #expect(imageView.frame == CGRect(x: 20, y: 6, width: 40, height: 20))
        #expect(button.titleLabel?.frame.minX == 60)
        // The same view every time: settings made on it stay.
        imageView.contentMode = .scaleAspectFit
        #expect(button.imageView === imageView)
        #expect(button.imageView?.contentMode == .scaleAspectFit)
    }

    @Test func aSystemTypeButtonHasOneTooTheGlyphTypesNone() throws {
        #expect(laidOut(try button(.system)).imageView?.frame == CGRect(x: 20, y: 6, width: 40, height: 20))
        #expect(UIButton(type: .contactAdd).imageView == nil)
        #expect(UIButton(type: .infoLight).imageView == nil)
        // Before any image: a view, empty and without a size.
        let plain = UIButton(type: .custom)
        #expect(plain.imageView != nil)
        #expect(plain.imageView?.image == nil)
        #expect(plain.imageView?.frame == .zero)
    }

    /// CovidCertificate's trailing-icon button (held-out corpus 11,
    /// `CCTrailingIconButton.layoutSubviews`) reads `imageView?.image` and
    /// moves the image with `imageEdgeInsets` (left: offset, right:
    /// −offset) and the title back by half the image's width. Centred
    /// content moves by half of left − right: the image by offset, the
    /// title by −20. Here offset 30: the image at 20 + 30 = 50, the title at
    /// 60 − 20 = 40: the icon after the title.
    @Test func theTrailingIconIdiomOfEdgeInsetsMovesTheImageView() throws {
        let button = laidOut(try button())
        let image = try #require(button.imageView?.image)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: -30)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: -image.size.width / 2, bottom: 0, right: image.size.width / 2)
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 50, y: 6, width: 40, height: 20))
        #expect(button.titleLabel?.frame.minX == 40)
        #expect(try drawnImage(button)?.rect == Rect(x: 50, y: 6, width: 40, height: 20))
    }

    /// The other trailing-icon idiom: `semanticContentAttribute =
    /// .forceRightToLeft` on the button puts the image after the title, as
    /// the pair reads right to left: the title at 20, the image at 20 + 20.
    @Test func forcedRightToLeftTheImageFollowsTheTitle() throws {
        let button = try button()
        button.semanticContentAttribute = .forceRightToLeft
        _ = laidOut(button)
        #expect(button.titleLabel?.frame.minX == 20)
        #expect(button.imageView?.frame == CGRect(x: 40, y: 6, width: 40, height: 20))
        #expect(try drawnImage(button)?.rect == Rect(x: 40, y: 6, width: 40, height: 20))
        // Drawn by the title label (titlelabel35), at the frame's 20.
        let drawn = try #require(try button.trellis.solvedLayout(width: 100, height: 32).views.first { $0.kind == .label })
        let line = try #require(drawn.text?.lines.first)
        #expect(drawn.frameInRoot.minX + line.x + (drawn.text?.origin.x ?? 0) == 20)
        // Its size is the same either way.
        #expect(button.intrinsicContentSize == CGSize(width: 60, height: 32))
    }

    /// The image view's own tint colours a template image, in place of the button's.
    @Test func theImageViewsTintColoursATemplateImage() throws {
        let button = try button()
        let template = try #require(button.currentImage).withRenderingMode(.alwaysTemplate)
        button.setImage(template, for: .normal)
        button.tintColor = .blue
        #expect(try drawnImage(button)?.tintColor == Color(red: 0, green: 0, blue: 1))
        button.imageView?.tintColor = .red
        #expect(try drawnImage(button)?.tintColor == Color(red: 1, green: 0, blue: 0))
        #expect(button.imageView?.tintColor == .red)
    }
}
