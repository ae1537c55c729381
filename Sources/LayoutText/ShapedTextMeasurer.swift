import Layout
import Synchronization
import TextLayout

/// Measures labels with the real text engine: HarfBuzz shaping, ICU line
/// breaking, fontconfig fallback. Each text is shaped once per font and
/// size; re-wrapping it at another width only re-breaks lines.
public final class ShapedTextMeasurer: TextMeasuring {
    private let library: FontLibrary
    /// Font sets for family names fontconfig does not know (a test font).
    private let families: [String: FontSet]
    private let paragraphs = Mutex<[ParagraphKey: ShapedParagraph]>([:])
    private let measurements = Mutex<[TextMeasurementRequest: TextMeasurement]>([:])

    private struct ParagraphKey: Hashable {
        let text: String
        let font: Font
    }

    /// - Parameter families: font sets by family name, used before fontconfig.
    public init(families: [String: FontSet] = [:], library: FontLibrary = .shared) {
        self.families = families
        self.library = library
    }

    /// Makes this measurer the one every label uses by default.
    public func install() {
        TextMeasurers.default = self
    }

    public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
        if let cached = measurements.withLock({ $0[request] }) { return cached }
        let measurement = compute(request)
        measurements.withLock { $0[request] = measurement }
        return measurement
    }

    /// The shaped paragraph behind a label's text, for drawing it.
    public func paragraph(text: String, font: Font) -> ShapedParagraph? {
        let key = ParagraphKey(text: text, font: font)
        if let paragraph = paragraphs.withLock({ $0[key] }) { return paragraph }
        guard let fonts = fontSet(for: font.family),
              let paragraph = try? ShapedParagraph(text, fonts: fonts, size: font.size) else { return nil }
        paragraphs.withLock { $0[key] = paragraph }
        return paragraph
    }

    /// The paragraph style a label's settings amount to.
    public static func style(for request: TextMeasurementRequest) -> ParagraphStyle {
        let wrap: WrapMode = request.lineBreakMode == .byCharWrapping ? .character : .wordThenCharacter
        let truncation: Truncation
        switch request.lineBreakMode {
        case .byTruncatingHead: truncation = .head
        case .byTruncatingMiddle: truncation = .middle
        case .byTruncatingTail: truncation = .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: truncation = .clip
        }
        let alignment: TextLayout.TextAlignment
        switch request.alignment {
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        case .natural: alignment = .natural
        }
        return ParagraphStyle(wrap: wrap, maximumNumberOfLines: request.numberOfLines, truncation: truncation,
                              alignment: alignment)
    }

    private func fontSet(for family: String) -> FontSet? {
        if let set = families[family] { return set }
        if let set = try? FontSet.family(family, library: library) { return set }
        return try? FontSet.family("DejaVu Sans", library: library)
    }

    private func compute(_ request: TextMeasurementRequest) -> TextMeasurement {
        guard let paragraph = paragraph(text: request.text, font: request.font) else {
            return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], isTruncated: false)
        }
        let width = request.width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        // One line: as long as the text (UILabel draws it truncated later).
        let limitedWidth = request.numberOfLines == 1 ? nil : width
        guard let layout = try? paragraph.layout(width: limitedWidth, style: Self.style(for: request)) else {
            return TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], isTruncated: false)
        }
        let bytes = Array(request.text.utf8)
        let lines = layout.lines.map { line in
            MeasuredLine(text: line.pieces.map { piece -> String in
                switch piece {
                case let .text(range): return String(decoding: bytes[range], as: UTF8.self)
                case .ellipsis: return "…"
                }
            }.joined(), x: line.x, width: line.width, baseline: line.baseline)
        }
        return TextMeasurement(size: Size(width: layout.width, height: layout.height),
                               firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline,
                               lines: lines, isTruncated: layout.isTruncated, missingGlyphs: paragraph.missingGlyphCount)
    }
}
