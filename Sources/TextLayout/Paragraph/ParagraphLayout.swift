/// A part of a laid-out line: a stretch of the paragraph's text, the
/// ellipsis that stands for text left out, or the hyphen that ends a line
/// broken inside a word (hyphenation).
public enum LinePiece: Sendable, Equatable {
    case text(Range<Int>)
    case ellipsis
    case hyphen
}

/// What a line shows, in the few shapes a line can take. Held inline (no
/// array), so that breaking a paragraph allocates nothing per line:
/// re-wrapping at every width of a sweep is mostly that.
enum LineContent: Sendable, Equatable {
    /// Text of the paragraph (a wrapped or hard-broken line).
    case text(Range<Int>)
    /// Text cut inside a word, then a hyphen.
    case hyphenated(Range<Int>)
    /// Truncated: an ellipsis, then the text's end (head truncation).
    case ellipsisFirst(Range<Int>)
    /// Truncated: the text's start, an ellipsis, its end (middle).
    case ellipsisBetween(Range<Int>, Range<Int>)
    /// Truncated: the text's start, then an ellipsis (tail).
    case ellipsisLast(Range<Int>)

    var pieces: [LinePiece] {
        switch self {
        case let .text(range): [.text(range)]
        case let .hyphenated(range): [.text(range), .hyphen]
        case let .ellipsisFirst(range): [.ellipsis, .text(range)]
        case let .ellipsisBetween(head, tail): [.text(head), .ellipsis, .text(tail)]
        case let .ellipsisLast(range): [.text(range), .ellipsis]
        }
    }

    /// The text the line starts with, unless it starts with an ellipsis.
    var leadingText: Range<Int>? {
        if case .ellipsisFirst = self { return nil }
        return textRanges.0
    }

    /// The text ranges shown, in logical order (the second may be empty).
    var textRanges: (Range<Int>, Range<Int>) {
        switch self {
        case let .text(range), let .hyphenated(range), let .ellipsisFirst(range), let .ellipsisLast(range):
            (range, range.upperBound..<range.upperBound)
        case let .ellipsisBetween(head, tail): (head, tail)
        }
    }
}

/// One line of a laid-out paragraph. Positions are in pixels from the
/// paragraph's top-left corner.
public struct LineLayout: Sendable, Equatable {
    let content: LineContent
    /// What the line shows, in logical order (UTF-8 ranges of the text).
    public var pieces: [LinePiece] { content.pieces }
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

    public var isTruncated: Bool {
        switch content {
        case .text, .hyphenated: false
        case .ellipsisFirst, .ellipsisBetween, .ellipsisLast: true
        }
    }
    /// Whether the line ends inside a word, with a hyphen drawn.
    public var isHyphenated: Bool {
        if case .hyphenated = content { return true }
        return false
    }
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
