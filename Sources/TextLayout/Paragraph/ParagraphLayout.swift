/// A part of a laid-out line: a stretch of the paragraph's text, the
/// ellipsis that stands for text left out, or the hyphen that ends a line
/// broken inside a word (hyphenation).
public enum LinePiece: Sendable, Equatable {
    case text(Range<Int>)
    case ellipsis
    case hyphen
}

/// One line of a laid-out paragraph. Positions are in pixels from the
/// paragraph's top-left corner.
public struct LineLayout: Sendable, Equatable {
    /// What the line shows, in logical order (UTF-8 ranges of the text).
    public var pieces: [LinePiece]
    /// The text range the line stands for: for a truncated line, everything
    /// from its start to where the text it replaces ends.
    public var range: Range<Int>
    /// The line's advance width; the last space of a wrapped line counts zero.
    public var width: Double
    /// The largest ascent and descent of the fonts used on the line.
    public var ascent: Double
    public var descent: Double
    /// The top of the line box and its height (line-height multiple included).
    public var top: Double
    public var height: Double
    /// The baseline, from the paragraph's top.
    public var baseline: Double
    /// Where the line starts, from the paragraph's left edge (alignment).
    public var x: Double
    /// Extra space added to each space character when justified.
    public var extraSpacePerSpace: Double
    /// Whether the line ends at a hard break (newline or separator).
    public var endsParagraph: Bool

    public var isTruncated: Bool { pieces.contains(.ellipsis) }
    /// Whether the line ends inside a word, with a hyphen drawn.
    public var isHyphenated: Bool { pieces.contains(.hyphen) }
}

/// A paragraph broken into lines at one width.
public struct ParagraphLayout: Sendable, Equatable {
    public var lines: [LineLayout]
    /// The width of the widest line and the height of all lines.
    public var width: Double
    public var height: Double
    /// The width the lines were broken for (nil: unlimited).
    public var layoutWidth: Double?
    /// Whether text was left out (lines beyond the limit, or an ellipsis).
    public var isTruncated: Bool

    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
