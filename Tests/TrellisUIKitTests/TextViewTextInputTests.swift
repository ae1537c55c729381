import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// UITextView's `UITextInput`, `selectedRange`, `scrollRangeToVisible(_:)`,
/// `typingAttributes` and `linkTextAttributes`. A view 100 wide in the
/// 10-point test font (a letter 10, a space 5, a line 10): the text
/// starts 8 down (`textContainerInset.top`) and 5 in (the line fragment
/// padding), and wraps at 100 − 2 × 5 = 90, so "AAAA BBBB CCCC" is
/// "AAAA BBBB " (85 wide) and "CCCC" on the second line, 10 lower.
@MainActor @Suite struct TextViewTextInputTests {
    private func view(_ text: String, height: CGFloat = 100) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: height))
        view.trellis.textMeasurer = TestFont.measurer
        view.font = UIKitTestFont.font(10)
        view.text = text
        return view
    }

    private func position(_ view: UITextView, _ offset: Int) -> UITextPosition {
        view.position(from: view.beginningOfDocument, offset: offset)!  // checked: offsets within the text
    }

    /// A caret on the wrapped line: "CCCC" starts at offset 10, x 5, y 18;
    /// two letters in, x 25. On the first line, after "AAAA ": 5 + 45 = 50.
    @Test func caretOnWrappedLines() {
        let view = view("AAAA BBBB CCCC")
        #expect(view.caretRect(for: position(view, 10)) == CGRect(x: 5, y: 18, width: 2, height: 10))
        #expect(view.caretRect(for: position(view, 12)).minX == 25)
        #expect(view.caretRect(for: position(view, 5)) == CGRect(x: 50, y: 8, width: 2, height: 10))
    }

    /// A point on the second line (y 18 to 28) at x 27 is nearest the
    /// caret two letters into "CCCC" (x 25): offset 12; above the text, the
    /// first line; below it, the last.
    @Test func closestPositionOnWrappedLines() {
        let view = view("AAAA BBBB CCCC")
        let offset = { (point: CGPoint) in view.closestPosition(to: point).map { view.offset(from: view.beginningOfDocument, to: $0) } }
        #expect(offset(CGPoint(x: 27, y: 22)) == 12)
        #expect(offset(CGPoint(x: 4, y: 0)) == 0)
        #expect(offset(CGPoint(x: 99, y: 90)) == 14)
        // Far right of "AA" in "AA\nBB": before the newline, offset 2.
        let lines = self.view("AA\nBB")
        #expect(lines.closestPosition(to: CGPoint(x: 99, y: 10)).map { lines.offset(from: lines.beginningOfDocument, to: $0) } == 2)
    }

    /// A range over the wrap has a rect a line: "BBBB CC" (5..12) from 50
    /// on the first line, and 5 to 25 on the second; firstRect is the first.
    @Test func selectionRectsPerLine() throws {
        let view = view("AAAA BBBB CCCC")
        let range = try #require(view.textRange(from: position(view, 5), to: position(view, 12)))
        let rects = view.selectionRects(for: range)
        #expect(rects.count == 2)
        #expect(rects.first?.rect.minX == 50 && rects.first?.rect.minY == 8 && rects.first?.containsStart == true)
        #expect(rects.last?.rect == CGRect(x: 5, y: 18, width: 20, height: 10))
        #expect(rects.last?.containsEnd == true)
        #expect(view.firstRect(for: range) == rects[0].rect)
    }

    /// selectedRange and selectedTextRange are the same selection; typing
    /// replaces it and tells the delegate (asked first; may refuse).
    @Test func typingTellsTheDelegate() {
        final class Watcher: UITextViewDelegate {
            var changes = 0, refuse = false
            var asked: [NSRange] = []
            func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                asked.append(range)
                return !refuse
            }
            func textViewDidChange(_ textView: UITextView) { changes += 1 }
        }
        let view = view("Hello world"), delegate = Watcher()
        view.delegate = delegate
        view.selectedRange = NSRange(location: 6, length: 5)
        #expect(view.selectedTextRange.map { view.offset(from: $0.start, to: $0.end) } == 5)
        view.trellis.typeText("you")
        #expect(view.text == "Hello you")
        #expect(view.selectedRange == NSRange(location: 9, length: 0))
        #expect(delegate.asked.first == NSRange(location: 6, length: 5) && delegate.changes == 3)
        delegate.refuse = true
        view.deleteBackward()
        #expect(view.text == "Hello you" && delegate.changes == 3)
    }

    /// Typing into an attributed text keeps its runs; the typed text takes
    /// `typingAttributes`.
    @Test func typingIntoAttributedText() {
        let view = view("")
        let red = UIColor.red
        view.attributedText = NSAttributedString(string: "ab", attributes: [.foregroundColor: red])
        view.typingAttributes = [.kern: 2]
        view.insertText("c")
        #expect(view.text == "abc")
        #expect(view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == red)
        #expect(view.attributedText.attribute(.kern, at: 2, effectiveRange: nil) as? Int == 2)
    }

    /// The default typing attributes are the view's font.
    @Test func defaultTypingAttributes() {
        let view = view("x")
        #expect(view.typingAttributes[.font] as? UIFont == UIKitTestFont.font(10))
    }

    /// Five lines (10 each from y 8) in a view 30 tall: showing the fifth
    /// ("EE", top 48) scrolls until its bottom plus the 8-point inset is at
    /// the view's bottom, 48 + 10 + 8 − 30 = 36; the first scrolls back to 0.
    @Test func scrollRangeToVisible() {
        let view = view("AA\nBB\nCC\nDD\nEE", height: 30)
        view.scrollRangeToVisible(NSRange(location: 12, length: 2))
        #expect(view.contentOffset.y == 36)
        view.scrollRangeToVisible(NSRange(location: 0, length: 1))
        #expect(view.contentOffset.y == 0)
    }

    /// linkTextAttributes: stored, and its colour is what links are drawn in.
    @Test func linkTextAttributesColourTheLinks() throws {
        let view = view("")
        view.attributedText = NSAttributedString(string: "go", attributes: [.link: "https://example.com"])
        #expect(view.linkTextAttributes[.foregroundColor] as? UIColor == view.tintColor)
        view.linkTextAttributes = [.foregroundColor: UIColor.green]
        #expect(view.linkTextAttributes[.foregroundColor] as? UIColor == .green)
        let drawn = try #require(view.drawnAttributedText(traits: view.traitCollection))
        #expect(drawn.runs.first?.attributes.foregroundColor == UIColor.green.resolvedLayoutColor(with: view.traitCollection))
    }
}
