import Layout

/// The clear button's size and place (docs/uikit-numbers.md, "UITextField
/// clear button": UNSOURCED, a stand-in for UIKit's `xmark.circle.fill`).
enum ClearButtonMetrics {
    /// The button's side: a square, the circle drawn in it.
    static let side: CGFloat = 19
    /// From the field's trailing edge (or the right view's leading edge) to
    /// the button: the text's own inset.
    static let trailingInset = CGFloat(TextField.textSideInset)
}

/// The circled "x" a text field shows to clear its text: a plain-geometry
/// stand-in for UIKit's `_UITextFieldClearButton` (the SF Symbol
/// `xmark.circle.fill`), a `tertiaryLabel` circle crossed in the system
/// background. It draws itself (`draw(_:)`); a tap on it asks the field's
/// delegate `textFieldShouldClear(_:)` (UITextField+Editing.swift).
final class TextFieldClearButton: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "clearButton"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    // The touch is the button's: not passed up to the field, which would
    // take it as a tap on itself.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let field = superview as? UITextField, let touch = touches.first,
              point(inside: touch.location(in: self), with: event) else { return }
        field.clearButtonTapped()
    }

    override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        UIColor.tertiaryLabel.setFill()
        UIBezierPath(ovalIn: circle).fill()
        // The cross: two strokes through the centre, each arm 0.2 of the
        // side long at 45°, as the symbol's is about.
        let arm = side * 0.2
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        cross.lineWidth = max(1, side / 10)
        cross.lineCapStyle = .round
        UIColor.systemBackground.setStroke()
        cross.stroke()
    }
}

extension UITextField {
    /// Whether the clear button shows: there is text (Apple,
    /// `clearButtonMode`: it "displays at the right side of the text field
    /// when the text field has contents"), and the mode shows it now.
    var showsClearButton: Bool {
        !(text ?? "").isEmpty && clearButtonMode.shows(editing: isEditing)
    }
}

extension UITextField.ViewMode {
    /// Apple's `UITextField.ViewMode`: `.whileEditing` shows the overlay
    /// view only while the field's text is being edited, `.unlessEditing`
    /// only while it is not, `.always` always, `.never` never.
    func shows(editing: Bool) -> Bool {
        switch self {
        case .never: false
        case .whileEditing: editing
        case .unlessEditing: !editing
        case .always: true
        }
    }
}
