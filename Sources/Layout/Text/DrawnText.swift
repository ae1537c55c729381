/// A label's (or a button title's) text exactly as it is drawn in the view:
/// UILabel's drawing rules applied once, by the label (see
/// `Label.drawnText(in:)`), for the painter, overlays, snapshots and
/// reports to read.
public struct DrawnText: Sendable, Equatable {
    /// The lines shown, in the text block's coordinates.
    public var lines: [MeasuredLine]
    /// Where the text block's top-left corner sits in the view's bounds:
    /// UILabel centres its text vertically; a button insets its title.
    public var origin: Point
    /// The text block's size.
    public var size: Size
    /// The text was shortened to fit the width: an ellipsis, lines left
    /// out by `numberOfLines`, or a line wider than the view (clipped).
    public var isTruncatedHorizontally: Bool
    /// The text did not fit the height: lines left out to fit it, or a
    /// line taller than the view (clipped).
    public var isTruncatedVertically: Bool
    /// Characters no installed font could draw.
    public var missingGlyphs: Int
    /// The font's scale as drawn: below 1 when the label shrank its text to
    /// fit (`Label.adjustsFontSizeToFitWidth`), 1 otherwise.
    public var scale: Double

    public init(lines: [MeasuredLine], origin: Point, size: Size, isTruncatedHorizontally: Bool,
                isTruncatedVertically: Bool, missingGlyphs: Int, scale: Double = 1) {
        self.scale = scale
        self.lines = lines
        self.origin = origin
        self.size = size
        self.isTruncatedHorizontally = isTruncatedHorizontally
        self.isTruncatedVertically = isTruncatedVertically
        self.missingGlyphs = missingGlyphs
    }

    /// Part of the text is not shown, one way or the other.
    public var isTruncated: Bool { isTruncatedHorizontally || isTruncatedVertically }

    /// The first line's baseline, from the top of the view; nil with no lines.
    public var firstBaseline: Double? { lines.first.map { origin.y + $0.baseline } }
    /// The last line's baseline, from the top of the view; nil with no lines.
    public var lastBaseline: Double? { lines.last.map { origin.y + $0.baseline } }

    /// No text.
    public static let empty = DrawnText(lines: [], origin: .zero, size: .zero, isTruncatedHorizontally: false,
                                        isTruncatedVertically: false, missingGlyphs: 0)
}
