import JSONSupport
import TextLayout

/// One paragraph to lay out, as `trellis text` reads it from its options or
/// from one line of `--jsonl` input, already checked.
struct TextCase: Sendable {
    /// Where the fonts come from.
    enum Fonts: Sendable, Hashable {
        /// Exactly these faces (path and face index), primary first, with no
        /// system fallback, so results do not depend on what is installed.
        case files([FontFile])
        /// An installed family, falling back through fontconfig.
        case family(String)
    }

    struct FontFile: Sendable, Hashable {
        var path: String
        var index: Int
    }

    /// The input's `id`, echoed in the output (null for the command line).
    var id: JSONValue = .null
    var text: String
    var fonts: Fonts
    var size: Double
    /// nil: unlimited.
    var width: Double?
    var wrap: WrapMode = .word
    /// 0: unlimited.
    var maximumNumberOfLines = 0
    /// true: an ellipsis ends the last line ("end"); false: lines beyond the
    /// limit are dropped ("none").
    var ellipsize = false
    /// A BCP 47 tag for shaping and line breaking.
    var language: String?

    /// The engine's style: ellipsize "end" is `.tail`, "none" is `.clip`.
    var style: ParagraphStyle {
        ParagraphStyle(wrap: wrap, maximumNumberOfLines: maximumNumberOfLines,
                       truncation: ellipsize ? .tail : .clip)
    }

    /// Wrap modes by their names in JSON (`word_char`); the command line
    /// also accepts `word-char`.
    static let wrapNames: [(name: String, mode: WrapMode)] = [
        ("word", .word), ("char", .character), ("word_char", .wordThenCharacter),
    ]

    /// Whether `tag` looks like a BCP 47 language tag: alphanumeric subtags
    /// joined by "-" (or "_"). Anything else (an "@" keyword, a space) would
    /// reach ICU's locale parser as something other than a language.
    static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        return tag.utf8.count <= 64 && subtags.allSatisfy { subtag in
            !subtag.isEmpty && subtag.count <= 8 && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
