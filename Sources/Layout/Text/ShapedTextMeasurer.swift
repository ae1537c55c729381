import Locking
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
    private let paragraphs = Locked<[ParagraphKey: ShapedParagraph]>([:])
    /// Answers for every tree that asks (fresh trees per width, as `check`
    /// and `verify` build them, ask the same questions), in two generations
    /// of at most 1024: a sweep asks at a new width every frame, and memory
    /// must not grow with frames. At 8192 the answers a 10,000-frame sweep
    /// never asks for again held 24 MB (peak 102.8 MB against 78.6 now,
    /// below the 200-frame sweep's 89.8; `trellis-bench scale --only sweep`).
    private let measurements = Locked(GenerationalCache<TextMeasurementRequest, TextMeasurement>(limit: 1024))

    private struct ParagraphKey: Hashable {
        let text: String
        let font: Font
    }

    /// Attributed paragraphs, with each style's attributes (by the runs'
    /// `styleIndex`), by text and default font.
    private let attributedParagraphs = Locked<[AttributedKey: AttributedParagraph]>([:])

    private struct AttributedKey: Hashable {
        let text: AttributedText
        let font: Font
    }

    private struct AttributedParagraph {
        let paragraph: ShapedParagraph
        let attributes: [TextAttributes]
    }

    /// Faces by family, weight and slant, and what they stand in for.
    private let resolutions = Locked<[StyleKey: Resolution]>([:])

    private struct StyleKey: Hashable {
        let family: String
        let weight: Double
        let italic: Bool
        /// Whether the system font is asked for at a size it takes its
        /// Display cut at (``FontSet/displaySize``).
        let display: Bool
        let monospacedDigits: Bool
        let openTypeFeatures: [String: UInt32]

        init(_ font: Font) {
            family = font.family
            weight = font.weight.value
            italic = font.isItalic
            display = font.family == Font.systemFamily && font.size >= FontSet.displaySize
            monospacedDigits = font.monospacedDigits
            openTypeFeatures = font.openTypeFeatures
        }
    }

    /// The fonts a family, weight and slant are set in, and, when the
    /// primary face is not what was asked, the family, weight and slant it is.
    private struct Resolution {
        let fonts: FontSet
        let used: (family: String, weight: Double, italic: Bool)?
    }

    /// - Parameters:
    ///   - families: font sets by family name, used before fontconfig. A
    ///     set's faces are the family's styles: a request takes the face
    ///     nearest its weight and slant first (see `substitution(for:)`).
    ///   - library: where font files are opened and fontconfig asked.
    public init(families: [String: FontSet] = [:], library: FontLibrary = .shared) {
        self.families = families
        self.library = library
    }

    /// A measurer whose system font (``Font/systemFamily``) is these font
    /// files first, for example a face you are licensed to use, then DejaVu
    /// Sans through fontconfig for what they do not cover. Give each weight
    /// and slant its own file (Regular, Bold, Italic…): a request takes the
    /// registered face nearest its weight and slant, and a face other than
    /// the one asked for is reported as a substitution.
    ///
    /// - Throws: `TextError` (TextLayout) naming the file when one is unreadable or not a font.
    public convenience init(systemFontFiles: [FontFile], families: [String: FontSet] = [:],
                            library: FontLibrary = .shared) throws {
        var all = families
        if !systemFontFiles.isEmpty {
            var faces: [FontFace] = []
            for file in systemFontFiles { faces.append(try library.face(path: file.path, index: file.index)) }
            all[Font.systemFamily] = FontSet(faces: faces, systemFallbackFamily: FontSet.systemFallbackFamily,
                                             library: library)
        }
        self.init(families: all, library: library)
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
        guard let fonts = resolution(for: font)?.fonts,
              let paragraph = try? ShapedParagraph(text, fonts: fonts, size: font.size) else { return nil }
        paragraphs.withLock { $0[key] = paragraph }
        return paragraph
    }

    /// An attributed text shaped once per default font: each run in its
    /// own font (the default where it names none) and size, its kern as
    /// letter spacing and its baseline offset as rise.
    private func paragraph(attributed: AttributedText, font: Font) -> AttributedParagraph? {
        let key = AttributedKey(text: attributed, font: font)
        if let known = attributedParagraphs.withLock({ $0[key] }) { return known }
        var styled: StyledText?
        var attributes: [TextAttributes] = []
        for run in attributed.runs {
            let runFont = run.attributes.font ?? font
            guard let fonts = resolution(for: runFont)?.fonts else { return nil }
            let style = TextStyle(fonts: fonts, size: runFont.size, letterSpacing: run.attributes.kern,
                                  rise: run.attributes.baselineOffset)
            if styled == nil {
                styled = StyledText(run.text, style: style)
            } else if !run.text.isEmpty {
                styled!.append(run.text, style: style)
            } else {
                continue  // an empty run adds no style (StyledText skips it)
            }
            attributes.append(run.attributes)
        }
        guard let styled, let paragraph = try? ShapedParagraph(styled) else { return nil }
        let result = AttributedParagraph(paragraph: paragraph, attributes: attributes)
        attributedParagraphs.withLock { $0[key] = result }
        return result
    }

    /// The paragraph style a label's settings amount to, with an attributed
    /// text's paragraph keys (its alignment and line break mode before the
    /// label's).
    public static func style(for request: TextMeasurementRequest) -> ParagraphStyle {
        let keys = request.attributedText?.paragraphStyle
        var style = style(lineBreakMode: keys?.lineBreakMode ?? request.lineBreakMode,
                          numberOfLines: request.numberOfLines, alignment: keys?.alignment ?? request.alignment)
        // TextKit keeps `.kern` after a line's last character in its width,
        // so a label sized to its text fits it (Pango trims it).
        style.keepsLetterSpacingAtLineEnds = true
        // UIKit shows "custom…" for "custom properties" cut after its space
        // (Ranchero-Software/NetNewsWire#1840, a UILabel truncating its tail).
        style.trimsSpaceBeforeEllipsis = true
        // Several lines clipped: the last shows the rest of the text cut at
        // the edge, TextKit's last line (docs/text.md, "Truncation").
        // (One line clipped is cut at the edge already: it wraps by character.)
        style.clipsLastLineAtEdge = request.numberOfLines != 1
        style.hyphenationFactor = keys?.hyphenationFactor ?? request.hyphenationFactor
        if let keys {
            style.spacing = keys.spacing
            // 0 and 1 both mean the natural height; the engine's default is 1.
            if style.spacing.lineHeightMultiple <= 0 { style.spacing.lineHeightMultiple = 1 }
        }
        return style
    }

    private static func style(lineBreakMode: LineBreakMode, numberOfLines: Int, alignment: TextAlignment) -> ParagraphStyle {
        // One line clipped is cut at the edge, mid-word: Apple's
        // `.byClipping` "Lines are simply not drawn past the edge of the
        // text container", a mode that does "not support multiple lines"
        // (`lineBreakStrategy`'s page). As many characters as fit, then: a
        // character's glyph UIKit would draw in part is left out whole.
        let clipsAtEdge = lineBreakMode == .byClipping && numberOfLines == 1
        let wrap: WrapMode = lineBreakMode == .byCharWrapping || clipsAtEdge ? .character : .wordThenCharacter
        let truncation: Truncation
        switch lineBreakMode {
        case .byTruncatingHead: truncation = .head
        case .byTruncatingMiddle: truncation = .middle
        case .byTruncatingTail: truncation = .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: truncation = .clip
        }
        let textAlignment: TextLayout.TextAlignment
        switch alignment {
        case .left: textAlignment = .left
        case .center: textAlignment = .center
        case .right: textAlignment = .right
        case .justified: textAlignment = .justified
        case .natural: textAlignment = .natural
        }
        return ParagraphStyle(wrap: wrap, maximumNumberOfLines: numberOfLines, truncation: truncation,
                              alignment: textAlignment)
    }

    public func hyphenationUnavailable(language: String?) -> String? {
        do {
            _ = try Hyphenator.forLanguage(language)
            return nil
        } catch {
            return error.description
        }
    }

    public func substitution(for font: Font) -> Font? {
        guard let used = resolution(for: font)?.used else { return nil }
        return Font(family: used.family, size: font.size, weight: Font.Weight(used.weight), isItalic: used.italic)
    }

    public func metrics(for font: Font) -> FontMetrics? {
        guard let face = resolution(for: font)?.fonts.primary, face.unitsPerEm > 0 else { return nil }
        let scale = font.size / Double(face.unitsPerEm)
        return FontMetrics(ascender: face.ascender * scale, descender: -face.descender * scale,
                           leading: face.lineGap * scale, capHeight: face.capHeight * scale,
                           xHeight: face.xHeight * scale)
    }

    /// The fonts for a family, weight and slant (found once).
    private func resolution(for font: Font) -> Resolution? {
        let key = StyleKey(font)
        if let known = resolutions.withLock({ $0[key] }) { return known }
        guard let resolved = resolve(font) else { return nil }
        // Features in tag order, so one font always shapes the same way.
        let features = (font.monospacedDigits ? [FontFeature.tabularFigures] : [])
            + font.openTypeFeatures.sorted { $0.key < $1.key }.compactMap { FontFeature($0.key, value: $0.value) }
        // A text-default emoji the fonts lack ("⛷") in colour, as iOS draws
        // it from Apple Color Emoji (docs/text.md, "Colour emoji"); Pango's
        // path (`trellis text`) keeps Pango's order.
        let fonts = resolved.fonts.adding(features).drawingTextDefaultEmojiInColor()
        let resolution = Resolution(fonts: fonts, used: resolved.used)
        resolutions.withLock { $0[key] = resolution }
        return resolution
    }

    /// A regular upright request takes the family's default face, as it
    /// always did (fontconfig's match, or a set's first file); another
    /// weight or slant takes the nearest face fontconfig or the set has. A
    /// family nobody has is set in the system font, and says so.
    private func resolve(_ font: Font) -> Resolution? {
        let plain = font.weight == .regular && !font.isItalic
        if let set = families[font.family] {
            if plain { return Resolution(fonts: set, used: nil) }
            let best = nearest(in: set.faces, weight: font.weight.value, italic: font.isItalic)
            let ordered = [best] + set.faces.filter { $0 !== best }
            let exact = abs(best.weight - font.weight.value) < 0.5 && best.isItalic == font.isItalic
            return Resolution(fonts: FontSet(faces: ordered, systemFallbackFamily: set.systemFallbackFamily,
                                             library: library),
                              used: exact ? nil : (font.family, best.weight, best.isItalic))
        }
        if font.family == Font.systemFamily,
           let system = try? FontSet.system(weight: font.weight.value, italic: font.isItalic, size: font.size,
                                            library: library) {
            // Inter's face for the weight and slant (Inter Display's from 20
            // points) on San Francisco's lines, then DejaVu Sans for the scripts Inter lacks.
            let styled = system.styled
            return Resolution(fonts: system.fonts,
                              used: styled.isExact ? nil : (font.family, styled.weight, styled.isItalic))
        }
        if plain, let set = try? FontSet.family(font.family, library: library) {
            return Resolution(fonts: set, used: nil)
        }
        if !plain, let styled = try? library.face(family: font.family, weight: font.weight.value, italic: font.isItalic) {
            return Resolution(fonts: FontSet(faces: [styled.face], systemFallbackFamily: font.family, library: library),
                              used: styled.isExact ? nil : (font.family, styled.weight, styled.isItalic))
        }
        guard font.family != Font.systemFamily else {
            // Inter is not installed: DejaVu Sans, reported as a substitution.
            var fallback = font
            fallback.family = FontSet.systemFallbackFamily
            guard let resolution = resolution(for: fallback) else { return nil }
            return Resolution(fonts: resolution.fonts,
                              used: resolution.used ?? (fallback.family, font.weight.value, font.isItalic))
        }
        // An unknown family: the system font, reported as such.
        var system = font
        system.family = Font.systemFamily
        guard let fallback = resolution(for: system) else { return nil }
        let used = fallback.used ?? (Font.systemFamily, font.weight.value, font.isItalic)
        return Resolution(fonts: fallback.fonts, used: (Font.systemFamily, used.weight, used.italic))
    }

    /// The face nearest a weight and slant: a face of the right slant
    /// before any other, then the nearest weight, the heavier on a tie. A
    /// variable face whose `wght` axis reaches the weight is exact: its
    /// instance at that weight is used.
    private func nearest(in faces: [FontFace], weight: Double, italic: Bool) -> FontFace {
        let slanted = faces.filter { $0.isItalic == italic }
        let candidates = slanted.isEmpty ? faces : slanted
        func reachable(_ face: FontFace) -> Double {
            guard let axis = face.weightAxis else { return face.weight }
            return min(max(weight, axis.lowerBound), axis.upperBound)
        }
        let best = candidates.min { a, b in
            let da = abs(reachable(a) - weight), db = abs(reachable(b) - weight)
            return da != db ? da < db : reachable(a) > reachable(b)
        }!
        guard best.weightAxis != nil,
              let instance = try? library.face(path: best.path, index: best.index, weight: reachable(best)) else { return best }
        return instance
    }

    private func compute(_ request: TextMeasurementRequest) -> TextMeasurement {
        guard !request.text.isEmpty else { return .empty }
        let paragraph: ShapedParagraph
        var attributes: [TextAttributes]?
        if let attributed = request.attributedText {
            guard let shaped = self.paragraph(attributed: attributed, font: request.font) else { return .empty }
            paragraph = shaped.paragraph
            attributes = shaped.attributes
        } else {
            guard let plain = self.paragraph(text: request.text, font: request.font) else { return .empty }
            paragraph = plain
        }
        let width = request.width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var style = Self.style(for: request)
        let layout: ParagraphLayout
        do {
            layout = try paragraph.layout(width: width, style: style)
        } catch {
            // No dictionary: wrapped without hyphenation (the layout reports
            // it, see `hyphenationUnavailable(language:)`).
            guard case .hyphenationDictionaryMissing = error else { return .empty }
            style.hyphenationFactor = 0
            guard let plain = try? paragraph.layout(width: width, style: style) else { return .empty }
            layout = plain
        }
        let bytes = Array(paragraph.text.utf8)
        let glyphs = ShapedGlyphs(paragraph: paragraph, layout: layout, attributes: attributes)
        let lines = layout.lines.enumerated().map { index, line in
            MeasuredLine(text: line.pieces.map { piece -> String in
                switch piece {
                case let .text(range): return String(decoding: bytes[range], as: UTF8.self)
                case .ellipsis: return "…"
                case .hyphen: return "-"
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
    /// An attributed text's attributes by style index; nil for plain text.
    let attributes: [TextAttributes]?

    init(paragraph: ShapedParagraph, layout: ParagraphLayout, attributes: [TextAttributes]? = nil) {
        self.paragraph = paragraph
        self.layout = layout
        self.attributes = attributes
    }

    func runs(line: Int) -> [GlyphRun] {
        guard layout.lines.indices.contains(line) else { return [] }
        return paragraph.placedGlyphs(in: layout.lines[line]).map { run in
            GlyphRun(fontPath: run.face.path, fontIndex: run.face.index, size: run.size,
                     glyphs: run.glyphs.map { GlyphRun.Glyph(id: $0.id, x: $0.x, y: $0.y) },
                     variations: run.face.variationWeight.map { ["wght": $0] } ?? [:],
                     style: style(of: run))
        }
    }

    /// Where an attributed run's lines go: the face's underline and
    /// strikeout metrics at the run's size, moved by its rise.
    private func style(of run: PlacedGlyphRun) -> GlyphRunStyle? {
        guard let attributes, attributes.indices.contains(run.styleIndex), run.face.unitsPerEm > 0 else { return nil }
        let scale = run.size / Double(run.face.unitsPerEm)
        return GlyphRunStyle(attributes: attributes[run.styleIndex], x: run.x, width: run.width,
                             underlineY: -run.face.underlineOffset * scale - run.rise,
                             underlineThickness: run.face.underlineThickness * scale,
                             strikethroughY: -run.face.strikethroughOffset * scale - run.rise,
                             strikethroughThickness: run.face.strikethroughThickness * scale)
    }
}
