import Foundation

/// A menu element that performs something when chosen (UIKit's
/// `UIMenuLeaf`, iOS 16), which `UIAction` and `UICommand` adopt. Its
/// `performWithSender(_:target:)` is how a test chooses an element of a
/// bar button item's or a button's `menu`: no menu is shown here to
/// choose from. In a `.singleSelection` menu the chosen element's check
/// mark moves to it first (UIMenu+SingleSelection.swift).
@preconcurrency @MainActor
public protocol UIMenuLeaf: AnyObject {
    var title: String { get }
    var attributes: UIMenuElement.Attributes { get set }
    var state: UIMenuElement.State { get set }
    /// "Performs the element's primary action"
    /// (<https://developer.apple.com/documentation/uikit/uimenuleaf/performwithsender(_:target:)>).
    func performWithSender(_ sender: Any?, target: Any?)
}

extension UIAction: UIMenuLeaf {
    /// Runs the handler with `sender` as the action's `sender` while it runs,
    /// as a tap on a control with the action does; `target` is unused (an
    /// action's closure is its own target).
    public func performWithSender(_ sender: Any?, target: Any?) {
        choose()
        perform(from: sender)
    }
}

extension UICommand: UIMenuLeaf {
    /// Sends the command's `action` to `target`, or up the responder chain
    /// from the first responder when `target` is nil, with `sender` as the
    /// action's sender (`UIApplication.sendAction(_:to:from:for:)`).
    public func performWithSender(_ sender: Any?, target: Any?) {
        choose()
        _ = UIApplication.shared.sendAction(action, to: target, from: sender, for: nil)
    }
}
