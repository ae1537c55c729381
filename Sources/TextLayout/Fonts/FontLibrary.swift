import CFontconfig
import Synchronization

/// Loads font faces (each file and index once) and finds fonts through
/// fontconfig: by family name, and as fallbacks for characters a face lacks.
public final class FontLibrary: Sendable {
    /// The library every label shares by default.
    public static let shared = FontLibrary()

    private struct State {
        var faces: [String: FontFace] = [:]
        var familyFaces: [String: FontFace] = [:]
        var fallbackLists: [String: [Candidate]] = [:]
        var fallbackChoices: [FallbackKey: FontFace?] = [:]
    }

    /// A font fontconfig offers as a fallback, with the characters it covers.
    private struct Candidate: @unchecked Sendable {
        let path: String
        let index: Int
        let charset: OpaquePointer
    }

    private struct FallbackKey: Hashable {
        let family: String
        let scalar: UInt32
    }

    private let state = Mutex(State())

    public init() {}

    /// Face `index` of the font file at `path` (loaded once).
    public func face(path: String, index: Int = 0) throws(TextError) -> FontFace {
        let key = "\(index):\(path)"
        if let face = state.withLock({ $0.faces[key] }) { return face }
        let face = try FontFace(path: path, index: index)
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

    /// The first font in fontconfig's fallback order for `family` that covers
    /// `scalar`, or nil if no installed font does.
    func fallback(for scalar: Unicode.Scalar, family: String) -> FontFace? {
        let key = FallbackKey(family: family, scalar: scalar.value)
        if let choice = state.withLock({ $0.fallbackChoices[key] }) { return choice }
        let candidates = fallbackList(for: family)
        var chosen: FontFace?
        for candidate in candidates where FcCharSetHasChar(candidate.charset, scalar.value) != 0 {
            if let face = try? face(path: candidate.path, index: candidate.index), face.covers(scalar) {
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

    private static func pattern(family: String) -> OpaquePointer? {
        guard initialized, let pattern = FcPatternCreate() else { return nil }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    private static func match(family: String) -> (path: String, index: Int)? {
        guard let pattern = pattern(family: family) else { return nil }
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
        return (path, Int(index))
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
            list.append(Candidate(path: path, index: Int(index), charset: copy))
        }
        return list
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
