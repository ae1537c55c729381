import CHyphen
import Locking

/// Where a word may be hyphenated, by the TeX patterns of a language's
/// dictionary, read by libhyphen (the hyphenator of LibreOffice; Debian's
/// `libhyphen-dev`, with dictionaries such as `hyphen-en-us` in
/// /usr/share/hyphen). Linked as a system library: none of its code is in
/// this repository (docs/text.md, "Hyphenation", for the licences).
///
/// A dictionary is loaded once per language for the whole process
/// (``Hyphenator/forLanguage(_:)``); asking it is thread-safe.
public final class Hyphenator: Sendable {
    /// The BCP 47 tag asked for ("en-US").
    public let language: String
    /// The dictionary file read.
    public let path: String
    /// The fewest characters left before and after a hyphen (the
    /// dictionary's LEFTHYPHENMIN and RIGHTHYPHENMIN: 2 and 3 for en-US).
    public let leftMinimum: Int
    public let rightMinimum: Int

    /// Loaded once and never freed (dictionaries live as long as the
    /// process, like fonts); libhyphen is called under `lock` only.
    nonisolated(unsafe) private let dictionary: UnsafeMutablePointer<HyphenDict>
    private let lock = Locked(())

    /// Where dictionaries are looked for, in order.
    public static let directories = ["/usr/share/hyphen"]
    /// The language used when a paragraph names none.
    public static let defaultLanguage = "en-US"

    private static let loaded = Locked<[String: Hyphenator]>([:])

    private init(language: String, path: String, dictionary: UnsafeMutablePointer<HyphenDict>) {
        self.language = language
        self.path = path
        self.dictionary = dictionary
        leftMinimum = max(1, Int(dictionary.pointee.lhmin))
        rightMinimum = max(1, Int(dictionary.pointee.rhmin))
    }

    /// The hyphenator of `language` (a BCP 47 tag, "en-US" or "en"; nil
    /// for ``defaultLanguage``), loaded on first use.
    ///
    /// - Throws: ``TextError/hyphenationDictionaryMissing(language:searched:)``
    ///   naming the files looked for, when none is installed or readable.
    public static func forLanguage(_ language: String?) throws(TextError) -> Hyphenator {
        let language = language ?? defaultLanguage
        if let known = loaded.withLock({ $0[language] }) { return known }
        let candidates = dictionaryPaths(for: language)
        for path in candidates where FontFile.isRegular(path) {
            guard let dictionary = hnj_hyphen_load(path) else { continue }
            let hyphenator = Hyphenator(language: language, path: path, dictionary: dictionary)
            return loaded.withLock { table in
                // Another thread may have loaded it meanwhile: keep one (the
                // loser's dictionary is freed, it was never shared).
                if let first = table[language] {
                    hnj_hyphen_free(dictionary)
                    return first
                }
                table[language] = hyphenator
                return hyphenator
            }
        }
        throw .hyphenationDictionaryMissing(language: language, searched: candidates)
    }

    /// Debian's names: hyph_<language>_<REGION>.dic, then hyph_<language>.dic
    /// ("en-us" → hyph_en_US.dic, hyph_en.dic).
    static func dictionaryPaths(for language: String) -> [String] {
        let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first, first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return directories.map { "\($0)/hyph_\(language).dic" }
        }
        var names: [String] = []
        let base = first.lowercased()
        if parts.count > 1, let region = parts.last, region.count == 2 || region.count == 3 {
            names.append("hyph_\(base)_\(region.uppercased()).dic")
        }
        names.append("hyph_\(base).dic")
        return directories.flatMap { directory in names.map { "\(directory)/\($0)" } }
    }

    /// The places inside `word` where a hyphen may go, as counts of
    /// `word`'s Unicode scalars before each (2 means after the second
    /// letter: "hy-phen"), ascending. The word is lower-cased for the
    /// patterns; a word whose lower case changes its length, or shorter than
    /// the minimums allow, has none. Points the dictionary gives as
    /// spelling changes (German "Schiff-fahrt") are left out.
    public func points(in word: Substring.UnicodeScalarView) -> [Int] {
        var lower = ""
        var count = 0
        for scalar in word {
            let folded = String(scalar).lowercased()
            guard folded.unicodeScalars.count == 1 else { return [] }
            lower += folded
            count += 1
        }
        guard count >= leftMinimum + rightMinimum else { return [] }
        // NUL-terminated although its length is passed: libhyphen also reads
        // the word as a C string (`strstr` for NOHYPHEN, the minimums' loops),
        // which ran past the buffer under AddressSanitizer.
        let bytes = Array(lower.utf8) + [0]
        let length = bytes.count - 1
        var hyphens = [CChar](repeating: 0, count: length + 5)
        var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var positions: UnsafeMutablePointer<Int32>?
        var cuts: UnsafeMutablePointer<Int32>?
        let status: Int32 = lock.withLock { _ in
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    hnj_hyphen_hyphenate2(dictionary, chars.baseAddress, Int32(length), &hyphens, nil,
                                          &replacements, &positions, &cuts)
                }
            }
        }
        defer {
            if let replacements {
                for k in 0..<length { free(replacements[k]) }
                free(replacements)
            }
            free(positions)
            free(cuts)
        }
        guard status == 0 else { return [] }
        // For a UTF-8 dictionary, hyphens[i] is for the i-th character:
        // odd means a hyphen may follow it.
        var result: [Int] = []
        for index in 0..<(count - 1) where hyphens[index] & 1 == 1 {
            let before = index + 1
            guard before >= leftMinimum, count - before >= rightMinimum else { continue }
            if let replacements, replacements[index] != nil { continue }
            result.append(before)
        }
        return result
    }
}
