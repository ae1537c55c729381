import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// A button's `titleLabel` is one of its subviews once it has a title, and
/// the view that draws it (titlelabel35), as UIKit's logged view trees
/// show: `<UIButton; frame = (8 191; 304 30)>` holding `<UIButtonLabel;
/// frame = (133 6; 38 18); text = 'Verify'; … userInteractionEnabled = NO>`,
/// and with an image, the `UIImageView` first, then the `UIButtonLabel`
/// (docs/uikit-numbers.md, "Button title label: a subview").
///
/// The title is in the test font at 10 points (every letter 10 wide, a
/// space 5, a line 10 tall; each letter's ink from 1 to 9 across its
/// advance and 1 to 8 down its line). In a 100 × 30 button "Hi" (20 × 10)
/// is centred: x (100 − 20) / 2 = 40, y 6 + (30 − 12 − 10) / 2 = 10.
@MainActor @Suite struct ButtonTitleLabelSubviewTests {
    private static let white: UInt32 = 0xFFFFFF, black: UInt32 = 0x000000

    /// A white 100 × 30 root with a custom button over all of it titled
    /// "Hi" in black.
    private func scene(_ button: UIButton = UIButton(type: .custom), title: String = "Hi") -> (root: UIView, button: UIButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.backgroundColor = .white
        UIKitTestFont.measure(root)
        button.frame = root.bounds
        button.titleLabel?.font = UIKitTestFont.font(10)
        button.setTitleColor(.black, for: .normal)
        button.setTitle(title, for: .normal)
        root.addSubview(button)
        return (root, button)
    }

