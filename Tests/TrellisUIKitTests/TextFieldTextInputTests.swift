import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// UITextField's `UITextInput`: a selection (a caret when empty) in UTF-16
/// units, typing at it through `insertText(_:)`/`deleteBackward()` with
/// the delegate asked and `.editingChanged` sent, marked text, and caret
/// rects from the laid-out text. The 10-point test font: a letter 10
/// wide, a space 5, a line 10 tall. A field 200 × 40: its text rect runs
/// from x 7 to 193 (7 a side), the line centred, y (40 − 10) / 2 = 15.
@MainActor @Suite struct TextFieldTextInputTests {
    private func field(_ text: String?, _ made: UITextField = UITextField()) -> UITextField {
        let field = made
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        field.trellis.textMeasurer = TestFont.measurer
        field.font = UIKitTestFont.font(10)
        field.text = text
        return field
    }

    private func offset(_ field: UITextField, _ position: UITextPosition?) -> Int? {
        position.map { field.offset(from: field.beginningOfDocument, to: $0) }
    }

    /// Setting the text puts a caret after it ("Hello": 5).
    @Test func caretAfterTheTextWhenSet() throws {
        let field = field("Hello")
        let range = try #require(field.selectedTextRange)
        #expect(range.isEmpty)
        #expect(range.start == field.endOfDocument)
        #expect(offset(field, field.endOfDocument) == 5)
        #expect(field.beginningOfDocument == field.position(from: field.endOfDocument, offset: -5))
    }

    /// The caret's rect: 2 wide, the line's height and top, its x the text
    /// rect's 7 plus the letters before it (10 each): 7, 27, 57.
    @Test func caretRectFollowsTheMeasuredText() {
        let field = field("Hello")
        #expect(field.caretRect(for: field.beginningOfDocument) == CGRect(x: 7, y: 15, width: 2, height: 10))
        #expect(field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!).minX == 27)
        #expect(field.caretRect(for: field.endOfDocument) == CGRect(x: 57, y: 15, width: 2, height: 10))
    }

    /// A space before the caret counts (5): "A " ends at 7 + 10 + 5 = 22.
    @Test func caretAfterASpace() {
        #expect(field("A ").caretRect(for: field("A ").endOfDocument).minX == 22)
    }

