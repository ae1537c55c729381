import Layout

/// Multi-line text (UIKit's `UITextView`). With scrolling off its
/// intrinsic size is its text's at its width plus `textContainerInset`
/// (8 points above and below) and the line fragment padding (5 points a
/// side), Apple's documented defaults; with scrolling on (the default) it
/// has none, and text below the bottom is cut off. A scroll view, as in
/// UIKit (code returns a text view where a `UIScrollView` is asked for);
/// its content area is its own bounds, and its text is placed in content
/// coordinates (`textContainerInset` inside the content), so the bars
/// over it push the text down through `adjustedContentInset` and the
/// resting offset, as any scroll view's (UITextView+SafeArea.swift).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    override var safeAreaAdjustment: SafeAreaAdjustment { textSafeAreaAdjustment }
    private var parts: ControlParts { ControlParts(of: node, kind: .textView) }
    private let textLabel = Label()
    /// The text's pins: top, left, right (to the content area), bottom (then, not scrolling, the sizing one).
    var pins: [LayoutConstraint] = []
    /// The content as tall as the view: only while not scrolling (scrolling,
    /// the text's height is the content's, and must not size the view).
    private var contentHeightIsViewHeight: LayoutConstraint?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() {
        super.buildParts()
        // The content area is as wide as the view; as tall, unless the
        // text's height says otherwise (scrolling: `redraw()`); weak, so a
        // constraint on the content wins.
        let height = contentGuide.heightAnchor.constraint(equalTo: node.heightAnchor)
            .withPriority(.fittingSizeLevel).markSystem("UITextView-content")
        contentHeightIsViewHeight = height
        LayoutConstraint.activate([
            contentGuide.widthAnchor.constraint(equalTo: node.widthAnchor)
                .withPriority(.fittingSizeLevel).markSystem("UITextView-content"),
            height,
        ])
        parts.add(textLabel, "text")
        textLabel.numberOfLines = 0
        clipsToBounds = true
        settingDefaults { backgroundColor = .systemBackground }
        redraw()
    }

    /// Setting it sets the text in the view's font and colour, in place of
    /// an attributed text; the caret goes after it, as in UIKit.
    /// Never nil when read (UIKit's header declares it `null_resettable`):
    /// an empty string until text is given, and after nil is set.
    open var text: String! {
        get {
            noteRead(.text, of: self)
            return givenText ?? ""
        }
        set {
            notifyingObservers(of: .text) {
                givenText = newValue
                if !isSettingAttributedText { storedAttributedText = nil }
                inputState.textWasSet()
                syncTextStorage()
                redraw()
            }
        }
    }
    /// What was set; drawn as it was before `text` read "" for nil.
    private var givenText: String?
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
    /// The text as an attributed string edited in place (NSTextStorage.swift).
    open var textStorage: NSTextStorage {
        if let madeTextStorage { return madeTextStorage }
        let storage = NSTextStorage(attributedString: attributedText)
        storage.owner = self
        madeTextStorage = storage
        return storage
    }
    var madeTextStorage: NSTextStorage?
    private var isSettingAttributedText = false
    open var font: UIFont? { didSet { redraw() } }
    open var textColor: UIColor? { didSet { redraw() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { redraw() } }
    open override var isScrollEnabled: Bool {
        didSet {
            redraw()
            updateAdjustedContentInset()  // scrolling decides the safe-area adjustment
        }
    }
    /// Whether the text can be edited: a text view that cannot takes no
    /// editing session (UITextView+Editing.swift).
    open var isEditable = true
    /// Whether the text can be selected; with `isEditable` off, a selectable
    /// text view still becomes the first responder (to select), without an
    /// editing session.
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

    // MARK: Editing (UITextView+Editing.swift)

    var editingSession = false

    /// An editable or selectable text view can become the first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Asks the delegate (when editable), resigns the current first
    /// responder (which may refuse), then begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, isInActiveHierarchy, shouldBeginEditing() else { return false }
        // The keyboard (KeyboardOnEditing.swift) comes after the delegate and the notification.
        return KeyboardOnEditing.afterEditingChange {
            guard super.becomeFirstResponder() else { return false }
            didBeginEditing()
            return true
        }
    }

    /// Asks the delegate (unless forced by `endEditing(true)`), then ends
    /// editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard UIResponder.isForcingResignation || shouldEndEditing() else { return false }
        return KeyboardOnEditing.afterEditingChange {
            super.resignFirstResponder()
            didEndEditing()
            return true
        }
    }

    /// A tap on the text view makes it the first responder, as on iOS
    /// (the touch is still passed up the responder chain).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        becomeFirstResponder()
    }

    // MARK: Text input (UIKeyInput, UITextInput): edited in TextInputEditing.swift,
    // placed by TextCaretGeometry.swift; declared here so subclasses override them.

    var inputState = TextInputState()
    open var hasText: Bool { !(text ?? "").isEmpty }
    /// Types `text` at the selection (over the marked text, if any).
    open func insertText(_ text: String) { typeText(text) }
    /// Deletes the selection, else the character before the caret.
    open func deleteBackward() { typeDeleteBackward() }
    /// The selection in UTF-16 units; a caret after the text until moved.
    open var selectedRange: NSRange {
        get { inputState.selection(in: documentText) }
        set { inputState.selection = TextInputState.clamped(newValue, in: documentText) }
    }
    open var selectedTextRange: UITextRange? {
        get { UITextRange(selectedRange) }
        set { inputState.selection = newValue.map { TextInputState.clamped($0.nsRange, in: documentText) } }
    }
    open var markedTextRange: UITextRange? { inputState.marked(in: documentText).map(UITextRange.init) }
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        typeMarkedText(markedText, selectedRange: selectedRange)
    }
    open func unmarkText() { inputState.marked = nil }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: documentLength) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        range(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        self.position(from: position, moving: offset)
    }
    /// Moves by characters, right and down forward (not by lines).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        self.position(from: position, moving: offset * direction.sign)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { position.compared(to: other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func text(in range: UITextRange) -> String? { documentText(in: range) }
    /// Replaces the range's text, the caret after it, and tells the
    /// delegate `textViewDidChange(_:)` without asking it (code, not a key, edits).
    open func replace(_ range: UITextRange, withText text: String) {
        typeReplacing(range.nsRange, with: text, askingDelegate: false)
    }
    /// 2 points wide, its line's height, where the line's text before it ends.
    open func caretRect(for position: UITextPosition) -> CGRect { caretGeometry.caretRect(at: position.offset) }
    open func firstRect(for range: UITextRange) -> CGRect { caretGeometry.rects(for: range.nsRange)[0] }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        selectionRects(caretGeometry, range.nsRange)
    }
    /// The position whose caret is nearest `point` (the line at its height, then the nearest boundary).
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: caretGeometry.closestOffset(to: point))
    }
    /// `closestPosition(to:)` kept within `range`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let offset = caretGeometry.closestOffset(to: point)
        return UITextPosition(offset: min(max(offset, range.start.offset), range.end.offset))
    }
    /// Scrolls the least that shows the range's first line (UITextView+TextInput.swift).
    open func scrollRangeToVisible(_ range: NSRange) { scrollToShow(range) }
    /// What typed text gets: set, or the view's font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label] }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// How links are drawn: set, or in the tint colour (UIKit's default);
    /// a colour set here is the one drawn.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkTextAttributes ?? [.foregroundColor: tintColor ?? .systemBlue] }
        set {
            storedLinkTextAttributes = newValue
            redraw()
        }
    }
    var storedLinkTextAttributes: [NSAttributedString.Key: Any]?

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
        textLabel.text = givenText
        textLabel.attributedText = drawnAttributedText(traits: traits)
        textLabel.textColor = resolvedColor(textColor ?? .label, with: traits) ?? .black
        textLabel.textAlignment = textAlignment.layoutAlignment
        LayoutConstraint.deactivate(pins)
        let inset = textContainerInset, padding = Double(textContainer.lineFragmentPadding), node = self.node
        // Top and sides to the content area, not the view: the text moves
        // with `contentOffset`. The bottom stays the view's, which a text
        // view that does not scroll is sized by (its offset stays zero).
        let content = contentGuide
        let bottom = node.bottomAnchor.constraint(greaterThanOrEqualTo: textLabel.bottomAnchor, constant: Double(inset.bottom))
        pins = [
            textLabel.topAnchor.constraint(equalTo: content.topAnchor, constant: Double(inset.top)),
            textLabel.leftAnchor.constraint(equalTo: content.leftAnchor, constant: Double(inset.left) + padding),
            content.rightAnchor.constraint(equalTo: textLabel.rightAnchor, constant: Double(inset.right) + padding),
            bottom,
        ]
        // Scrolling: the text may run past the bottom, and the content is
        // as tall as the text and the container inset (UIKit's
        // `contentSize`: the laid-out text's height plus the inset, the
        // width the bounds'), so the offset limits follow the text; not:
        // it sizes the view.
        contentHeightIsViewHeight?.isActive = !isScrollEnabled
        if isScrollEnabled {
            bottom.priority = LayoutPriority(1)
            // Whole: the content grows with the text rather than the text
            // being squeezed into the view's height.
            textLabel.setContentCompressionResistancePriority(.required, for: .vertical)
            pins.append(content.bottomAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: Double(inset.bottom))
                .withPriority(.defaultHigh))
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
