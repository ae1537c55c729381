import Layout

/// Multi-line text (UIKit's `UITextView`). With scrolling off its
/// intrinsic size is its text's at its width plus `textContainerInset`
/// (8 points above and below) and the line fragment padding (5 points a
/// side), Apple's documented defaults; with scrolling on (the default) it
/// has none, and text below the bottom is cut off. A scroll view, as in
/// UIKit (code returns a text view where a `UIScrollView` is asked for);
/// its content area is its own bounds.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    private var parts: ControlParts { ControlParts(of: node, kind: .textView) }
    private let textLabel = Label()
    /// The text's pins to the view: top, left, right, bottom (then, not scrolling, the sizing one).
    var pins: [LayoutConstraint] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text starts below the bars over it (UITextView+SafeArea.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        moveTextBelowBars()
    }

    override func buildParts() {
        super.buildParts()
        // The content area is the text view's own size (the text is drawn
        // in its bounds); weak, so a constraint on the content wins.
        LayoutConstraint.activate([
            contentGuide.widthAnchor.constraint(equalTo: node.widthAnchor),
            contentGuide.heightAnchor.constraint(equalTo: node.heightAnchor),
        ].map { $0.withPriority(.fittingSizeLevel).markSystem("UITextView-content") })
        parts.add(textLabel, "text")
        textLabel.numberOfLines = 0
        clipsToBounds = true
        settingDefaults { backgroundColor = .systemBackground }
        redraw()
    }

    /// Setting it sets the text in the view's font and colour, in place of
    /// an attributed text.
    open var text: String! {
        didSet {
            if !isSettingAttributedText { storedAttributedText = nil }
            redraw()
        }
    }
    /// The text in runs of their own attributes, drawn as a label draws
    /// them (UITextView+AttributedText.swift); links in the tint colour.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
        set {
            storedAttributedText = newValue
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
        }
    }
    var storedAttributedText: NSAttributedString?
    private var isSettingAttributedText = false
    open var font: UIFont? { didSet { redraw() } }
    open var textColor: UIColor? { didSet { redraw() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { redraw() } }
    open override var isScrollEnabled: Bool { didSet { redraw() } }
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
        textLabel.attributedText = drawnAttributedText(traits: traits)
        textLabel.textColor = resolvedColor(textColor ?? .label, with: traits) ?? .black
        textLabel.textAlignment = textAlignment.layoutAlignment
        LayoutConstraint.deactivate(pins)
        let inset = textContainerInset, padding = Double(textContainer.lineFragmentPadding), node = self.node
        let bottom = node.bottomAnchor.constraint(greaterThanOrEqualTo: textLabel.bottomAnchor, constant: Double(inset.bottom))
        pins = [
            textLabel.topAnchor.constraint(equalTo: node.topAnchor, constant: Double(inset.top + textSafeAreaTop)),
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
        pins = pins.map(parts.marked)
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
    /// Whether a link may be opened (iOS 10–16): declared so delegates
    /// build; not asked, as nothing taps a text view's links here.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
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
