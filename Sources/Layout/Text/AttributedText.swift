@_exported import TextSpacing

/// Text in runs of their own attributes, for a label or a button title: what
/// UIKit's `NSAttributedString` and `AttributedString` carry that a label
/// draws. A Layout type (Layout has no Foundation); TrellisUIKit maps
/// NSAttributedString's keys onto it.
public struct AttributedText: Hashable, Sendable {
    /// One stretch of text and its attributes.
    public struct Run: Hashable, Sendable {
        public var text: String
        public var attributes: TextAttributes

        public init(_ text: String, _ attributes: TextAttributes = TextAttributes()) {
            self.text = text
            self.attributes = attributes
        }
    }

    public var runs: [Run]
    /// The paragraph's style (NSParagraphStyle's keys); UILabel takes the
    /// first paragraph style of its text for all of it.
    public var paragraphStyle: ParagraphAttributes

    public init(_ runs: [Run], paragraphStyle: ParagraphAttributes = ParagraphAttributes()) {
        self.runs = runs
        self.paragraphStyle = paragraphStyle
    }

    /// One run of plain `text`.
    public init(_ text: String, _ attributes: TextAttributes = TextAttributes()) {
        self.init([Run(text, attributes)])
    }

    /// The runs' texts joined (NSAttributedString's `string`).
    public var string: String { runs.map(\.text).joined() }
}

/// How a run of text is set and drawn; nil or 0 is the label's own.
public struct TextAttributes: Hashable, Sendable {
    /// `.font`; nil: the label's font.
    public var font: Font?
    /// `.foregroundColor`; nil: the label's text colour.
    public var foregroundColor: Color?
    /// `.backgroundColor`: filled behind the run, the line's height.
    public var backgroundColor: Color?
    /// `.kern`: points added after each character (the engine's letter
    /// spacing, Pango's rule: a line's first half and last half trimmed).
    public var kern: Double
    /// `.baselineOffset`: points the run is raised.
    public var baselineOffset: Double
    /// `.underlineStyle` and `.strikethroughStyle`; nil: none.
    public var underlineStyle: LineStyle?
    public var strikethroughStyle: LineStyle?
    /// `.underlineColor` and `.strikethroughColor`; nil: the run's colour.
    public var underlineColor: Color?
    public var strikethroughColor: Color?
    /// `.link`: kept with the run's glyphs (a label draws a link as the rest
    /// of its text; UITextView, not UILabel, styles links).
    public var link: String?

    public init(font: Font? = nil, foregroundColor: Color? = nil, backgroundColor: Color? = nil, kern: Double = 0,
                baselineOffset: Double = 0, underlineStyle: LineStyle? = nil, strikethroughStyle: LineStyle? = nil,
                underlineColor: Color? = nil, strikethroughColor: Color? = nil, link: String? = nil) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.underlineStyle = underlineStyle
        self.strikethroughStyle = strikethroughStyle
        self.underlineColor = underlineColor
        self.strikethroughColor = strikethroughColor
        self.link = link
    }

    /// A line under or through text (NSUnderlineStyle's line kinds).
    public enum LineStyle: String, Hashable, Sendable, CaseIterable {
        /// The font's line.
        case single
        /// Twice the font's thickness.
        case thick
        /// Two lines of the font's thickness, one thickness apart.
        case double
    }
}

/// NSParagraphStyle's keys that change where lines go, in points: its
/// spacing, line heights and indents (``spacing``, read as the attributes'
/// own properties: `keys.headIndent`), and the keys a label has too, nil
/// where the text leaves them to the label.
@dynamicMemberLookup
public struct ParagraphAttributes: Hashable, Sendable {
    /// Line spacing, line heights, paragraph spacing and indents.
    public var spacing = ParagraphSpacing()
    /// nil: the label's.
    public var alignment: TextAlignment?
    public var lineBreakMode: LineBreakMode?
    /// TextKit's `hyphenationFactor`, 0 to 1; nil: the label's.
    public var hyphenationFactor: Double?

    public init() {}

    /// `spacing`'s keys as the attributes' own (`keys.lineSpacing = 4`).
    public subscript(dynamicMember keyPath: WritableKeyPath<ParagraphSpacing, Double>) -> Double {
        get { spacing[keyPath: keyPath] }
        set { spacing[keyPath: keyPath] = newValue }
    }
}
