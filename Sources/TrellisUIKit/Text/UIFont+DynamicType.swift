/// Apple's Dynamic Type table for iOS and iPadOS: each text style's weight
/// and point size at each of the 12 content size categories, xSmall to
/// AX5. Sources, and the same table, in docs/uikit.md ("Fonts").
enum UIFontDynamicType {
    struct Entry {
        let weight: UIFont.Weight
        /// xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1…AX5.
        let sizes: [Double]

        func size(at category: UIContentSizeCategory) -> Double {
            sizes[UIFontDynamicType.categories.firstIndex(of: category) ?? 3]
        }
    }

    /// The columns, in order; an unknown or unspecified category reads `.large`.
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    static let table: [UIFont.TextStyle: Entry] = [
        //                                       xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle: Entry(weight: .regular, sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        .title1: Entry(weight: .regular, sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        .title2: Entry(weight: .regular, sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        .title3: Entry(weight: .regular, sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        .headline: Entry(weight: .semibold, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        .body: Entry(weight: .regular, sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        .callout: Entry(weight: .regular, sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        .subheadline: Entry(weight: .regular, sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        .footnote: Entry(weight: .regular, sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        .caption1: Entry(weight: .regular, sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        .caption2: Entry(weight: .regular, sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    /// A style's entry; a style Trellis does not know reads as body.
    static func style(_ style: UIFont.TextStyle) -> Entry { table[style] ?? table[.body]! }
}
