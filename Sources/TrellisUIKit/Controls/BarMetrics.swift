import Layout

/// The numbers bars are drawn with. Each one's source (or its absence) is
/// in docs/uikit-numbers.md, "Bars".
enum BarMetrics {
    /// A navigation bar's row of items and standard title; a toolbar's height.
    static let barHeight: CGFloat = 44
    /// An iPad's navigation bar row: 50 points, its 44-point row of items
    /// centred in it (UIKit's drawing on iPadOS 13–14.5, docs/uikit-numbers.md,
    /// "Bars"). An iPad's navigation-controller toolbar: `padToolbarHeight`.
    static let padNavigationBarHeight: CGFloat = 50

    /// The navigation bar's row for `traits` outside a sheet: an iPad's 50, a phone's 44.
    @MainActor static func navigationBarRowHeight(for traits: UITraitCollection) -> CGFloat {
        traits.userInterfaceIdiom == .pad ? padNavigationBarHeight : barHeight
    }
    /// What a large title adds under that row (44 + 52 = 96) at the
    /// default Dynamic Type size.
    static let largeTitleHeight: CGFloat = 52
    /// A sheet's navigation bar (a navigation controller presented as a
    /// page or form sheet, iOS 13–18): its row of items is 44 tall, 6 down.
    static let sheetBarHeight: CGFloat = 56
    /// A tab bar's height above the home indicator's safe area (an iPhone's).
    static let tabBarHeight: CGFloat = 49
    /// An iPad's tab bar row: 50 points; with a home indicator the bar is
    /// 65 tall, its row reaching 5 points into the indicator's 20-point safe
    /// area (UIKit's drawing on iPadOS 13–14.5, docs/uikit-numbers.md, "Bars").
    static let padTabBarHeight: CGFloat = 50
    static let padTabBarIntoHomeIndicator: CGFloat = 5

    /// The tab bar's row for `traits`: an iPad's is 50, a phone's 49.
    @MainActor static func tabBarRowHeight(for traits: UITraitCollection) -> CGFloat {
        traits.userInterfaceIdiom == .pad ? padTabBarHeight : tabBarHeight
    }

    /// The whole tab bar over a home indicator's safe area of `bottom`: a
    /// phone's row plus the inset (49 + 34 = 83); an iPad's row reaches 5
    /// into it (50 + 20 − 5 = 65).
    @MainActor static func tabBarHeight(for traits: UITraitCollection, bottomInset bottom: CGFloat) -> CGFloat {
        guard traits.userInterfaceIdiom == .pad else { return tabBarHeight + bottom }
        return padTabBarHeight + max(0, bottom - padTabBarIntoHomeIndicator)
    }
    /// An iPad's navigation-controller toolbar: a 50-point row, its 44-point
    /// row of items centred in it; with a home indicator the bar reaches 5
    /// points into the indicator's safe area, as an iPad's tab bar does
    /// (UIKit's drawing on iPadOS 13.3–14.5, 50 and 65 points; a third
    /// party measured 50 on iOS 12: docs/uikit-numbers.md, "Bars").
    static let padToolbarHeight: CGFloat = 50
    static let padToolbarIntoHomeIndicator: CGFloat = 5

    /// A phone's navigation-controller toolbar (not in a compact height): 49
    /// points above the home indicator's safe area, its 44-point row of
    /// items at the bar's bottom, 5 points of bar above them. UIKit's
    /// drawing on iOS 13.3–14.5 (49 on home-button phones, 49 + 34 = 83 over
    /// a home indicator, the items' middle 27 = 5 + 22 under the bar's top)
    /// and Interface Builder's saves for home-indicator phones from Xcode
    /// 9.2 to 16 (docs/uikit-numbers.md, "Bars"). A standalone `UIToolbar`
    /// keeps its intrinsic 44; a compact height (a landscape phone) keeps 44,
    /// unmeasured.
    static let phoneToolbarHeight: CGFloat = 49
    static let phoneToolbarItemsTop: CGFloat = 5

