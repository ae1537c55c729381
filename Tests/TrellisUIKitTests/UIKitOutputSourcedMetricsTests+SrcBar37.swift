import Foundation
import Testing
@testable import TrellisUIKit

/// Srcbar37 (issue 30): the ring's stroke of UIKit's info buttons, read at
/// integer scales by coverage (docs/uikit-numbers.md, "Accessory glyphs as
/// drawn", "The searches of srcbar37"). mattrubin/Authenticator @ 1104b8e
/// (February 2023, fastlane screenshots of the iOS 15 simulator) draws a
/// `UIButton(type: .infoLight)` in its toolbar, white on (35, 35, 50): at
/// @2x (`iPhone 8-0-TokenList.png`, `iPhone SE (1st generation)-…`) its
/// tint covers 384.5 pixels of the annulus outside 0.7 of the ring's radius
/// at a mean radius of 20.09 pixels, a stroke of 384.5 / (2π × 20.09) =
/// 3.05 pixels, 1.52 points; at @3x (`iPhone 8 Plus-…`, `iPhone Xs-…`)
/// 865.1 pixels at 30.13, 4.57 pixels, 1.52 points; the stroke's middle
/// 20.09 points across, the iOS 16.1 cell ring's 20.05 (srclist35).
/// Trellis's cell ring is read here the same way at @2x.
extension UIKitOutputSourcedMetricsTests {
    /// The tint's coverage over white in the annulus 15.5 to 25 pixels
    /// about the lone ring's centre (694.16, 44 at @2x, srclist35: the "i"
    /// lies within 13 pixels), and its mean radius, in pixels of @2x.
    private func ringCoverage(_ pixels: Pixels) -> (area: Double, meanRadius: Double) {
        let centre = (x: 694.16, y: 44.0)
        var area = 0.0, sumR = 0.0
        for y in 16..<72 {
            for x in 666..<722 {
                let dx = Double(x) + 0.5 - centre.x, dy = Double(y) + 0.5 - centre.y
                let r = (dx * dx + dy * dy).squareRoot()
                guard r >= 15.5, r <= 25 else { continue }
                let a = Double(255 - pixels.rgb(x, y).r) / 255
                area += a
                sumR += a * r
            }
        }
        return (area, sumR / area)
    }

    /// The stroke as the screenshots give it: 1.52 points, 3.05 pixels at
    /// @2x, within a tenth of a point (0.2 pixel).
    @Test func detailRingStrokeAsUIKitDrawsTheInfoRing() throws {
        let ring = ringCoverage(try drawnRow(.detailButton, dark: false))
        let stroke = ring.area / (2 * Double.pi * ring.meanRadius)
        #expect(abs(stroke - 3.05) <= 0.2, "stroke \(stroke) pixels, \(ring)")
    }
}
