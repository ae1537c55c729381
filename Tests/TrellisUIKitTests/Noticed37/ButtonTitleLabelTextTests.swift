import Foundation
import Testing
@testable import TrellisUIKit

/// Text written into a button's title label, not given with
/// `setTitle(_:for:)`, is not the button's title. Apple's `titleLabel`
/// page: "To set the actual text of the label, use setTitle(_:for:)
/// (button.titleLabel.text does not let you set the text)"; UIKit's log of
/// exactly this button (`button.titleLabel.text = @"button"`, no title
/// set) shows no title and logs the label `frame = (0 0; 0 0); text =
/// 'button'; hidden = YES` (docs/uikit-numbers.md, "Button title label:
/// text set on the label").
///
/// The test font at 10 points: every letter 10 wide, a line 10 tall, each
/// letter's ink from 1 to 9 across and 1 to 8 down. In a 100 × 30 button
/// a title "Hi" would be centred at x 40, y 10 (ButtonTitleLabelSubviewTests).
@MainActor @Suite struct ButtonTitleLabelTextTests {
    private static let white: UInt32 = 0xFFFFFF, black: UInt32 = 0x000000

    private func scene() -> (root: UIView, button: UIButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.backgroundColor = .white
        UIKitTestFont.measure(root)
        let button = UIButton(type: .custom)
        button.frame = root.bounds
        button.titleLabel?.font = UIKitTestFont.font(10)
        button.setTitleColor(.black, for: .normal)
        root.addSubview(button)
        return (root, button)
    }

    /// Nothing is drawn, the button has no title and no label among its
    /// subviews, and its size is an untitled button's; the label reads
    /// the text back, as UIKit's log of it does.
    @Test func textSetOnTheLabelIsNotTheTitle() throws {
        let (root, button) = scene()
        let untitled = UIButton(type: .custom)
        untitled.titleLabel?.font = UIKitTestFont.font(10)
        button.titleLabel?.text = "Hi"
        #expect(button.titleLabel?.text == "Hi")
        #expect(button.currentTitle == nil)
        #expect(button.title(for: .normal) == nil)
        #expect(button.subviews.isEmpty)
        #expect(button.intrinsicContentSize == untitled.intrinsicContentSize)
        let pixels = try onePointPixels(root, width: 100, height: 30)
        #expect(pixels(41, 11) == Self.white)
        #expect(pixels(48, 17) == Self.white)
        #expect(pixels(51, 11) == Self.white)
    }

    /// Attributed text written into the label is not the title either.
    @Test func attributedTextSetOnTheLabelIsNotTheTitle() throws {
        let (root, button) = scene()
        button.titleLabel?.attributedText = NSAttributedString(string: "Hi")
        #expect(button.titleLabel?.attributedText?.string == "Hi")
        #expect(button.currentTitle == nil)
        #expect(button.subviews.isEmpty)
        let pixels = try onePointPixels(root, width: 100, height: 30)
        #expect(pixels(41, 11) == Self.white)
    }

    /// The title for the state wins: with a title set, the label shows
    /// and reads it, whatever was written into the label before or after.
    @Test func theTitleForTheStateWins() throws {
        let (root, button) = scene()
        button.titleLabel?.text = "Hi"
        button.setTitle("Go", for: .normal)
        button.titleLabel?.text = "Hi"
        #expect(button.titleLabel?.text == "Go")
        #expect(button.currentTitle == "Go")
        #expect(button.subviews.first === button.titleLabel)
        // "Go" centred like "Hi": the ink of "G" from (41, 11).
        let pixels = try onePointPixels(root, width: 100, height: 30)
        #expect(pixels(41, 11) == Self.black)
        #expect(pixels(48, 17) == Self.black)
    }
}
