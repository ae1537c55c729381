import Testing
@testable import TrellisUIKit

/// Real app code adds its own initialisers and colours in extensions;
/// they must compile against TrellisUIKit's UIColor as against UIKit's.
extension UIColor {
    convenience init(appHex hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
    static let appAccent = UIColor(appHex: 0xFF8000)
}

/// UIColor's initialisers, components, equality and description. Expected
/// numbers come from Apple's UIColor reference or are worked out by hand.
@Suite struct ColorTests {
    static func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    static func expectClose(_ actual: [CGFloat], _ expected: [CGFloat], within tolerance: CGFloat = 1e-9,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (x, y) in zip(actual, expected) {
            #expect(abs(x - y) <= tolerance, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// Apple's pages: brown "RGB values of 0.6, 0.4, and 0.2"; orange 1, 0.5, 0;
    /// purple 0.5, 0, 0.5; darkGray "grayscale value of 1/3"; clear grey 0, alpha 0.
    @Test func namedColoursHaveApplesComponents() {
        Self.expectClose(Self.rgba(.brown), [0.6, 0.4, 0.2, 1])
        Self.expectClose(Self.rgba(.orange), [1, 0.5, 0, 1])
        Self.expectClose(Self.rgba(.purple), [0.5, 0, 0.5, 1])
        Self.expectClose(Self.rgba(.magenta), [1, 0, 1, 1])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha))
        #expect(abs(white - 1.0 / 3) < 1e-12 && alpha == 1)
        #expect(UIColor.clear.getWhite(&white, alpha: &alpha))
        #expect(white == 0 && alpha == 0)
    }

    /// iOS 10+: RGB components are never clamped; alpha is clamped to 0…1.
    @Test func extendedComponentsAreKeptAlphaIsClamped() {
        Self.expectClose(Self.rgba(UIColor(red: 1.25, green: -0.5, blue: 0.5, alpha: 1.5)), [1.25, -0.5, 0.5, 1])
        #expect(Self.rgba(UIColor(white: 0.5, alpha: -2))[3] == 0)
    }

    /// A grey answers getRed with white in each channel; an RGB colour has no grey.
    @Test func getRedAndGetWhiteFollowTheColourSpace() {
        Self.expectClose(Self.rgba(UIColor(white: 0.25, alpha: 0.5)), [0.25, 0.25, 0.25, 0.5])
        var white: CGFloat = 7, alpha: CGFloat = 7
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(white == 7 && alpha == 7)  // untouched
        // nil pointers are allowed, as in UIKit.
        #expect(UIColor.red.getRed(nil, green: nil, blue: nil, alpha: nil))
    }

    /// HSB: orange (1, 0.5, 0) is hue 30°/360° = 1/12, fully saturated and bright;
    /// hue 2/3 is blue; hue 1/6 at half saturation and brightness 0.8 is
    /// (0.8, 0.8, 0.4) by the hexcone formula (p = 0.8 × (1 − 0.5)).
    @Test func hueSaturationBrightness() {
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        Self.expectClose([h, s, v, a], [1.0 / 12, 1, 1, 1])
        Self.expectClose(Self.rgba(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 0, 1, 1], within: 1e-12)
        Self.expectClose(Self.rgba(UIColor(hue: 1.0 / 6, saturation: 0.5, brightness: 0.8, alpha: 1)), [0.8, 0.8, 0.4, 1], within: 1e-12)
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        Self.expectClose([h, s, v], [0, 0, 0.5])
    }

