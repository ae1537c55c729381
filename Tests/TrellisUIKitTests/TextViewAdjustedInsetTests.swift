import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// `UITextView` in UIKit's scroll offset model. Apple: `UITextView`
/// inherits from `UIScrollView`, so `adjustedContentInset` adds the safe
/// area ("The safe area insets are then added to the values in the
/// `contentInset` property to obtain the final value"; `.automatic`:
/// "Content is always adjusted vertically when the scroll view is the
/// content view of a view controller that is currently displayed by a
/// navigation or tab bar controller"), the offset rests at
/// `-adjustedContentInset.top`, and the text is content: it starts
/// `textContainerInset.top` (8) down the content and 5 in (the line
/// fragment padding), and caret rects are in the view's bounds
/// coordinates, which are content coordinates.
///
/// The screen: an iPhone 13 (390 × 844, safe area 47 above and 34 below),
/// its navigation bar 44 tall below the 47 (docs/uikit-numbers.md), so a
/// text view filling the controller has 47 + 44 = 91 of inset at the top
/// and 34 at the bottom. The text is the 10-point test font: a letter 10
/// wide, a line 10 tall; "A" inks x 6–14 and y 1–8 of its line
/// (HeldOutCorpus4Tests' attributed text test), red on a blue view.
@MainActor @Suite struct TextViewAdjustedInsetTests {
    static let red: UInt32 = 0xFF0000
    static let blue: UInt32 = 0x0000FF

    /// A controller whose view is a text view of `lines` lines of "A".
    final class TextScreen: UIViewController {
        let lines: Int
        let behavior: UIScrollView.ContentInsetAdjustmentBehavior
        init(lines: Int, behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic) {
            self.lines = lines
            self.behavior = behavior
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        var textView: UITextView { view as! UITextView }
        override func loadView() {
            let text = UITextView()
            text.font = UIKitTestFont.font(10)
            text.textColor = .red
            text.backgroundColor = .blue
            text.text = Array(repeating: "A", count: lines).joined(separator: "\n")
            text.contentInsetAdjustmentBehavior = behavior
            view = text
        }
    }

    func inNavigation(_ controller: UIViewController) -> UIView {
        let navigation = UINavigationController(rootViewController: controller)
        controller.title = "Log"
        UIKitTestFont.measureSystemFontToo(navigation.view)
        return navigation.trellis.show(size: ScrollEdgeAppearanceTests.phone,
                                       safeAreaInsets: ScrollEdgeAppearanceTests.phoneSafeArea)
    }

    func pixels(_ view: UIView) throws -> (Int, Int) -> UInt32 { try ScrollEdgeAppearanceTests().pixels(view) }

    func position(_ view: UITextView, _ offset: Int) -> UITextPosition {
        view.position(from: view.beginningOfDocument, offset: offset)!  // checked: offsets within the text
    }

    /// Under the bar: inset (91, 0, 34, 0), rest -91. The first line's
    /// caret is at content y 8 (not 8 + 91); drawn, the line starts at
    /// 91 + 8 = 99, so its "A" inks y 100–107: red at (10, 103), the
    /// view's blue at (10, 95) just above it and at (10, 12) under the bar,
    /// where the text was never drawn.
    @Test func underANavigationBarTheTextRestsBelowIt() throws {
        let controller = TextScreen(lines: 3)
        let view = inNavigation(controller)
        let text = controller.textView
        #expect(text.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(text.contentOffset == CGPoint(x: 0, y: -91))
        #expect(text.caretRect(for: text.beginningOfDocument) == CGRect(x: 5, y: 8, width: 2, height: 10))
        #expect(text.caretRect(for: position(text, 2)) == CGRect(x: 5, y: 18, width: 2, height: 10))
        let pixel = try pixels(view)
        #expect(pixel(10, 103) == Self.red)
        #expect(pixel(10, 95) == Self.blue)
    }

    /// `.never`: no inset, the rest is 0, and the text is drawn from the
    /// view's top, under the status bar: its "A" inks y 9–16, red at
    /// (10, 12); the caret is at y 8 as with `.automatic`.
    @Test func neverDrawsTheTextUnderTheBar() throws {
        let controller = TextScreen(lines: 3, behavior: .never)
        let view = inNavigation(controller)
        let text = controller.textView
        #expect(text.adjustedContentInset == .zero)
        #expect(text.contentOffset == .zero)
        #expect(text.caretRect(for: text.beginningOfDocument) == CGRect(x: 5, y: 8, width: 2, height: 10))
        #expect(try pixels(view)(10, 12) == Self.red)
        #expect(try pixels(inNavigation(TextScreen(lines: 3)))(10, 12) == Self.blue)
    }

    /// `scrollRangeToVisible(_:)` shows the line with the container inset
    /// around it inside the insets: from the rest (-91) the visible part
    /// is content 0 to 844 − 34 − 91 = 719. Line 50 (top 8 + 500 = 508,
    /// bottom 518, 526 with the inset) shows already: nothing moves. Line
    /// 80 (808 to 818, 826) goes to 826 − (844 − 34) = 16, its inset's
    /// bottom at the home indicator's top. Line 0 (8, 0 with the inset)
    /// goes back to the rest, 0 − 91 = -91, not 0 (under the bar).
    @Test func scrollRangeToVisibleKeepsToTheInsets() throws {
        let controller = TextScreen(lines: 100)
        let view = inNavigation(controller)  // held: its root measures the text in the test font
        let text = controller.textView
        #expect(text.contentOffset.y == -91)
        text.scrollRangeToVisible(NSRange(location: 100, length: 1))
        #expect(text.contentOffset.y == -91)
        text.scrollRangeToVisible(NSRange(location: 160, length: 1))
        #expect(text.contentOffset.y == 16)
        #expect(text.caretRect(for: position(text, 160)) == CGRect(x: 5, y: 808, width: 2, height: 10))
        // Drawn: line 80 at 808 − 16 = 792, its "A" inking y 793–800 (red
        // at (10, 796)); line 81 starts at 802, its ink one lower (blue at (10, 802)).
        let pixel = try pixels(view)
        #expect(pixel(10, 796) == Self.red)
        #expect(pixel(10, 802) == Self.blue)
        text.scrollRangeToVisible(NSRange(location: 0, length: 1))
        #expect(text.contentOffset.y == -91)
        withExtendedLifetime(view) {}
    }

    /// A text view that does not scroll is sized by its text and takes no
    /// safe area into its inset (UITextView+SafeArea.swift); turning
    /// scrolling on adds the bar's 91 and 34 and moves the rest to -91.
    @Test func scrollingDecidesTheAdjustment() throws {
        let controller = TextScreen(lines: 3)
        _ = controller.view
        controller.textView.isScrollEnabled = false
        let view = inNavigation(controller)
        let text = controller.textView
        #expect(text.adjustedContentInset == .zero)
        #expect(text.contentOffset == .zero)
        text.isScrollEnabled = true
        view.layoutIfNeeded()
        #expect(text.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(text.contentOffset.y == -91)
    }
}
