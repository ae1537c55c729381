import Layout

/// A one-line text entry (UIKit's `UITextField`): Layout's `TextField`
/// (its text or placeholder inset 7 points a side, 30 points tall at least
/// when `.roundedRect`; see docs/uikit-numbers.md) with UIKit's fonts,
/// Dynamic Type, text-input traits and colours that follow the traits.
/// Text is typed through `UITextInput` (`insertText(_:)`, or
/// `view.trellis.typeText(_:)`): at the selection, asking the delegate, then
/// sending `.editingChanged`. A tap (or `becomeFirstResponder()`) makes it
/// the first responder and begins editing, asking its delegate
/// (UITextField+Editing.swift).
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

    /// Where the text starts: 7 points in (Layout's `TextField.textSideInset`),
    /// more after a search field's glass.
    var textLeadingInset: Double { TextField.textSideInset }

    /// Setting it puts the caret after it and unmarks, as in UIKit. Never
    /// nil when read: an empty string for a field never given text or given
    /// nil, as UIKit's getter answers though Apple's page says "nil by
    /// default" (docs/uikit-numbers.md, "UITextField.text").
    open var text: String? {
        get {
            noteRead(.text, of: self)
            return givenText ?? ""
        }
        set {
            notifyingObservers(of: .text) {
                givenText = newValue
                inputState.textWasSet()
                redraw()
                setNeedsLayout()
            }
        }
    }
    /// What was set; drawn as it was before `text` read "" for nil.
    private var givenText: String?
    /// The text in the field's font (UIKit gives the field's attributes).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font ?? .systemFont(ofSize: 17)]) } }
        set { text = newValue?.string }
    }
    /// Setting it replaces an attributed placeholder, as in UIKit.
    open var placeholder: String? {
        didSet {
            givenAttributedPlaceholder = nil
            redraw()
        }
    }
    /// Drawn and measured with its attributes (its font, colour, kerning …),
    /// as UIKit draws it: runs without a font take the field's, without a
    /// colour `.placeholderText` (Authenticator's title field sets a
    /// 16-point light placeholder on a 17-point field).
    open var attributedPlaceholder: NSAttributedString? {
        get { givenAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            placeholder = newValue?.string
            givenAttributedPlaceholder = newValue
            redraw()
        }
    }
    private var givenAttributedPlaceholder: NSAttributedString?
    /// Never nil when read: Apple's `UITextField.font` page, "The default
    /// value of this property is the body style of the system font", which
    /// is 17 points at the default text size (docs/uikit-numbers.md); the
    /// field draws with it. Setting nil gives that default back.
    open var font: UIFont? {
        get { givenFont ?? .systemFont(ofSize: 17) }
        set { givenFont = newValue; redraw() }
    }
    private var givenFont: UIFont?
    open var textColor: UIColor? { didSet { redraw() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { redraw() } }
    open var borderStyle: BorderStyle = .none { didSet { redraw() } }
    open var adjustsFontForContentSizeCategory = false { didSet { redraw() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    /// When the circled "x" shows (drawn with text: `.always`, or
    /// `.whileEditing` / `.unlessEditing` as ``isEditing`` says); its rect is
    /// kept out of the text's.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The clear button, made when it first shows.
    var clearButtonView: TextFieldClearButton?
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
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
    /// Whether the field is in an editing session: between becoming the
    /// first responder and resigning it (UITextField+Editing.swift).
    open var isEditing: Bool { editingSession }
    var editingSession = false

    /// An enabled field can (Apple, `canBecomeFirstResponder`: "Subclasses
    /// must override this method and return true to be able to become
    /// first responder"); a disabled one cannot, as it takes no touches.
    /// It must be in a window too (`becomeFirstResponder()`: "Asks UIKit to
    /// make this object the first responder in its window").
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate, resigns the current first responder (which may
    /// refuse), then begins editing: UIKit's order (UITextField+Editing.swift).
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
    /// editing: UIKit's order (UITextField+Editing.swift).
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

    /// A tap on the field (its own, not taken by a recognizer) makes it the
    /// first responder, as a touch on a text field does on iOS.
    override func controlDidTap() -> UIControl.Event {
        becomeFirstResponder()
        return []
    }

    // MARK: Text input (UIKeyInput, UITextInput): edited in TextInputEditing.swift,
    // placed by TextCaretGeometry.swift; declared here so subclasses override them.

    var inputState = TextInputState()
    open var hasText: Bool { !(text ?? "").isEmpty }
    /// Types `text` at the selection (over the marked text, if any); a
    /// newline is the return key (UITextField+Editing.swift).
    open func insertText(_ text: String) {
        if text == "\n" { pressReturn() } else { typeText(text) }
    }
    /// Deletes the selection, else the character before the caret.
    open func deleteBackward() { typeDeleteBackward() }
    /// A caret (an empty range) after the text until moved; never nil.
    open var selectedTextRange: UITextRange? {
        get { UITextRange(inputState.selection(in: documentText)) }
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
    /// Moves by characters, right and down forward (one line: no line above or below).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        self.position(from: position, moving: offset * direction.sign)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { position.compared(to: other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func text(in range: UITextRange) -> String? { documentText(in: range) }
    /// Replaces the range's text, the caret after it, and sends
    /// `.editingChanged` without asking the delegate (code, not a key, edits).
    open func replace(_ range: UITextRange, withText text: String) {
        typeReplacing(range.nsRange, with: text, askingDelegate: false)
    }
    /// 2 points wide, the line's height, where the text before it ends.
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

    // MARK: Size

    /// The size that fits the text (the placeholder when there is none):
    /// the field's intrinsic size (the text and its border style's padding),
    /// wider by what the side views, the clear button or a search field's
    /// glass shown now take from the text's rect, so the text fits whole.
    /// Apple's `sizeThatFits(_:)`: UIView's "returns the existing size of
    /// the view"; subclasses return the size that fits their content, as
    /// `sizeToFit()` then takes (Authenticator sizes its search field so).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitting = intrinsicContentSize
        // Bounds wide enough that no part squeezes the text's rect to
        // nothing: what the rect leaves out of them is what the parts take.
        // A rect that does not grow with the bounds (an override's fixed
        // one) has no width that fits: the intrinsic size then.
        let wide = CGRect(x: 0, y: 0, width: fitting.width + 10_000, height: fitting.height)
        let wider = CGRect(x: 0, y: 0, width: wide.width + 100, height: fitting.height)
        let rect = shownTextRect(forBounds: wide)
        guard shownTextRect(forBounds: wider).width - rect.width == 100 else { return fitting }
        let taken = wide.width - rect.width
        // The intrinsic width is the text's between its insets (Layout's `TextField`).
        let insets = CGFloat(textLeadingInset + TextField.textSideInset)
        return CGSize(width: fitting.width - insets + taken, height: fitting.height)
    }

    /// The rect the text (or the placeholder) is laid out in now.
    private func shownTextRect(forBounds bounds: CGRect) -> CGRect {
        guard !(text ?? "").isEmpty else { return placeholderRect(forBounds: bounds) }
        return isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    // MARK: Where the parts go (UIKit's rect methods; override to move them)

    /// The text's rect: the bounds less the side views and the clear button
    /// shown and 7 points a side (more after a search field's glass), the
    /// full height (UIKit: "does not include the area occupied by the
    /// receiver's border or overlay views").
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + CGFloat(textLeadingInset), right = bounds.maxX - CGFloat(TextField.textSideInset)
        if showsSideView(leftView, leftViewMode), placesByRect(leftView) { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if showsSideView(rightView, rightViewMode), placesByRect(rightView) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }
    /// While editing, the text's rect.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The placeholder's rect: the text's, as in UIKit.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The border's rect: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The clear button's rect: a 19-point square (no taller than the
    /// bounds), 7 points in from the trailing edge or just before a right
    /// view shown, centred vertically (docs/uikit-numbers.md: UNSOURCED).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let trailing = showsSideView(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX
            : bounds.maxX - ClearButtonMetrics.trailingInset
        let side = max(0, min(ClearButtonMetrics.side, bounds.height))
        return CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
    }
    /// The left view's rect: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = sideViewSize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The right view's rect: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = sideViewSize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Places the text (or placeholder) in its rect, and the side views in
    /// theirs; lays out again when the text moved.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        // Right to left, the rects are mirrored, as UIKit puts `leftView` on
        // the leading side. Layout's text constraints run from the leading
        // edge, so they take the rect unmirrored: its left inset is then the
        // distance from the right edge.
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func placed(_ rect: CGRect) -> CGRect {
            mirrored ? CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        let rect = shownTextRect(forBounds: bounds)
        for (side, mode, sideRect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                       (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let side, placesByRect(side) else { continue }
            side.isHidden = !showsSideView(side, mode)
            if side.superview !== self { addSubview(side) }
            if side.frame != placed(sideRect) { side.frame = placed(sideRect) }
        }
        placeClearButton(at: placed(clearButtonRect(forBounds: bounds)))
        if fieldNode.placeText(in: rect.layoutRect, within: bounds.size.layoutSize) { super.layoutSubviews() }
    }

    /// Shows the clear button in its rect, or hides it.
    private func placeClearButton(at frame: CGRect) {
        guard showsClearButton else {
            clearButtonView?.isHidden = true
            return
        }
        let button = clearButtonView ?? TextFieldClearButton(frame: frame)
        if clearButtonView == nil {
            clearButtonView = button
            addSubview(button)
        }
        button.isHidden = false
        if button.frame != frame { button.frame = frame }
    }

    /// `.always`, or `.whileEditing` / `.unlessEditing` as ``isEditing`` says.
    func showsSideView(_ view: UIView?, _ mode: ViewMode) -> Bool {
        view != nil && mode.shows(editing: isEditing)
    }

    /// A side view with constraints of its own (a search field's glass,
    /// `translatesAutoresizingMaskIntoConstraints` off) stays where they put
    /// it; the text's inset allows for it.
    private func placesByRect(_ view: UIView?) -> Bool { view?.translatesAutoresizingMaskIntoConstraints ?? false }

    private func sideViewSize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        let frame = view.frame.size
        return frame != .zero ? frame : view.intrinsicContentSize
    }

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
        field.text = givenText
        field.placeholder = placeholder
        field.attributedPlaceholder = givenAttributedPlaceholder?.layoutText(traits: traits)
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