    /// A navigation controller's toolbar row for `traits`: an iPad's 50, a
    /// phone's 49 (44 in a compact height).
    @MainActor static func toolbarRowHeight(for traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return padToolbarHeight }
        return traits.verticalSizeClass == .compact ? barHeight : phoneToolbarHeight
    }

    /// Where that toolbar's 44-point row of items starts under the bar's
    /// top: centred in an iPad's 50 (3), at the bottom of a phone's 49 (5).
    @MainActor static func toolbarItemsTop(for traits: UITraitCollection) -> CGFloat {
        let row = toolbarRowHeight(for: traits)
        return traits.userInterfaceIdiom == .pad ? (row - barHeight) / 2 : row - barHeight
    }

    /// How far a navigation controller's toolbar row reaches into a bottom
    /// safe area of `bottom`: an iPad's 5 (50 + 20 − 5 = 65), a phone's none
    /// (49 + 34 = 83).
    @MainActor static func toolbarIntoHomeIndicator(for traits: UITraitCollection, bottomInset bottom: CGFloat) -> CGFloat {
        traits.userInterfaceIdiom == .pad ? min(bottom, padToolbarIntoHomeIndicator) : 0
    }
    /// A search bar's height (iOS 11 and later) and its field's.
    static let searchBarHeight: CGFloat = 56
    static let searchFieldHeight: CGFloat = 36
    /// The row an integrated search bar takes under a navigation bar's title.
    static let searchRowHeight: CGFloat = 52
    /// Where that row's field starts below the row's top: 1 point, leaving
    /// 52 − 1 − 36 = 15 under it (UIKit's drawing on iOS 12.2 to 17.0, measured).
    static let integratedSearchFieldTop: CGFloat = 1
    /// The search field's inset from the search bar's sides.
    static let searchFieldInset: CGFloat = 8

    /// Fonts: the standard title, a large title, a bar button's title, a tab's title, a badge.
    static let titleFontSize: CGFloat = 17
    static let largeTitleFontSize: CGFloat = 34

    /// The large title's font: the `largeTitle` text style at the Dynamic
    /// Type size of `traits` (34 points at Large, 60 at AX5), bold. UIKit
    /// scales large titles; the bars' other text stays put and shows the
    /// large content viewer instead (docs/uikit-numbers.md, "Bars").
    @MainActor static func largeTitleFont(for traits: UITraitCollection) -> UIFont {
        let category = TraitEnvironment.contentSizeCategory(traits)
        return .systemFont(ofSize: CGFloat(UIFontDynamicType.style(.largeTitle).size(at: category)), weight: .bold)
    }

    /// How much taller UIKit draws a large title's area at AX5, where the
    /// title is 60 points (26 more than the default 34): 21 points
    /// (iOS 17, docs/uikit-numbers.md, "Large title at larger Dynamic Type
    /// sizes").
    static let largeTitleGrowthAtAX5: CGFloat = 21
    /// The large title's size at AX5 in Apple's Dynamic Type table.
    static let largeTitleFontSizeAtAX5: CGFloat = 60

    /// What a large title of `pointSize` adds under the row: 52 at the
    /// default 34 points or less, 73 at AX5's 60 (UIKit's drawing), and in
    /// proportion to the title's size in between or beyond (rounded up to
    /// a whole point; Trellis's rule between the two measured sizes). By
    /// the size, not the line: UIKit's area grows less than the title's
    /// line (21 for San Francisco's 31), whatever font stands in for it.
    static func largeTitleHeight(pointSize: CGFloat) -> CGFloat {
        let extra = (pointSize - largeTitleFontSize) * largeTitleGrowthAtAX5
            / (largeTitleFontSizeAtAX5 - largeTitleFontSize)
        return extra > 0.001 ? largeTitleHeight + (extra - 0.001).rounded(.up) : largeTitleHeight
    }

    /// How much of a large title's area (`area`: 52 at the default size)
    /// shows when the observed content is scrolled `scrolled` points up
    /// from where it rests: the bar's bottom stays on the content's top, so
    /// the area shrinks point for point to nothing (the 44-point bar) and,
    /// pulled down past the top (a negative distance), stretches as far.
    /// Apple: the large title shows below the bar at the top of the content
    /// "and transitions to the center of the toolbar as content is
    /// scrolled"; the point-for-point curve and the stretch: a
    /// re-implementation's (docs/uikit-numbers.md, "A large title collapsing
    /// as the content scrolls").
    static func largeTitleAreaShown(_ area: CGFloat, scrolled: CGFloat) -> CGFloat {
        max(0, area - scrolled)
    }
    /// The large title gives way to the inline title once no more than
    /// this much of its area shows (10 points: 42 scrolled at the default
    /// size), a re-implementation's threshold (same row).
    static let largeTitleHandOff: CGFloat = 10
    static let itemFontSize: CGFloat = 17
    /// The back button's chevron as UIKit drew it on iOS 14.5 and 15 at 375
    /// and 414 points (docs/uikit-numbers.md, "Back button chevron"): ink
    /// 11 × 19 points, its middle on the bar's, a stroke about 2.5 across;
    /// drawn as a path (`SymbolGlyphView.Shape.backChevron`), not a font glyph.
    static let backGlyphInkWidth: CGFloat = 11
    static let backGlyphInkHeight: CGFloat = 19
    static let backGlyphLineWidth: CGFloat = 2.5
    /// The `.add` system item's plus as UIKit drew it in a navigation bar
    /// on iOS 13 at @3x (docs/uikit-numbers.md, "Bar add item as drawn"):
    /// ink 53 × 54 pixels, 17.67 × 18 points, bars 4.91 pixels (1.64 points)
    /// across with round caps, its leading edge 2 inside the bar's margin,
    /// its middle on the row's; drawn as a path (`SymbolGlyphView.Shape.barAdd`).
    static let addGlyphInkWidth: CGFloat = 53.0 / 3
    static let addGlyphInkHeight: CGFloat = 18
    static let addGlyphLineWidth: CGFloat = 1.64
    /// The clear side between the plus's ink and its view's edge (the
    /// bar's margin on the measured leading side; the same on the other, UNSOURCED).
    static let addGlyphBearing: CGFloat = 2
    /// From the chevron's ink to the back title's origin: UIKit's title ink
    /// starts 8.5 after the chevron's ink at 375 and 414 points (9 at @3x),
    /// less the "o"'s side bearing (0.87 in Inter at 17 points): 8.
    static let backGlyphToTitle: CGFloat = 8
    /// How far the back chevron's ink starts before the bar's leading
    /// margin: UIKit draws it from x 9 of a 375-point bar (margin 16) and
    /// 13 of a 414-point one (margin 20) on iOS 14.5 and 15, and logged the
    /// indicator's view at x 8 with a point of clear margin on iOS 7–10
    /// (docs/uikit-numbers.md, "Back button chevron"): 7 before the margin.
    static let backChevronBeforeMargin: CGFloat = 7
    static let tabTitleFontSize: CGFloat = 10
    /// An iPad's tab items in a regular width lie side by side: the image,
    /// 6 points, a 13-point regular title (UIKit's drawing on iPadOS 13–14.5,
    /// docs/uikit-numbers.md, "Tab bar items on an iPad").
    static let inlineTabTitleFontSize: CGFloat = 13
    static let inlineTabImageToTitle: CGFloat = 6

    /// Whether `traits` lay tab items out inline (an iPad in a regular width).
    @MainActor static func tabItemsInline(for traits: UITraitCollection) -> Bool {
        traits.userInterfaceIdiom == .pad && traits.horizontalSizeClass == .regular
    }
    static let badgeFontSize: CGFloat = 13

    /// Space between neighbouring bar button items' frames: UIKit's button
    /// bar logs `minimumInterItemSpace=8.000`, and its buttons' frames lie 8
    /// apart (docs/uikit-numbers.md, "Space between bar button items").
    static let itemSpacing: CGFloat = 8
    /// The least space between a title pushed aside by the items and their
    /// frames: 6 (an app's screenshot, iOS 14.5, a title stopping 6 before an
    /// image item's padded frame; a third party's report of iOS 15; same row).
    static let titleToItemSpacing: CGFloat = 6
    /// An image item's padding on a side that faces another item or the
    /// title: UIKit logged two 24-point image items as buttons `(0 0; 46 44)`
    /// and `(54 0; 43 44)`, each image at x 11, so two images lie
    /// 11 + 8 + 11 = 30 apart; an app's screenshot (iOS 14.5) draws a plus
    /// and its neighbour 32 apart, ink to image (docs/uikit-numbers.md).
    static let imageItemPadding: CGFloat = 11
    /// A large title's bottom above the bar's bottom.
    static let largeTitleBottom: CGFloat = 8
    /// A tab's image from the bar's top; its title's bottom above the
    /// 49-point row's bottom (logged UIKit frames: docs/uikit-numbers.md).
    static let tabImageTop: CGFloat = 7
    static let tabTitleBottom: CGFloat = 5
    /// A badge: height (and least width), the padding around its text, how
    /// far its leading edge is from the image's centre, and how far its
    /// top is above the image's (logged `_UIBadgeView` frames `(52 2; 18 18)`
    /// beside an image at `(33 6; 24 24)`).
    static let badgeHeight: CGFloat = 18
    static let badgePadding: CGFloat = 5
    static let badgeOffsetFromImageCenter: CGFloat = 7
    static let badgeAboveImage: CGFloat = 4
    /// An unselected tab's image and title when `unselectedItemTintColor` is
    /// nil: a neutral grey, 146 of 255 (UIKit's own drawing on iOS 17.5 and
    /// 18.5, and the tint iOS 7–10 logged for it: 0.572549), not
    /// `systemGray` (142, 142, 147). Only light appearances were measured.
    static let unselectedTabColor = UIColor(white: 146 / 255, alpha: 1)

    /// The side margin of a bar's items: a root view's minimum margin (16,
    /// 20 in a regular width or on a screen wider than 393 points), as
    /// UIKit lines bar items up with content.
    @MainActor static func sideMargin(of bar: UIView) -> CGFloat {
        SystemMinimumMargin.side(of: bar, traits: bar.traitCollection)
    }

    /// How far a bar's items (and a navigation bar's large title and search
    /// bar) stand in from its leading and trailing edges: the side margin
    /// inside the bar's safe area. The bar's background still spans it
    /// edge to edge, while its content stays where the screen shows it, as
    /// in UIKit, whose bars' layout margins include the safe area (Apple,
    /// "Positioning content relative to the safe area": "Safe areas help you
    /// place your views within the visible portion of the overall
    /// interface"; `UIView.insetsLayoutMarginsFromSafeArea`, true by
    /// default). An iPhone 13 in landscape gives its bars 47 points left
    /// and right, so a bar's first item starts at 47 + 16 = 63.
    @MainActor static func contentInsets(of bar: UIView) -> (leading: CGFloat, trailing: CGFloat) {
        let margin = sideMargin(of: bar), safe = bar.safeAreaInsets
        let rightToLeft = bar.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (margin + (rightToLeft ? safe.right : safe.left), margin + (rightToLeft ? safe.left : safe.right))
    }
}
