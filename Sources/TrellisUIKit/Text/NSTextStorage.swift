import Foundation

/// UIKit's `NSTextStorage`: a text view's text as an attributed string that
/// can be edited in place (`textView.textStorage.append(…)`, as WireGuard's
/// log screen adds lines). Every edit, or every batch between
/// `beginEditing()` and `endEditing()`, becomes the text view's
/// `attributedText`. Trellis has no layout managers to tell, so the edit
/// masks and `processEditing()` of AppKit's text system are not kept.
open class NSTextStorage: NSMutableAttributedString {
    /// The text view that shows it (UITextView.textStorage).
    weak var owner: UITextView?
    /// Nested edits and open batches: the owner hears of them once, at the end.
    private var depth = 0
    /// Set while the owner copies its own text in: that is no edit.
    var isSyncing = false

    private func edit(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        guard depth == 0, !isSyncing, let owner else { return }
        // Text views live on the main thread, and so do edits of their storage.
        nonisolated(unsafe) let text = NSAttributedString(attributedString: self)
        MainActor.assumeIsolated { owner.textStorageDidEdit(text) }
    }

    open override func beginEditing() { depth += 1 }
    open override func endEditing() { edit { depth -= 1 } }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        edit { super.replaceCharacters(in: range, with: str) }
    }
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        edit { super.replaceCharacters(in: range, with: attrString) }
    }
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        edit { super.setAttributes(attrs, range: range) }
    }
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        edit { super.addAttribute(name, value: value, range: range) }
    }
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        edit { super.addAttributes(attrs, range: range) }
    }
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        edit { super.removeAttribute(name, range: range) }
    }
    open override func append(_ attrString: NSAttributedString) { edit { super.append(attrString) } }
    open override func insert(_ attrString: NSAttributedString, at loc: Int) { edit { super.insert(attrString, at: loc) } }
    open override func deleteCharacters(in range: NSRange) { edit { super.deleteCharacters(in: range) } }
    open override func setAttributedString(_ attrString: NSAttributedString) { edit { super.setAttributedString(attrString) } }
}

extension UITextView {
    /// An edit of `textStorage` shown: the storage's text becomes the view's.
    func textStorageDidEdit(_ text: NSAttributedString) {
        attributedText = text
    }

    /// The view's text copied into its storage, once the storage exists.
    func syncTextStorage() {
        guard let storage = madeTextStorage else { return }
        storage.isSyncing = true
        storage.setAttributedString(attributedText)
        storage.isSyncing = false
    }
}
