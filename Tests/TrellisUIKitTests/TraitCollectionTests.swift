import Testing
import TrellisUIKit

@Suite struct TraitCollectionTests {
    /// UIKit's rule for `init(traitsFrom:)`: a later collection's specified
    /// traits win; unspecified ones leave the earlier value.
    @Test func laterSpecifiedTraitsWin() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
            UITraitCollection(userInterfaceStyle: .light),
        ])
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.preferredContentSizeCategory == .accessibilityLarge)
        #expect(merged.horizontalSizeClass == .unspecified)
        #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// The twelve categories are ordered, the last five are the accessibility ones.
    @Test func contentSizeCategoriesAreOrdered() {
        #expect(UIContentSizeCategory.allSizes.count == 12)
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.allSizes.filter(\.isAccessibilityCategory).count == 5)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