    /// Display P3 → extended sRGB. White is white in both (shared D65 white
    /// point). P3 red by hand: linear sRGB = XYZ→sRGB × (P3→XYZ first column)
    /// = (1.22494, −0.04206, −0.01964); the sRGB curve 1.055·x^(1/2.4) − 0.055,
    /// mirrored for negatives, gives (1.0931, −0.2268, −0.1501): outside 0…1, kept.
    @Test func displayP3ConvertsToExtendedSRGB() {
        Self.expectClose(Self.rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1], within: 1e-6)
        Self.expectClose(Self.rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5)), [1.0931, -0.2268, -0.1501, 0.5], within: 5e-4)
        Self.expectClose(Self.rgba(UIColor(displayP3Red: 0, green: 0, blue: 0, alpha: 1)), [0, 0, 0, 1])
    }

    /// A provider is asked with the traits given; dark and light differ.
    @Test func dynamicProviderResolvesPerStyle() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .red }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .red)
        #expect(color.resolvedColor(with: UITraitCollection()) == .red)
        // A fixed colour resolves to itself.
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === UIColor.red)
    }

    /// A provider that never reaches a fixed colour resolves as clear instead of hanging.
    @Test func endlessProviderChainResolvesClear() {
        final class Box: @unchecked Sendable { var color: UIColor? }
        let box = Box()
        let cyclic = UIColor { _ in box.color! }
        box.color = cyclic
        #expect(cyclic.resolvedColor(with: UITraitCollection()) == .clear)
    }

    /// withAlphaComponent keeps the space and components; a dynamic colour stays dynamic.
    @Test func withAlphaComponent() {
        let halfRed = UIColor.red.withAlphaComponent(0.5)
        #expect(halfRed == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor.black.withAlphaComponent(0.25) == UIColor(white: 0, alpha: 0.25))
        let dimLabel = UIColor.label.withAlphaComponent(0.5)
        #expect(dimLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 1, alpha: 0.5))
        #expect(dimLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(white: 0, alpha: 0.5))
    }

    /// isEqual: same space and components; a grey black is not an RGB black;
    /// separately made dynamic colours are different objects.
    @Test func equality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash == UIColor.red.hash)
        #expect(UIColor(white: 0, alpha: 1) != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        let provider: (UITraitCollection) -> UIColor = { _ in .red }
        let a = UIColor(dynamicProvider: provider), b = UIColor(dynamicProvider: provider)
        #expect(a != b)
        #expect(a == a)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
    }

    /// UIKit's description spelling, %g components, no addresses.
    @Test func description() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.black.description == "UIExtendedGrayColorSpace 0 1")
        #expect(UIColor.darkGray.description == "UIExtendedGrayColorSpace 0.333333 1")
        #expect(UIColor { _ in .red }.description == "<UIDynamicProviderColor>")
    }

    /// An app's extension initialiser delegates to UIKit's: 0xFF8000 is (1, 128/255, 0).
    @Test func appExtensionsCompileAndDelegate() {
        Self.expectClose(Self.rgba(.appAccent), [1, 128.0 / 255, 0, 1])
    }

    /// cgColor carries the space's components then alpha; init(cgColor:) keeps the space.
    @Test func cgColorRoundTrip() {
        let red = UIColor.red.cgColor
        #expect(red.components == [1, 0, 0, 1])
        #expect(red.numberOfComponents == 4)
        #expect(UIColor.black.cgColor.numberOfComponents == 2)
        #expect(red.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(red.copy(alpha: 3)?.alpha == 1)
        #expect(UIColor(cgColor: red) == UIColor.red)
        #expect(UIColor(cgColor: UIColor.gray.cgColor) == UIColor.gray)
        #expect(CGColor(gray: 0, alpha: 1) == UIColor.black.cgColor)
        // A dynamic colour's cgColor is its light value (no current traits here).
        #expect(UIColor.label.cgColor == CGColor(gray: 0, alpha: 1))
    }

    /// What the views paint: Layout's colour for the resolved value.
    @Test func resolvedLayoutColor() {
        let dark = UIColor.systemBlue.resolvedLayoutColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.description == "#0A84FF")  // HIG systemBlue dark: 10, 132, 255
        #expect(UIColor.gray.resolvedLayoutColor(with: UITraitCollection()).description == "#808080")  // 0.5 × 255 = 127.5 → 128
        #expect(UIColor.tintColor.isTintColor && !UIColor.systemBlue.isTintColor)
    }
}
