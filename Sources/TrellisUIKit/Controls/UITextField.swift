import Layout

/// A one-line text entry (UIKit's `UITextField`), drawn as its text (or
/// its placeholder, in `.placeholderText`) inset 7 points a side, with
/// its border style. Its intrinsic size is the text's plus those insets,
/// and 30 points tall at least for `.roundedRect` (docs/uikit-numbers.md).
/// Nothing can be typed: there are no events here.
@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }

    private lazy var parts = ControlParts(of: self, kind: "UITextField")
    private let textLabel = Label()

    override func buildParts() {
        parts.add(textLabel, "text")
        let node = self.node
        parts.activate([
            textLabel.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: textLeadingInset),
            node.trailingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: 7),
            textLabel.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            textLabel.heightAnchor.constraint(lessThanOrEqualTo: node.heightAnchor),
        ])
        textLabel.setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
        redraw()
    }

    /// Where the text starts: 7 points in, after a search field's glass.
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
    override var firstBaselineNode: View { textLabel }
    override var lastBaselineNode: View { textLabel }

    open override var intrinsicContentSize: CGSize {
        let text = textLabel.intrinsicContentSize
        let height = borderStyle == .roundedRect ? max(30, text.height + 7) : text.height + (borderStyle == .none ? 0 : 7)
        return CGSize(width: text.width + 14, height: height)
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        redraw()
    }

    private func redraw() {
        let traits = traitCollection
        let shown = text.flatMap { $0.isEmpty ? nil : $0 }
        // A Dynamic Type font re-made for the traits becomes `font`, as in
        // UIKit (setting it redraws once more, with the font unchanged).
        if adjustsFontForContentSizeCategory, let given = font, given.adjusted(to: traits) != given {
            font = given.adjusted(to: traits)
            return
        }
        let uiFont = font ?? .systemFont(ofSize: 17)
        textLabel.font = uiFont.layoutFont
        textLabel.text = shown.map { isSecureTextEntry ? String(repeating: "•", count: $0.count) : $0 } ?? placeholder
        textLabel.textColor = resolvedColor(shown == nil ? .placeholderText : textColor ?? .label, with: traits) ?? .black
        textLabel.textAlignment = textAlignment.layoutAlignment
        switch borderStyle {
        case .none: node.borderWidth = 0; node.cornerRadius = 0
        case .line, .bezel: node.borderWidth = 1; node.cornerRadius = 0
        case .roundedRect: node.borderWidth = 0.5; node.cornerRadius = 5
        }
        node.borderColor = resolvedColor(borderStyle == .roundedRect ? .systemGray4 : .label, with: traits)
        invalidateIntrinsicContentSize()
    }
}

/// UIKit's text-field delegate; its methods are never called here.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {}
