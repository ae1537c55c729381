/// A font: a family, a size in points, a weight and a slant. The layout
/// engine only passes it to the text measurer; it never opens a font file.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public var family: String
    public var size: Double
    /// The weight asked for; the measurer picks the family's face of that
    /// weight, and reports the face it used when the family has none.
    public var weight: Weight
    /// Whether an italic (or oblique) face is asked for.
    public var isItalic: Bool
    /// Whether digits are all one width (OpenType's tabular figures,
    /// `tnum`), as UIKit's `monospacedDigitSystemFont` sets them.
    public var monospacedDigits: Bool
    /// Other OpenType features the text is shaped with, by four-letter tag
    /// ("smcp", "frac") and value (1 on, 0 off, n the nth alternate), as
    /// UIKit's font feature settings ask for them. The layout only passes
    /// them on; the measurer's shaper applies them.
    public var openTypeFeatures: [String: UInt32]

    public init(family: String, size: Double, weight: Weight = .regular, isItalic: Bool = false,
                monospacedDigits: Bool = false, openTypeFeatures: [String: UInt32] = [:]) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.monospacedDigits = monospacedDigits
        self.openTypeFeatures = openTypeFeatures
    }

    /// Trellis's system font: Inter, with DejaVu Sans after it for the
    /// scripts Inter lacks (UIKit's is San Francisco, which does not exist
    /// on Linux), on San Francisco's line metrics and in Inter Display from
    /// 20 points (docs/text.md, "Fonts"); or the files registered as the
    /// system font with the measurer (see
    /// ``ShapedTextMeasurer/init(systemFontFiles:families:library:)``).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular, isItalic: Bool = false) -> Font {
        Font(family: systemFamily, size: size, weight: weight, isItalic: isItalic)
    }

    /// The family name that stands for the system font stack: Inter
    /// (Debian's fonts-inter, installed by scripts/setup; TextLayout's
    /// `FontSet.systemFamily`, which a test keeps equal to it).
    public static let systemFamily = "Inter"

    /// UILabel's default: the system font at 17 points.
    public static let body = systemFont(ofSize: 17)

    /// The same font at another size.
    public func withSize(_ size: Double) -> Font {
        var font = self
        font.size = size
        return font
    }

    /// "Inter 17"; a weight or slant other than regular upright is
    /// named: "Inter Bold Italic 17", and tabular digits last: "Inter 17
    /// Monospaced Digits", then other features by tag: "Inter 17 +smcp +frac=0".
    public var description: String {
        var name = family
        if weight != .regular { name += " \(weight)" }
        if isItalic { name += " Italic" }
        let features = openTypeFeatures.sorted { $0.key < $1.key }.map { $0.value == 1 ? " +\($0.key)" : " +\($0.key)=\($0.value)" }
        return "\(name) \(formatPoints(size))\(monospacedDigits ? " Monospaced Digits" : "")" + features.joined()
    }

    /// A font weight on OpenType's scale (the `wght` axis and OS/2
    /// usWeightClass): 1 to 1000, 400 regular, 700 bold.
    public struct Weight: Hashable, Sendable, Comparable, CustomStringConvertible {
        public var value: Double

        public init(_ value: Double) { self.value = value }

        public static let thin = Weight(100)
        public static let extraLight = Weight(200)
        public static let light = Weight(300)
        public static let regular = Weight(400)
        public static let medium = Weight(500)
        public static let semibold = Weight(600)
        public static let bold = Weight(700)
        public static let heavy = Weight(800)
        public static let black = Weight(900)

        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }

        /// The usual name of a hundred's weight (OpenType's names), else the number.
        public var description: String {
            switch value {
            case 100: return "Thin"
            case 200: return "ExtraLight"
            case 300: return "Light"
            case 400: return "Regular"
            case 500: return "Medium"
            case 600: return "Semibold"
            case 700: return "Bold"
            case 800: return "Heavy"
            case 900: return "Black"
            default: return "Weight \(formatPoints(value))"
            }
        }
    }
}
