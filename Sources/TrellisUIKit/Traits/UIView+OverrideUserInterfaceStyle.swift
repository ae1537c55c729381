import Foundation

/// `overrideUserInterfaceStyle`, the light or dark style a view and its
/// subviews take whatever their superview's is (`.unspecified`: inherited),
/// as Apple documents it. The property itself is declared `open` in
/// UIView's class body (Swift lets a subclass override only what a class
/// declares there), as UIKit's is open: a subclass may observe it
/// (`didSet`) or answer it (`get { .dark }`). It stores the style in the
/// view's trait overrides (``UITraitOverrides``), so the two read the same
/// and every view whose style changes hears of it.
extension UIView {
    /// The style in this view's trait overrides: the property's own value.
    var styleInTraitOverrides: UIUserInterfaceStyle {
        traitOverride?.userInterfaceStyle ?? .unspecified
    }

    func setStyleInTraitOverrides(_ style: UIUserInterfaceStyle) {
        var traits = traitOverride?.traits ?? UIMutableTraits()
        guard traits.userInterfaceStyle != style else { return }
        traits.userInterfaceStyle = style
        setTraitOverrides(traits)
    }

    /// `inherited` with this view's overrides on top: its trait overrides,
    /// then `overrideUserInterfaceStyle` read through the property, so
    /// that a subclass whose getter answers a style it never stored is
    /// drawn in that style. Without a subclass the property reads the
    /// trait overrides and adds nothing.
    func applyingOwnOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        let style = overrideUserInterfaceStyle
        let answered = style != .unspecified && style != styleInTraitOverrides
        switch (traitOverride, answered) {
        case (nil, false): return inherited
        case (let stored?, false): return UITraitCollection(traitsFrom: [inherited, stored])
        case (nil, true): return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: style)])
        case (let stored?, true):
            return UITraitCollection(traitsFrom: [inherited, stored, UITraitCollection(userInterfaceStyle: style)])
        }
    }
}
