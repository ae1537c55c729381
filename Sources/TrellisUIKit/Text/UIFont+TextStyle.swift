import Layout

extension UIFont {
    /// Dynamic Type's text styles, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font of a text style at the current Dynamic Type size
    /// (`TraitEnvironment.current`, `.large` unless set), from Apple's
    /// Dynamic Type table, in the style's weight (headline is semibold).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The same at the trait collection's Dynamic Type size (the current
    /// one where it leaves the size unspecified).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                    compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = TraitEnvironment.contentSizeCategory(traitCollection)
        let entry = UIFontDynamicType.style(style)
        let font = UIFont(.systemFont(ofSize: entry.size(at: category), weight: entry.weight.layoutWeight))
        font.dynamicTypeScaling = DynamicTypeScaling(style: style, base: nil, maximumPointSize: 0)
        return font
    }
}
