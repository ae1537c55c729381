import Foundation

/// A place in a text input's document (UIKit's `UITextPosition`). UIKit's
/// own is opaque; Trellis's text fields and views count in UTF-16 units, as
/// `NSRange` does, and two positions at the same offset are equal (so
/// `range.start == field.beginningOfDocument` reads as it does on iOS).
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the document's start.
    let offset: Int

    public override init() { offset = 0 }
    init(offset: Int) { self.offset = offset }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextPosition else { return false }
        return other.offset == offset
    }

    open override var hash: Int { offset.hashValue }
}

/// A span of a text input's document (UIKit's `UITextRange`): from `start`
/// to `end`; an empty one is a caret.
open class UITextRange: NSObject {
    private let storedStart: UITextPosition, storedEnd: UITextPosition

    public override init() {
        storedStart = UITextPosition()
        storedEnd = storedStart
    }

    init(_ range: NSRange) {
        storedStart = UITextPosition(offset: range.location)
        storedEnd = UITextPosition(offset: range.location + range.length)
    }

    open var start: UITextPosition { storedStart }
    open var end: UITextPosition { storedEnd }
    open var isEmpty: Bool { start.offset == end.offset }

    /// The UTF-16 range from start to end.
    var nsRange: NSRange { NSRange(location: start.offset, length: max(0, end.offset - start.offset)) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other.start.offset == start.offset && other.end.offset == end.offset
    }

    open override var hash: Int { start.offset.hashValue ^ (end.offset.hashValue &* 31) }
}

/// Which way `position(from:in:offset:)` moves (UIKit's
/// `UITextLayoutDirection`): right and down go forward through the text,
/// left and up back, as in left-to-right text.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// Forward or backward through the text (UIKit's `UITextStorageDirection`).
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// The direction of a run of text (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// One rectangle of a selection's highlight (UIKit's `UITextSelectionRect`),
/// in the text input's coordinates.
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let storedContainsStart: Bool, storedContainsEnd: Bool

    public override init() {
        storedRect = .zero
        storedContainsStart = false
        storedContainsEnd = false
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }

    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { .natural }
    open var containsStart: Bool { storedContainsStart }
    open var containsEnd: Bool { storedContainsEnd }
    open var isVertical: Bool { false }
}
