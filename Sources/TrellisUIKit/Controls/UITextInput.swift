import Foundation

/// Text entry by keys (UIKit's `UIKeyInput`): what a view that takes
/// typed text answers. `view.trellis.typeText(_:)` types through it, a key at
/// a time, as the keyboard does.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// A view that edits text (UIKit's `UITextInput`): `UITextField` and
/// `UITextView` conform, with a selection (a caret when empty), marked
/// text and the caret's rectangles from the text as laid out (see
/// docs/uikit.md, "Text input"). Positions count UTF-16 units, as
/// `NSRange` does.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func caretRect(for position: UITextPosition) -> CGRect
    func firstRect(for range: UITextRange) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
}

extension UITextField: UITextInput {}
extension UITextView: UITextInput {}
