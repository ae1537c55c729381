// Core Graphics' `CGColor`, the minimum UIKit code touches: Foundation on
// Linux has no Core Graphics, and real code writes
// `layer.borderColor = UIColor.red.cgColor` and reads `cgColor.components`.

/// An immutable colour in a grey or an (extended) sRGB colour space, as
/// `UIColor.cgColor` returns it. Components are those of its space followed
/// by alpha: `[white, alpha]` or `[red, green, blue, alpha]`.
public final class CGColor: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The colour spaces Trellis models (Core Graphics' `CGColorSpaceModel` names).
    enum Space: Hashable {
        /// UIKit's `UIExtendedGrayColorSpace`: one component and alpha.
        case gray
        /// UIKit's `UIExtendedSRGBColorSpace`: three components and alpha.
        case rgb
    }

    let space: Space
    let storedComponents: [CGFloat]
    /// A pattern colour's image (`UIColor(patternImage:).cgColor`); its components are then transparent.
    let patternImage: UIImage?

    init(space: Space, components: [CGFloat], patternImage: UIImage? = nil) {
        self.space = space
        self.storedComponents = components
        self.patternImage = patternImage
    }

    /// A colour in the extended sRGB space (Core Graphics' `init(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .rgb, components: [red, green, blue, CGColor.clampedAlpha(alpha)])
    }

    /// Core Graphics' generic RGB initialiser; Trellis has one RGB space, sRGB.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey (Core Graphics' `init(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .gray, components: [gray, CGColor.clampedAlpha(alpha)])
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour-space components followed by alpha. Optional as in Core Graphics.
    public var components: [CGFloat]? { storedComponents }

    /// The number of components including alpha: 2 for a grey, 4 for RGB.
    public var numberOfComponents: Int { storedComponents.count }

    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// The same colour with another alpha, clamped to 0…1.
    public func copy(alpha: CGFloat) -> CGColor? {
        var copied = storedComponents
        copied[copied.count - 1] = CGColor.clampedAlpha(alpha)
        return CGColor(space: space, components: copied)
    }

    /// Alpha is clamped to 0…1 wherever UIKit and Core Graphics take it;
    /// NaN becomes 0 (transparent) rather than poisoning every blend.
    static func clampedAlpha(_ alpha: CGFloat) -> CGFloat {
        alpha.isNaN ? 0 : min(1, max(0, alpha))
    }

    /// Core Graphics compares colour space and components (`CFEqual`).
    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.space == b.space && a.storedComponents == b.storedComponents && a.patternImage === b.patternImage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(storedComponents)
        hasher.combine(patternImage.map(ObjectIdentifier.init))
    }

    /// Deterministic (no addresses): `<CGColor gray ( 0 1 )>` style.
    public var description: String {
        let name = space == .gray ? "kCGColorSpaceModelMonochrome" : "kCGColorSpaceModelRGB"
        return "<CGColor> [\(name); extended range] ( "
            + storedComponents.map(UIColor.formatComponent).joined(separator: " ") + " )"
    }
}
