import Layout
import TextLayout

/// Fixtures/fonts/TrellisTest.ttf (made by scripts/gen-test-font), the font
/// every test suite measures text with so that expectations can be worked
/// out by hand: 1000 units per em; every printable ASCII character and "…"
/// advance 1000, space and no-break space 500; ascender 800, descender 200,
/// no line gap. At 10 points a letter is 10 wide, a space 5, a line 10 tall
/// with its baseline 8 below its top; glyphs are filled rectangles from 100
/// to 900 units across and 0 to 700 up (see Fixtures/fonts/README.md).
public enum TestFont {
    public static let path = fixtures + "/fonts/TrellisTest.ttf"
    public static let family = "Trellis Test"
    /// Colour bitmap fonts with round numbers (scripts/gen-emoji-test-font):
    /// 1000 units per em, every emoji 1250 units wide (25 px at 20 px),
    /// ascender 950, descender 250; each glyph an opaque rectangle of one
    /// colour, 1.25 em wide from 0.95 em above the baseline to 0.25 em below.
    /// The first has a CBDT/CBLC strike (as Noto Color Emoji), the second an
    /// sbix one (as Apple Color Emoji).
    public static let emojiPath = fixtures + "/fonts/TrellisTestEmoji.ttf"
    public static let emojiSbixPath = fixtures + "/fonts/TrellisTestEmojiSbix.ttf"

    /// The font file alone (a fresh font library each time).
    public static func fontSet() throws -> FontSet {
        try FontSet.files([(path, 0)], library: FontLibrary())
    }

    /// A measurer that knows the test font as "Trellis Test".
    public static let measurer: ShapedTextMeasurer = {
        ShapedTextMeasurer(families: [family: try! fontSet()])
    }()

    public static func font(_ size: Double = 10) -> Font { Font(family: family, size: size) }
}
