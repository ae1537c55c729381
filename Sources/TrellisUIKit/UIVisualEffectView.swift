import Layout

/// A visual effect (UIKit's `UIVisualEffect`).
@MainActor
open class UIVisualEffect {
    public init() {}
}

/// A blur (UIKit's `UIBlurEffect`). Trellis does not blur what lies
/// behind: it paints the material's tint, the style's background colour
/// at 80 % opacity (a plain, recognisable stand-in; docs/uikit.md).
@MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial,
             systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    public let style: Style

    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    /// The colour painted for the effect.
    var tint: UIColor {
        switch style {
        case .extraLight, .light: return UIColor(white: 1, alpha: 0.8)
        case .dark: return UIColor(white: 0.1, alpha: 0.8)
        default: return UIColor.systemBackground.withAlphaComponent(0.8)
        }
    }
}

/// A view showing an effect (UIKit's `UIVisualEffectView`); subviews go in
/// `contentView`, which fills it.
@MainActor
open class UIVisualEffectView: UIView {
    public let contentView = UIView(frame: .zero)

    open var effect: UIVisualEffect? { didSet { paintEffect() } }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.accessibilityIdentifier = "contentView"
        ContentViewPinning.pin(contentView, in: self, name: "UIVisualEffectView")
        paintEffect()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ContentViewPinning.pin(contentView, in: self, name: "UIVisualEffectView")
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        paintEffect()
    }

    private func paintEffect() {
        node.backgroundColor = (effect as? UIBlurEffect).flatMap { resolvedColor($0.tint, with: traitCollection) }
    }
}
