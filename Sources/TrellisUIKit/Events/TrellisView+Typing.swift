extension TrellisView {
    /// Types `text` into this view as the keyboard does (named as
    /// XCUITest's `XCUIElement.typeText(_:)`): a character at a
    /// time through its `insertText(_:)` (an override sees every key), at
    /// the selection, asking the delegate and sending the did-change
    /// events (`.editingChanged` for a text field, `textViewDidChange(_:)`
    /// for a text view). Called on a window or any view above the first
    /// responder, the keys go to the first responder, as a keyboard's do;
    /// called on a field directly, they go to it, editing or not. A newline
    /// in a text field is the return key (`textFieldShouldReturn(_:)`).
    /// Returns false, typing nothing, when neither takes typed text (it is
    /// not a `UIKeyInput`).
    @discardableResult
    public func typeText(_ text: String) -> Bool {
        guard keyInput != nil else { return false }
        // Each key goes to the first responder of the moment: a return
        // may have moved it to the next field.
        for character in text { keyInput?.insertText(String(character)) }
        return true
    }

    /// Presses the delete key `times` times: the view's `deleteBackward()`
    /// each time. Returns false when the view takes no typed text.
    @discardableResult
    public func deleteBackward(times: Int = 1) -> Bool {
        guard keyInput != nil else { return false }
        for _ in 0..<max(0, times) { keyInput?.deleteBackward() }
        return true
    }

    /// The view itself when it takes typed text, else the first responder
    /// inside it (or it), when that does.
    private var keyInput: UIKeyInput? {
        if let input = view as? UIKeyInput { return input }
        guard let responder = UIResponder.firstResponder as? UIView,
              responder.isDescendant(of: view) else { return nil }
        return responder as? UIKeyInput
    }
}
