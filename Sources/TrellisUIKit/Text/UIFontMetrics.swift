/// Scales fonts and values with Dynamic Type (UIKit's `UIFontMetrics`):
/// by the text style's size at the category over its size at `.large`,
/// the default (so body at AX1 scales by 28/17).
public final class UIFontMetrics: @unchecked Sendable {
    public let textStyle: UIFont.TextStyle

    /// Body's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    private func scale(_ traitCollection: UITraitCollection?) -> Double {
        let entry = UIFontDynamicType.style(textStyle)
        return entry.size(at: TraitEnvironment.contentSizeCategory(traitCollection)) / entry.size(at: .large)
    }

    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = font.withSize(CGFloat(Double(font.pointSize) * scale(traitCollection)))
        scaled.dynamicTypeScaling = DynamicTypeScaling(style: textStyle, base: font, maximumPointSize: 0)
        return scaled
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// A `maximumPointSize` of 0 means no maximum, as in UIKit.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        let result = maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
        result.dynamicTypeScaling = DynamicTypeScaling(style: textStyle, base: font, maximumPointSize: maximumPointSize)
        return result
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        CGFloat(Double(value) * scale(traitCollection))
    }
}
