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
///
/// The text is measured by the tree's text engine (`textMeasurer`, HarfBuzz
/// unless one is passed in), and each distinct question is asked once: the
/// label keeps the answers until its text or style changes.
open class Label: View {
    public var text: String? {
        didSet {
            guard text != oldValue else { return }
            // Plain text replaces attributed text, as in UILabel.
            if let attributedText, attributedText.string != text { self.attributedText = nil }
            textChanged()
        }
    }
    /// The text in runs of their own fonts, colours, kerning, baseline
    /// offsets, underlines, backgrounds and links, with a paragraph style;
    /// setting it sets `text` to its string. Runs without a font take
    /// `font`, without a colour `textColor`.
    public var attributedText: AttributedText? {
        didSet {
            guard attributedText != oldValue else { return }
            if let attributedText, text != attributedText.string { text = attributedText.string }
            textChanged()
        }
    }
    public var font: Font = .body { didSet { if font != oldValue { textChanged() } } }
    public var textColor: Color = .black
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { textChanged() } } }
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textChanged() } } }
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textChanged() } }
    }
    /// The width to wrap at for the intrinsic size; 0 for automatic.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Pixels per point of the screen the label is shown on: its size
    /// (`intrinsicContentSize`, `pixelRounded(_:)`) is the text's rounded
    /// up to 1/`pixelScale` of a point, the pixel grid, as UIKit rounds a
    /// label (docs/uikit-numbers.md, "UILabel size … rounding": a body line
    /// of 20.29 is 20.333 at @3x). 1 by default, whole points: a layout
    /// scene has no screen. TrellisUIKit's `UILabel` sets its traits'
    /// `displayScale`.
    public var pixelScale: Double = 1 {
        didSet { if pixelScale != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// TextKit's `hyphenationFactor` (`NSParagraphStyle`), 0 to 1: a line
    /// that, wrapped without hyphenation, fills less than this fraction of
    /// the width takes the first syllables of the next word with a hyphen
    /// (en-US patterns; docs/text.md, "Hyphenation"). 0, the default, never
    /// hyphenates.
    public var hyphenationFactor: Double = 0 {
        didSet { if hyphenationFactor != oldValue { textChanged() } }
    }

    // Shrinking to fit (UILabel's autoshrink): the intrinsic size stays the
    // text's at its full size; only the drawing shrinks (see `drawnText(in:)`
    // and Label+ShrinkToFit.swift).

    /// Whether the text is drawn smaller, down to `minimumScaleFactor` of
    /// the font's size, when it does not fit the bounds.
    public var adjustsFontSizeToFitWidth = false { didSet { if adjustsFontSizeToFitWidth != oldValue { drawingChanged() } } }
    /// The smallest scale the text may be drawn at; 0 (the default) does
    /// not shrink, as in UIKit.
    public var minimumScaleFactor: Double = 0 { didSet { if minimumScaleFactor != oldValue { drawingChanged() } } }
    /// Whether one line is squeezed (its glyphs drawn closer) rather than
    /// truncated when it is at most 5 % too wide.
    public var allowsDefaultTighteningForTruncation = false {
        didSet { if allowsDefaultTighteningForTruncation != oldValue { drawingChanged() } }
    }
    /// Where shrunk text of one line sits: its baseline where the full-size
    /// text's was (the default), its centre, or its top.
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines {
        didSet { if baselineAdjustment != oldValue { drawingChanged() } }
    }

    /// The width the label was last solved at (automatic wrapping), and its height.
    private var solvedSize: Size?
    /// The text engine's answers, by question, and the engine that gave
    /// them. A sweep asks at a new width every frame, so they are kept in
    /// two generations of 16: what one layout pass asks is never asked twice.
    private var measurements = GenerationalCache<MeasurementKey, TextMeasurement>(limit: 16)
    /// Unchecked for exclusivity (issue 32: `textEngine()` reads it at
    /// every measurement): only read and assigned, never inout.
    @exclusivity(unchecked) private var measurementsMeasurer: TextMeasuring?

    /// What differs between the questions the cache holds. The text, font
    /// and line break mode are the same for all of them (changing one
    /// empties the cache), so a lookup, several per label in every layout
    /// pass, hashes three small values instead of the text.
    private struct MeasurementKey: Hashable {
        let width: Double?
        let numberOfLines: Int
        let alignment: TextAlignment
        /// The font's size (shrinking to fit measures at smaller ones).
        let fontSize: Double
    }

    public init(text: String? = nil, name: String? = nil) {
        self.text = text
        super.init(name: name)
    }

    /// The font last checked for a substitution by the tree's text engine
    /// (`reportFontFallbacks`), so that a layout pass checks each label's
    /// font once, not on every pass; forgotten when the font or the
    /// engine changes.
    var fontCheckedForFallback: Font?

    /// Forgets the font check and has the tree's next pass check again.
    private func forgetFontCheck() {
        fontCheckedForFallback = nil
        (contentHost ?? self).rootView.engineState?.fontFallbacksNeedCheck = true
    }

    private func textChanged() {
        forgetFontCheck()
        measurements.removeAll()
        invalidateIntrinsicContentSize()
    }

    /// Only how the text is drawn changed (its baselines may move): lay out again.
    private func drawingChanged() {
        invalidateIntrinsicContentSize()
    }

    /// `.natural` is "the default alignment of the app's localization"
    /// (Apple, `NSTextAlignment.natural`): right in a right-to-left layout.
    /// In a left-to-right one it is left to the text engine, which aligns a
    /// paragraph by its own direction.
    private var naturalAlignmentResolved: TextAlignment {
        textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : textAlignment
    }

    /// The text laid out at `width` (nil: one unbroken line per paragraph).
    public func measure(width: Double?) -> TextMeasurement {
        measure(width: width, numberOfLines: numberOfLines, alignment: naturalAlignmentResolved, with: textEngine())
    }

    /// The tree's text engine; answers kept from another engine are dropped.
    ///
    /// Finding it (and the direction, for `.natural`) walks up the tree, so
    /// each entry point finds them once and passes them to every
    /// measurement it makes: walking per measurement was a tenth of a
    /// width sweep's layout time (docs/benchmarks.md).
    func textEngine() -> TextMeasuring {
        let measurer = effectiveTextMeasurer
        if measurementsMeasurer !== measurer {
            measurements.removeAll()
            measurementsMeasurer = measurer
            forgetFontCheck()
        }
        return measurer
    }

    /// Asks `measurer` (the tree's, from `textEngine()`), once per distinct
    /// question; `scale` shrinks the font (shrinking to fit).
    func measure(width: Double?, numberOfLines: Int, alignment: TextAlignment, scale: Double = 1,
                 with measurer: TextMeasuring) -> TextMeasurement {
        var font = self.font
        font.size *= scale
        let key = MeasurementKey(width: width, numberOfLines: numberOfLines, alignment: alignment, fontSize: font.size)
        if let known = measurements.value(for: key) { return known }
        let measurement = measurer.measure(TextMeasurementRequest(
            text: text ?? "", font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            alignment: alignment, hyphenationFactor: hyphenationFactor, attributedText: attributedText))
        measurements.insert(measurement, for: key)
        return measurement
    }

    /// The text as the label draws it in its bounds.
    public var drawnText: DrawnText { drawnText(in: bounds.size) }

    /// The text as UILabel draws it in a box of `size`, its drawing rules
    /// in one place: the lines are wrapped at the box's width (one line is
    /// truncated at it by the line break mode); when they are taller than
    /// the box, only the lines that fit are kept, and the last of them is
    /// shortened by the line break mode; the block is centred vertically.
    /// With `adjustsFontSizeToFitWidth`, the text is first shrunk to the
    /// largest scale that fits (Label+ShrinkToFit.swift); with
    /// `allowsDefaultTighteningForTruncation`, one line a little too wide is
    /// squeezed instead of truncated.
    ///
    /// - Parameters:
    ///   - size: the label's bounds (or a button's content rectangle).
    ///   - alignment: overrides `textAlignment` (a button places its title
    ///     by its content alignment).
    public func drawnText(in size: Size, alignment: TextAlignment? = nil) -> DrawnText {
        guard let text, !text.isEmpty else { return .empty }
        // A zero-wide label still shows what a hair's width shows (an ellipsis), not one long line.
        let width = size.width > 0 ? size.width : 0.001
        let alignment = alignment ?? naturalAlignmentResolved
        let measurer = textEngine()
        let scale = adjustsFontSizeToFitWidth
            ? fittingScale(in: Size(width: width, height: size.height), alignment: alignment, with: measurer) : 1
        let full = measure(width: width, numberOfLines: numberOfLines, alignment: alignment, scale: scale, with: measurer)
        if let tightened = tightenedLine(width: width, alignment: alignment, scale: scale, with: measurer) {
            let top = textTop(height: tightened.size.height, firstBaseline: tightened.line.baseline, in: size,
                              scale: scale, alignment: alignment, with: measurer)
            return DrawnText(lines: [tightened.line], origin: Point(x: 0, y: top),
                             size: tightened.size, isTruncatedHorizontally: false,
                             isTruncatedVertically: tightened.size.height > size.height + 0.5,
                             missingGlyphs: full.missingGlyphs, scale: scale)
        }
        var shown = full
        var linesLeftOut = false
        if full.size.height > size.height + 0.5, full.lines.count > 1 {
            let fitting = max(1, full.lines.filter { $0.top + $0.height <= size.height + 0.5 }.count)
            if fitting < full.lines.count {
                shown = measure(width: width, numberOfLines: fitting, alignment: alignment, scale: scale, with: measurer)
                linesLeftOut = true
            }
        }
        return DrawnText(
            lines: shown.lines,
            origin: Point(x: 0, y: textTop(height: shown.size.height, firstBaseline: shown.firstBaseline, in: size,
                                           scale: scale, alignment: alignment, with: measurer)),
            size: shown.size,
            isTruncatedHorizontally: full.isTruncated
                || shown.lines.contains { $0.x + $0.width > width + 0.5 || $0.x < -0.5 },
            isTruncatedVertically: linesLeftOut || shown.size.height > size.height + 0.5,
            missingGlyphs: shown.missingGlyphs, scale: scale)
    }

    open override var intrinsicContentSize: Size {
        guard let text, !text.isEmpty else { return .zero }
        if numberOfLines == 1 { return pixelRounded(measure(width: nil).size) }
        if preferredMaxLayoutWidth > 0 { return pixelRounded(measure(width: preferredMaxLayoutWidth).size) }
        // Automatic: as wide as the text wants, as tall as it is at the
        // width the label was given.
        let measurer = textEngine()
        let alignment = naturalAlignmentResolved
        let widest = roundedUpToPixels(
            measure(width: nil, numberOfLines: numberOfLines, alignment: alignment, with: measurer).size.width)
        let wrapWidth = solvedSize.map { max($0.width, 1) } ?? widest
        let m = measure(width: max(wrapWidth, 1), numberOfLines: numberOfLines, alignment: alignment, with: measurer)
        return Size(width: widest, height: roundedUpToPixels(m.size.height))
    }

    /// `size` (a measured text's) rounded up to the label's pixel grid,
    /// each side: the size UIKit gives a label (`pixelScale`).
    public func pixelRounded(_ size: Size) -> Size {
        Size(width: roundedUpToPixels(size.width), height: roundedUpToPixels(size.height))
    }

    /// `value` rounded up to a whole number of pixels, in points. At scale
    /// 1 exactly `value.rounded(.up)`, so a layout scene's sizes stay whole
    /// points.
    private func roundedUpToPixels(_ value: Double) -> Double {
        let scale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        return (value * scale).rounded(.up) / scale
    }

    override func refreshAfterSolve(in engine: LayoutEngine) -> Bool {
        let size = engine.alignmentRect(of: self).size
        guard size != solvedSize else { return false }
        let before = (currentIntrinsicContentSize(), firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom)
        solvedSize = size
        let after = (currentIntrinsicContentSize(), firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom)
        return before.0 != after.0 || before.1 != after.1 || before.2 != after.2
    }

    /// The text before the first solve: as the intrinsic size measures it.
    private var unsolvedText: TextMeasurement {
        measure(width: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    /// The first line's baseline as drawn (vertically centred, see `drawnText(in:)`).
    open override var firstBaselineOffsetFromTop: Double? {
        guard let solvedSize else { return unsolvedText.firstBaseline }
        return drawnText(in: solvedSize).firstBaseline ?? 0
    }

    /// The last shown line's baseline as drawn, from the bottom.
    open override var lastBaselineOffsetFromBottom: Double? {
        guard let solvedSize else {
            let m = unsolvedText
            return m.size.height - m.lastBaseline
        }
        return solvedSize.height - (drawnText(in: solvedSize).lastBaseline ?? 0)
    }

    open override var description: String {
        name ?? "Label:'\(String((text ?? "").prefix(20)))'"
    }
}
