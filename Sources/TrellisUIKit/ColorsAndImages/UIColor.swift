import Layout

/// UIKit's `UIColor`: a fixed colour in the extended grey or extended sRGB
/// space, or a dynamic colour that resolves against a trait collection
/// (light or dark). A class, as in UIKit; immutable, so shared freely.
///
/// Components follow UIKit's rules (docs/uikit.md "## Colours"): red, green,
/// blue and white are never clamped (extended sRGB, iOS 10+), alpha is
/// clamped to 0…1. Equality is UIKit's `isEqual(_:)`: same colour space and
/// same components for fixed colours, identity for dynamic ones.
public final class UIColor: NSObject, @unchecked Sendable {
    enum Content {
        /// A colour in one space; `color` holds white in all three channels for `.gray`.
        case fixed(space: CGColor.Space, color: Layout.Color)
        /// A colour chosen per trait collection. `name` is UIKit's for system colours.
        case dynamic(name: String?, provider: (UITraitCollection) -> UIColor)
        /// `UIColor.tintColor`: the tint of the view that uses it.
        case tint
    }

    let content: Content
    /// The image a pattern colour tiles (UIColor+Pattern.swift); nil for other colours.
    private(set) var patternImage: UIImage?

    init(content: Content, patternImage: UIImage? = nil) {
        self.content = content
        self.patternImage = patternImage
        super.init()
    }

