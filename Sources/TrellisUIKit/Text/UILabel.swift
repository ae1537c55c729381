import Layout

/// A view that shows text (UIKit's `UILabel`), measured and drawn by
/// Trellis's text engine (HarfBuzz shaping, Unicode line breaking).
///
/// As in UIKit: one line by default, `numberOfLines = 0` for no limit;
/// with automatic `preferredMaxLayoutWidth` (0) a multi-line label wraps at
/// the width it is given.
@preconcurrency @MainActor
open class UILabel: UIView {
    override class func makeNode() -> View { Label() }
    var label: Label { node as! Label }  // checked: makeNode made a Label

    open var text: String? {
        get {
            noteRead(.text, of: self)
            return label.text
        }
        set {
            notifyingObservers(of: .text) {
                // Plain text replaces the attributed text, even with the same characters.
                label.attributedText = nil
                label.text = newValue
                storedAttributedText = nil
            }
        }
    }

    /// The text in runs of their own attributes: `.font`,
    /// `.foregroundColor`, `.backgroundColor`, `.kern`, `.baselineOffset`,
    /// `.underlineStyle` and `.strikethroughStyle` (with their colours),
    /// `.link` (kept, drawn as text, as UILabel does) and the first
    /// `.paragraphStyle`. Runs without a font or colour take the label's.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? label.text.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            applyAttributedText()
            if newValue == nil { label.text = nil }
        }
    }

    /// The attributed text as Layout draws it, colours resolved for the
    /// label's traits (again when they change).
    private func applyAttributedText() {
        label.attributedText = storedAttributedText?.layoutText(traits: traitCollection)
    }

    private var storedAttributedText: NSAttributedString?

    /// The system font at 17 points by default, as UIKit's.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            appearanceSetterCalled("font")
            applyFont()
        }
    }

    private var storedFont = UIFont.systemFont(ofSize: 17)

    /// Whether the font follows the Dynamic Type size of the label's traits
    /// (for a font made by `preferredFont(forTextStyle:)` or `UIFontMetrics`).
    open var adjustsFontForContentSizeCategory = false {
        didSet { applyFont() }
    }

    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            appearanceSetterCalled("textColor")
            label.textColor = resolvedColor(storedTextColor, with: traitCollection) ?? .black
        }
    }

    private var storedTextColor: UIColor = .label

    open var textAlignment: NSTextAlignment {
        get { NSTextAlignment(label.textAlignment) }
        set { label.textAlignment = newValue.layoutAlignment }
    }

    open var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue }
    }

    open var lineBreakMode: NSLineBreakMode {
        get { NSLineBreakMode(label.lineBreakMode) }
        set { label.lineBreakMode = newValue.layoutMode }
    }

    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label.preferredMaxLayoutWidth) }
        set { label.preferredMaxLayoutWidth = Double(newValue) }
    }

    /// Whether the text is drawn smaller, down to `minimumScaleFactor`,
    /// when it does not fit the bounds; the intrinsic size stays the
    /// full-size text's (docs/uikit.md, "Shrinking text to fit").
    open var adjustsFontSizeToFitWidth: Bool {
        get { label.adjustsFontSizeToFitWidth }
        set { label.adjustsFontSizeToFitWidth = newValue }
    }

    /// The smallest scale of the font the text may be drawn at; 0 (the
    /// default) does not shrink.
    open var minimumScaleFactor: CGFloat {
        get { CGFloat(label.minimumScaleFactor) }
        set { label.minimumScaleFactor = Double(newValue) }
    }

    /// Whether one line at most 5 % too wide is squeezed instead of truncated.
    open var allowsDefaultTighteningForTruncation: Bool {
        get { label.allowsDefaultTighteningForTruncation }
        set { label.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Where a shrunk single line sits: `.alignBaselines` by default.
    open var baselineAdjustment: UIBaselineAdjustment {
        get { UIBaselineAdjustment(label.baselineAdjustment) }
        set { label.baselineAdjustment = newValue.layoutAdjustment }
    }

    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    /// The façade of a label Trellis made itself (a button's title label),
    /// keeping its font and colour.
    convenience init(wrapping label: Label) {
        let font = label.font, color = label.textColor
        UIView.adoptedNode = label
        self.init(frame: .zero)
        storedFont = UIFont(font)
        storedTextColor = UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        label.font = font
        label.textColor = color
    }

    private func configureLabel() {
        isUserInteractionEnabled = false  // UIKit's default for a label
        // UILabel is transparent (a plain view's backgroundColor is nil too).
        label.textColor = resolvedColor(storedTextColor, with: traitCollection) ?? .black
        label.pixelScale = Self.pixelScale(of: traitCollection)
        applyFont()
    }

    /// The pixel grid a label's size rounds up to: its traits'
    /// `displayScale` (the scale its view is drawn at, the screen's unless
    /// a test overrides the traits; Trellis's default 3 when unset).
    static func pixelScale(of traits: UITraitCollection) -> Double {
        let scale = Double(traits.displayScale)
        return scale > 0 ? scale : Double(UITraitCollection.trellisDefault.displayScale)
    }

    /// With `adjustsFontForContentSizeCategory`, the font itself becomes
    /// the one for the traits' size (UIKit replaces `font`, so reading it
    /// gives the adjusted font).
    private func applyFont() {
        if adjustsFontForContentSizeCategory { storedFont = storedFont.adjusted(to: traitCollection) }
        label.font = storedFont.layoutFont
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        label.textColor = resolvedColor(storedTextColor, with: traits) ?? .black
        label.pixelScale = Self.pixelScale(of: traits)
        if adjustsFontForContentSizeCategory { applyFont() }
        if storedAttributedText != nil { applyAttributedText() }
    }

    /// The text's size for a box of `size` (UIKit: the lines that fit the
    /// width, as many as `numberOfLines` allows), rounded up to the pixel
    /// grid of its traits' scale, as `intrinsicContentSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? Double(size.width) : nil
        let fitting = label.pixelRounded(label.measure(width: width).size)
        return CGSize(width: fitting.width, height: fitting.height)
    }

    /// The rectangle the text is drawn in, for a box of `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = sizeThatFits(bounds.size)
        return CGRect(x: bounds.minX, y: bounds.minY + max(0, (bounds.height - size.height) / 2),
                      width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// Draws the text in `rect` (UIKit calls it with the bounds): the text
    /// is laid out at the rectangle's width and centred in its height.
    /// Trellis draws the text itself, where the last call reached this
    /// implementation; an override that passes an inset rectangle to
    /// `super` moves the text, one that does not call `super` draws none
    /// (UILabel+DrawText.swift).
    open func drawText(in rect: CGRect) { textRectDrawn = rect }

    /// The rectangle the last `drawText(in:)` reached UILabel's with.
    var textRectDrawn: CGRect?
}

/// How lines of text are aligned, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    init(_ alignment: TextAlignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        case .natural: self = .natural
        }
    }

    var layoutAlignment: TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// Where text wraps or is shortened, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    init(_ mode: LineBreakMode) {
        switch mode {
        case .byWordWrapping: self = .byWordWrapping
        case .byCharWrapping: self = .byCharWrapping
        case .byClipping: self = .byClipping
        case .byTruncatingHead: self = .byTruncatingHead
        case .byTruncatingTail: self = .byTruncatingTail
        case .byTruncatingMiddle: self = .byTruncatingMiddle
        }
    }

    var layoutMode: LineBreakMode {
        switch self {
        case .byWordWrapping: return .byWordWrapping
        case .byCharWrapping: return .byCharWrapping
        case .byClipping: return .byClipping
        case .byTruncatingHead: return .byTruncatingHead
        case .byTruncatingTail: return .byTruncatingTail
        case .byTruncatingMiddle: return .byTruncatingMiddle
        }
    }
}

/// Where shrunk text sits vertically, with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0, alignCenters, none

    init(_ adjustment: BaselineAdjustment) {
        switch adjustment {
        case .alignBaselines: self = .alignBaselines
        case .alignCenters: self = .alignCenters
        case .none: self = .none
        }
    }

    var layoutAdjustment: BaselineAdjustment {
        switch self {
        case .alignBaselines: return .alignBaselines
        case .alignCenters: return .alignCenters
        case .none: return .none
        }
    }
}
