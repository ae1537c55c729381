import Foundation
import Layout

/// The system's minimum leading and trailing margin: 16 points, or 20 in a
/// regular width or on a wide enough screen. Interface Builder lays content
/// out by the width, not the size class (rows at 16 on a 375-point iPhone
/// and at 20 on a 414-point one, both compact), and UIKit switches tables
/// and lists at a narrower width than root views and bars: at 393 points
/// its lists and tables put rows at 20 (iOS 17.5, 18.5; Interface Builder
/// in Xcode 26) while a root view's margin stays 16 (UIKit's logged view
/// trees, iOS 17; Interface Builder, Xcode 16 to 26). docs/uikit-numbers.md,
/// "Margins, guides and spacing" and "Tables".
enum SystemMinimumMargin {
    /// The narrowest table or list with the wide margin.
    static let listWideWidth: CGFloat = 393

    /// The widest root view (and bar) measured with the narrow margin; 20
    /// above it. 402 points is not measured and keeps 20, as before the split.
    static let rootNarrowWidthLimit: CGFloat = 393

    /// The side margin of a table's or a list's rows `width` points wide.
    static func side(width: CGFloat, traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular || width >= listWideWidth ? 20 : 16
    }

    /// The side margin of a root view or a bar spanning a window `width`
    /// points wide.
    static func rootSide(width: CGFloat, traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular || width > rootNarrowWidthLimit ? 20 : 16
    }

    /// The margin of `view`, which spans its window (a root view, a bar). A
    /// table that is a controller's root view keeps a table's margins, as
    /// Interface Builder saves them (docs/uikit-numbers.md, "View
    /// controller root view margins").
    @MainActor static func side(of view: UIView, traits: UITraitCollection) -> CGFloat {
        view is UITableView ? side(width: view.systemMarginWidth, traits: traits)
            : rootSide(width: view.systemMarginWidth, traits: traits)
    }
}

extension UIView {
    /// The width the system margins follow (UIKit takes the window's): the
    /// size `show` gave this view's hierarchy; before any `show`, the
    /// view's own width once it has one, else the default screen's. Never
    /// the screen another test left behind, so a view laid out on its own
    /// gets the same margins whatever ran before.
    var systemMarginWidth: CGFloat {
        var root: UIView = self
        while let up = root.superview { root = up }
        var controller = root.viewController
        while let parent = controller?.parent { controller = parent }
        if let shown = controller?.shownSize { return shown.width }
        return bounds.width > 0 ? bounds.width : UIScreen.defaultSize.width
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