    /// An extended-sRGB colour; components are not clamped, alpha is.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        content = .fixed(space: .rgb, color: Layout.Color(
            red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(CGColor.clampedAlpha(alpha))))
        super.init()
    }

    /// A grey in the extended grey space; white is not clamped, alpha is.
    public init(white: CGFloat, alpha: CGFloat) {
        content = .fixed(space: .gray, color: Layout.Color(white: Double(white), alpha: Double(CGColor.clampedAlpha(alpha))))
        super.init()
    }

    /// From hue, saturation and brightness (hue wraps around 0…1), stored as sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let c = Layout.Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// Display P3 components converted to extended sRGB, as UIKit stores them
    /// ("The color information represented by this object is in an extended
    /// range sRGB colorspace"): a saturated P3 colour gets sRGB components
    /// outside 0…1, which Trellis keeps, as UIKit does.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = UIColor.extendedSRGB(fromDisplayP3: (Double(red), Double(green), Double(blue)))
        self.init(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha)
    }

    /// The colour of a `CGColor`, in its space (grey stays grey).
    public init(cgColor: CGColor) {
        let c = cgColor.storedComponents
        switch cgColor.space {
        case .gray: content = .fixed(space: .gray, color: Layout.Color(white: Double(c[0]), alpha: Double(c[1])))
        case .rgb:
            content = .fixed(space: .rgb, color: Layout.Color(
                red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3])))
        }
        patternImage = cgColor.patternImage
        super.init()
    }

    /// A colour that asks `dynamicProvider` for its value in each trait collection.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        content = .dynamic(name: nil, provider: dynamicProvider)
        super.init()
    }

    /// A system colour with a light and a dark value (see UIColorSystemTable.swift).
    convenience init(system values: UIColorSystemTable.Entry) {
        let light = values.light.color, dark = values.dark.color
        self.init(content: .dynamic(name: values.name, provider: { traits in
            traits.userInterfaceStyle == .dark ? dark : light
        }))
    }

    // MARK: Resolving

    /// The fixed colour for `traitCollection`. A fixed colour returns itself.
    /// A dynamic one asks its provider; `.unspecified` style counts as light,
    /// the default appearance (docs/uikit.md). `tintColor` resolves to
    /// `systemBlue`, the default tint, because a trait collection alone
    /// carries no view's tint.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        // A provider may return another dynamic colour; a provider chain that
        // never ends in a fixed colour (a provider returning itself) stops
        // here, resolved as clear, instead of recursing without end.
        for _ in 0..<UIColor.maximumProviderDepth {
            switch color.content {
            case .fixed: return color
            case .tint: color = UIColor.systemBlue
            case .dynamic(_, let provider): color = provider(traitCollection)
            }
        }
        return color.isFixed ? color : UIColor.clear
    }

    static let maximumProviderDepth = 16

    /// What the lead's views paint: the resolved colour as Layout's sRGB colour.
    func resolvedLayoutColor(with traits: UITraitCollection) -> Layout.Color {
        resolvedColor(with: traits).fixedComponents.color
    }

    /// Whether this is `UIColor.tintColor`, which a view replaces by its own tint.
    var isTintColor: Bool {
        if case .tint = content { return true }
        return false
    }

    var isFixed: Bool {
        if case .fixed = content { return true }
        return false
    }

    /// The fixed space and components; a dynamic colour is resolved with an
    /// empty trait collection (light), where UIKit would use
    /// `UITraitCollection.current`.
    var fixedComponents: (space: CGColor.Space, color: Layout.Color) {
        if case .fixed(let space, let color) = resolvedColor(with: UITraitCollection()).content {
            return (space, color)
        }
        return (.gray, Layout.Color(white: 0, alpha: 0))  // unreachable: resolvedColor returns a fixed colour
    }

    // MARK: Derived colours and components

    /// The same colour with another alpha (clamped to 0…1). A dynamic colour
    /// stays dynamic: each resolution gets the new alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch content {
        case .fixed(let space, var color):
            color.alpha = Double(CGColor.clampedAlpha(alpha))
            return UIColor(content: .fixed(space: space, color: color))
        case .dynamic, .tint:
            return UIColor(content: .dynamic(name: nil, provider: { [self] traits in
                self.resolvedColor(with: traits).withAlphaComponent(alpha)
            }))
        }
    }

    /// The colour as Core Graphics sees it (dynamic colours resolved as light).
    public var cgColor: CGColor {
        let (space, c) = fixedComponents
        switch space {
        case .gray: return CGColor(space: .gray, components: [CGFloat(c.red), CGFloat(c.alpha)], patternImage: patternImage)
        case .rgb: return CGColor(space: .rgb, components: [CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha)],
                                  patternImage: patternImage)
        }
    }

    /// The sRGB components; a grey answers white in each. Always `true`:
    /// both of Trellis's spaces convert to RGB.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = fixedComponents.color
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The grey and alpha of a grey colour. An RGB colour answers `false`
    /// and leaves the pointers alone, as UIKit does for colours outside a
    /// grey-compatible space.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (space, c) = fixedComponents
        guard space == .gray else { return false }
        white?.pointee = CGFloat(c.red)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Hue (0..<1), saturation and brightness of the sRGB components.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = fixedComponents.color
        let hsb = UIColor.hueSaturationBrightness(red: c.red, green: c.green, blue: c.blue)
        hue?.pointee = CGFloat(hsb.hue)
        saturation?.pointee = CGFloat(hsb.saturation)
        brightness?.pointee = CGFloat(hsb.brightness)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The inverse of `Layout.Color(hue:saturation:brightness:)` (the standard
    /// HSV hexcone: brightness is the largest component).
    static func hueSaturationBrightness(red r: Double, green g: Double, blue b: Double)
        -> (hue: Double, saturation: Double, brightness: Double)
    {
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        let saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else { return (0, saturation, maximum) }
        var sixths: Double
        if maximum == r {
            sixths = (g - b) / delta
        } else if maximum == g {
            sixths = 2 + (b - r) / delta
        } else {
            sixths = 4 + (r - g) / delta
        }
        if sixths < 0 { sixths += 6 }
        return (sixths / 6, saturation, maximum)
    }

    // MARK: Equality and description

    /// UIKit's rule: fixed colours are equal when space and components are;
    /// dynamic colours only to themselves (system colours are shared
    /// instances, so `UIColor.label == UIColor.label`).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        // Pattern colours are equal when they tile the same image.
        guard patternImage === other.patternImage else { return false }
        if case .fixed(let s1, let c1) = content, case .fixed(let s2, let c2) = other.content {
            return s1 == s2 && c1 == c2
        }
        return false
    }

    public override var hash: Int {
        var hasher = Hasher()
        if case .fixed(let space, let color) = content {
            hasher.combine(space)
            hasher.combine(color)
        } else {
            hasher.combine(ObjectIdentifier(self))
        }
        return hasher.finalize()
    }

    /// UIKit's spelling without addresses, so output stays byte-deterministic:
    /// `UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0 1`,
    /// `<UIDynamicSystemColor; name = labelColor>`.
    public override var description: String {
        switch content {
        case .fixed(space: .gray, color: let c):
            return "UIExtendedGrayColorSpace " + [c.red, c.alpha].map { UIColor.formatComponent(CGFloat($0)) }.joined(separator: " ")
        case .fixed(space: .rgb, color: let c):
            return "UIExtendedSRGBColorSpace "
                + [c.red, c.green, c.blue, c.alpha].map { UIColor.formatComponent(CGFloat($0)) }.joined(separator: " ")
        case .dynamic(name: let name?, provider: _): return "<UIDynamicSystemColor; name = \(name)>"
        case .dynamic(name: nil, provider: _): return "<UIDynamicProviderColor>"
        case .tint: return "<UIDynamicSystemColor; name = tintColor>"
        }
    }

    /// `%g`, six significant digits, as UIKit prints components; -0 prints as 0.
    static func formatComponent(_ x: CGFloat) -> String {
        if x == 0 { return "0" }
        if x.isNaN { return "nan" }
        return String(format: "%g", Double(x))
    }
}
