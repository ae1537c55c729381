import Layout

/// A visual effect (UIKit's `UIVisualEffect`).
@preconcurrency @MainActor
open class UIVisualEffect {
    public init() {}
}

/// A blur (UIKit's `UIBlurEffect`). Trellis does not blur what lies
/// behind: it paints the material's tint, the style's background colour
/// at 80 % opacity (a plain, recognisable stand-in; docs/uikit.md).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// Raw values are UIKit's `UIBlurEffectStyle`.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial,
             systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    /// The colour painted for the effect.
    var tint: UIColor {
        switch style {
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight:
            return UIColor(white: 1, alpha: 0.8)
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return UIColor(white: 0.1, alpha: 0.8)
        default: return UIColor.systemBackground.withAlphaComponent(0.8)
        }
    }

    /// The appearance the material has whatever the traits: light for the
    /// light styles, dark for the dark ones, nil for the adaptive ones
    /// (`regular`, `prominent`, the `system…Material`s follow the traits).
    var fixedAppearance: UIUserInterfaceStyle? {
        switch style {
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight:
            return .light
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return .dark
        default: return nil
        }
    }
}

/// Vibrancy for content over a blur (UIKit's `UIVibrancyEffect`, which
/// "amplifies and adjusts the color of the content"). Trellis blends
/// nothing with what lies behind: the vibrancy view's content is painted
/// as a mask (its coverage) filled with the style's namesake semantic
/// colour (`.label` → `UIColor.label`, `.fill` → `.systemFill`, …) in the
/// blur's appearance, so white text over a light material comes out dark,
/// as on iOS (docs/uikit-numbers.md, "Vibrancy").
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// UIKit's pre-iOS 13 vibrancy, the label style.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    /// The colour the content is painted in: the style's semantic colour.
    var contentColor: UIColor {
        switch style {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
    }

    /// The traits the content colour resolves in: the blur's fixed
    /// appearance, else the view's own.
    func contentTraits(_ traits: UITraitCollection) -> UITraitCollection {
        guard let appearance = blurEffect.fixedAppearance else { return traits }
        return traits.modifyingTraits { $0.userInterfaceStyle = appearance }
    }
}

/// Raw values are UIKit's.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view showing an effect (UIKit's `UIVisualEffectView`); subviews go in
/// `contentView`, which fills it. A blur paints its tint; Liquid Glass
/// (`UIGlassEffect`, iOS 26) paints ``GlassMaterial``'s translucent fill
/// and thin border; a glass container (`UIGlassContainerEffect`) paints
/// nothing of its own.
@preconcurrency @MainActor
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

    /// No effect, as UIKit's `UIVisualEffectView()` (`init(frame:)`) has;
    /// designated, as UIView's is in UIKit (a subclass may call
    /// `super.init(frame:)`).
    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
        contentView.accessibilityIdentifier = "contentView"
        ContentViewPinning.pin(contentView, in: self, name: "UIVisualEffectView")
    }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        paintEffect()
    }

    /// Whether the border on the node is the glass's (and goes with it).
    private var paintsGlassBorder = false

    private func paintEffect() {
        let traits = traitCollection
        switch effect {
        case let blur as UIBlurEffect:
            node.backgroundColor = resolvedColor(blur.tint, with: traits)
            paintGlassBorder(false)
        case let glass as UIGlassEffect:
            node.backgroundColor = resolvedColor(glass.material.fill, with: traits)
            paintGlassBorder(true)
        default:
            node.backgroundColor = nil
            paintGlassBorder(false)
        }
        if let vibrancy = effect as? UIVibrancyEffect {
            node.maskFillColor = resolvedColor(vibrancy.contentColor, with: vibrancy.contentTraits(traits))
        } else {
            node.maskFillColor = nil
        }
    }

    private func paintGlassBorder(_ on: Bool) {
        if on {
            node.borderWidth = Double(GlassMaterial.borderWidth)
            node.borderColor = resolvedColor(GlassMaterial.border, with: traitCollection)
        } else if paintsGlassBorder {
            node.borderWidth = 0
            node.borderColor = nil
        }
        paintsGlassBorder = on
    }
}
