import Testing
@testable import TrellisUIKit

/// Numbers docs/uikit-numbers.md takes from Apple's SDK headers where the
/// reference pages give none, checked against Trellis. Each expected value
/// is the header's, quoted beside it.
@MainActor @Suite struct AppleHeaderSourcedMetricsTests {
    /// `UITabBar.h` of the iOS 14.5 SDK (phracker/MacOSX-SDKs @ 3c0accb4;
    /// copies of `UINavigationBar.h` and `UIToolbar.h` say the same),
    /// `isTranslucent`: a bar made
    /// opaque gets "an opaque background … using the bar's barTintColor if
    /// defined, or black for UIBarStyleBlack or white for UIBarStyleDefault
    /// if barTintColor is nil". In a light appearance (the default style)
    /// `configureWithOpaqueBackground()` draws that white, fully opaque.
    @Test func opaqueBarBackgroundIsWhiteInTheDefaultStyle() throws {
        for appearance in [UIBarAppearance(), UINavigationBarAppearance(), UITabBarAppearance(), UIToolbarAppearance()] {
            appearance.configureWithOpaqueBackground()
            let color = try #require(appearance.backgroundColor)
                .resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
            var white: CGFloat = 0, alpha: CGFloat = 0
            #expect(color.getWhite(&white, alpha: &alpha))
            #expect(white == 1 && alpha == 1)
            #expect(appearance.backgroundEffect == nil)
        }
    }
}
