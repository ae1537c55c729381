import Foundation
import Layout

/// The system's minimum leading and trailing margin: 16 points, or 20 in a
/// regular width or on a wide enough screen. Interface Builder lays content
/// out by the width, not the size class (rows at 16 on a 375-point iPhone
/// and at 20 on a 414-point one, both compact), and UIKit switches tables
/// and lists at a narrower width than root views and bars: at 393 points
/// its lists and tables put rows at 20 (iOS 17.5, 18.5; Interface Builder
/// in Xcode 26), both from 390 (tables: iOS 14.5 and 15.5; lists: iOS 17
/// and 18.2), while a root
/// view's margin stays 16 (UIKit's logged view trees, iOS 17; Interface
/// Builder, Xcode 16 to 26). A root view follows
/// the window's shorter side, so a phone turned to landscape keeps its
/// portrait margin (16 on the iPhone 13 at 844 points, UIKit's logs),
/// while a table follows the window's width (20 in landscape). A
/// table that is not a controller's view keeps 16 on an iPad (UIKit's
/// drawing, iPadOS 14.5), where a controller's own table has 20.
/// docs/uikit-numbers.md, "Margins, guides and spacing" and "Tables".
enum SystemMinimumMargin {
    /// The two minimum margins: a compact phone's and the wide one.
    static let narrow: CGFloat = 16
    static let wide: CGFloat = 20
    /// The widest table that keeps the narrow margin on a wide phone.
    static let narrowTableWidth: CGFloat = 320

    /// The narrowest list (a collection view list) with the wide margin, as
    /// a table's: UIKit draws lists 390 points wide at 20 on iOS 17 (an
    /// inset grouped and a grouped `UICollectionLayoutListConfiguration`
    /// list) and 18.2 (SwiftUI's inset grouped `List`), sections 20 in and
    /// their content 20 inside; iOS 26 keeps 16 there, not followed.
    /// docs/uikit-numbers.md, "Inset grouped section inset".
    static let listWideWidth: CGFloat = 390

    /// The narrowest phone window whose tables have the wide margin: UIKit
    /// draws a plain `UITableViewController` at 20 on a 390-point iPhone 12
    /// Pro (separators from 20, the switch accessory ending at 370, iOS 14.5
    /// and 15.5: cashapp/AccessibilitySnapshot's `testTableHitTarget`), as
    /// the Settings app's page sources on iOS 16 give; 375 keeps 16.
    /// docs/uikit-numbers.md, "`separatorInset` left".
    static let tableWideWidth: CGFloat = 390

    /// The widest root view (and bar) measured with the narrow margin; 20
    /// above it. 402 points is not measured and keeps 20, as before the split.
    static let rootNarrowWidthLimit: CGFloat = 393

    /// The side margin of a table's or a list's rows `width` points wide.
    static func side(width: CGFloat, traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular || width >= listWideWidth ? wide : narrow
    }

    /// The side margin of a root view or a bar in a window of `size`: by
    /// the window's shorter side (its width held upright), not its width,
    /// so an iPhone in landscape keeps 16 while the Plus and Max phones,
    /// regular in landscape, keep 20.
    static func rootSide(window size: CGSize, traits: UITraitCollection) -> CGFloat {
        let upright = min(size.width, size.height)
        return traits.horizontalSizeClass == .regular || upright > rootNarrowWidthLimit ? wide : narrow
    }

    /// The margin of `view`, which spans its window (a root view, a bar). A
    /// table that is a controller's root view keeps a table's margins, as
    /// Interface Builder saves them (docs/uikit-numbers.md, "View
    /// controller root view margins"): the same rule as its rows
    /// (`side(ofTable:)`, 20 from 390 points), so that content pinned to the
    /// table's own margins lines up with its rows' text and separators.
    @MainActor static func side(of view: UIView, traits: UITraitCollection) -> CGFloat {
        let window = view.systemMarginWindow
        guard view is UITableView else { return rootSide(window: window, traits: traits) }
        return max(tableSide(window: window, width: view.systemMarginWidth, traits: traits), rootSide(window: window, traits: traits))
    }

    /// A table's own side margin on a phone, before a controller's minimum:
    /// wide on a window wide enough (`wantsWideContentMargins`) unless the
    /// table is at most `narrowTableWidth` across.
    static func tableSide(window: CGSize, width: CGFloat, traits: UITraitCollection) -> CGFloat {
        wantsWideContentMargins(window: window, traits: traits) && width > narrowTableWidth ? wide : narrow
    }

