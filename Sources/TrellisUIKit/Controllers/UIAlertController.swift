import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`): a title, a
/// message, actions and (for an alert) text fields. **Stored, not drawn**:
/// presenting one records the presentation (see `present(_:animated:completion:)`),
/// and a test taps an action with `alert.trellis.tap(actionTitled:)`, which
/// dismisses the alert and runs the action's handler, as a tap does on iOS.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`, with its raw values.
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    private var style: Style = .actionSheet
    private var addedActions: [UIAlertAction] = []
    private var addedTextFields: [UITextField] = []

    /// An alert controller of `preferredStyle` with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        style = preferredStyle
    }

    open var message: String?
    open var preferredStyle: UIAlertController.Style { style }

    /// The actions, in the order added.
    open var actions: [UIAlertAction] { addedActions }

    open func addAction(_ action: UIAlertAction) { addedActions.append(action) }

    /// The action a person is steered to (drawn bold on iOS); must be one of
    /// `actions`, as UIKit requires, else it stays nil.
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set { preferred = newValue.flatMap { new in addedActions.contains { $0 === new } ? new : nil } }
    }

    private var preferred: UIAlertAction?

    /// Adds a text field, configured by `configurationHandler` at once.
    /// Alerts only: UIKit raises for an action sheet; here nothing is added.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard style == .alert else { return }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        addedTextFields.append(field)
        configurationHandler?(field)
    }

    /// The text fields, in the order added; nil when there are none.
    open var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }

    /// What `trellis.tap(actionTitled:)` does: a disabled action does
    /// nothing; an enabled one dismisses the alert (when it is presented)
    /// and then runs its handler, as UIKit calls the handler once the
    /// alert goes.
    func tap(_ action: UIAlertAction) -> Bool {
        guard action.isEnabled, addedActions.contains(where: { $0 === action }) else { return false }
        if presentingViewController != nil {
            dismiss(animated: true) { action.handler?(action) }
        } else {
            action.handler?(action)
        }
        return true
    }
}

/// An action of an alert (UIKit's `UIAlertAction`): a title, a style and the
/// handler to run when it is tapped.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// UIKit's `UIAlertAction.Style`, with its raw values.
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    private let actionTitle: String?
    private let actionStyle: Style
    let handler: ((UIAlertAction) -> Void)?

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(storedTitle: title, style: style, handler: handler)
    }

    init(storedTitle: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        actionTitle = storedTitle
        actionStyle = style
        self.handler = handler
        super.init()
    }

    open var title: String? { actionTitle }
    open var style: UIAlertAction.Style { actionStyle }
    /// Whether the action can be tapped (true by default).
    open var isEnabled = true
}

extension TrellisViewController {
    /// Taps the action titled `title` of an alert controller, as a person
    /// does: the alert is dismissed (when presented) and the action's
    /// handler runs. Returns false, doing nothing, when the controller is
    /// not a `UIAlertController`, has no enabled action of that title.
    @discardableResult
    public func tap(actionTitled title: String) -> Bool {
        guard let alert = controller as? UIAlertController,
              let action = alert.actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
        return alert.tap(action)
    }
}
