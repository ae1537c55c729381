/// How a label breaks and shortens its text (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Horizontal alignment of a label's lines (UIKit's `NSTextAlignment`).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, justified, natural
}

/// What a label asks the text engine.
public struct TextMeasurementRequest: Hashable, Sendable {
    public var text: String
    public var font: Font
    /// The width to wrap (and, for one line, truncate) at; nil for lines as
    /// long as the text.
    public var width: Double?
    /// 0 for no limit.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var alignment: TextAlignment
    /// TextKit's `hyphenationFactor` (0 to 1; 0 never hyphenates): see
    /// `Label.hyphenationFactor`. An attributed text's paragraph keys may
    /// give their own.
    public var hyphenationFactor: Double
    /// The text in runs of their own attributes (its `string` is `text`);
    /// nil: `text` in `font`. A run without a font is set in `font`.
    public var attributedText: AttributedText?

    public init(text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode,
                alignment: TextAlignment = .natural, hyphenationFactor: Double = 0, attributedText: AttributedText? = nil) {
        self.hyphenationFactor = hyphenationFactor
        self.text = text
        self.font = font
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.attributedText = attributedText
    }
}

/// One line of measured text, in the text block's coordinates (its top-left
/// corner at 0, 0).
public struct MeasuredLine: Sendable, Equatable {
    public var text: String
    /// The UTF-8 byte offsets of the line's text in the request's text
    /// (an ellipsis stands for the bytes it hides).
    public var range: Range<Int>
    public var x: Double
    public var width: Double
    public var top: Double
    public var height: Double
    /// From the top of the text.
    public var baseline: Double
    /// The line's glyphs, placed: what a painter draws, without laying the
    /// text out again. Empty when the measurer has no glyphs (an
    /// approximation).
    public var glyphRuns: [GlyphRun] { glyphs?.runs(line: glyphLine) ?? [] }
    /// Where the glyphs come from, and this line's index there: placed on
    /// demand, since sizing a label needs no glyphs and drawing it needs
    /// them once. (One source serves every line of a measurement.)
    public var glyphs: (any GlyphSource)?
    public var glyphLine: Int

    public init(text: String, range: Range<Int>, x: Double, width: Double, top: Double, height: Double,
                baseline: Double, glyphs: (any GlyphSource)? = nil, glyphLine: Int = 0) {
        self.text = text
        self.range = range
        self.x = x
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
        self.glyphs = glyphs
        self.glyphLine = glyphLine
    }

    /// Lines are equal when their text and geometry are (not their glyph source's identity).
    public static func == (a: MeasuredLine, b: MeasuredLine) -> Bool {
        a.text == b.text && a.range == b.range && a.x == b.x && a.width == b.width && a.top == b.top
            && a.height == b.height && a.baseline == b.baseline
    }
}

/// Places a measurement's glyphs on demand, line by line (see
/// `MeasuredLine.glyphs`).
public protocol GlyphSource: AnyObject, Sendable {
    func runs(line: Int) -> [GlyphRun]
}

/// Glyphs of one font file at one size, placed on a line: x from the
/// line's start, y from its baseline (down is positive).
public struct GlyphRun: Sendable, Equatable {
    public struct Glyph: Sendable, Equatable {
        public var id: UInt32
        public var x: Double
        public var y: Double

        public init(id: UInt32, x: Double, y: Double) {
            self.id = id
            self.x = x
            self.y = y
        }
    }

    /// The font file and the face's index in it.
    public var fontPath: String
    public var fontIndex: Int
    /// The size in points the glyphs were shaped at.
    public var size: Double
    public var glyphs: [Glyph]
    /// A variable font's axis values the glyphs were shaped at ("wght":
    /// 700), which the painter sets too; empty for a static face.
    public var variations: [String: Double]
    /// What an attributed run is drawn with; nil for plain text (the
    /// label's colour, nothing more).
    public var style: GlyphRunStyle?

    public init(fontPath: String, fontIndex: Int, size: Double, glyphs: [Glyph], variations: [String: Double] = [:],
                style: GlyphRunStyle? = nil) {
        self.fontPath = fontPath
        self.fontIndex = fontIndex
        self.size = size
        self.glyphs = glyphs
        self.variations = variations
        self.style = style
    }
}

/// How an attributed run's glyphs are drawn, with where on the line its
/// background and lines go (x from the line's start, y from its baseline,
/// down positive: the run's rise included).
public struct GlyphRunStyle: Sendable, Equatable {
    public var attributes: TextAttributes
    /// The run's advance on the line.
    public var x: Double
    public var width: Double
    /// The top of the underline and of the strikethrough (OpenType's post
    /// and OS/2 positions, as Pango draws them), and their thickness, from
    /// the font at the run's size (the run's rise included).
    public var underlineY: Double
    public var underlineThickness: Double
    public var strikethroughY: Double
    public var strikethroughThickness: Double

    public init(attributes: TextAttributes, x: Double, width: Double, underlineY: Double, underlineThickness: Double,
                strikethroughY: Double, strikethroughThickness: Double) {
        self.attributes = attributes
        self.x = x
        self.width = width
        self.underlineY = underlineY
        self.underlineThickness = underlineThickness
        self.strikethroughY = strikethroughY
        self.strikethroughThickness = strikethroughThickness
    }
}

/// The text engine's answer: exact (unrounded) sizes and baselines.
public struct TextMeasurement: Sendable, Equatable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lines: [MeasuredLine]
    /// Whether the engine shortened the text (an ellipsis, or lines left
    /// out by `numberOfLines`).
    public var isTruncated: Bool
    /// Characters no installed font could draw.
    public var missingGlyphs: Int

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lines: [MeasuredLine], isTruncated: Bool,
                missingGlyphs: Int = 0) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.isTruncated = isTruncated
        self.missingGlyphs = missingGlyphs
    }

    /// No text.
    public static let empty = TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [],
                                              isTruncated: false)
}

/// Measures text for labels and buttons.
///
/// A tree's measurer is passed in, as taffy passes its measure function:
/// set `View.textMeasurer` on the root (or any view, for its subtree).
/// With none set, labels use ``ShapedTextMeasurer/system``: HarfBuzz
/// shaping with the system's fonts, the engine the painter draws with.
/// ``ApproximateTextMeasurer`` is used only where a caller names it.
public protocol TextMeasuring: AnyObject, Sendable {
    func measure(_ request: TextMeasurementRequest) -> TextMeasurement
    /// The font the measurer sets `font`'s text in when that is not `font`
    /// itself (another family, weight or slant: the asked-for face is not
    /// there), or nil when it is the one asked for. The layout reports a
    /// substitution as ``LayoutIssue/fontFallback(_:requested:used:)``.
    func substitution(for font: Font) -> Font?
    /// The metrics of the face `font` is set in, or nil when the measurer
    /// has no font files (an approximation).
    func metrics(for font: Font) -> FontMetrics?
    /// Why the measurer cannot hyphenate text of `language` (nil: its
    /// default), or nil when it can (or never hyphenates). A label that asks
    /// for hyphenation then wraps without it, and the layout reports
    /// ``LayoutIssue/hyphenationUnavailable(_:reason:)``.
    func hyphenationUnavailable(language: String?) -> String?
}

extension TextMeasuring {
    public func substitution(for font: Font) -> Font? { nil }
    public func metrics(for font: Font) -> FontMetrics? { nil }
    public func hyphenationUnavailable(language: String?) -> String? { nil }
}
