/// What can go wrong when loading fonts or laying out text.
public enum TextError: Error, Equatable, CustomStringConvertible {
    /// The font file does not exist or cannot be read: why, in the words
    /// scene files use (`no such file or directory`).
    case fontFileUnreadable(path: String, reason: String)
    /// The path names a folder, FIFO, device or socket: fonts are read
    /// from regular files only.
    case fontFileNotRegular(path: String, kind: String)
    /// The file exists but holds no font at that index (at index 0: it is
    /// not a font file at all).
    case notAFont(path: String, index: Int)
    /// fontconfig knows no font of this family.
    case unknownFamily(String)
    /// A size that is not a positive, finite number of pixels.
    case invalidSize(Double)
    /// A width that is not a positive, finite number of pixels.
    case invalidWidth(Double)
    /// ICU failed (with ICU's error name).
    case unicode(String)
    /// Hyphenation was asked for in a language with no dictionary installed
    /// (the paths looked at, in order).
    case hyphenationDictionaryMissing(language: String, searched: [String])
    /// A letter spacing or rise that is not a finite number of pixels
    /// within ``TextStyle/maximumOffset``.
    case invalidOffset(name: String, Double)

    public var description: String {
        switch self {
        // `path: reason`, the shape of every unreadable input's message.
        case let .fontFileUnreadable(path, reason): return "\(path): \(reason)"
        case let .fontFileNotRegular(path, kind): return "\(path): is \(kind); fonts are read from regular files only"
        case let .notAFont(path, 0): return "\(path): is not a font file (TrueType, OpenType or a collection of them)"
        case let .notAFont(path, index): return "\(path): holds no font at index \(index)"
        case let .unknownFamily(family): return "no font of family \"\(family)\" is installed"
        case let .invalidSize(size): return "font size must be a positive finite number of pixels, not \(size)"
        case let .invalidWidth(width): return "width must be a positive finite number of pixels, not \(width)"
        case let .unicode(name): return "ICU failed: \(name)"
        case let .hyphenationDictionaryMissing(language, searched):
            return "no hyphenation dictionary for \(language) (looked for \(searched.joined(separator: ", "))); "
                + "Debian's hyphen-* packages install them (hyphen-en-us for English)"
        case let .invalidOffset(name, value): return "\(name) must be a finite number of pixels of at most 5000 either way, not \(value)"
        }
    }
}

/// The direction of a paragraph.
public enum BaseDirection: Sendable, Equatable {
    case leftToRight, rightToLeft
    /// From the first strong character (left-to-right if there is none).
    case natural

    var icuValue: Int32 {
        switch self {
        case .leftToRight: return 0
        case .rightToLeft: return 1
        case .natural: return -1
        }
    }
}
