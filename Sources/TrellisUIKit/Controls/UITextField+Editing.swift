import Foundation

/// Why an editing session ended (UIKit's `UITextField.DidEndEditingReason`):
/// Apple's `committed` ("The text field changes were accepted by the
/// user") and `cancelled` ("The text field changes were aborted", which
/// Apple describes for tvOS's Menu button). Trellis ends with `.committed`.
extension UITextField {
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }
}

/// A text field's editing session, in the order of Apple's
/// `UITextFieldDelegate` overview ("The flow of the editing process"):
///
/// 1. "Before becoming the first responder, the text field calls its
///    delegate's `textFieldShouldBeginEditing(_:)`"; false: it does not
///    become it.
/// 2. "The text field becomes the first responder" (the current one asked
///    to resign first: `UIResponder.becomeFirstResponder()`).
/// 3. The overview's next step: the delegate's `textFieldDidBeginEditing(_:)`
///    ("notifies the delegate that the specified text field just became
///    the first responder"), then `textDidBeginEditingNotification`. The
///    `.editingDidBegin` event goes between them (where UIKit sends it
///    relative to the delegate is not documented: Trellis's choice).
/// 4. Before resigning, the delegate's `textFieldShouldEndEditing(_:)`;
///    not when forced (`endEditing(true)`: "the text field is never even
///    asked; it is forced to resign").
/// 5. After resigning, `textFieldDidEndEditing(_:reason:)` ("called after
///    the text field resigns its first responder status"; UIKit calls it
///    "in preference to" `textFieldDidEndEditing(_:)`, which the default
///    forwards to), then `.editingDidEnd` and
///    `textDidEndEditingNotification` (the same choice as at 3).
///
/// No keyboard is shown, so no keyboard notifications are posted (their
/// frames per device are not published: docs/uikit.md, "Text input").
extension UITextField {
    func shouldBeginEditing() -> Bool {
        delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    /// Begins the session: `clearsOnBeginEditing` clears the text unless the
    /// delegate's `textFieldShouldClear(_:)` says no (Apple: "This method is
    /// also called when editing begins and the `clearsOnBeginEditing`
    /// property of the text field is set to true"), then the delegate, the
    /// event and the notification; the modes' views are laid out again.
    func didBeginEditing() {
        editingSession = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            text = ""
        }
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationStallWatch.post(UITextField.textDidBeginEditingNotification, object: self)
    }

    func shouldEndEditing() -> Bool {
        delegate?.textFieldShouldEndEditing(self) ?? true
    }

    func didEndEditing() {
        editingSession = false
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationStallWatch.post(UITextField.textDidEndEditingNotification, object: self)
    }

    /// The return key (a typed newline, as XCUITest's `typeText("\n")`
    /// presses it): Apple, `textFieldShouldReturn(_:)`, "The text field
    /// calls this method whenever the user taps the return button"; when
    /// it returns true, `.editingDidEndOnExit` is sent (false: "return NO
    /// to ignore", UIKit's header). Nothing is typed, and the field does
    /// not resign by itself: a delegate that wants the keyboard gone, or
    /// the next field focused, does it in `textFieldShouldReturn(_:)`.
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
    }

    /// A tap on the clear button: Apple, `textFieldShouldClear(_:)`, "The
    /// text field calls this method in response to the user pressing the
    /// built-in clear button"; true empties the text and sends the
    /// did-change events (`.editingChanged`, the notification), as typing
    /// does; false changes nothing ("return NO to ignore (no
    /// notifications)", UIKit's header).
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendTextDidChange()
    }
}
