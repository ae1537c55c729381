import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A scrolling text view's `contentSize` is its text's laid-out height
/// plus `textContainerInset` (8 above, 8 below by default), its width the
/// bounds' (as on iOS, where a text view's content size follows its text
/// container's used rect), so the offset limits follow the text. A view
/// 100 wide in the 10-point test font (a letter 10, a line 10).
@MainActor @Suite struct TextViewContentSizeTests {
    private func view(_ text: String, height: CGFloat) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: height))
        view.trellis.textMeasurer = TestFont.measurer
        view.font = UIKitTestFont.font(10)
        view.text = text
        view.layoutIfNeeded()
        return view
    }

    /// Five lines: 5 × 10 + 8 + 8 = 66 tall, in a view 30 tall or 200 tall
    /// (shorter than the view: the text's, not the bounds').
    @Test func fiveLinesAre66Tall() {
        #expect(view("AA\nBB\nCC\nDD\nEE", height: 30).contentSize == CGSize(width: 100, height: 66))
        #expect(view("AA\nBB\nCC\nDD\nEE", height: 200).contentSize == CGSize(width: 100, height: 66))
    }

    /// Typing a line grows it by a line (10); a larger inset adds its difference.
    @Test func followsTypingAndTheInset() {
        let view = view("AA", height: 30)
        #expect(view.contentSize.height == 26)
        view.insertText("\nBB")
        view.layoutIfNeeded()
        #expect(view.contentSize.height == 36)
        view.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        view.layoutIfNeeded()
        #expect(abs(view.contentSize.height - (20 + 20 + 10)) < 1e-9)
    }

    /// The offset's limit is `contentSize.height - bounds.height`: 66 − 30
    /// = 36; a rect asked for further down scrolls no further.
    @Test func theOffsetStopsAtTheTextsEnd() {
        let view = view("AA\nBB\nCC\nDD\nEE", height: 30)
        view.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 10), animated: false)
        #expect(view.contentOffset.y == 36)
        view.scrollRangeToVisible(NSRange(location: 12, length: 2))
        #expect(view.contentOffset.y == 36)
    }

    /// Not scrolling, the view is as tall as its text and inset: 3 lines,
    /// 30 + 16 = 46, laid out with its width alone.
    @Test func aNonScrollingViewSizesItselfByItsText() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        let view = UITextView()
        view.isScrollEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        container.trellis.textMeasurer = TestFont.measurer
        view.font = UIKitTestFont.font(10)
        view.text = "AA\nBB\nCC"
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.height == 46)
    }

    /// The content's height does not size the view: a scrolling text view
    /// pinned over a footer (a centre-aligned stack of a 10-point label, 8
    /// in from the footer's top and bottom: 26 tall) in a 200-point
    /// container takes 200 − 26 = 174, whatever its text (one line:
    /// content 10 + 16 = 26), as in a compose screen (UIKitCorpus's
    /// ComposeViewController, whose toolbar this is).
    @Test func theTextDoesNotSizeAScrollingView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        container.trellis.textMeasurer = TestFont.measurer
        let view = UITextView(), footer = UIView(), label = UILabel()
        let stack = UIStackView(arrangedSubviews: [label])
        stack.alignment = .center
        view.font = UIKitTestFont.font(10)
        view.text = "AA"
        label.font = UIKitTestFont.font(10)
        label.text = "Send"
        for part in [view, footer, stack] { part.translatesAutoresizingMaskIntoConstraints = false }
        container.addSubview(view)
        container.addSubview(footer)
        footer.addSubview(stack)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: footer.topAnchor),
            footer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            stack.topAnchor.constraint(equalTo: footer.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: footer.bottomAnchor, constant: -8),
            stack.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: footer.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame.height == 174)
        #expect(footer.frame.height == 26)
        #expect(view.contentSize == CGSize(width: 100, height: 26))
    }
}
