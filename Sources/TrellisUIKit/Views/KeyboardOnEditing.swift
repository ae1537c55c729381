import Foundation

/// The keyboard that editing shows, when a test opts in with
/// ``TrellisView/keyboardHeightWhenEditing``: iOS shows the keyboard when a
/// responder that takes typed keys becomes the first responder (Apple,
/// `UIKeyInput`: "When an instance of a UIResponder subclass that adopts
/// this protocol becomes first responder, the system displays the
/// keyboard", and `UIResponder.inputView`: "The system displays this input
/// view (or the keyboard) when the responder becomes the first responder")
/// and hides it when it resigns. Its height on each device is not
/// published (docs/uikit.md, "Text input"), so nothing is shown unless the
/// test gives one: then `becomeFirstResponder()` (a tap on a text field)
/// shows the keyboard in the nearest view, the responder or an ancestor,
/// given a height (`showKeyboard(height:)`: the keyboard layout guide and
/// the will/did show and change-frame notifications), and resigning hides it
/// (`hideKeyboard()`). Moving the first responder from one text field to
/// another under the same view keeps the keyboard up and posts nothing.
/// A text field or text view posts its own begin- or end-editing
/// notifications and tells its delegate first, then the keyboard's are
/// posted (Trellis's order; no source gives UIKit's).
@MainActor
enum KeyboardOnEditing {
    private struct Setting {
        weak var view: UIView?
        var height: CGFloat
    }

    private static var settings: [ObjectIdentifier: Setting] = [:]
    /// The view the keyboard was shown in for editing.
    private static weak var shownIn: UIView?
    /// Above 0 while a text view begins or ends editing (its delegate and
    /// notifications go first) or while a change is being followed.
    private static var holding = 0

    static func height(for view: UIView) -> CGFloat? {
        guard let setting = settings[ObjectIdentifier(view)], setting.view === view else { return nil }
        return setting.height
    }

    static func setHeight(_ height: CGFloat?, for view: UIView) {
        settings = settings.filter { $0.value.view != nil }
        settings[ObjectIdentifier(view)] = height.map { Setting(view: view, height: $0) }
    }

    /// Runs `body` (a begin or end of editing), then follows the first
    /// responder it leaves.
    static func afterEditingChange<Result>(_ body: () -> Result) -> Result {
        holding += 1
        let result = body()
        holding -= 1
        firstResponderChanged()
        return result
    }

    /// Shows or hides the keyboard for whoever is the first responder now.
    static func firstResponderChanged() {
        guard holding == 0, !settings.isEmpty || shownIn != nil else { return }
        holding += 1
        defer { holding -= 1 }
        let target = UIResponder.firstResponder.flatMap(host(for:))
        if let shown = shownIn, shown !== target?.view {
            shownIn = nil
            shown.trellis.hideKeyboard()
        }
        if let target, shownIn == nil {
            shownIn = target.view
            target.view.trellis.showKeyboard(height: target.height)
        }
    }

    /// The view that shows the keyboard for `responder`, and its height: a
    /// responder that takes keys (an editable text view) and the nearest
    /// view given a height, itself or an ancestor.
    private static func host(for responder: UIResponder) -> (view: UIView, height: CGFloat)? {
        guard responder is UIKeyInput, (responder as? UITextView)?.isEditable ?? true,
              var view = responder as? UIView else { return nil }
        while true {
            if let height = height(for: view) { return (view, height) }
            guard let parent = view.superview else { return nil }
            view = parent
        }
    }
}

extension TrellisView {
    /// The height of the keyboard editing shows (opt-in): set on a view,
    /// usually the root, a text field or text view in it that becomes the
    /// first responder shows a docked keyboard this tall in the view
    /// (``showKeyboard(height:)``), and resigning hides it
    /// (``hideKeyboard()``). nil (the default): becoming the first
    /// responder shows no keyboard. Not UIKit API: iOS's keyboard has a
    /// height per device and keyboard, which is not published.
    public var keyboardHeightWhenEditing: CGFloat? {
        get { KeyboardOnEditing.height(for: view) }
        nonmutating set { KeyboardOnEditing.setHeight(newValue, for: view) }
    }
}
