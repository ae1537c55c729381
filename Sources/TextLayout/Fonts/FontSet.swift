/// The fonts a paragraph is set in: a primary face, then fallbacks.
///
/// A character is set in the first face that covers it. A set made from a
/// family name continues, for characters none of its faces covers, with the
/// fonts fontconfig offers in its fallback order for that family (CJK,
/// Arabic, Hebrew, emoji…); a set made from files uses only those files, so
/// results do not depend on what else is installed.
public struct FontSet: Sendable {
    public let faces: [FontFace]
    /// The family whose fontconfig fallback order is used after `faces`.
    public let systemFallbackFamily: String?
    /// OpenType features every text in the set is shaped with, in each of
    /// its faces (`tnum` for tabular digits); none by default.
    public let features: [FontFeature]
    /// Whether a text-default emoji ("⛷", U+26F7: `Emoji_Presentation=No`,
    /// no selector) that none of `faces` has is drawn from the colour emoji
    /// font (fontconfig's family "emoji") before the family's other
    /// fallbacks, as iOS draws it from Apple Color Emoji (docs/text.md,
    /// "Colour emoji"). Off by default, and so in Pango's path (`trellis
    /// text`), which keeps Pango's order; the UIKit-facing measurer
    /// (Layout's `ShapedTextMeasurer`) turns it on.
    public let textDefaultEmojiInColor: Bool
    let library: FontLibrary

    public init(faces: [FontFace], systemFallbackFamily: String? = nil, features: [FontFeature] = [],
                textDefaultEmojiInColor: Bool = false, library: FontLibrary = .shared) {
        precondition(!faces.isEmpty, "a font set needs at least one face")
        self.faces = faces
        self.systemFallbackFamily = systemFallbackFamily
        self.features = features
        self.textDefaultEmojiInColor = textDefaultEmojiInColor
        self.library = library
    }

    /// The same faces, shaped with `features` as well as the set's own.
    public func adding(_ features: [FontFeature]) -> FontSet {
        FontSet(faces: faces, systemFallbackFamily: systemFallbackFamily,
                features: self.features + features.filter { !self.features.contains($0) },
                textDefaultEmojiInColor: textDefaultEmojiInColor, library: library)
    }

    /// The same set, drawing text-default emoji its faces lack in colour
    /// or not (``textDefaultEmojiInColor``).
    public func drawingTextDefaultEmojiInColor(_ inColor: Bool = true) -> FontSet {
        FontSet(faces: faces, systemFallbackFamily: systemFallbackFamily, features: features,
                textDefaultEmojiInColor: inColor, library: library)
    }

    /// The installed family `name`, falling back through fontconfig.
    public static func family(_ name: String, library: FontLibrary = .shared) throws(TextError) -> FontSet {
        FontSet(faces: [try library.face(family: name)], systemFallbackFamily: name, library: library)
    }

    /// Exactly these font files (path and face index), in order.
    public static func files(_ files: [(path: String, index: Int)], library: FontLibrary = .shared) throws(TextError) -> FontSet {
        var faces: [FontFace] = []
        for file in files { faces.append(try library.face(path: file.path, index: file.index)) }
        return FontSet(faces: faces, library: library)
    }

    /// Trellis's system family, standing in for San Francisco (which does
    /// not exist on Linux): Inter, Debian's `fonts-inter` (installed by
    /// scripts/setup), a face for each of the nine weights, Thin to Black,
    /// and an italic of each. docs/text.md, "Fonts", compares its widths
    /// with DejaVu Sans's.
    public static let systemFamily = "Inter"
    /// Inter's cut for large sizes, as San Francisco has its Display cut
    /// from 20 points (``displaySize``).
    public static let systemDisplayFamily = "Inter Display"
    /// The size from which San Francisco is set in its Display cut, and
    /// the system font in ``systemDisplayFamily`` (docs/text.md, "Fonts":
    /// Apple's "SF Pro Text for text 19 points or smaller, and SF Pro
    /// Display for text 20 points or larger").
    public static let displaySize = 20.0
    /// The family after Inter, for the scripts Inter lacks (Arabic, Hebrew,
    /// Armenian, Georgian, many symbols); its fontconfig fallback order
    /// comes last (CJK, the other scripts, colour emoji).
    public static let systemFallbackFamily = "DejaVu Sans"

    /// The system family at regular weight, upright: Trellis's default fonts.
    public static func standard() throws(TextError) -> FontSet { try system(weight: 400, italic: false).fonts }

