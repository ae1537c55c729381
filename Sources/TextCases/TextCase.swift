import JSONSupport
import TextLayout

/// One paragraph to lay out, with its fonts and style, already checked: what
/// a line of JSON-lines input describes (``TextCaseParser``), or what
/// `trellis text` builds from its options.
public struct TextCase: Sendable {
    /// Where the fonts come from.
    public enum Fonts: Sendable, Hashable {
        /// Exactly these faces (path and face index), primary first, with no
        /// system fallback, so results do not depend on what is installed.
        case files([FontFile])
        /// An installed family, falling back through fontconfig.
        case family(String)
    }

    /// A face of a font file: a `.ttc` collection holds several.
    public struct FontFile: Sendable, Hashable {
        /// The font file.
        public var path: String
        /// The face in the file: 0 but in a collection.
        public var index: Int

        public init(path: String, index: Int = 0) {
            self.path = path
            self.index = index
        }
    }

    /// The input's `id`, echoed in the result (null when there is none).
    public var id: JSONValue
    /// The paragraph; "\n" starts a new line.
    public var text: String
    /// The primary font and its fallbacks.
    public var fonts: Fonts
    /// In pixels, positive.
    /// The largest font size a case may ask for, in pixels (`size_px`,
    /// `trellis text --size`): no screen needs more, and HarfBuzz's
    /// 1/1024-pixel scale stays far inside an Int32.
    public static let maximumSize = 5_000.0
    /// The widest a case may wrap at, in pixels (`width_px`, `--width`).
    public static let maximumWidth = 1_000_000.0
    public var size: Double
    /// In pixels, positive; nil: unlimited.
    public var width: Double?
    /// Where lines may break.
    public var wrap: WrapMode = .word
    /// 0: unlimited.
    public var maximumNumberOfLines = 0
    /// true: an ellipsis ends the last line ("end"); false: lines beyond the
    /// limit are dropped ("none").
    public var ellipsize = false
    /// A BCP 47 tag for shaping and line breaking, and the hyphenation
    /// dictionary's language (en-US when nil).
    public var language: String?
    /// 0 to 1: TextKit's threshold for hyphenating (`ParagraphStyle`); 0 never.
    public var hyphenationFactor = 0.0
    /// The paragraph in stretches of their own style (`runs`); nil: `text`
    /// in the case's style. With runs, `text` is their texts joined.
    public var runs: [Run]?
    /// The case's weight (100–900), slant, letter spacing and rise in
    /// pixels, and colour: what runs inherit (see ``Run``).
    public var weight: Double?
    public var italic: Bool?
    public var letterSpacing = 0.0
    public var rise = 0.0
    public var color: String?
    /// Extra space between lines, in pixels (UIKit's `lineSpacing`).
    public var lineSpacing = 0.0
    /// Multiplies each line's natural height, the extra above its text, the
    /// first line's too (UIKit's `lineHeightMultiple`, TextKit's placement;
    /// Pango's `line_spacing` factor leaves the first line alone: docs/text.md).
    /// 0 and 1: the natural height.
    public var lineHeightMultiple = 0.0
    /// The largest `line_height_multiple` a case may ask for (as a scene's
    /// `lineHeightMultiple`).
    public static let maximumLineHeightMultiple = 100.0

    /// A case with the defaults: word wrap, every line, no language.
    public init(id: JSONValue = .null, text: String, fonts: Fonts, size: Double, width: Double? = nil) {
        self.id = id
        self.text = text
        self.fonts = fonts
        self.size = size
        self.width = width
    }

    /// The engine's style: ellipsize "end" is `.tail`, "none" is `.clip`.
    public var style: ParagraphStyle {
        ParagraphStyle(wrap: wrap, maximumNumberOfLines: maximumNumberOfLines,
                       truncation: ellipsize ? .tail : .clip, lineSpacing: lineSpacing,
                       lineHeightMultiple: lineHeightMultiple > 0 ? lineHeightMultiple : 1,
                       hyphenationFactor: hyphenationFactor)
    }

    /// Wrap modes by their names in JSON (`word_char`); the command line
    /// also accepts `word-char`.
    public static let wrapNames: [(name: String, mode: WrapMode)] = [
        ("word", .word), ("char", .character), ("word_char", .wordThenCharacter),
    ]

    /// Whether `tag` looks like a BCP 47 language tag: alphanumeric subtags
    /// joined by "-" (or "_"). Anything else (an "@" keyword, a space) would
    /// reach ICU's locale parser as something other than a language.
    public static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        return tag.utf8.count <= 64 && subtags.allSatisfy { subtag in
            !subtag.isEmpty && subtag.count <= 8 && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
