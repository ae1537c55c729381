import Foundation
import Testing
@testable import TrellisUIKit

/// With `view.trellis.keyboardHeightWhenEditing` set, a text field or an
/// editable text view that becomes the first responder shows the keyboard
/// (Apple, `UIKeyInput`: "When an instance of a UIResponder subclass that
/// adopts this protocol becomes first responder, the system displays the
/// keyboard") and resigning hides it: the will/did show pair and the
/// keyboard layout guide as `showKeyboard(height:)` gives them. Without the
/// opt-in nothing is posted, as before.
@MainActor @Suite(.serialized) struct KeyboardOnEditingTests {
    final class Form: UIViewController, UITextFieldDelegate {
        let name = UITextField()
        let email = UITextField()
        let notes = UITextView()
        let label = UILabel()
        var heard: [String] = []
        var observers: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            name.delegate = self
            for view in [name, email, notes, label] as [UIView] {
                view.frame = CGRect(x: 16, y: 100, width: 200, height: 34)
                self.view.addSubview(view)
            }
            let center = NotificationCenter.default
            let names: [(Notification.Name, String)] = [
                (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
                (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
            ]
            for (name, word) in names {
                observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { self.heard.append(word) }
                })
            }
        }

        func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("didBeginEditing") }
        func textFieldDidEndEditing(_ textField: UITextField) { heard.append("didEndEditing") }

        func stopObserving() {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
        }
    }

    func shownForm(keyboard: CGFloat?) -> Form {
        let form = Form()
        form.trellis.show(size: CGSize(width: 390, height: 844))
        form.view.trellis.keyboardHeightWhenEditing = keyboard
        return form
    }

    @Test func becomingTheFirstResponderShowsTheKeyboardAfterTheDelegateAndResigningHidesIt() {
        let form = shownForm(keyboard: 336)
        defer { form.stopObserving() }
        #expect(form.name.becomeFirstResponder())
        #expect(form.heard == ["didBeginEditing", "willShow", "didShow"])
        #expect(form.view.trellis.keyboardHeight == 336)
        form.heard = []
        #expect(form.name.resignFirstResponder())
        #expect(form.heard == ["didEndEditing", "willHide", "didHide"])
        #expect(form.view.trellis.keyboardHeight == nil)
    }

    /// From one field to the next the keyboard stays up: nothing is posted.
    @Test func movingBetweenFieldsKeepsTheKeyboard() {
        let form = shownForm(keyboard: 300)
        defer { form.stopObserving() }
        form.email.becomeFirstResponder()
        form.heard = []
        form.notes.becomeFirstResponder()
        #expect(form.heard.isEmpty)
        #expect(form.view.trellis.keyboardHeight == 300)
        form.view.endEditing(true)
        #expect(form.heard == ["willHide", "didHide"])
    }

    /// A text view that is only selectable takes no keys: no keyboard.
    @Test func aReadOnlyTextViewShowsNone() {
        let form = shownForm(keyboard: 300)
        defer { form.stopObserving() }
        form.notes.isEditable = false
        #expect(form.notes.becomeFirstResponder())
        #expect(form.heard.isEmpty)
        #expect(form.view.trellis.keyboardHeight == nil)
    }

    @Test func withoutTheOptInNothingIsPosted() {
        let form = shownForm(keyboard: nil)
        defer { form.stopObserving() }
        form.email.becomeFirstResponder()
        form.email.resignFirstResponder()
        #expect(form.heard.isEmpty)
        #expect(form.view.trellis.keyboardHeight == nil)
    }
}
