import Layout
import Testing
import TrellisTestSupport
import TrellisUIKit

/// Intrinsic sizes of text fields, text views, segmented controls, image
/// views and buttons, measured with the test font (a letter 1 em wide, a
/// space 0.5 em, a line 1 em tall), each worked out by hand beside it.
@MainActor @Suite struct ControlIntrinsicSizeTests {
    /// The frames of `view`'s named parts laid out at `width`.
    private func parts(of view: UIView, width: CGFloat) throws -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for solved in try view.trellis.solvedLayout(width: width).views {
            if let name = solved.name { frames[name] = solved.frame }
        }
        return frames
    }

    /// The text's width plus 7 a side; with a rounded border, the line
    /// rounded up to a whole point plus 13 (docs/uikit-numbers.md).
    @Test func textField() {
        let field = UITextField()
        UIKitTestFont.measure(field)
        field.font = UIKitTestFont.font(10)
        field.text = "Hello"
        field.borderStyle = .roundedRect
        // "Hello" 5 × 10 = 50, + 14 = 64; the 10-point line (1 em), + 13 = 23.
        #expect(field.intrinsicContentSize == CGSize(width: 64, height: 23))
        field.font = UIKitTestFont.font(10.5)
        // A 10.5-point line rounds up to 11: 24.
        #expect(field.intrinsicContentSize.height == 24)
        field.font = UIKitTestFont.font(10)
        field.text = ""
        field.placeholder = "Name"
        // The placeholder is measured when there is no text: 40 + 14 = 54.
        #expect(field.intrinsicContentSize.width == 54)
        // UIKit's raw values (UITextField.h): none 0, line 1, bezel 2, roundedRect 3.
        #expect([UITextField.BorderStyle.none, .line, .bezel, .roundedRect].map(\.rawValue) == [0, 1, 2, 3])
        #expect(UITextField().borderStyle == .none)
    }

    /// A text field's preferred font follows the Dynamic Type size when
    /// asked to: body is 17 at Large, 28 at AX1 (Dynamic Type table), and
    /// the field's `font` becomes the new one, as UIKit does.
    @Test func textFieldDynamicType() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        UIKitTestFont.measureSystemFontToo(root)
        let field = UITextField()
        field.text = "Hi"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        root.addSubview(field)
        // "Hi" at 17 in the test font: 34, + 14 = 48.
        #expect(field.intrinsicContentSize.width == 48)
        root.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(field.font?.pointSize == 28)
        // At 28: 56 + 14 = 70.
        #expect(field.intrinsicContentSize.width == 70)
    }

    /// Not scrolling, a text view is as tall as its text plus the text
    /// container inset, 8 above and 8 below
    /// (https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset:
    /// "By default the value of this property is (8, 0, 8, 0)"), and each line
    /// is inset by the line fragment padding, 5 a side
    /// (https://developer.apple.com/documentation/appkit/nstextcontainer/linefragmentpadding:
    /// "The default value of this property is 5.0").
    @Test func nonScrollingTextView() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 200))
        UIKitTestFont.measure(root)
        let textView = UITextView()
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        textView.isScrollEnabled = false
        textView.font = UIKitTestFont.font(10)
        textView.text = "aaaa bbbb"
        textView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            textView.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Lines 60 − 2 × 5 = 50 wide: "aaaa bbbb" (85) breaks in two: 20, + 16 = 36.
        #expect(textView.frame == CGRect(x: 0, y: 0, width: 60, height: 36))
        let text = try #require(parts(of: root, width: 60)["UITextView.text"])
        #expect(text.minX == 5 && text.minY == 8 && text.width == 50)
    }

    /// Equal segments as wide as the widest title plus 8 a side, 32 tall
    /// (docs/uikit-numbers.md); nothing selected until set: `noSegment`, −1
    /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex:
    /// "The default value is noSegment"; UISegmentedControlNoSegment = -1).
    @Test func segmentedControl() {
        let control = UISegmentedControl(items: ["One", "Three"])
        UIKitTestFont.measureSystemFontToo(control)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.numberOfSegments == 2)
        // Titles in the 13-point system font, here set in the test font:
        // "Three" 5 × 13 = 65, + 16 = 81 a segment; two: 162 by 32.
        #expect(control.intrinsicContentSize == CGSize(width: 162, height: 32))
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1)
    }

    /// An image view's intrinsic size is its image's in points: bar.png is
    /// 40 × 20 pixels at scale 1, bar@2x.png 40 × 20 pixels at scale 2 (20 × 10
    /// points; Fixtures/images/README.md).
    @Test func imageView() throws {
        let bar = try #require(UIImage(contentsOfFile: fixtures + "/images/bar.png"))
        let double = try #require(UIImage(contentsOfFile: fixtures + "/images/bar@2x.png"))
        let imageView = UIImageView(image: bar)
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 20))
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 40, height: 20))  // init(image:) sizes the view
        imageView.image = double
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 10))
        imageView.contentMode = .scaleAspectFit
        #expect((imageView.trellis.layoutView as? ImageView)?.contentMode == .scaleAspectFit)
        imageView.contentMode = .bottomRight
        #expect((imageView.trellis.layoutView as? ImageView)?.contentMode == .bottomRight)
        // UIViewContentMode's raw values (UIView.h): scaleToFill 0 … bottomRight 12.
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top,
                                           .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
        #expect(modes.map(\.rawValue) == Array(0...12))
    }

    /// With zero content insets the title gets 6 points above and below;
    /// any inset replaces that padding (so 0.01 removes it, the well-known
    /// trick); the width is the title's plus the side insets.
    @Test func buttonContentInsets() throws {
        let button = UIButton(type: .custom)
        UIKitTestFont.measure(button)
        button.setTitle("Hi", for: .normal)
        button.titleLabel?.font = UIKitTestFont.font(10)
        // "Hi" 20 wide; 6 + 10 + 6 = 22 tall.
        #expect(button.contentEdgeInsets == .zero)
        #expect(button.intrinsicContentSize == CGSize(width: 20, height: 22))
        button.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        // The 6-point padding is gone: well under 22.
        #expect(button.intrinsicContentSize.height < 12)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        // 8 + 20 + 8 = 36 by 4 + 10 + 4 = 18.
        #expect(button.intrinsicContentSize == CGSize(width: 36, height: 18))
    }

    /// UIKit adds the insets to the title's size (rounded up to points), so
    /// 0.01 above and below makes 0.01 + 10 + 0.01 = 10.02.
    @Test func buttonFractionalInsetsAreKept() {
        let button = UIButton(type: .custom)
        UIKitTestFont.measure(button)
        button.setTitle("Hi", for: .normal)
        button.titleLabel?.font = UIKitTestFont.font(10)
        button.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        #expect(button.intrinsicContentSize.width == 20)
        #expect(abs(button.intrinsicContentSize.height - 10.02) < 1e-9)
    }

    /// A state without its own title shows the normal one (UIButton's
    /// `title(for:)`: "If a title is not specified for a state, the default
    /// is to use the title associated with the normal state").
    @Test func buttonTitlePerState() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.title(for: .highlighted) == "Go")
        #expect(button.title(for: .disabled) == "Go")
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Going")
        #expect(button.title(for: .normal) == "Go")
        #expect(button.currentTitle == "Go")
        button.isEnabled = false
        #expect(button.currentTitle == "Go")
    }

    /// `.filled()`: content insets 7 above and below, 12 a side
    /// (docs/uikit-numbers.md), a tint-coloured background and white title.
    @Test func filledConfiguration() {
        let configuration = UIButton.Configuration.filled()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        var titled = configuration
        titled.title = "Buy"
        let button = UIButton(configuration: titled)
        #expect(button.backgroundColor == .systemBlue)
        #expect(button.titleColor(for: .normal) == .white)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        #expect(button.currentTitle == "Buy")
        button.tintColor = .systemRed
        button.configuration = titled
        #expect(button.backgroundColor == .systemRed)
    }
    /// UIControl.State (UIControl.h): normal 0, highlighted 1 << 0,
    /// disabled 1 << 1, selected 1 << 2, focused 1 << 3; UIControl.Event:
    /// touchDown 1 << 0 … touchUpInside 1 << 6, valueChanged 1 << 12,
    /// primaryActionTriggered 1 << 13.
    @Test func controlStateAndEventRawValues() {
        #expect([UIControl.State.normal, .highlighted, .disabled, .selected, .focused].map(\.rawValue) == [0, 1, 2, 4, 8])
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        // A state's colour falls back to the normal state's too.
        let button = UIButton(type: .system)
        button.setTitleColor(.systemRed, for: .normal)
        #expect(button.titleColor(for: .selected) == .systemRed)
    }
}
