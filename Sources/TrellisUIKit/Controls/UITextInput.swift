/// Text entry by keys (UIKit's `UIKeyInput`): what a view that takes
/// typed text answers. Nothing is typed here; code may call these.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// A view that edits text (UIKit's `UITextInput`); `UITextField` and
/// `UITextView` conform, so `view is UITextInput` tells a text view from
/// another. Its selection and marked-text members are not declared here:
/// there is no insertion point.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {}

extension UITextField: UITextInput {
    public var hasText: Bool { !(text ?? "").isEmpty }
    /// Appends `text`, as typing it at the end would.
    public func insertText(_ text: String) { self.text = (self.text ?? "") + text }
    /// Removes the last character.
    public func deleteBackward() { if var text, !text.isEmpty { text.removeLast(); self.text = text } }
}

extension UITextView: UITextInput {
    public var hasText: Bool { !(text ?? "").isEmpty }
    public func insertText(_ text: String) { self.text = (self.text ?? "") + text }
    public func deleteBackward() { if var text, !text.isEmpty { text.removeLast(); self.text = text } }
}
