/// A view that shows text (UIKit's `UILabel`), sized by the text engine.
///
/// `numberOfLines` is 1 by default (0 means no limit); `lineBreakMode`
/// truncates the tail by default. With several lines allowed,
/// `preferredMaxLayoutWidth` decides where the text wraps for the label's
/// intrinsic size:
/// - an explicit value behaves as in 2014: the intrinsic width is at most
///   that, and the height is the text's at that width, whatever width the
///   label ends up with;
/// - 0, automatic (the default, as UIKit since iOS 8): the engine measures
///   the text again at the label's solved width and solves again until the
///   height stops changing.
/// Intrinsic sizes are rounded up to whole points, as UIKit rounds them.
open class Label: View {
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    public var font: Font = .body { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    public var textColor: Color = .black
    public var textAlignment: TextAlignment = .natural
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width to wrap at for the intrinsic size; 0 for automatic.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The text engine; `TextMeasurers.default` unless set.
    public var measurer: TextMeasuring?

    /// The width the label was last solved at (automatic wrapping), and its height.
    private var solvedSize: Size?

    public init(text: String? = nil, name: String? = nil) {
        self.text = text
        super.init(name: name)
    }

    var wrapsAutomatically: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The text laid out at `width` (nil: one unbroken line per paragraph).
    public func measure(width: Double?) -> TextMeasurement {
        (measurer ?? TextMeasurers.default).measure(
            TextMeasurementRequest(text: text ?? "", font: font, width: width,
                                   numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: textAlignment))
    }

    /// The lines as the label draws them at its current width.
    public var drawnText: TextMeasurement { measure(width: numberOfLines == 1 ? nil : frame.width) }

    open override var intrinsicContentSize: Size {
        guard let text, !text.isEmpty else { return .zero }
        if numberOfLines == 1 {
            let m = measure(width: nil)
            return Size(width: m.size.width.rounded(.up), height: m.size.height.rounded(.up))
        }
        if preferredMaxLayoutWidth > 0 {
            let m = measure(width: preferredMaxLayoutWidth)
            return Size(width: m.size.width.rounded(.up), height: m.size.height.rounded(.up))
        }
        // Automatic: as wide as the text wants, as tall as it is at the
        // width the label was given.
        let widest = measure(width: nil).size.width.rounded(.up)
        let wrapWidth = solvedSize.map { max($0.width, 1) } ?? widest
        let m = measure(width: max(wrapWidth, 1))
        return Size(width: widest, height: m.size.height.rounded(.up))
    }

    override func refreshAfterSolve(in engine: LayoutEngine) -> Bool {
        let size = engine.alignmentRect(of: self).size
        guard size != solvedSize else { return false }
        let before = (currentIntrinsicContentSize(), firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom)
        solvedSize = size
        let after = (currentIntrinsicContentSize(), firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom)
        return before.0 != after.0 || before.1 != after.1 || before.2 != after.2
    }

    /// UILabel centres its text vertically when it is taller than the text;
    /// baselines move with it.
    private var textTopInset: Double {
        guard let solvedSize else { return 0 }
        let textHeight = measure(width: numberOfLines == 1 ? nil : solvedSize.width).size.height
        return max(0, (solvedSize.height - textHeight) / 2)
    }

    open override var firstBaselineOffsetFromTop: Double? {
        textTopInset + measure(width: numberOfLines == 1 ? nil : solvedSize?.width).firstBaseline
    }

    open override var lastBaselineOffsetFromBottom: Double? {
        let m = measure(width: numberOfLines == 1 ? nil : solvedSize?.width)
        guard let solvedSize else { return m.size.height - m.lastBaseline }
        return solvedSize.height - textTopInset - m.lastBaseline
    }

    open override var description: String {
        name ?? "Label:'\(String((text ?? "").prefix(20)))'"
    }
}
