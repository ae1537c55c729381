import Layout

/// A `<fontDescription>`: the system font at a size and weight, a Dynamic
/// Type text style, or a font by name.
public enum IBFont: Equatable, Sendable {
    case system(size: Double, weight: Font.Weight, italic: Bool)
    /// A text style (`UICTFontTextStyleBody`…), at the default (Large)
    /// content size.
    case textStyle(String)
    /// A font by PostScript name (`name`), with its family if saved.
    case named(name: String, family: String?, size: Double)

    /// The Layout font: system fonts and text styles in Trellis's system
    /// family; a named font in its family (the measurer falls back when the
    /// family is not installed).
    public var font: Font {
        switch self {
        case let .system(size, weight, italic):
            return .systemFont(ofSize: size, weight: weight, isItalic: italic)
        case let .textStyle(style):
            let (size, weight) = IBFont.textStyleSizes[style] ?? (17, .regular)
            return .systemFont(ofSize: size, weight: weight)
        case let .named(name, family, size):
            let weight: Font.Weight = name.localizedBold ? .bold : .regular
            return Font(family: family ?? name, size: size, weight: weight)
        }
    }

    /// Dynamic Type's sizes at the default content size (Large), and the
    /// weights: Apple's Human Interface Guidelines, Typography, "iOS, iPadOS
    /// Dynamic Type sizes" (docs/uikit-numbers.md).
    static let textStyleSizes: [String: (Double, Font.Weight)] = [
        "UICTFontTextStyleTitle0": (34, .regular), "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular), "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold), "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular), "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// IB's `weight="…"` names.
    static let weights: [String: Font.Weight] = [
        "ultraLight": .extraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
}

private extension String {
    /// A PostScript name of a bold face (`Avenir-Heavy`, `Helvetica-Bold`).
    var localizedBold: Bool {
        let lower = lowercased()
        return lower.hasSuffix("-bold") || lower.hasSuffix("-heavy") || lower.hasSuffix("-black")
    }
}
