import Layout
import Testing
@testable import TrellisUIKit

/// A navigation item's search bar stays under the large title when the
/// title's height changes after the bar was drawn. Worked out by hand from
/// docs/uikit-numbers.md, "Bars", with the test font (a line 1 em tall):
/// the 44-point row; the large title's 52 points, plus 21 for every 26
/// points the title is larger than the default 34 (rounded up: 21 at AX5's
/// 60, as UIKit drew it on iOS 17); the title's bottom 8 above the search row; the 52-point search row, whose
/// 36-point field starts 1 below its top (15 left under it), as UIKit drew
/// it on iOS 12.2; at AX5 the field 101.33 tall (304 pixels at @3x, UIKit's
/// drawing on iOS 17: searchdt35), the row 1 + 101.33 + 15 = 117.33.
@MainActor @Suite struct SearchUnderLargeTitleTests {
    static let phone = CGSize(width: 390, height: 844)
    static let safeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func searching(title: String?) -> (UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = title
        root.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        return (navigation, root)
    }

    func label(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel, label.text == text, !label.isHidden { return label }
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }

    /// The bar's height, the title's bottom, the search bar's and field's
    /// tops, all in the bar's coordinates.
    func expectSearchUnderTitle(_ navigation: UINavigationController, title: String, barHeight: CGFloat,
                                field fieldHeight: CGFloat = 36,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let row = 1 + fieldHeight + 15
        let bar = navigation.navigationBar
        let search = try #require(navigation.topViewController?.navigationItem.searchController?.searchBar)
        let large = try #require(label(title, in: bar), sourceLocation: sourceLocation)
        let field = search.searchTextField.convert(search.searchTextField.bounds, to: bar)
        let largeFrame = large.convert(large.bounds, to: bar)
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        #expect(near(bar.frame.height, barHeight), sourceLocation: sourceLocation)
        #expect(near(largeFrame.maxY, barHeight - row - 8), sourceLocation: sourceLocation)
        #expect(search.frame.minX == 8 && search.frame.width == 374, sourceLocation: sourceLocation)
        #expect(near(search.frame.minY, barHeight - row) && near(search.frame.height, row), sourceLocation: sourceLocation)
        #expect(near(search.frame.minY, largeFrame.maxY + 8), sourceLocation: sourceLocation)
        #expect(near(field.minY, largeFrame.maxY + 8 + 1) && near(field.height, fieldHeight), sourceLocation: sourceLocation)
        #expect(near(barHeight - field.maxY, 15), sourceLocation: sourceLocation)
    }

    /// Shown at Large (44 + 52 + 52 = 148), then at AX5: the title is
    /// 60 − 34 = 26 points larger, its area 21 taller (73), the search row
    /// 117.33 (was 52 until searchdt35), the bar 44 + 73 + 117.33 = 234.33,
    /// the title's bottom at 44 + 73 − 8 = 109, the search bar at 117, its field at 118.
    @Test func aDynamicTypeChangeMovesTheSearchRowDown() throws {
        let (navigation, _) = searching(title: "Mail")
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.safeArea)
        try expectSearchUnderTitle(navigation, title: "Mail", barHeight: 148)
        navigation.view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        navigation.view.layoutIfNeeded()
        try expectSearchUnderTitle(navigation, title: "Mail", barHeight: 44 + 73 + 1 + 304.0 / 3 + 15, field: 304.0 / 3)
        navigation.view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .large)
        navigation.view.layoutIfNeeded()
        try expectSearchUnderTitle(navigation, title: "Mail", barHeight: 148)
    }

    /// The title set after the search controller was shown, in a larger
    /// font of the app's (`largeTitleTextAttributes`, 50 points: 16 larger,
    /// its area 16 × 21 / 26 = 12.9, so 13, taller: the bar 44 + 52 + 13 + 52 = 161). Before issue 30's fix the
    /// bar stayed 148 with its title at 88 and the search row at 112, a
    /// top worked out for the new font under a bar not measured again.
    @Test func aTitleSetLaterInALargerFont() throws {
        let (navigation, root) = searching(title: nil)
        UIKitTestFont.measureSystemFontToo(navigation.view)
        navigation.trellis.show(size: Self.phone, safeAreaInsets: Self.safeArea)
        root.title = "Inbox"
        navigation.navigationBar.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 50, weight: .bold)]
        navigation.view.layoutIfNeeded()
        try expectSearchUnderTitle(navigation, title: "Inbox", barHeight: 161)
    }
}
