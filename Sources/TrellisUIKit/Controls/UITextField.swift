import Layout

/// A one-line text entry (UIKit's `UITextField`): Layout's `TextField`
/// (its text or placeholder inset 7 points a side, 30 points tall at least
/// when `.roundedRect`; see docs/uikit-numbers.md) with UIKit's fonts,
/// Dynamic Type, text-input traits and colours that follow the traits.
/// Nothing can be typed: there are no events here.
@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }

    override class func makeNode() -> View { TextField() }
    var fieldNode: TextField { node as! TextField }  // checked: makeNode made a TextField

    override func buildParts() {
        fieldNode.textLeadingInset = textLeadingInset
        redraw()
    }

    /// Where the text starts: 7 points in, more after a search field's glass.
    var textLeadingInset: Double { 7 }

    open var text: String? { didSet { redraw() } }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var placeholder: String? { didSet { redraw() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    open var font: UIFont? { didSet { redraw() } }
    open var textColor: UIColor? { didSet { redraw() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { redraw() } }
    open var borderStyle: BorderStyle = .none { didSet { redraw() } }
    open var adjustsFontForContentSizeCategory = false { didSet { redraw() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never
    open var isSecureTextEntry = false { didSet { redraw() } }
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var enablesReturnKeyAutomatically = false
    open var clearsOnBeginEditing = false
    open weak var delegate: UITextFieldDelegate?

    /// Stored: no keyboard or input view is shown here.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    open var isEditing: Bool { false }

    /// Nothing can be typed here, so a text field does not become the first
    /// responder (and never begins editing).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { false }
    @discardableResult
    open override func resignFirstResponder() -> Bool { super.resignFirstResponder() }

    /// The text's baselines are the field's (a `.firstBaseline` stack lines
    /// a label up with the field's text).
    override var firstBaselineNode: View { fieldNode.textLabel }
    override var lastBaselineNode: View { fieldNode.textLabel }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    private func redraw() {
        let traits = traitCollection
        // A Dynamic Type font re-made for the traits becomes `font`, as in
        // UIKit (setting it redraws once more, with the font unchanged).
        if adjustsFontForContentSizeCategory, let given = font, given.adjusted(to: traits) != given {
            font = given.adjusted(to: traits)
            return
        }
        let field = fieldNode
        field.font = (font ?? .systemFont(ofSize: 17)).layoutFont
        field.text = text
        field.placeholder = placeholder
        field.isSecureTextEntry = isSecureTextEntry
        field.textColor = drawnColor(textColor ?? .label, with: traits)
        field.placeholderColor = drawnColor(.placeholderText, with: traits)
        field.textAlignment = textAlignment.layoutAlignment
        field.borderStyle = borderStyle.layoutStyle
        field.lineBorderColor = drawnColor(.label, with: traits)
        field.roundedBorderColor = drawnColor(.systemGray4, with: traits)
    }
}

extension UITextField.BorderStyle {
    /// The same style as Layout's text field names it.
    var layoutStyle: TextField.BorderStyle {
        switch self {
        case .none: .none
        case .line: .line
        case .bezel: .bezel
        case .roundedRect: .roundedRect
        }
    }
}

/// UIKit's text-field delegate; its methods are never called here.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {}
