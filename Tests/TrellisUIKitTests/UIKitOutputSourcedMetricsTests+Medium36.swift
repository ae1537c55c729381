import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// Medium36: the large title of a picture drawn on swift-snapshot-testing's
/// `.iPhone13` is Medium's 33 points, not Large's 34. UIKit's drawing on
/// iOS 26.4: home-assistant/iOS @ `d722d781`, `Tests/App/Settings/
/// __Snapshots__/SettingsServersView.test/settingsServersScreen.light.png`
/// (1170 × 2532, @3x; a SwiftUI `NavigationView`, so UIKit's bar; the app's
/// `assertLightDarkSnapshots` passes `.device(config: .iPhone13(.portrait))`
/// and only `userInterfaceStyle`, so the configuration's `.medium` stands).
/// Measured with Pillow, summed coverage down a column:
///
/// - the list's headline "Fake Server": the "F"'s stem 33.82 pixels, San
///   Francisco's cap height 1443/2048 em × 16 × 3 = 33.82 (17 would be 35.93);
/// - the large title "Servers": the "r"'s stem 51.82 pixels, 17.27 points,
///   the x-height 1078/2048 em at 32.8 points (33: 52.11 pixels; 34: 53.69).
///
/// A 33-point title is no larger than Large's 34, so its area stays 52.
/// Shown on srcbar33's screen (`authenticatorList(at:)`), whose title is
/// as UIKit's `largeTitle` whatever its text.
extension UIKitOutputSourcedMetricsTests {
    @Test func largeTitleThirtyThreeAtMediumAsHomeAssistantsPictureDraws() throws {
        // The same SwiftUI navigation as bitwarden's (srcbar33's screen):
        // a large title over a search row, at Medium.
        let navigation = authenticatorList(at: .medium)
        let title = try #require(label("Verification codes", in: navigation.navigationBar))
        #expect(title.font.pointSize == 33)
        // The picture's "r": 51.82 pixels of x-height, within the stem's
        // antialiased top of 33 points' 52.11, not 34 points' 53.69.
        let xHeightPixels = 1078.0 / 2048 * title.font.pointSize * 3
        #expect(abs(xHeightPixels - 51.82) < 0.5)
        // The list's headline and body at Medium: 16 points, the "F" 33.82.
        let medium = UITraitCollection(preferredContentSizeCategory: .medium)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: medium).pointSize
        #expect(headline == 16)
        #expect(abs(1443.0 / 2048 * headline * 3 - 33.82) < 0.01)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: medium).pointSize == 16)
        // 44 + 52: Medium's title takes Large's area, its line 8 above the
        // search row.
        #expect(abs(title.convert(title.bounds, to: navigation.navigationBar).maxY - (44 + 52 - 8)) < 1e-9)
    }
}
