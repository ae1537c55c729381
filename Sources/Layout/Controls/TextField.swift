/// A one-line text entry (UIKit's `UITextField`), drawn as its text (or
/// its placeholder, in the placeholder colour, or its attributed
/// placeholder) inset 7 points a side (more at the leading side after a
/// search field's glass), with its border style. Its intrinsic size is the
/// text's plus those insets;
/// a `.roundedRect` field is its line rounded up to a whole point plus 13
/// tall: 30 with a 14-point system font, 34 with 17 (docs/uikit-numbers.md).
/// Nothing can be typed: there are no events here.
open class TextField: View {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: String, CaseIterable, Sendable { case none, line, bezel, roundedRect }

    private var parts: ControlParts { ControlParts(of: self, kind: .textField) }
    /// The label the text (or the placeholder) is drawn in: the field's baselines.
    public let textLabel = Label()

    public var text: String? { didSet { redraw() } }
    public var placeholder: String? { didSet { redraw() } }
    /// The placeholder in runs of their own attributes (UIKit's
    /// `attributedPlaceholder`): drawn and measured in place of
    /// `placeholder` when set; runs without a font take `font`, without a
    /// colour `placeholderColor`.
    public var attributedPlaceholder: AttributedText? { didSet { redraw() } }
    /// UIKit's default: the system font at 17 points.
    public var font: Font = .systemFont(ofSize: 17) { didSet { redraw() } }
    /// The text's colour (UIKit: `textColor`, `.label` when nil).
    public var textColor: Color = ControlColors.label { didSet { redraw() } }
    /// The placeholder's colour (UIKit: `.placeholderText`).
    public var placeholderColor: Color = ControlColors.placeholderText { didSet { redraw() } }
    public var textAlignment: TextAlignment = .natural { didSet { redraw() } }
    public var borderStyle: BorderStyle = .none { didSet { redraw() } }
    /// The border's colour for `.line` and `.bezel` (UIKit: `.label`).
    public var lineBorderColor: Color = ControlColors.label { didSet { redraw() } }
    /// The border's colour for `.roundedRect` (UIKit: `.systemGray4`).
    public var roundedBorderColor: Color = ControlColors.systemGray4 { didSet { redraw() } }
    /// Draws each character of the text as a bullet.
    public var isSecureTextEntry = false { didSet { redraw() } }
    /// How far the text is from each side (leading and trailing), 7 points
    /// (docs/uikit-numbers.md, "UITextField text inset"); a search field's
    /// text starts further in (``textLeadingInset``).
    public static let textSideInset: Double = 7
    /// Where the text starts, from the leading edge: ``textSideInset``, or
    /// more after a search field's magnifying glass (UIKit's `UISearchTextField`).
    public var textLeadingInset: Double = TextField.textSideInset {
        didSet {
            leadingInset.constant = textLeadingInset
            invalidateIntrinsicContentSize()
        }
    }
    private var leadingInset: LayoutConstraint!
    private var trailingInset: LayoutConstraint!
    private var verticalOffset: LayoutConstraint!

    public init(text: String? = nil, placeholder: String? = nil, name: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        super.init(name: name)
        parts.add(textLabel, "text")
        leadingInset = textLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: textLeadingInset)
        trailingInset = trailingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: Self.textSideInset)
        verticalOffset = textLabel.centerYAnchor.constraint(equalTo: centerYAnchor)
        parts.activate([
            leadingInset,
            trailingInset,
            verticalOffset,
            textLabel.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor),
        ])
        textLabel.setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
        redraw()
    }

    /// Lays the text out in `rect` (in the field's bounds of `size`): its
    /// leading and trailing edges at the rect's, its line centred on the
    /// rect's middle (UIKit's `textRect(forBounds:)` and its kin; the
    /// default rect, 7 points in a side and the full height, changes
    /// nothing). Returns whether the layout changed (then lay out again).
    public func placeText(in rect: Rect, within size: Size) -> Bool {
        let leading = rect.minX, trailing = size.width - rect.maxX
        let offset = rect.minY + rect.height / 2 - size.height / 2
        guard leading != leadingInset.constant || trailing != trailingInset.constant
                || offset != verticalOffset.constant else { return false }
        leadingInset.constant = leading
        trailingInset.constant = trailing
        verticalOffset.constant = offset
        return true
    }

    /// The text's baselines are the field's (a `.firstBaseline` stack lines
    /// a label up with the field's text).
    open override var forFirstBaselineLayout: View { textLabel }
    open override var forLastBaselineLayout: View { textLabel }

    /// What a rounded field adds to its line's height (rounded up).
    public static let roundedRectPadding: Double = 13

    open override var intrinsicContentSize: Size {
        let text = textLabel.intrinsicContentSize
        let height: Double
        switch borderStyle {
        // The line rounded up to a whole point, + 13: Interface Builder's
        // rounded fields are 30 tall at 14 points and 34 at 17
        // (docs/uikit-numbers.md, "UITextField .roundedRect").
        case .roundedRect: height = (text.height - 0.001).rounded(.up) + Self.roundedRectPadding
        case .none: height = text.height
        case .line, .bezel: height = text.height + 7
        }
        // The text between its insets: a search field's glass widens it.
        return Size(width: textLeadingInset + text.width + Self.textSideInset, height: height)
    }

    private func redraw() {
        let shown = text.flatMap { $0.isEmpty ? nil : $0 }
        textLabel.font = font
        if shown == nil, let attributedPlaceholder {
            textLabel.attributedText = attributedPlaceholder
        } else {
            textLabel.attributedText = nil
            textLabel.text = shown.map { isSecureTextEntry ? String(repeating: "•", count: $0.count) : $0 } ?? placeholder
        }
        textLabel.textColor = shown == nil ? placeholderColor : textColor
        textLabel.textAlignment = textAlignment
        switch borderStyle {
        case .none: borderWidth = 0; cornerRadius = 0
        case .line, .bezel: borderWidth = 1; cornerRadius = 0
        case .roundedRect: borderWidth = 0.5; cornerRadius = 5
        }
        borderColor = borderStyle == .roundedRect ? roundedBorderColor : lineBorderColor
        invalidateIntrinsicContentSize()
    }
}
