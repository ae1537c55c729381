import Foundation

extension UIView {
    /// The light or dark style this view and its subviews take whatever
    /// their superview's is (`.unspecified`: inherited), as Apple documents
    /// for `overrideUserInterfaceStyle`. It is the style in this view's
    /// trait overrides (``UITraitOverrides``), so the two read the same and
    /// every view whose style changes hears of it.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverride?.userInterfaceStyle ?? .unspecified }
        set {
            var traits = traitOverride?.traits ?? UIMutableTraits()
            guard traits.userInterfaceStyle != newValue else { return }
            traits.userInterfaceStyle = newValue
            setTraitOverrides(traits)
        }
    }
}
