import Foundation
import Layout
import Testing
@testable import TrellisUIKit

/// Srcbar33 (issue 30): a large title's area is 21 points taller at AX5
/// than at Large, 73 against 52. UIKit's drawing on iOS 17:
/// bitwarden/authenticator-ios @ `5fb54496` (December 2024; its CI runs the
/// iOS 17.0.1 simulator under Xcode 15.4), `AuthenticatorShared/UI/Vault/
/// ItemList/ItemList/__Snapshots__/ItemListViewTests/test_snapshot_ItemListView_previews.
/// Items-with-Favorite-portrait.png` and `…-portraitAX5.png` (1170 × 2532,
/// swift-snapshot-testing's iPhone 13 at @3x, the first at that
/// configuration's Medium (searchdt35: its traits carry `.medium`; a
/// 33-point title, whose area is 52 as at Large), the second with
/// `preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge`): a
/// SwiftUI `NavigationView` (so UIKit's `UINavigationBar`) with the large
/// title "Verification codes", a `.searchable` field drawn in the bar
/// (`.navigationBarDrawer(displayMode: .always)`) and a "+" image item.
/// The "+" is inked on the same pixel rows, 203–256, in both: the row of
/// items keeps its place. Everything under it moves 21 points: the search
/// field's top 63 pixels, from pixel row 453 to 516, the title's baseline
/// (where the "V"'s ink ends) 64, from 402 to 466. Every committed version of the
/// AX5 pictures (May to December 2024, with and without the app's bar
/// background) has the field at 516. Trellis's rule grew the area by the
/// title's line (26 in the test font, 31 for San Francisco); since srcbar33
/// by 21 for AX5's 26 more points of title, in proportion between
/// (`BarMetrics.largeTitleHeight(pointSize:)`).
extension UIKitOutputSourcedMetricsTests {
    /// A navigation controller with the large title, the search field and
    /// the "+" item of the authenticator's list, shown at `category`.
    func authenticatorList(at category: UIContentSizeCategory) -> UINavigationController {
        let root = UIViewController()
        root.title = "Verification codes"
        root.navigationItem.searchController = UISearchController(searchResultsController: nil)
        root.navigationItem.hidesSearchBarWhenScrolling = false
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: CGSize(width: 390, height: 844),
                                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        navigation.view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: category)
        navigation.view.layoutIfNeeded()
        return navigation
    }

    @Test func largeTitleAreaGrowsTwentyOneAtAX5AsUIKitDrewIt() throws {
        let large = authenticatorList(at: .large)
        let ax5 = authenticatorList(at: .accessibilityExtraExtraExtraLarge)
        func searchTop(_ navigation: UINavigationController) throws -> CGFloat {
            let search = try #require(navigation.topViewController?.navigationItem.searchController?.searchBar)
            return search.convert(search.bounds, to: navigation.navigationBar).minY
        }
        #expect(try searchTop(large) == 44 + 52)
        #expect(try searchTop(ax5) == 44 + 52 + 21)
        // The bar grows by the title's 21 and the search row's 65.33
        // (its field 36 → 101.33: searchdt35).
        #expect(abs(ax5.navigationBar.frame.height - large.navigationBar.frame.height - (21 + 304.0 / 3 - 36)) < 1e-9)
        // The row of items stays where it was.
        let add = try #require(addButtonFrame(in: large)), addAX5 = try #require(addButtonFrame(in: ax5))
        #expect(add == addAX5)
        #expect(add.maxY <= 44)
    }

    /// The frame, in the bar, of the view drawing the top item's right item.
    private func addButtonFrame(in navigation: UINavigationController) -> CGRect? {
        guard let item = navigation.topViewController?.navigationItem.rightBarButtonItem else { return nil }
        func find(_ view: UIView) -> UIView? {
            for subview in view.subviews where !subview.isHidden {
                if let button = subview as? BarButtonView, button.item === item { return button }
                if let found = find(subview) { return found }
            }
            return nil
        }
        return find(navigation.navigationBar).map { $0.convert($0.bounds, to: navigation.navigationBar) }
    }

    /// 52 at 34 points and below, 73 at 60; between, 21 for every 26 points, rounded up.
    @Test(arguments: [(CGFloat(31), CGFloat(52)), (34, 52), (40, 57), (52, 67), (60, 73)])
    func largeTitleAreaBySize(pointSize: CGFloat, area: CGFloat) {
        #expect(BarMetrics.largeTitleHeight(pointSize: pointSize) == area)
    }
}
