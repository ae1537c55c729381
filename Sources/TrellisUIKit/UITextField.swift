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
            textLabel.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: 7),
            node.trailingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: 7),
            textLabel.centerYAnchor.constraint(equalTo: node.centerYAnchor),
            textLabel.heightAnchor.constraint(lessThanOrEqualTo: node.heightAnchor),
        ])
        textLabel.setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
        redraw()
    }

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

public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none = 0, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default` = 0, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default` = 0, no, yes }

/// The keyboard's look; raw values are UIKit's `UIKeyboardAppearance`
/// (`alert` is the old name of `dark`).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static let alert = UIKeyboardAppearance.dark
}

public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let name = UITextContentType(rawValue: "name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

/// Multi-line text (UIKit's `UITextView`). With scrolling off its
/// intrinsic size is its text's at its width plus `textContainerInset`
/// (8 points above and below) and the line fragment padding (5 points a
/// side), Apple's documented defaults; with scrolling on (the default) it
/// has none, and text below the bottom is cut off.
@preconcurrency @MainActor
open class UITextView: UIView {
    private lazy var parts = ControlParts(of: self, kind: "UITextView")
    private let textLabel = Label()
    private var pins: [LayoutConstraint] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() {
        parts.add(textLabel, "text")
        textLabel.numberOfLines = 0
        clipsToBounds = true
        backgroundColor = .systemBackground
        redraw()
    }

    open var text: String! { didSet { redraw() } }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string }
    }
    open var font: UIFont? { didSet { redraw() } }
    open var textColor: UIColor? { didSet { redraw() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { redraw() } }
    open var isScrollEnabled = true { didSet { redraw() } }
    open var isEditable = true
    open var isSelectable = true
    open var adjustsFontForContentSizeCategory = false { didSet { redraw() } }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { redraw() } }
    public let textContainer = NSTextContainer()
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?
    open var isSecureTextEntry = false
    open var enablesReturnKeyAutomatically = false
    /// The text view's delegate, held weakly. Nothing is typed here, so
    /// Trellis calls none of its methods; a test may call them.
    open weak var delegate: (any UITextViewDelegate)?

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
    open var contentInset: UIEdgeInsets = .zero
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false

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
        let uiFont = font ?? .systemFont(ofSize: 12)
        textLabel.font = uiFont.layoutFont
        textLabel.text = text
        textLabel.textColor = resolvedColor(textColor ?? .label, with: traits) ?? .black
        textLabel.textAlignment = textAlignment.layoutAlignment
        LayoutConstraint.deactivate(pins)
        let inset = textContainerInset, padding = Double(textContainer.lineFragmentPadding), node = self.node
        let bottom = node.bottomAnchor.constraint(greaterThanOrEqualTo: textLabel.bottomAnchor, constant: Double(inset.bottom))
        pins = [
            textLabel.topAnchor.constraint(equalTo: node.topAnchor, constant: Double(inset.top)),
            textLabel.leftAnchor.constraint(equalTo: node.leftAnchor, constant: Double(inset.left) + padding),
            node.rightAnchor.constraint(equalTo: textLabel.rightAnchor, constant: Double(inset.right) + padding),
            bottom,
        ]
        // Scrolling: the text may run past the bottom; not: it sizes the view.
        if isScrollEnabled {
            bottom.priority = LayoutPriority(1)
            textLabel.setContentCompressionResistancePriority(LayoutPriority(1), for: .vertical)
        } else {
            textLabel.setContentCompressionResistancePriority(.required, for: .vertical)
            pins.append(node.bottomAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: Double(inset.bottom))
                .withPriority(.defaultLow))
        }
        pins = pins.map { $0.markSystem("UITextView-part") }
        LayoutConstraint.activate(pins)
        textLabel.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        textLabel.setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
    }
}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`).
/// UIKit's methods are optional; each has a default here that answers as
/// UIKit does without it (may begin, may end, may change: true).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The text container of a text view: its `lineFragmentPadding` (5 points,
/// Apple's documented default) insets each line.
@preconcurrency @MainActor
open class NSTextContainer {
    public init() {}
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
