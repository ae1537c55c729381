import Testing
import TrellisUIKit

/// preferredFont(forTextStyle:) against Apple's Dynamic Type table. Each
/// expected size below was typed in from the table (iOS, iPadOS Dynamic
/// Type sizes; see docs/uikit.md "Fonts" for the sources), independently
/// of the data in UIFont+DynamicType.swift.
@Suite struct DynamicTypeTests {
    func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style,
                             compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
    }

    @Test func cellsOfTheTable() {
        #expect(size(.body, .large) == 17)
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .large) == 34)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.title1, .accessibilityLarge) == 43)
        #expect(size(.title2, .accessibilityExtraExtraLarge) == 50)
        #expect(size(.title3, .accessibilityMedium) == 31)
        #expect(size(.headline, .extraSmall) == 14)
        #expect(size(.subheadline, .medium) == 14)
        #expect(size(.callout, .extraExtraExtraLarge) == 22)
        #expect(size(.footnote, .small) == 12)
        #expect(size(.caption1, .accessibilityExtraLarge) == 32)
        #expect(size(.caption2, .extraLarge) == 13)
        #expect(size(.caption2, .large) == 11)
    }

    /// Headline is semibold, every other style regular.
    @Test func weights() {
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .title1) == UIFont.systemFont(ofSize: 28))
    }

    /// With no trait collection, or one leaving the size unspecified, the
    /// current size is used: `.large` by default.
    @Test func defaultCategoryIsLarge() {
        #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: UITraitCollection()).pointSize == 13)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: nil).pointSize == 13)
    }

    /// UIKit's raw values.
    @Test func textStyleRawValues() {
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.TextStyle.caption2.rawValue == "UICTFontTextStyleCaption2")
    }

    @Test func descriptorOfAStyle() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        #expect(descriptor.pointSize == 21)
    }
}

/// UIFontMetrics scales by the style's size at the category over its size
/// at `.large`; each expectation worked out by hand from the table.
@Suite struct UIFontMetricsTests {
    let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)

    @Test func scaledValues() {
        // body: 28 at AX1 over 17 at Large.
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax1) == 28)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: ax1) - 280.0 / 17) < 1e-12)
        // footnote: 12 at xSmall over 13 at Large.
        #expect(abs(UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 26, compatibleWith: xs) - 24) < 1e-12)
        // At the default size nothing changes.
        #expect(UIFontMetrics(forTextStyle: .title2).scaledValue(for: 44) == 44)
    }

    @Test func scaledFonts() {
        let font = UIFont.boldSystemFont(ofSize: 34)
        // title1: 38 at AX1 over 28 at Large: 34 × 38 / 28 = 46.142857…
        let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: font, compatibleWith: ax1)
        #expect(abs(scaled.pointSize - 34.0 * 38 / 28) < 1e-12)
        #expect(scaled.fontName == "Inter-Bold")
        // body at AX5: 17 × 53 / 17 = 53, held at a maximum of 40.
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let body = UIFont.systemFont(ofSize: 17)
        #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 40, compatibleWith: ax5).pointSize == 40)
        #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 0, compatibleWith: ax5).pointSize == 53)
        #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 40).pointSize == 17)
        #expect(UIFontMetrics.default.scaledFont(for: body).pointSize == 17)
    }
}
