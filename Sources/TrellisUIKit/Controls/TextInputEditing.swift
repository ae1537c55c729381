import Foundation

/// Where a text field or text view edits: its selection (a caret when
/// empty) and its marked text, UTF-16 ranges of its text as `NSRange`s
/// and UIKit's positions count.
struct TextInputState {
    /// nil: a caret after the last character, where setting the text puts it.
    var selection: NSRange?
    var marked: NSRange?

    /// The selection within `text` (clamped: code may have shortened the text).
    func selection(in text: String) -> NSRange {
        TextInputState.clamped(selection ?? NSRange(location: text.utf16.count, length: 0), in: text)
    }

    func marked(in text: String) -> NSRange? { marked.map { TextInputState.clamped($0, in: text) } }

    /// The text was set as a whole: the caret goes after it, nothing is marked.
    mutating func textWasSet() {
        selection = nil
        marked = nil
    }

    static func clamped(_ range: NSRange, in text: String) -> NSRange {
        let length = text.utf16.count
        let location = min(max(0, range.location), length)
        return NSRange(location: location, length: min(max(0, range.length), length - location))
    }

    /// The composed character before `offset` (a whole emoji or accented
    /// letter, as UIKit's delete key removes), or nil at the start.
    static func characterBefore(_ offset: Int, in text: String) -> NSRange? {
        guard offset > 0 else { return nil }
        return (text as NSString).rangeOfComposedCharacterSequence(at: offset - 1)
    }
}

/// A text field or text view as the shared editing code sees it: its text,
/// its state, and what it tells its delegate and observers.
@MainActor
protocol TextInputHost: AnyObject {
    var documentText: String { get }
    /// Replaces the characters in `range` (the caret is placed by the caller).
    func replaceDocumentCharacters(in range: NSRange, with text: String)
    var inputState: TextInputState { get set }
    /// The delegate's say on replacing `range` with `text` (true without one).
    func delegateAllowsChange(in range: NSRange, replacement text: String) -> Bool
    /// After an edit: the editing-changed events, the delegate's
    /// did-change, the did-change notification.
    func sendTextDidChange()
}

extension TextInputHost {
    /// Replaces `range` with `text` as a keyboard does: the delegate is
    /// asked first (and may refuse), the caret goes after the new text, and
    /// the did-change events are sent. Returns whether the text changed.
    @discardableResult
    func typeReplacing(_ range: NSRange, with text: String, askingDelegate: Bool = true) -> Bool {
        let old = documentText
        let range = TextInputState.clamped(range, in: old)
        if askingDelegate, !delegateAllowsChange(in: range, replacement: text) { return false }
        replaceDocumentCharacters(in: range, with: text)
        inputState.marked = nil
        inputState.selection = NSRange(location: range.location + text.utf16.count, length: 0)
        sendTextDidChange()
        return true
    }

    /// UIKit's `insertText(_:)`: the marked text, else the selection, replaced.
    func typeText(_ text: String) {
        let current = documentText
        typeReplacing(inputState.marked(in: current) ?? inputState.selection(in: current), with: text)
    }

    /// UIKit's `deleteBackward()`: the selection, or the character before
    /// the caret, removed; nothing at the start.
    func typeDeleteBackward() {
        let current = documentText
        let selection = inputState.marked(in: current) ?? inputState.selection(in: current)
        if selection.length > 0 {
            typeReplacing(selection, with: "")
        } else if let before = TextInputState.characterBefore(selection.location, in: current) {
            typeReplacing(before, with: "")
        }
    }

    /// UIKit's `setMarkedText(_:selectedRange:)`: the marked text (else the
    /// selection) replaced by `markedText`, which is marked, with the
    /// selection at `selectedRange` within it. Empty text unmarks.
    func typeMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let current = documentText
        let range = inputState.marked(in: current) ?? inputState.selection(in: current)
        let text = markedText ?? ""
        guard typeReplacing(range, with: text) else { return }
        let length = text.utf16.count
        inputState.marked = length > 0 ? NSRange(location: range.location, length: length) : nil
        let within = TextInputState.clamped(selectedRange, in: text)
        inputState.selection = NSRange(location: range.location + within.location, length: within.length)
    }

    // MARK: Positions (UITextInput's arithmetic over UTF-16 offsets)

    var documentLength: Int { documentText.utf16.count }

    func range(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        let length = documentLength
        guard (0...length).contains(from.offset), (0...length).contains(to.offset) else { return nil }
        return UITextRange(NSRange(location: min(from.offset, to.offset), length: abs(to.offset - from.offset)))
    }

    /// nil when the result falls before the start or after the end (Apple:
    /// "Return nil if the computed text position is less than 0 or greater
    /// than the length of the backing string").
    func position(from position: UITextPosition, moving offset: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, (0...documentLength).contains(target) else { return nil }
        return UITextPosition(offset: target)
    }

    func documentText(in range: UITextRange) -> String? {
        let text = documentText
        let wanted = range.nsRange
        guard wanted.location >= 0, wanted.location + wanted.length <= text.utf16.count else { return nil }
        return (text as NSString).substring(with: wanted)
    }
}

extension TextInputHost {
    /// UIKit's `selectionRects(for:)`: a rectangle a line, the first holding the start, the last the end.
    func selectionRects(_ geometry: TextCaretGeometry, _ range: NSRange) -> [UITextSelectionRect] {
        let rects = geometry.rects(for: range)
        return rects.indices.map {
            UITextSelectionRect(rect: rects[$0], containsStart: $0 == 0, containsEnd: $0 == rects.count - 1)
        }
    }
}

extension UITextPosition {
    /// UIKit's `compare(_:to:)`: ascending when `self` comes first.
    func compared(to other: UITextPosition) -> ComparisonResult {
        offset < other.offset ? .orderedAscending : offset > other.offset ? .orderedDescending : .orderedSame
    }
}

extension UITextLayoutDirection {
    /// Right and down go forward through the text; left and up back.
    var sign: Int { self == .right || self == .down ? 1 : -1 }
}
