/// Where a paragraph's lines go, apart from breaking them: NSParagraphStyle's
/// spacing, line-height and indent keys, in points (pixels at scale 1).
///
/// Declared once, below both the text engine and the layout: `TextLayout`'s
/// `ParagraphStyle` places lines with it, and `Layout`'s
/// `ParagraphAttributes` (an attributed label's paragraph keys, as UIKit
/// code or a scene file gives them) carries it to the engine unchanged.
public struct ParagraphSpacing: Hashable, Sendable {
    /// Extra space between lines (`lineSpacing`).
    public var lineSpacing: Double
    /// Multiplies each line's natural height; the extra goes above the text,
    /// as in TextKit. 0 (NSParagraphStyle's default) and 1 both mean the
    /// natural height.
    public var lineHeightMultiple: Double
    /// The least and the most a line may be tall (0: no limit), after
    /// `lineHeightMultiple`, as NSParagraphStyle's: a line taller than its
    /// text has the room above the text; a shorter one moves its text up.
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double
    /// Space after each paragraph (a hard break ends one) and before each
    /// paragraph; none above the first or below the last.
    public var paragraphSpacing: Double
    public var paragraphSpacingBefore: Double
    /// Where a paragraph's first line starts and where its other lines
    /// start, from the leading edge.
    public var firstLineHeadIndent: Double
    public var headIndent: Double
    /// Where lines end: a positive value from the leading edge (the lines'
    /// end whatever the width), 0 or negative from the trailing edge.
    public var tailIndent: Double

    public init(lineSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
                maximumLineHeight: Double = 0, paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0,
                firstLineHeadIndent: Double = 0, headIndent: Double = 0, tailIndent: Double = 0) {
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.tailIndent = tailIndent
    }
}
