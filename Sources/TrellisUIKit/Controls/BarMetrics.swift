import Layout

/// The numbers bars are drawn with. Each one's source (or its absence) is
/// in docs/uikit-numbers.md, "Bars".
enum BarMetrics {
    /// A navigation bar's row of items and standard title; a toolbar's height.
    static let barHeight: CGFloat = 44
    /// What a large title adds under that row (44 + 52 = 96).
    static let largeTitleHeight: CGFloat = 52
    /// A tab bar's height above the home indicator's safe area.
    static let tabBarHeight: CGFloat = 49
    /// A search bar's height (iOS 11 and later) and its field's.
    static let searchBarHeight: CGFloat = 56
    static let searchFieldHeight: CGFloat = 36
    /// The row an integrated search bar takes under a navigation bar's title.
    static let searchRowHeight: CGFloat = 52
    /// The search field's inset from the search bar's sides.
    static let searchFieldInset: CGFloat = 8

    /// Fonts: the standard title, a large title, a bar button's title, a tab's title, a badge.
    static let titleFontSize: CGFloat = 17
    static let largeTitleFontSize: CGFloat = 34
    static let itemFontSize: CGFloat = 17
    static let tabTitleFontSize: CGFloat = 10
    static let badgeFontSize: CGFloat = 13

    /// Space between neighbouring bar button items, and between the title and them.
    static let itemSpacing: CGFloat = 8
    /// A large title's bottom above the bar's bottom.
    static let largeTitleBottom: CGFloat = 8
    /// A tab's image from the bar's top; its title's bottom above the 49-point row's bottom.
    static let tabImageTop: CGFloat = 7
    static let tabTitleBottom: CGFloat = 4
    /// A badge: height (and least width), the padding around its text, and
    /// how far its leading edge is from the image's centre.
    static let badgeHeight: CGFloat = 18
    static let badgePadding: CGFloat = 5
    static let badgeOffsetFromImageCenter: CGFloat = 6

    /// The side margin of a bar's items: a root view's minimum margin (16,
    /// 20 in a regular width or on a screen at least 414 points wide), as
    /// UIKit lines bar items up with content.
    @MainActor static func sideMargin(of bar: UIView) -> CGFloat {
        SystemMinimumMargin.side(of: bar, traits: bar.traitCollection)
    }
}
