import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// Tokens (issue 30): Apple's design resources, the iOS 18 design kit for
/// Figma, as third parties' code exports of its components transcribe it
/// (docs/uikit-numbers.md, "Default background" and "The searches of
/// tokens"). The kit's bars ("Navigation Bar - iPhone (Compact Size
/// Class)", "Toolbar - iPhone", "Examples/Alert - iPhone" on an "iPhone 16
/// Pro" bezel) lay their "Chrome" material as white at 75 % in hard-light
/// mode over a 25-point background blur, under a 0.333-point border in
/// "Miscellaneous/Bar Border", black at 30 %. Hard light with white on top
/// gives white whatever lies under it, so the material is white at 75 %
/// over the blurred backdrop; the blur of an even colour is that colour,
/// so over an even backdrop c the bar reads 0.75 × 255 + 0.25 × c. Trellis
/// draws the material as `systemBackground` at 75 % and no blur, which
/// gives the same over an even backdrop. Drawn at @2x, a standalone
/// toolbar (its standard appearance, the default background) 44 tall at
/// 375 points, read in its middle away from any item.
extension UIKitOutputSourcedMetricsTests {
    func drawnToolbar(over backdrop: UIColor, dark: Bool) throws -> Pixels {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        container.backgroundColor = backdrop
        container.overrideUserInterfaceStyle = dark ? .dark : .light
        container.addSubview(UIToolbar(frame: container.bounds))
        return try drawnAt2x(container, width: 375, height: 44)
    }

    @Test(arguments: [
        // backdrop, dark, the pixel expected: 0.75 × the bar's systemBackground + 0.25 × the backdrop
        (UIColor(red: 0, green: 0, blue: 0, alpha: 1), false, (r: 191.25, g: 191.25, b: 191.25)),
        (UIColor(red: 1, green: 0, blue: 0, alpha: 1), false, (r: 255.0, g: 191.25, b: 191.25)),
        (UIColor(red: 1, green: 1, blue: 1, alpha: 1), false, (r: 255.0, g: 255.0, b: 255.0)),
        (UIColor(red: 1, green: 1, blue: 1, alpha: 1), true, (r: 63.75, g: 63.75, b: 63.75)),
        (UIColor(red: 0, green: 0, blue: 1, alpha: 1), true, (r: 0.0, g: 0.0, b: 63.75)),
    ])
    func defaultBarBackgroundIsTheKitsChromeOverAnEvenBackdrop(backdrop: UIColor, dark: Bool,
                                                              expected: (r: Double, g: Double, b: Double)) throws {
        let pixels = try drawnToolbar(over: backdrop, dark: dark)
        // The middle of the bar's left half: no item, below the shadow at its top.
        let pixel = pixels.rgb(200, 44)
        #expect(abs(Double(pixel.r) - expected.r) <= 1)
        #expect(abs(Double(pixel.g) - expected.g) <= 1)
        #expect(abs(Double(pixel.b) - expected.b) <= 1)
    }

    /// The kit's still colour as a colour: `systemBackground` at 75 %, in
    /// both styles (white and black; UIKit's `systemChromeMaterial` is
    /// adaptive, the kit's dark variant was not found transcribed).
    @Test func defaultBarBackgroundColourIsSystemBackgroundAt75Percent() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            let colour = UIBarAppearance.defaultBackgroundColor.resolvedColor(with: traits)
            var white: CGFloat = -1, alpha: CGFloat = -1
            #expect(colour.getWhite(&white, alpha: &alpha))
            #expect(white == (style == .dark ? 0 : 1))
            #expect(alpha == 0.75)
        }
    }
}
