import Synchronization

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
    /// The width to wrap at; nil for one line as long as the text.
    public var width: Double?
    /// 0 for no limit.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var alignment: TextAlignment

    public init(text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode,
                alignment: TextAlignment = .natural) {
        self.text = text
        self.font = font
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
    }
}

/// One line of measured text.
public struct MeasuredLine: Sendable, Equatable {
    public var text: String
    public var x: Double
    public var width: Double
    /// From the top of the text.
    public var baseline: Double

    public init(text: String, x: Double, width: Double, baseline: Double) {
        self.text = text
        self.x = x
        self.width = width
        self.baseline = baseline
    }
}

/// The text engine's answer: exact (unrounded) sizes and baselines.
public struct TextMeasurement: Sendable, Equatable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lines: [MeasuredLine]
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
}

/// Measures text for labels and buttons. The layout engine never shapes
/// text itself: the `LayoutText` module provides the HarfBuzz measurer,
/// tests may provide their own.
public protocol TextMeasuring: AnyObject, Sendable {
    func measure(_ request: TextMeasurementRequest) -> TextMeasurement
}

/// The measurer labels use unless given one.
public enum TextMeasurers {
    private static let current = Mutex<TextMeasuring>(ApproximateTextMeasurer())

    /// Install the real one at start-up (`LayoutText.install()` does).
    public static var `default`: TextMeasuring {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}

/// A stand-in that needs no fonts: every character is 0.55 em wide, a line
/// is 1.2 em. Good enough for layout code with no text engine at hand;
/// Trellis installs the real measurer wherever it draws.
public final class ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
        let em = request.font.size
        let charWidth = 0.55 * em, lineHeight = 1.2 * em
        var lines: [String] = []
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if let width = request.width, request.numberOfLines != 1, !line.isEmpty,
                   Double(candidate.count) * charWidth > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        let limit = request.numberOfLines > 0 ? request.numberOfLines : lines.count
        let truncated = lines.count > limit
        lines = Array(lines.prefix(limit))
        let measured = lines.enumerated().map { index, text in
            MeasuredLine(text: text, x: 0, width: Double(text.count) * charWidth, baseline: Double(index) * lineHeight + em)
        }
        let width = measured.map(\.width).max() ?? 0
        return TextMeasurement(size: Size(width: width, height: Double(max(1, lines.count)) * lineHeight),
                               firstBaseline: em, lastBaseline: Double(max(0, lines.count - 1)) * lineHeight + em,
                               lines: measured, isTruncated: truncated)
    }
}
