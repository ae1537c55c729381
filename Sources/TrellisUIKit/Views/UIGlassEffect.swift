import Foundation

/// Liquid Glass (UIKit's `UIGlassEffect`, iOS 26), for
/// `UIVisualEffectView(effect: UIGlassEffect())`.
///
/// Trellis does not refract or blur what lies behind: it paints an
/// approximation, a translucent fill with a thin border (``GlassMaterial``;
/// docs/uikit.md, "#available and the newest SDK"). `tintColor` tints the
/// fill; `isInteractive` (the glass reacting to touches) is kept.
@preconcurrency @MainActor
open class UIGlassEffect: UIVisualEffect {
    /// The glass's look (UIKit's `UIGlassEffect.Style`; raw values as UIKit's
    /// header has them, through objc2-ui-kit's bindings: docs/uikit-numbers.md).
    public enum Style: Int, Sendable {
        case regular = 0, clear = 1
    }

    /// Whether the glass reacts to touches; kept, nothing is drawn for it.
    open var isInteractive = false
    /// A colour the glass is tinted with.
    open var tintColor: UIColor?

    let style: Style

    public init(style: UIGlassEffect.Style) {
        self.style = style
        super.init()
    }

    /// Regular glass.
    public override convenience init() { self.init(style: .regular) }

    var material: GlassMaterial { GlassMaterial(isClear: style == .clear, tint: tintColor) }
}

/// Glass that merges the glass views inside it (UIKit's
/// `UIGlassContainerEffect`, iOS 26): put `UIVisualEffectView`s with
/// `UIGlassEffect` in its `contentView`. Trellis draws nothing for the
/// container itself (each glass view inside draws its own) and does not
/// merge neighbours; `spacing` is kept.
@preconcurrency @MainActor
open class UIGlassContainerEffect: UIVisualEffect {
    /// The distance at which the glass views inside begin to merge.
    open var spacing: CGFloat = 0

    public override init() { super.init() }
}

/// What Trellis paints for Liquid Glass, in a view (`UIGlassEffect`) or a
/// button (`UIButton.Configuration.glass()` …): a translucent fill and a
/// 1-point border, light or dark with the traits. Trellis's own
/// approximation, not UIKit's numbers (none are published): regular glass
/// is a milky fill (white at 70 % in light mode, 20 % grey at 70 % in dark),
/// clear glass a faint one (white at 25 %, 12 %); a tint fills at 85 %
/// (clear: 50 %); the border is black at 12 % in light mode, white at 30 %
/// in dark.
struct GlassMaterial: Hashable {
    var isClear: Bool
    var tint: UIColor?

    var fill: UIColor {
        if let tint { return tint.withAlphaComponent(isClear ? 0.5 : 0.85) }
        let light = UIColor(white: 1, alpha: isClear ? 0.25 : 0.7)
        let dark = isClear ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0.2, alpha: 0.7)
        return UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    static let border = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.3) : UIColor(white: 0, alpha: 0.12) }
    static let borderWidth: CGFloat = 1
}
