import CFontconfig
import Locking

/// Loads font faces (each file and index once) and finds fonts through
/// fontconfig: by family name, and as fallbacks for characters a face lacks.
public final class FontLibrary: Sendable {
    /// The library every label shares by default.
    public static let shared = FontLibrary()

    private struct State {
        var faces: [FaceKey: FontFace] = [:]
        var familyFaces: [String: FontFace] = [:]
        var styledFaces: [StyleKey: StyledFace] = [:]
        var fallbackLists: [String: [Candidate]] = [:]
        var fallbackChoices: [FallbackKey: FontFace?] = [:]
    }

    /// A font fontconfig offers as a fallback, with the characters it covers.
    private struct Candidate: @unchecked Sendable {
        let path: String
        let index: Int
        let charset: OpaquePointer
    }

    private struct StyleKey: Hashable {
        let family: String
        let weight: Double
        let italic: Bool
    }

    /// A face loaded from a file: its path and index, the weight it is set
    /// at (the bits of the Double, so that every weight asked for is its
    /// own key) and the metrics standing in for the file's. A struct rather
    /// than a string formatted for each look-up (a label's every layout
    /// asks for its faces).
    private struct FaceKey: Hashable {
        let path: String
        let index: Int
        let weight: UInt64?
        let verticalMetrics: VerticalMetrics?
    }

    private struct FallbackKey: Hashable {
        let family: String
        let scalar: UInt32
        let monochrome: Bool
    }

    private let state = Locked(State())

    public init() {}

    /// Face `index` of the font file at `path` (loaded once).
    public func face(path: String, index: Int = 0) throws(TextError) -> FontFace {
        try face(path: path, index: index, weight: nil)
    }

    /// A variable font's face at a `wght` (loaded once per weight); nil
    /// weight, or a static face, is the file's own face.
    public func face(path: String, index: Int, weight: Double?) throws(TextError) -> FontFace {
        try face(path: path, index: index, weight: weight, verticalMetrics: nil)
    }

    /// A face with `verticalMetrics` standing in for its file's (loaded
    /// once per weight and metrics); nil metrics is the file's own face.
    public func face(path: String, index: Int, weight: Double?,
                     verticalMetrics: VerticalMetrics?) throws(TextError) -> FontFace {
        let key = FaceKey(path: path, index: index, weight: weight?.bitPattern, verticalMetrics: verticalMetrics)
        if let face = state.withLock({ $0.faces[key] }) { return face }
        if weight != nil {
            // A static face has no instances: the file's own face stands for every weight.
            let base = try face(path: path, index: index, weight: nil)
            guard let axis = base.weightAxis, let asked = weight, axis.contains(asked) else {
                guard verticalMetrics != nil else { return base }
                return try face(path: path, index: index, weight: nil, verticalMetrics: verticalMetrics)
            }
        }
        let face = try FontFace(path: path, index: index, weight: weight, verticalMetrics: verticalMetrics)
        return state.withLock { state in
            if let existing = state.faces[key] { return existing }
            state.faces[key] = face
            return face
        }
    }

    /// The face fontconfig picks for a family name (regular style).
    ///
    /// - Throws: ``TextError/unknownFamily(_:)`` when fontconfig has no font
    ///   of that family (rather than silently substituting another one).
    public func face(family: String) throws(TextError) -> FontFace {
        if let face = state.withLock({ $0.familyFaces[family] }) { return face }
        guard let match = FontLibrary.match(family: family) else { throw .unknownFamily(family) }
        let face = try self.face(path: match.path, index: match.index)
        state.withLock { $0.familyFaces[family] = face }
        return face
    }

    /// The face fontconfig picks for a family name at a weight (OpenType's
    /// scale, 1–1000: 400 regular, 700 bold) and slant, with the weight and
    /// slant of the face it found: when the family has no such face,
    /// fontconfig answers with its nearest one, and ``StyledFace/isExact``
    /// says so (the caller reports it; nothing is synthesised).
    ///
    /// - Throws: ``TextError/unknownFamily(_:)`` when fontconfig has no font
    ///   of that family at all.
    public func face(family: String, weight: Double, italic: Bool) throws(TextError) -> StyledFace {
        let key = StyleKey(family: family, weight: weight, italic: italic)
        if let styled = state.withLock({ $0.styledFaces[key] }) { return styled }
        guard let match = FontLibrary.match(family: family, weight: weight, italic: italic) else {
            throw .unknownFamily(family)
        }
        // fontconfig numbers a variable font's named instances in the upper
        // 16 bits of the index; Trellis sets the axis itself.
        let index = match.index & 0xFFFF
        var face = try self.face(path: match.path, index: index)
        var found = match.weight
        if let axis = face.weightAxis {
            found = min(max(weight, axis.lowerBound), axis.upperBound)
            face = try self.face(path: match.path, index: index, weight: found)
        }
        let styled = StyledFace(face: face, requestedWeight: weight, requestedItalic: italic,
                                weight: found, isItalic: match.italic)
        state.withLock { $0.styledFaces[key] = styled }
        return styled
    }

