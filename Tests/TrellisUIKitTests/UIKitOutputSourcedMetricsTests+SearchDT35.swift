import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// Searchdt35 (issue 30): the integrated search field grows with Dynamic
/// Type. UIKit's drawing on iOS 17 (SwiftUI's `.searchable`, a
/// `UISearchController` in UIKit's `UINavigationBar`):
/// bitwarden/authenticator-ios @ `5fb54496`, `AuthenticatorShared/UI/Vault/
/// ItemList/ItemList/__Snapshots__/ItemListViewTests/test_snapshot_ItemListView_previews.
/// Items-with-Favorite-portrait.png` and `…-portraitAX5.png` (@3x). The
/// "portrait" picture is at Medium, not Large: swift-snapshot-testing's
/// `.iPhone13` traits carry `preferredContentSizeCategory: .medium` (its
/// list's `body` text is 16 points: an "F" 33.82 pixels tall, 1443/2048 em).
/// Measured down the column x = 900 (the field's fill (238, 238, 239), the
/// bar's shadow (169, 169, 172)), the bar's top 54 points down:
///
/// |        | field rows | field     | field to shadow | shadow row | bar    |
/// | Medium | 453–555    | 103 px = 34.33 | 45 px = 15 | 601 | 146.33 |
/// | AX5    | 516–819    | 304 px = 101.33 | 45 px = 15 | 865 | 234.33 |
///
/// The placeholder is `body` (its "h" 35.31 pixels tall at Medium, 112.04
/// at AX5, the list's 16- and 53-point text's ascenders alike); the glass
/// stays 48 × 48 pixels (16 points). At Large UIKit's `UISearchController`
/// drew 36 on iOS 12.2–17.0 ("Integrated search bar row under a navigation
/// bar's title"). Trellis's rule: 36 at `body`'s 17, 101.33 at its 53, in
/// proportion between and beyond (65.33 / 36 = 49/27 a point of `body`), on
/// the pixel grid; the row 1 + field + 15.
extension UIKitOutputSourcedMetricsTests {
    private func integratedField(_ navigation: UINavigationController) throws -> (field: CGRect, search: UISearchBar) {
        let search = try #require(navigation.topViewController?.navigationItem.searchController?.searchBar)
        let field = search.searchTextField
        return (field.convert(field.bounds, to: navigation.navigationBar), search)
    }

    @Test func integratedSearchFieldGrowsWithDynamicTypeAsUIKitDrewIt() throws {
        let medium = authenticatorList(at: .medium), ax5 = authenticatorList(at: .accessibilityExtraExtraExtraLarge)
        let (fieldM, searchM) = try integratedField(medium), (fieldX, searchX) = try integratedField(ax5)
        // The fields: 103 and 304 pixels at @3x.
        #expect(abs(fieldM.height - 103.0 / 3) < 1e-9)
        #expect(abs(fieldX.height - 304.0 / 3) < 1e-9)
        // 1 under the search row's top: the row under the 44-point row and
        // the large title's area (52 at Medium's 33-point title, 73 at AX5).
        #expect(abs(fieldM.minY - (44 + 52 + 1)) < 1e-9)
        #expect(abs(fieldX.minY - (44 + 73 + 1)) < 1e-9)
        // 15 above the bar's bottom (45 pixels to the shadow in both).
        #expect(abs(medium.navigationBar.frame.height - fieldM.maxY - 15) < 1e-9)
        #expect(abs(ax5.navigationBar.frame.height - fieldX.maxY - 15) < 1e-9)
        // The bars: (601 − 162) / 3 = 146.33 and (865 − 162) / 3 = 234.33
        // under the bar's top at pixel row 162 (54 points); 88 apart.
        #expect(abs(medium.navigationBar.frame.height - 439.0 / 3) < 1e-9)
        #expect(abs(ax5.navigationBar.frame.height - 703.0 / 3) < 1e-9)
        // The placeholder writes in `body`: 16 points at Medium, 53 at AX5.
        #expect(searchM.searchTextField.font?.pointSize == 16)
        #expect(searchX.searchTextField.font?.pointSize == 53)
    }

    /// At Large the sourced 36-point field and 52-point row stay.
    @Test func integratedSearchRowStaysFiftyTwoAtLarge() throws {
        let large = authenticatorList(at: .large)
        let (field, search) = try integratedField(large)
        #expect(field.height == 36 && field.minY == 44 + 52 + 1)
        #expect(search.frame.height == 52 && large.navigationBar.frame.height == 44 + 52 + 52)
        #expect(search.searchTextField.font?.pointSize == 17)
    }

    /// 36 + (body − 17) × 49/27, to the nearest pixel: Medium's 16 at @3x
    /// 34.185 → 103 pixels, at @2x 68.37 → 68; xxxLarge's 23: 46.89 →
    /// 141 pixels, 47; AX1's 28: 55.96 → 168, 56; AX5's 53: 101.33 → 304.
    nonisolated static let fieldHeightsByBodySize: [(CGFloat, CGFloat, CGFloat)] = [
        (17, 3, 36), (16, 3, 103.0 / 3), (16, 2, 34), (23, 3, 47), (28, 3, 56), (53, 3, 304.0 / 3),
    ]

    @Test(arguments: fieldHeightsByBodySize)
    func searchFieldHeightByBodySize(body: CGFloat, scale: CGFloat, height: CGFloat) {
        #expect(abs(BarMetrics.searchFieldHeight(bodyPointSize: body, scale: scale) - height) < 1e-9)
    }

    /// A standalone search bar keeps 10 above and below its field (56 with
    /// 36; Trellis's choice, unmeasured): at AX5 101.33 + 20.
    @Test func standaloneSearchBarGrowsWithItsField() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 304.0 / 3 + 20))
        window.addSubview(bar)
        window.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        window.layoutIfNeeded()
        #expect(abs(bar.intrinsicContentSize.height - (304.0 / 3 + 20)) < 1e-9)
        #expect(abs(bar.searchTextField.frame.height - 304.0 / 3) < 1e-9)
        #expect(abs(bar.searchTextField.frame.minY - 10) < 1e-9)
        #expect(bar.searchTextField.font?.pointSize == 53)
    }
}
