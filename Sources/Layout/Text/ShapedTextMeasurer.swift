import Synchronization
// The one file of Layout that sees the text engine: everything else in
// Layout measures through `TextMeasuring` (docs/architecture.md).
import TextLayout

/// Measures labels with the real text engine: HarfBuzz shaping, ICU line
/// breaking, fontconfig fallback. Each text is shaped once per font and
/// size; re-wrapping it at another width only re-breaks lines. Its lines
/// carry their placed glyphs, which is what the painter draws.
public final class ShapedTextMeasurer: TextMeasuring {
    /// The measurer of every tree that names none: the system's fonts
    /// through fontconfig. Immutable; its caches are locked.
    public static let system = ShapedTextMeasurer()

    private let library: FontLibrary
    /// Font sets for family names fontconfig does not know (a test font).
    private let families: [String: FontSet]
    private let paragraphs = Mutex<[ParagraphKey: ShapedParagraph]>([:])
    /// Answers for every tree that asks (fresh trees per width, as `check`
    /// builds them, ask the same questions), in two generations of at
    /// most 8192: a sweep asks at a new width every frame, and memory must
    /// not grow with frames.
    private let measurements = Mutex(GenerationalCache<TextMeasurementRequest, TextMeasurement>(limit: 8192))

    private struct ParagraphKey: Hashable {
        let text: String
        let font: Font
    }

    /// - Parameters:
    ///   - families: font sets by family name, used before fontconfig.
    ///   - library: where font files are opened and fontconfig asked.
    public init(families: [String: FontSet] = [:], library: FontLibrary = .shared) {
        self.families = families
        self.library = library
    }

    public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
        if let cached = measurements.withLock({ $0.value(for: request) }) { return cached }
        let measurement = compute(request)
        measurements.withLock { $0.insert(measurement, for: request) }
        return measurement
    }

    /// The shaped paragraph behind a text in a font (shaped once).
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
        return try? FontSet.family(Font.systemFamily, library: library)
    }

    private func compute(_ request: TextMeasurementRequest) -> TextMeasurement {
        guard !request.text.isEmpty, let paragraph = paragraph(text: request.text, font: request.font) else {
            return .empty
        }
        let width = request.width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        guard let layout = try? paragraph.layout(width: width, style: Self.style(for: request)) else { return .empty }
        let bytes = Array(request.text.utf8)
        let glyphs = ShapedGlyphs(paragraph: paragraph, layout: layout)
        let lines = layout.lines.enumerated().map { index, line in
            MeasuredLine(text: line.pieces.map { piece -> String in
                switch piece {
                case let .text(range): return String(decoding: bytes[range], as: UTF8.self)
                case .ellipsis: return "…"
                }
            }.joined(), range: line.range, x: line.x, width: line.width, top: line.top, height: line.height,
            baseline: line.baseline, glyphs: glyphs, glyphLine: index)
        }
        return TextMeasurement(size: Size(width: layout.width, height: layout.height),
                               firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline,
                               lines: lines, isTruncated: layout.isTruncated, missingGlyphs: paragraph.missingGlyphCount)
    }
}

/// A paragraph's lines' glyphs as HarfBuzz placed them, in visual order:
/// the paragraph was shaped once, so placing them copies positions, it does
/// not shape.
private final class ShapedGlyphs: GlyphSource {
    let paragraph: ShapedParagraph
    let layout: ParagraphLayout

    init(paragraph: ShapedParagraph, layout: ParagraphLayout) {
        self.paragraph = paragraph
        self.layout = layout
    }

    func runs(line: Int) -> [GlyphRun] {
        guard layout.lines.indices.contains(line) else { return [] }
        return paragraph.placedGlyphs(in: layout.lines[line]).map { run in
            GlyphRun(fontPath: run.face.path, fontIndex: run.face.index, size: run.size,
                     glyphs: run.glyphs.map { GlyphRun.Glyph(id: $0.id, x: $0.x, y: $0.y) })
        }
    }
}
