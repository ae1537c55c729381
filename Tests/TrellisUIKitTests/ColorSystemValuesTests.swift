import Testing
import TrellisUIKit

/// System and semantic colours against values typed by hand from the cited
/// sources (docs/uikit.md "## Colours"), not read from the data table.
@Suite struct ColorSystemValuesTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// RGBA of `color` resolved in `traits`, in 0…255 for the colour and 0…1 alpha.
    static func rgba255(_ color: UIColor, _ traits: UITraitCollection) -> [Double] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a))
        return [Double(r) * 255, Double(g) * 255, Double(b) * 255, Double(a)]
    }

    /// Within half a step of 255 (the dumps print six significant digits).
    static func expectClose(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (x, y) in zip(actual, expected) {
            #expect(abs(x - y) < 0.5, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
        }
    }

    /// HIG Color → Specifications (iOS 15–18), as transcribed in
    /// PerseusUISystemKit SystemColorProtocol.swift and Flutter's colors.dart.
    @Test func systemColoursFromTheHIG() {
        Self.expectClose(Self.rgba255(.systemBlue, Self.light), [0, 122, 255, 1])
        Self.expectClose(Self.rgba255(.systemBlue, Self.dark), [10, 132, 255, 1])
        Self.expectClose(Self.rgba255(.systemRed, Self.dark), [255, 69, 58, 1])
        Self.expectClose(Self.rgba255(.systemTeal, Self.light), [48, 176, 199, 1])
        Self.expectClose(Self.rgba255(.systemMint, Self.dark), [99, 230, 226, 1])
        Self.expectClose(Self.rgba255(.systemGray2, Self.dark), [99, 99, 102, 1])
        Self.expectClose(Self.rgba255(.systemGray6, Self.light), [242, 242, 247, 1])
    }

    /// iOS 13 `resolvedColor(with:)` dumps: noppefoxwolf/ColorSupport's CGColor
    /// comments and rmaddy's printout ("secondarySystemGroupedBackgroundColor …
    /// dark: UIExtendedSRGBColorSpace 0.109804 0.109804 0.117647 1",
    /// "secondaryLabelColor … dark: … 0.921569 0.921569 0.960784 0.6").
    @Test func semanticColoursFromResolvedDumps() {
        Self.expectClose(Self.rgba255(.secondarySystemGroupedBackground, Self.dark), [0.109804 * 255, 0.109804 * 255, 0.117647 * 255, 1])
        Self.expectClose(Self.rgba255(.secondaryLabel, Self.dark), [0.921569 * 255, 0.921569 * 255, 0.960784 * 255, 0.6])
        Self.expectClose(Self.rgba255(.separator, Self.light), [60, 60, 67, 0.29])
        Self.expectClose(Self.rgba255(.opaqueSeparator, Self.dark), [56, 56, 58, 1])
        Self.expectClose(Self.rgba255(.quaternarySystemFill, Self.light), [116, 116, 128, 0.08])
        Self.expectClose(Self.rgba255(.link, Self.dark), [9, 132, 255, 1])
        Self.expectClose(Self.rgba255(.systemBackground, Self.dark), [0, 0, 0, 1])
        Self.expectClose(Self.rgba255(.tertiarySystemBackground, Self.dark), [44, 44, 46, 1])
    }

    /// The dumps show `label` and `systemBackground` in the grey space:
    /// resolved light they equal UIKit's `black` and `white`.
    @Test func greySpaceSemanticColoursEqualTheNamedGreys() {
        #expect(UIColor.label.resolvedColor(with: Self.light) == UIColor.black)
        #expect(UIColor.label.resolvedColor(with: Self.dark) == UIColor.white)
        #expect(UIColor.systemBackground.resolvedColor(with: Self.light) == UIColor.white)
        #expect(UIColor.systemBackground.resolvedColor(with: Self.dark) == UIColor.black)
    }

    /// Unspecified style resolves as light, the default appearance.
    @Test func unspecifiedStyleResolvesLight() {
        let unspecified = UITraitCollection()
        #expect(UIColor.systemBlue.resolvedColor(with: unspecified) == UIColor.systemBlue.resolvedColor(with: Self.light))
        #expect(UIColor.systemBlue.resolvedColor(with: unspecified) != UIColor.systemBlue.resolvedColor(with: Self.dark))
        #expect(UIColor.label.resolvedColor(with: unspecified) == UIColor.black)
    }

    /// lightText and darkText are "nonadaptable" (Apple's pages): the same in both styles.
    @Test func textColoursDoNotAdapt() {
        Self.expectClose(Self.rgba255(.lightText, Self.dark), [255, 255, 255, 0.6])
        Self.expectClose(Self.rgba255(.lightText, Self.light), [255, 255, 255, 0.6])
        #expect(UIColor.darkText.resolvedColor(with: Self.dark) == UIColor.black)
        #expect(UIColor.darkText == UIColor.black)
        // The iOS 13 dump shows lightText as a grey-space colour: "( 1 0.6 )".
        #expect(UIColor.lightText.description == "UIExtendedGrayColorSpace 1 0.6")
    }

    /// tintColor with traits alone is the default tint, systemBlue.
    @Test func tintColorResolvesToSystemBlue() {
        #expect(UIColor.tintColor.resolvedColor(with: Self.dark) == UIColor.systemBlue.resolvedColor(with: Self.dark))
    }

    /// Shared instances: a system colour equals itself and no other.
    @Test func systemColoursCompareByIdentity() {
        #expect(UIColor.label == UIColor.label)
        #expect(UIColor.label != UIColor.secondaryLabel)
        #expect(UIColor.systemBlue != UIColor.link)  // same light value, different colours
        #expect(UIColor.label.description == "<UIDynamicSystemColor; name = labelColor>")
    }
}
