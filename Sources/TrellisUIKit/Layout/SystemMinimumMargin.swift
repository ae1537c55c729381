import Foundation
import Layout

/// The system's minimum leading and trailing margin, which a view
/// controller's root view, a bar's items and an inset grouped section
/// line up on: 20 points in a regular width or across at least 393 points
/// (the 393- and 402-point iPhones, the Plus and Max ones, iPads), else 16.
/// Interface Builder lays content out by the width, not the size class:
/// rows at 16 on a 375-point iPhone and at 20 on a 414-point one, both
/// compact; UIKit's list layout puts inset grouped rows at 20 on 393- and
/// 402-point iPhones (iOS 17.5, 18.5). At 390 points UIKit logged a root
/// view's margin as 16 (iOS 17), and at 393 also 16, which this one rule
/// does not follow: one repository's logs (docs/uikit-numbers.md, "Margins,
/// guides and spacing" and "Tables").
enum SystemMinimumMargin {
    /// The narrowest width with the wide margin.
    static let wideWidth: CGFloat = 393

    static func side(width: CGFloat, traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular || width >= wideWidth ? 20 : 16
    }

    /// The margin of `view`, which spans its window (a root view, a bar).
    @MainActor static func side(of view: UIView, traits: UITraitCollection) -> CGFloat {
        side(width: view.systemMarginWidth, traits: traits)
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