    /// The system family at a weight (OpenType's scale) and slant: Inter's
    /// face for them, then DejaVu Sans's nearest, then DejaVu Sans's
    /// fontconfig fallbacks; with the Inter face found and what was asked
    /// (``StyledFace/isExact`` is false when Inter has no such face).
    ///
    /// Inter's face has San Francisco's vertical metrics
    /// (``VerticalMetrics/sanFrancisco``), so that lines are as tall as
    /// UIKit's; at `size` ``displaySize`` or more it is Inter Display's
    /// face when that is installed (Inter's otherwise). Without a size, the
    /// Text cut.
    ///
    /// - Throws: ``TextError/unknownFamily(_:)`` when Inter is not installed.
    public static func system(weight: Double, italic: Bool, size: Double? = nil, library: FontLibrary = .shared)
        throws(TextError) -> (fonts: FontSet, styled: StyledFace) {
        var found = try library.face(family: systemFamily, weight: weight, italic: italic)
        if let size, size >= displaySize,
           let display = try? library.face(family: systemDisplayFamily, weight: weight, italic: italic) {
            found = display
        }
        let face = try library.face(path: found.face.path, index: found.face.index, weight: found.face.variationWeight,
                                    verticalMetrics: .sanFrancisco)
        let styled = StyledFace(face: face, requestedWeight: found.requestedWeight, requestedItalic: found.requestedItalic,
                                weight: found.weight, isItalic: found.isItalic)
        var faces = [styled.face]
        if let fallback = try? library.face(family: systemFallbackFamily, weight: weight, italic: italic) {
            faces.append(fallback.face)
        }
        return (FontSet(faces: faces, systemFallbackFamily: systemFallbackFamily, library: library), styled)
    }

    public var primary: FontFace { faces[0] }

    /// Where a face comes in the set's order (fallbacks from fontconfig last).
    func rank(of face: FontFace) -> Int {
        faces.firstIndex { $0 === face } ?? faces.count
    }

    /// The face to set `scalar` in, or nil when no available font covers it.
    ///
    /// A character shown as an emoji (emoji presentation, or made one by
    /// VS16, a keycap, a ZWJ or a skin tone) goes to a colour font before
    /// any monochrome one that covers it: the set's own colour faces first
    /// (in a set of files too: "😀" after DejaVu Sans, which has a text
    /// glyph for it, is the colour one, as the same text in the family's
    /// set is), then, in a set with system fallback, fontconfig's "emoji"
    /// family. Pango does the same: it looks every emoji cluster up in the
    /// family "emoji", which a stock fontconfig makes the colour fonts.
    /// An emoji with VS15 goes to a monochrome font first (the set's, then
    /// fontconfig's), the colour font only when no other has it. A
    /// text-default emoji with ``textDefaultEmojiInColor`` takes the set's
    /// first face that has it, else the colour font. Anything else takes
    /// the first face that covers it.
    ///
    /// The plain path inlined, the emoji cases in a function of their own:
    /// as one switch it was not inlined (docs/benchmarks.md, perf33).
    @inline(__always)
    func face(for scalar: Unicode.Scalar, presentation: EmojiPresentation = .text) -> FontFace? {
        if presentation != .text, let face = emojiFace(for: scalar, presentation) { return face }
        for face in faces where face.covers(scalar) { return face }
        if let family = systemFallbackFamily { return library.fallback(for: scalar, family: family) }
        return nil
    }

    /// The face an emoji presentation asks for before the first that
    /// covers the character; nil: that one (``face(for:presentation:)``).
    private func emojiFace(for scalar: Unicode.Scalar, _ presentation: EmojiPresentation) -> FontFace? {
        switch presentation {
        case .text:
            break
        case .emoji:
            for face in faces where face.hasColorGlyphs && face.covers(scalar) { return face }
            if let face = colorFallback(for: scalar) { return face }
        case .textDefault:
            if textDefaultEmojiInColor {
                for face in faces where face.covers(scalar) { return face }
                if let face = colorFallback(for: scalar) { return face }
            }
        case .textSelected:
            for face in faces where !face.hasColorGlyphs && face.covers(scalar) { return face }
            if let family = systemFallbackFamily,
               let face = library.fallback(for: scalar, family: family, monochrome: true) {
                return face
            }
        }
        return nil
    }

    /// fontconfig's colour font for `scalar` (family "emoji"), in a set with system fallback.
    private func colorFallback(for scalar: Unicode.Scalar) -> FontFace? {
        guard systemFallbackFamily != nil, let face = library.fallback(for: scalar, family: "emoji"),
              face.hasColorGlyphs else { return nil }
        return face
    }
}
