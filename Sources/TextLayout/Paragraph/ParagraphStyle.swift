@_exported import TextSpacing

/// Where lines may break when text is wider than its box.
public enum WrapMode: String, Sendable, Hashable, CaseIterable {
    /// At word boundaries (UAX #14) only; a word wider than the box overflows.
    case word
    /// At any grapheme cluster boundary.
    case character
    /// At word boundaries; a word that cannot fit on a line alone is split
    /// between characters. What UIKit's word wrapping does.
    case wordThenCharacter
}

/// How text that does not fit in its lines is shortened.
public enum Truncation: String, Sendable, Hashable, CaseIterable {
    /// Lines beyond the limit are dropped; the last one is not shortened.
    case clip
    /// The last line loses its start: "…end of text".
    case head
    /// The last line loses its middle: "start … end".
    case middle
    /// The last line loses its end: "start of te…". UILabel's default.
    case tail
}

/// Horizontal alignment of lines within the paragraph's width.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right
    /// Left in a left-to-right paragraph, right in a right-to-left one.
    case natural
    /// Every line but the last of each paragraph stretched to the full width.
    case justified
}

/// How a shaped paragraph is broken into lines. Changing it never requires
/// shaping again. Its spacing, line heights and indents are ``spacing``'s
/// (NSParagraphStyle's keys, `TextSpacing`), read here as its own
/// properties (`style.lineSpacing`).
@dynamicMemberLookup
public struct ParagraphStyle: Sendable, Hashable {
    public var wrap: WrapMode
    /// The most lines to show; 0 means no limit (UILabel's `numberOfLines`,
    /// counted over the whole text, hard line breaks included).
    public var maximumNumberOfLines: Int
    public var truncation: Truncation
    public var alignment: TextAlignment
    /// TextKit's `hyphenationFactor`, 0 to 1: a line whose text, broken
    /// without hyphenation, fills less than this fraction of the width takes
    /// the next word's first syllables, with a hyphen ("Hyphenation" in
    /// docs/text.md). 0, the default, never hyphenates; 1 always tries.
    /// The paragraph's language picks the dictionary (en-US when it names
    /// none); laying out throws when none is installed.
    public var hyphenationFactor: Double
    /// Line spacing, line heights, paragraph spacing and indents, in pixels.
    public var spacing: ParagraphSpacing
    /// Whether a line's width keeps the letter spacing before its first
    /// cluster and after its last, as TextKit does (UIKit's `.kern` adds
    /// space after every character, the last included); false, the
    /// default, trims them from the width as Pango does. Breaks are the
    /// same either way, and so are glyph positions.
    public var keepsLetterSpacingAtLineEnds = false
    /// Whether a tail-truncated line drops the spaces its kept text ends
    /// with before the ellipsis ("Ada…"), as UIKit's labels do; false, the
    /// default, keeps them as Pango does ("Ada …").
    public var trimsSpaceBeforeEllipsis = false
    /// Whether a `clip` paragraph with more lines than it may show shows
    /// the rest of its text on its last line, cut at the edge (between
    /// grapheme clusters, none drawn in part), as TextKit does: a line
    /// break mode is "the behavior of the last line inside the text
    /// container" (`NSTextContainer.lineBreakMode`). False, the default,
    /// keeps the last line as wrapped and drops the rest, as Pango does.
    public var clipsLastLineAtEdge = false

    public init(
        wrap: WrapMode = .wordThenCharacter, maximumNumberOfLines: Int = 0, truncation: Truncation = .tail,
        alignment: TextAlignment = .natural, lineSpacing: Double = 0, lineHeightMultiple: Double = 1,
        hyphenationFactor: Double = 0
    ) {
        self.hyphenationFactor = hyphenationFactor
        self.wrap = wrap
        self.maximumNumberOfLines = maximumNumberOfLines
        self.truncation = truncation
        self.alignment = alignment
        self.spacing = ParagraphSpacing(lineSpacing: lineSpacing, lineHeightMultiple: lineHeightMultiple)
    }

    /// `spacing`'s keys as the style's own (`style.headIndent = 8`).
    public subscript(dynamicMember keyPath: WritableKeyPath<ParagraphSpacing, Double>) -> Double {
        get { spacing[keyPath: keyPath] }
        set { spacing[keyPath: keyPath] = newValue }
    }
}
