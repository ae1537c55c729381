/// Where a Dynamic Type font came from, so that a label (or text field,
/// or text view) with `adjustsFontForContentSizeCategory` can make it
/// again at the content size category of its traits, as UIKit does for
/// fonts from `preferredFont(forTextStyle:)` and `UIFontMetrics` only.
struct DynamicTypeScaling: @unchecked Sendable {
    let style: UIFont.TextStyle
    /// The font `UIFontMetrics` scaled; nil for a preferred font.
    let base: UIFont?
    let maximumPointSize: CGFloat
}

extension UIFont {
    /// This font at the Dynamic Type size of `traits`; itself when it does
    /// not follow Dynamic Type (a fixed `systemFont(ofSize:)`).
    func adjusted(to traits: UITraitCollection) -> UIFont {
        guard let scaling = dynamicTypeScaling else { return self }
        guard let base = scaling.base else { return .preferredFont(forTextStyle: scaling.style, compatibleWith: traits) }
        return UIFontMetrics(forTextStyle: scaling.style)
            .scaledFont(for: base, maximumPointSize: scaling.maximumPointSize, compatibleWith: traits)
    }
}