    /// The first font in fontconfig's fallback order for `family` that covers
    /// `scalar`, or nil if no installed font does; with `monochrome`, the
    /// first that covers it without colour glyphs (text asked for by VS15).
    func fallback(for scalar: Unicode.Scalar, family: String, monochrome: Bool = false) -> FontFace? {
        let key = FallbackKey(family: family, scalar: scalar.value, monochrome: monochrome)
        if let choice = state.withLock({ $0.fallbackChoices[key] }) { return choice }
        let candidates = fallbackList(for: family)
        var chosen: FontFace?
        for candidate in candidates where FcCharSetHasChar(candidate.charset, scalar.value) != 0 {
            if let face = try? face(path: candidate.path, index: candidate.index), face.covers(scalar),
               !(monochrome && face.hasColorGlyphs) {
                chosen = face
                break
            }
        }
        state.withLock { $0.fallbackChoices[key] = chosen }
        return chosen
    }

    private func fallbackList(for family: String) -> [Candidate] {
        if let list = state.withLock({ $0.fallbackLists[family] }) { return list }
        let list = FontLibrary.sortedFonts(family: family)
        state.withLock { $0.fallbackLists[family] = list }
        return list
    }

    // MARK: fontconfig

    private static let initialized: Bool = FcInit() != 0

    private static func pattern(family: String, style: (weight: Double, italic: Bool)? = nil) -> OpaquePointer? {
        guard initialized, let pattern = FcPatternCreate() else { return nil }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        if let style {
            // Before the defaults, which would add regular and roman.
            _ = FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(style.weight))
            _ = FcPatternAddInteger(pattern, FC_SLANT, style.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    private static func match(family: String) -> (path: String, index: Int)? {
        match(family: family, style: nil).map { ($0.path, $0.index) }
    }

    private static func match(family: String, weight: Double, italic: Bool)
        -> (path: String, index: Int, weight: Double, italic: Bool)? {
        match(family: family, style: (weight, italic))
    }

    private static func match(family: String, style: (weight: Double, italic: Bool)?)
        -> (path: String, index: Int, weight: Double, italic: Bool)? {
        guard let pattern = pattern(family: family, style: style) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        // fontconfig always answers with something; accept it only if the
        // family is the one asked for.
        var names: [String] = []
        var n: Int32 = 0
        while let name = string(match, FC_FAMILY, n) {
            names.append(name)
            n += 1
        }
        guard names.contains(where: { $0.lowercased() == family.lowercased() }),
              let path = string(match, FC_FILE, 0) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
        // What the face found is: fontconfig's weight back on OpenType's
        // scale (80 → 400, 200 → 700), and any slant but roman as italic
        // (DejaVu Sans has Oblique faces, not Italic ones).
        var fcWeight: Double = 80
        if FcPatternGetDouble(match, FC_WEIGHT, 0, &fcWeight) != FcResultMatch {
            var integer: Int32 = 80
            if FcPatternGetInteger(match, FC_WEIGHT, 0, &integer) == FcResultMatch { fcWeight = Double(integer) }
        }
        var slant: Int32 = Int32(FC_SLANT_ROMAN)
        _ = FcPatternGetInteger(match, FC_SLANT, 0, &slant)
        return (path, Int(index), FcWeightToOpenTypeDouble(fcWeight), slant != Int32(FC_SLANT_ROMAN))  // checked: index is fontconfig's Int32, not floating point
    }

    private static func sortedFonts(family: String) -> [Candidate] {
        guard let pattern = pattern(family: family) else { return [] }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let set = FcFontSort(nil, pattern, FcFalse, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var list: [Candidate] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let path = string(font, FC_FILE, 0) else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                  let copy = FcCharSetCopy(charset) else { continue }
            list.append(Candidate(path: path, index: Int(index), charset: copy))  // checked: index is fontconfig's Int32, not floating point
        }
        return list
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
