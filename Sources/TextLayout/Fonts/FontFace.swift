import CHarfBuzz
import Locking

/// One face of a font file, loaded for shaping with HarfBuzz.
///
/// The face is HarfBuzz's own, made from the file (never an FT_Face shared
/// with cairo: drawing at another size would change what HarfBuzz measures).
/// HarfBuzz faces and fonts are immutable once made and safe to use from
/// several threads, so a face can be shared freely.
public final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The file the face comes from, and its index in it (for .ttc collections).
    public let path: String
    public let index: Int
    /// The family name the font gives itself (typographic family if present).
    public let familyName: String
    /// Font units per em.
    public let unitsPerEm: Int
    /// Whether the face has colour glyphs (bitmap or layered): an emoji font.
    public let hasColorGlyphs: Bool
    /// Ascender, descender (positive, below the baseline) and line gap, in font
    /// units, as HarfBuzz reports them (hhea, or OS/2 typo with USE_TYPO_METRICS).
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// The face's weight on OpenType's scale (OS/2 usWeightClass, or the
    /// default of a variable font's `wght` axis) and whether it slants
    /// (italic, or oblique by its italic angle), as HarfBuzz reads them.
    public let weight: Double
    public let isItalic: Bool
    /// Cap height and x-height in font units (OS/2, or the heights of H and x).
    public let capHeight: Double
    public let xHeight: Double
    /// Where an underline and a strikethrough go (their centre, above the
    /// baseline: an underline's is negative) and how thick they are, in
    /// font units (post and OS/2 tables, or HarfBuzz's fallback from the
    /// font's size): what Pango draws them with.
    public let underlineOffset: Double
    public let underlineThickness: Double
    public let strikethroughOffset: Double
    public let strikethroughThickness: Double
    /// A variable font's `wght` axis (fvar), nil for a static face.
    public let weightAxis: ClosedRange<Double>?
    /// The `wght` this face is set at, when it is a variable font's
    /// instance made for a weight (every HarfBuzz font of it has that
    /// variation); nil for the file's default.
    public let variationWeight: Double?
    /// The vertical metrics that stand in for the file's, when the face
    /// was loaded with some (the system font's San Francisco lines); nil
    /// when ascender, descender, line gap, cap and x-height are the file's.
    public let verticalMetrics: VerticalMetrics?

    let face: OpaquePointer
    private let coverage: OpaquePointer
    /// Which ASCII characters the face has, bit `c` for character `c`: the
    /// itemizer's shortcut for ASCII text asks without a set look-up.
    private let asciiCoverage: (low: UInt64, high: UInt64)
    private let fonts = Locked<[Double: SizedFont]>([:])

    /// Loads face `index` of the font file at `path`; for a variable font
    /// with a `wght` axis, `weight` sets that axis (clamped to its range)
    /// in everything measured with the face. A static face ignores it.
    /// `verticalMetrics` replaces the file's ascender, descender, line gap,
    /// cap and x-height (the glyphs and their advances stay the file's).
    public init(path: String, index: Int = 0, weight: Double? = nil,
                verticalMetrics: VerticalMetrics? = nil) throws(TextError) {
        try FontFile.checkRegular(path)
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw .fontFileUnreadable(path: path, reason: FontFile.unreadableReason(path)) }
        defer { hb_blob_destroy(blob) }
        guard index >= 0, index < Int(hb_face_count(blob)) else { throw .notAFont(path: path, index: index) }
        let face = hb_face_create(blob, UInt32(index))!
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            throw .notAFont(path: path, index: index)
        }
        self.face = face
        self.path = path
        self.index = index
        unitsPerEm = Int(hb_face_get_upem(face))
        coverage = hb_set_create()
        hb_face_collect_unicodes(face, coverage)
        var ascii: (low: UInt64, high: UInt64) = (0, 0)
        for c in 0..<128 where hb_set_has(coverage, UInt32(c)) != 0 {
            if c < 64 { ascii.low |= 1 << UInt64(c) } else { ascii.high |= 1 << UInt64(c - 64) }
        }
        asciiCoverage = ascii
        familyName = FontFace.name(of: face, id: 16) ?? FontFace.name(of: face, id: 1) ?? ""
        hasColorGlyphs = hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0

        var axis = hb_ot_var_axis_info_t()
        if hb_ot_var_find_axis_info(face, FontFace.weightTag, &axis) != 0 {
            weightAxis = Double(axis.min_value)...Double(axis.max_value)
        } else {
            weightAxis = nil
        }
        variationWeight = weightAxis.flatMap { range in
            weight.map { min(max($0.isFinite ? $0 : range.lowerBound, range.lowerBound), range.upperBound) }
        }

        let font = hb_font_create(face)!
        defer { hb_font_destroy(font) }
        FontFace.applyVariation(variationWeight, to: font)
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var position: hb_position_t = 0
            _ = hb_ot_metrics_get_position(font, tag, &position)
            return Double(position)
        }
        self.verticalMetrics = verticalMetrics
        let em = Double(unitsPerEm)
        ascender = verticalMetrics.map { $0.ascender * em } ?? metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        descender = verticalMetrics.map { $0.descender * em } ?? -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        lineGap = verticalMetrics.map { $0.lineGap * em } ?? metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        // OS/2 version 1 fonts (DejaVu) have no cap or x-height: HarfBuzz
        // then measures the glyphs H and x.
        func measured(_ tag: hb_ot_metrics_tag_t) -> Double {
            var position: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(font, tag, &position)
            return Double(position)
        }
        capHeight = verticalMetrics.map { $0.capHeight * em } ?? measured(HB_OT_METRICS_TAG_CAP_HEIGHT)
        xHeight = verticalMetrics.map { $0.xHeight * em } ?? measured(HB_OT_METRICS_TAG_X_HEIGHT)
        underlineOffset = measured(HB_OT_METRICS_TAG_UNDERLINE_OFFSET)
        underlineThickness = measured(HB_OT_METRICS_TAG_UNDERLINE_SIZE)
        strikethroughOffset = measured(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET)
        strikethroughThickness = measured(HB_OT_METRICS_TAG_STRIKEOUT_SIZE)
        self.weight = variationWeight ?? Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT))
        isItalic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0
            || hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE) != 0
    }

    deinit {
        fonts.withLock { for font in $0.values { hb_font_destroy(font.pointer) } }
        hb_set_destroy(coverage)
        hb_face_destroy(face)
    }

    /// Whether the face maps `scalar` to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        hb_set_has(coverage, scalar.value) != 0
    }

    /// Whether the face has ASCII character `byte` (below 0x80).
    func coversASCII(_ byte: UInt8) -> Bool {
        byte < 64 ? asciiCoverage.low >> UInt64(byte) & 1 != 0 : asciiCoverage.high >> UInt64(byte - 64) & 1 != 0
    }

    public var description: String {
        "\(familyName) (\(path)#\(index)\(variationWeight.map { " wght=\($0)" } ?? "")"
            + "\(verticalMetrics == nil ? "" : ", its own vertical metrics replaced"))"
    }

    /// A HarfBuzz font of this face at `size` pixels, unhinted, with positions
    /// in 1/1024 px (the scale Pango uses), made once per size.
    func hbFont(size: Double) -> OpaquePointer {
        fonts.withLock { fonts in
            if let font = fonts[size] { return font.pointer }
            let font = hb_font_create(face)!
            // Inputs are checked to at most 5000 px; clamped here so that no
            // size can trap: 65536 px × 1024 still fits an Int32.
            let clamped = size.isFinite ? min(max(size, 0), 65_536) : 0
            let scale = Int32((clamped * 1024).rounded())  // checked: clamped to 0…65536 just above
            hb_font_set_scale(font, scale, scale)
            FontFace.applyVariation(variationWeight, to: font)
            fonts[size] = SizedFont(pointer: font)
            return font
        }
    }

    /// Ascender and descender at `size` px, each rounded to 1/1024 px as
    /// Pango rounds them (so line heights agree to the last bit).
    func ascent(size: Double) -> Double { (ascender * size * 1024 / Double(unitsPerEm)).rounded() / 1024 }
    func descent(size: Double) -> Double { (descender * size * 1024 / Double(unitsPerEm)).rounded() / 1024 }

    /// HB_OT_TAG_VAR_AXIS_WEIGHT, 'wght' (a C macro Swift does not import).
    static let weightTag: hb_tag_t = 0x7767_6874

    /// Sets a variable font's `wght` on a HarfBuzz font (nothing for nil).
    private static func applyVariation(_ weight: Double?, to font: OpaquePointer) {
        guard let weight else { return }
        var variation = hb_variation_t(tag: weightTag, value: Float(weight))
        hb_font_set_variations(font, &variation, 1)
    }

    private static func name(of face: OpaquePointer, id: UInt32) -> String? {
        var length: UInt32 = 128
        var buffer = [CChar](repeating: 0, count: 128)
        // An invalid language asks for the name in English, or the first one.
        let total = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), nil, &length, &buffer)
        guard total > 0 else { return nil }
        let bytes = buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A HarfBuzz font pointer that may cross threads (HarfBuzz fonts are
/// immutable after setup).
struct SizedFont: @unchecked Sendable {
    let pointer: OpaquePointer
}
