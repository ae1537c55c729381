import Foundation

/// A text view's editing session, as a text field's (UITextField+Editing.swift)
/// and Apple's `UITextViewDelegate` pages describe it:
/// `textViewShouldBeginEditing(_:)` ("Asks the delegate whether to begin
/// editing in the specified text view") before it becomes the first
/// responder, `textViewDidBeginEditing(_:)` then
/// `UITextView.textDidBeginEditingNotification` after;
/// `textViewShouldEndEditing(_:)` before it resigns (not when forced by
/// `endEditing(true)`), `textViewDidEndEditing(_:)` then
/// `textDidEndEditingNotification` after. A text view that is not
/// editable (`isEditable` false) but selectable becomes the first
/// responder without a session: the delegate is not asked or told.
extension UITextView {
    func shouldBeginEditing() -> Bool {
        guard isEditable else { return true }
        return textViewDelegate?.textViewShouldBeginEditing(self) ?? true
    }

    func didBeginEditing() {
        guard isEditable else { return }
        editingSession = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationStallWatch.post(UITextView.textDidBeginEditingNotification, object: self)
    }

    func shouldEndEditing() -> Bool {
        guard editingSession else { return true }
        return textViewDelegate?.textViewShouldEndEditing(self) ?? true
    }

    func didEndEditing() {
        guard editingSession else { return }
        editingSession = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationStallWatch.post(UITextView.textDidEndEditingNotification, object: self)
    }
}