    private func image() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in }
    }

    @Test func theLabelIsASubviewOnceTheButtonHasATitle() throws {
        let button = UIButton(type: .system)
        #expect(button.subviews.isEmpty)
        button.setTitle("", for: .normal)
        #expect(button.subviews.isEmpty)
        button.setTitle("Verify", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(button.subviews.count == 1)
        #expect(button.subviews.first === label)
        #expect(label.superview === button)
        #expect(!label.isUserInteractionEnabled)
        #expect("\(type(of: label))" == "UIButtonLabel")
    }

    /// UIKit's order: the image view, then the label, whichever came first;
    /// a subview the app added before the title stays above the label.
    @Test func subviewsAreTheImageViewThenTheLabelUnderTheAppsOwn() throws {
        let titledFirst = UIButton(type: .system)
        titledFirst.setTitle("Hi", for: .normal)
        titledFirst.setImage(image(), for: .normal)
        let imageView = try #require(titledFirst.imageView), label = try #require(titledFirst.titleLabel)
        #expect(titledFirst.subviews.map(ObjectIdentifier.init) == [imageView, label].map(ObjectIdentifier.init))

        let imageFirst = UIButton(type: .system)
        imageFirst.setImage(image(), for: .normal)
        let badge = UIView()
        imageFirst.addSubview(badge)
        imageFirst.setTitle("Hi", for: .normal)
        let imageView2 = try #require(imageFirst.imageView), label2 = try #require(imageFirst.titleLabel)
        #expect(imageFirst.subviews.map(ObjectIdentifier.init) == [imageView2, label2, badge].map(ObjectIdentifier.init))
    }

    /// A tap on the title is the button's: the label takes no touches.
    @Test func aTapOnTheTitleReachesTheButton() {
        let (root, button) = scene()
        root.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 40, y: 10, width: 20, height: 10))
        #expect(root.hitTest(CGPoint(x: 45, y: 15), with: nil) === button)
    }

    /// A badge constrained to the title label's trailing edge (2 after it)
    /// and centre: x 40 + 20 + 2 = 62, y 10 + 5 − 3 = 12.
    @Test func constraintsToTheTitleLabelsAnchorsFollowIt() throws {
        let (root, button) = scene()
        let label = try #require(button.titleLabel)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 2),
            badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 6),
            badge.heightAnchor.constraint(equalToConstant: 6),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 62, y: 12, width: 6, height: 6))
    }

    /// The label draws the title: ink of "H" from x 41 to 49, rows 11–17
    /// (its line 10 to 20, the glyph's ink 1 to 8 down); hiding the label
    /// hides the title, and the button draws none itself.
    @Test func theLabelDrawsTheTitleAndHidingItHidesIt() throws {
        let (root, button) = scene()
        let shown = try onePointPixels(root, width: 100, height: 30)
        #expect(shown(41, 11) == Self.black)
        #expect(shown(48, 17) == Self.black)
        #expect(shown(40, 15) == Self.white)
        #expect(shown(45, 9) == Self.white)
        button.titleLabel?.isHidden = true
        let hidden = try onePointPixels(root, width: 100, height: 30)
        #expect(hidden(41, 11) == Self.white)
        #expect(hidden(48, 17) == Self.white)
    }

    /// A subclass moving the label in `layoutSubviews` (the image-above-
    /// the-title idiom): 8 up and 30 left, the ink of "H" from (11, 3).
    @Test func aLayoutSubviewsOverrideMovesTheDrawnTitle() throws {
        final class RaisedTitleButton: UIButton {
            override func layoutSubviews() {
                super.layoutSubviews()
                guard let label = titleLabel else { return }
                label.frame = label.frame.offsetBy(dx: -30, dy: -8)
            }
        }
        let (root, button) = scene(RaisedTitleButton(type: .custom))
        let pixels = try onePointPixels(root, width: 100, height: 30)
        #expect(button.titleLabel?.frame == CGRect(x: 10, y: 2, width: 20, height: 10))
        #expect(pixels(11, 3) == Self.black)
        #expect(pixels(18, 9) == Self.black)
        #expect(pixels(41, 11) == Self.white)
        #expect(pixels(48, 17) == Self.white)
    }

    /// A label the app sizes itself draws as a label: centred in its
    /// bounds. 100 × 30 at (0, 0): "Hi" at x (100 − 20) / 2 = 40,
    /// y (30 − 10) / 2 = 10, so the ink of "H" from (41, 11) again, and of
    /// "i" from (51, 11); a frame of 60 × 30 at 0 puts "H" at 20.
    @Test func aLabelTheAppSizesDrawsItsTextInItsBounds() throws {
        final class WideTitleButton: UIButton {
            override func layoutSubviews() {
                super.layoutSubviews()
                titleLabel?.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            }
        }
        let (root, _) = scene(WideTitleButton(type: .custom))
        let pixels = try onePointPixels(root, width: 100, height: 30)
        #expect(pixels(21, 11) == Self.black)
        #expect(pixels(28, 17) == Self.black)
        #expect(pixels(41, 11) == Self.white)
    }

    /// `numberOfLines = 0`: "aa bb cc" in a 40-point button wraps at the
    /// content's 40 points ("aa bb" is 10 + 10 + 5 + 10 + 10 = 45), each
    /// word alone, three lines of 20: the label is 20 × 30, at
    /// x (40 − 20) / 2 = 10 and, in a 60-point button, y 6 + (60 − 12 − 30) / 2 = 15.
    @Test func aWrappedTitlesLabelIsAsTallAsItsLines() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        UIKitTestFont.measure(root)
        let button = UIButton(type: .system)
        button.frame = root.bounds
        button.titleLabel?.font = UIKitTestFont.font(10)
        button.titleLabel?.numberOfLines = 0
        button.setTitle("aa bb cc", for: .normal)
        root.addSubview(button)
        root.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 10, y: 15, width: 20, height: 30))
        let layout = try root.trellis.solvedLayout(width: 40, height: 60)
        let titleLabel = try #require(button.titleLabel)
        let label = try #require(layout[titleLabel.trellis.layoutView])
        // A wrapped line's last space counts nothing (docs/text.md).
        #expect(label.text?.lines.map { $0.text.trimmingCharacters(in: .whitespaces) } == ["aa", "bb", "cc"])
        #expect(label.frameInRoot == Rect(x: 10, y: 15, width: 20, height: 30))
    }
}
