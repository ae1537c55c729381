extension TrellisView {
    /// Types `text` into this view as the keyboard does (named as
    /// XCUITest's `XCUIElement.typeText(_:)`): a character at a
    /// time through its `insertText(_:)` (an override sees every key), at
    /// the selection, asking the delegate and sending the did-change
    /// events (`.editingChanged` for a text field, `textViewDidChange(_:)`
    /// for a text view). Returns false, typing nothing, when the view takes
    /// no typed text (it is not a `UIKeyInput`).
    @discardableResult
    public func typeText(_ text: String) -> Bool {
        guard let input = view as? UIKeyInput else { return false }
        for character in text { input.insertText(String(character)) }
        return true
    }

    /// Presses the delete key `times` times: the view's `deleteBackward()`
    /// each time. Returns false when the view takes no typed text.
    @discardableResult
    public func deleteBackward(times: Int = 1) -> Bool {
        guard let input = view as? UIKeyInput else { return false }
        for _ in 0..<max(0, times) { input.deleteBackward() }
        return true
    }
}