    /// The side margin of `table`'s rows, titles and separators, as
    /// UIKit's drawing and Interface Builder's saved frames show it (the
    /// rule is inferred from them): 20 on a phone wide enough for wide
    /// margins unless the table is at most 320 points wide, else 16; and no
    /// less than the table's own layout margins, which a controller's own
    /// table has from the root view's minimum margins (20 on an iPad). The
    /// wide phones: from 390 points across (UIKit's drawing at 390 on iOS
    /// 14.5 and 15.5, and at 393; in landscape too), never an iPad, where a table placed in another view keeps 16 (UIKit's
    /// drawing, iPadOS 14.5). docs/uikit-numbers.md, "`separatorInset` left".
    @MainActor static func side(ofTable table: UIView) -> CGFloat {
        let traits = table.traitCollection, window = table.systemMarginWindow
        let own = tableSide(window: window, width: table.bounds.width, traits: traits)
        guard table.viewController != nil else { return own }
        return max(own, rootSide(window: window, traits: traits))
    }

    /// Whether the window is a phone's wide enough for wide table margins:
    /// by its width as it stands, so a phone in landscape has them (UIKit's
    /// dump on iOS 26.1: an inset grouped table in a 667 × 375 iPhone SE
    /// window has its sections and their text at 20; docs/uikit-numbers.md,
    /// "Inset grouped section inset"), unlike a root view's margin, which
    /// follows the window's shorter side (`rootSide`). From 390 points
    /// (`tableWideWidth`), as lists (`listWideWidth`, by the list's width).
    static func wantsWideContentMargins(window size: CGSize, traits: UITraitCollection) -> Bool {
        traits.userInterfaceIdiom != .pad && size.width >= tableWideWidth
    }

    /// The narrowest phone window whose inset grouped rows keep the wide
    /// margin inside their sections.
    static let insetGroupedWideRowsWidth: CGFloat = 414

    /// The side margin inside an inset grouped table's sections (its rows'
    /// text, titles, separators and accessories): on a phone 16 below a
    /// window 414 points wide even where the sections stand 20 in (393
    /// points: Interface Builder in Xcode 26 and UIKit's dump on iOS 26.1),
    /// 20 from 414 (UIKit's drawing, iOS 14; a 667-point landscape window,
    /// iOS 26.1), but 16 again where the table stands in a safe area at its
    /// sides (a notched phone in landscape: UIKit's frames on iOS 26.1, an
    /// iPhone 16 at 852 points with 59 each side, the section at 79 and its
    /// separator at 95); never more than the table's own margin. On an
    /// iPad, the table's margin (`side(ofTable:)`). docs/uikit-numbers.md,
    /// "Inset grouped section inset".
    @MainActor static func insetGroupedRowSide(ofTable table: UIView) -> CGFloat {
        let side = side(ofTable: table), traits = table.traitCollection
        guard traits.userInterfaceIdiom != .pad else { return side }
        let safe = table.overlappedSafeAreaInsets
        let wideRows = table.systemMarginWindow.width >= insetGroupedWideRowsWidth && safe.left <= 0 && safe.right <= 0
        return min(side, wideRows ? wide : narrow)
    }
}

extension UIView {
    /// The width the system margins follow (UIKit takes the window's): the
    /// size `show` gave this view's hierarchy; before any `show`, the
    /// view's own width once it has one, else the default screen's. Never
    /// the screen another test left behind, so a view laid out on its own
    /// gets the same margins whatever ran before.
    var systemMarginWidth: CGFloat {
        if let shown = shownWindowSize { return shown.width }
        return bounds.width > 0 ? bounds.width : UIScreen.defaultSize.width
    }

    /// The window a root view's or a bar's margins follow: the size `show`
    /// gave this view's hierarchy; before any `show`, a window as wide as
    /// `systemMarginWidth` held upright (no landscape is known then).
    var systemMarginWindow: CGSize {
        if let shown = shownWindowSize { return shown }
        let width = systemMarginWidth
        return CGSize(width: width, height: max(width, UIScreen.defaultSize.height))
    }

    /// The size `show` gave the controller at the top of this view's tree.
    private var shownWindowSize: CGSize? {
        var root: UIView = self
        while let up = root.superview { root = up }
        var controller = root.viewController
        while let parent = controller?.parent { controller = parent }
        return controller?.shownSize
    }

    /// Brings the margins that follow the screen's width up to date in
    /// this subtree, after `show` set the screen: a controller's root view
    /// and the bars may have been made before the screen changed.
    func applyScreenWidthInSubtree() {
        for case let view as UIView in node.subtree.map(\.counterpart) {
            view.viewController?.applySystemMinimumMargins(view.traitCollection)
            (view as? UINavigationBar)?.screenWidthDidChange()
            (view as? UIToolbar)?.screenWidthDidChange()
        }
    }
}