    /// Centred text: "AB" (20) in the 186-wide rect starts at 7 + 83 = 90;
    /// its end at 110. An empty centred field: the caret mid-rect, 7 + 93.
    @Test func caretInCentredText() {
        let field = field("AB")
        field.textAlignment = .center
        #expect(field.caretRect(for: field.endOfDocument).minX == 110)
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 90)
        field.text = ""
        #expect(field.caretRect(for: field.endOfDocument) == CGRect(x: 100, y: 15, width: 2, height: 10))
    }

    /// Right to left, natural text is right-aligned in the (mirrored, here
    /// symmetric) rect: "AB" from 193 − 20 = 173 to 193.
    @Test func caretRightToLeft() {
        let field = field("AB")
        field.semanticContentAttribute = .forceRightToLeft
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 173)
        #expect(field.caretRect(for: field.endOfDocument).minX == 193)
    }

    /// The position nearest a point: "Hello"'s boundaries at 7, 17, 27 …;
    /// x 23 is nearest 27 (offset 2), x 21 nearest 17 (1); past the end, 5;
    /// within 1..<3, a point past the end gives 3.
    @Test func closestPositionToAPoint() throws {
        let field = field("Hello")
        #expect(offset(field, field.closestPosition(to: CGPoint(x: 23, y: 20))) == 2)
        #expect(offset(field, field.closestPosition(to: CGPoint(x: 21, y: 20))) == 1)
        #expect(offset(field, field.closestPosition(to: CGPoint(x: 150, y: 0))) == 5)
        let range = try #require(field.textRange(from: field.position(from: field.beginningOfDocument, offset: 1)!,
                                                 to: field.position(from: field.beginningOfDocument, offset: 3)!))
        #expect(offset(field, field.closestPosition(to: CGPoint(x: 150, y: 20), within: range)) == 3)
    }

    /// firstRect(for:) of "ell": from 17 to 47.
    @Test func firstRectOfARange() throws {
        let field = field("Hello")
        let from = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let to = try #require(field.position(from: from, offset: 3))
        let range = try #require(field.textRange(from: from, to: to))
        #expect(field.firstRect(for: range) == CGRect(x: 17, y: 15, width: 30, height: 10))
        #expect(field.text(in: range) == "ell")
        let rects = field.selectionRects(for: range)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd)
    }

    /// Typing goes in at the caret, which moves after it: "Hello" with the
    /// caret one back from the end, "X" typed: "HellXo", caret at 5.
    @Test func insertTextAtTheCaret() throws {
        let field = field("Hello")
        let back = try #require(field.position(from: field.endOfDocument, offset: -1))
        field.selectedTextRange = field.textRange(from: back, to: back)
        field.insertText("X")
        #expect(field.text == "HellXo")
        #expect(offset(field, field.selectedTextRange?.start) == 5)
        #expect(field.selectedTextRange?.isEmpty == true)
    }

    /// A selection is replaced by what is typed, and deleted whole by delete.
    @Test func typingReplacesTheSelection() throws {
        let field = field("Hello")
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let end = try #require(field.position(from: start, offset: 3))
        field.selectedTextRange = field.textRange(from: start, to: end)
        field.insertText("ipp")
        #expect(field.text == "Hippo")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: start)
        field.deleteBackward()
        #expect(field.text == "ippo")
        #expect(offset(field, field.selectedTextRange?.start) == 0)
    }

    /// Delete removes the composed character before the caret (a toned
    /// thumbs-up is 4 UTF-16 units), and nothing at the start.
    @Test func deleteBackwardRemovesOneCharacter() {
        let field = field("a👍🏽")
        #expect(offset(field, field.endOfDocument) == 5)
        field.deleteBackward()
        #expect(field.text == "a")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
    }

    /// The delegate is asked with UIKit's range and replacement, may
    /// refuse (digits here), and `.editingChanged`, the notification and
    /// the selection change follow each accepted edit only.
    @Test func delegateAndEditingChanged() {
        final class Digitless: UITextFieldDelegate {
            var asked: [(NSRange, String)] = []
            var selectionChanges = 0
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                           replacementString string: String) -> Bool {
                asked.append((range, string))
                return string.allSatisfy { !$0.isNumber }
            }
            func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
        }
        let field = field(nil), delegate = Digitless()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let notified = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in notified.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(field.trellis.typeText("a1b"))
        field.deleteBackward()
        #expect(field.text == "a")
        #expect(delegate.asked.map(\.0) == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0),
                                           NSRange(location: 1, length: 0), NSRange(location: 1, length: 1)])
        #expect(delegate.asked.map(\.1) == ["a", "1", "b", ""])
        #expect(changes == 3 && notified.value == 3 && delegate.selectionChanges == 3)
    }

    /// Overrides of insertText(_:) and deleteBackward() are what typing calls.
    @Test func typingCallsOverrides() {
        final class Shouting: UITextField {
            var deletes = 0
            override func insertText(_ text: String) { super.insertText(text.uppercased()) }
            override func deleteBackward() {
                deletes += 1
                super.deleteBackward()
            }
        }
        let field = Shouting()
        _ = self.field(nil, field)
        field.trellis.typeText("abc")
        field.trellis.deleteBackward(times: 2)
        #expect(field.text == "A")
        #expect(field.deletes == 2)
        #expect(!UIView().trellis.typeText("x"))
    }

    /// Marked text (a Japanese keyboard's composition): marked, then
    /// replaced as composed, then typed text replaces it; unmarkText keeps it.
    @Test func markedText() throws {
        let field = field("A")
        field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "Aka")
        let marked = try #require(field.markedTextRange)
        #expect(offset(field, marked.start) == 1 && offset(field, marked.end) == 3)
        #expect(offset(field, field.selectedTextRange?.start) == 3)
        field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "Aか")
        #expect(field.markedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 1)
        field.insertText("火")
        #expect(field.text == "A火")
        #expect(field.markedTextRange == nil)
        field.setMarkedText("b", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        #expect(field.text == "A火b" && field.markedTextRange == nil)
    }

    /// Positions past either end are nil (Apple's `position(from:offset:)`);
    /// compare orders them; left moves back, right forward.
    @Test func positionArithmetic() throws {
        let field = field("abc")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil)
        let one = try #require(field.position(from: field.beginningOfDocument, in: .right, offset: 1))
        #expect(field.position(from: one, in: .left, offset: 1) == field.beginningOfDocument)
        #expect(field.compare(one, to: field.endOfDocument) == .orderedAscending)
        #expect(field.compare(field.endOfDocument, to: one) == .orderedDescending)
        #expect(field.compare(one, to: field.position(from: field.beginningOfDocument, offset: 1)!) == .orderedSame)
        #expect(field.textRange(from: field.endOfDocument, to: one).map { field.text(in: $0) } == "bc")
    }

    /// replace(_:withText:) edits without asking the delegate, the caret
    /// after the new text, and sends `.editingChanged`.
    @Test func replaceEditsWithoutAsking() throws {
        final class Refusing: UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                           replacementString string: String) -> Bool { false }
        }
        let field = field("one two"), delegate = Refusing()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.insertText("!")
        #expect(field.text == "one two" && changes == 0)
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 4))
        field.replace(try #require(field.textRange(from: start, to: field.endOfDocument)), withText: "2")
        #expect(field.text == "one 2" && changes == 1)
        #expect(offset(field, field.selectedTextRange?.start) == 5)
    }

    /// The attributed text carries the field's font (what code measures
    /// with `boundingRect`): "Hello" 50 wide at 10 points.
    @Test func attributedTextHasTheFont() {
        let field = field("Hello")
        TrellisTextEngine.withMeasurer(TestFont.measurer) {
            let rect = field.attributedText?.boundingRect(with: field.frame.size, options: .usesLineFragmentOrigin,
                                                          context: nil)
            #expect(rect == CGRect(x: 0, y: 0, width: 50, height: 10))
        }
    }
}

/// Counts the notifications posted (on the test's own thread: posting is synchronous).
private final class Counter: @unchecked Sendable {
    var value = 0
}
