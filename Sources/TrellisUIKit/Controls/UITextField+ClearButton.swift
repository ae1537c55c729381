import Layout

/// The clear button's size and place (docs/uikit-numbers.md, "UITextField
/// clear button": UNSOURCED, a stand-in for UIKit's `xmark.circle.fill`).
enum ClearButtonMetrics {
    /// The button's side: a square, the circle drawn in it.
    static let side: CGFloat = 19
    /// From the field's trailing edge (or the right view's leading edge) to
    /// the button: the text's own inset.
    static let trailingInset: CGFloat = 7
}

/// The circled "x" a text field shows to clear its text: a plain-geometry
/// stand-in for UIKit's `_UITextFieldClearButton` (the SF Symbol
/// `xmark.circle.fill`), a `tertiaryLabel` circle crossed in the system
/// background. It draws itself (`draw(_:)`); nothing taps it here.
final class TextFieldClearButton: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "clearButton"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

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
    /// Whether the clear button shows: there is text, and the mode shows it
    /// when not editing (nothing is ever edited here, so `.always` and
    /// `.unlessEditing`; UIKit shows no clear button over an empty field).
    var showsClearButton: Bool {
        !(text ?? "").isEmpty && (clearButtonMode == .always || clearButtonMode == .unlessEditing)
    }
}
