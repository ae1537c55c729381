import Foundation
import Testing
@testable import TrellisUIKit

/// Srclist35 (issue 30): UIKit's drawing of a table cell's detail buttons on
/// iOS 16.1, brittpinder/ios-reference @ 02e334b, `uikit/uitableview/images/1.png`
/// (committed 7 February 2023 with `CellAccessoryVC.swift`: a plain
/// `UITableView` of default `UITableViewCell`s given `.checkmark`,
/// `.detailButton`, `.detailDisclosureButton` and `.disclosureIndicator`; the
/// same README's pictures of the same days show the "iPhone 14 Pro, iOS 16.1"
/// simulator window). The picture is one point a pixel (rows 44 pixels
/// apart), cropped 3 points in from the screen's left edge, so the 393-point
/// screen's 20-point margin is its pixel 370, where the lone chevron's ink
/// ends a point before it (pixels 362–368, as on iOS 14.5–17: "Accessory
/// glyphs as drawn"). Read by coverage of the tint over white, the "i"
/// left out (docs/uikit-numbers.md, "Accessory glyphs as drawn", "The
/// searches of srclist35"): the lone detail button's ring is centred at
/// (358.08, 107.11), 11.92 before the margin, the detail disclosure
/// button's at 339.86, 18.22 further in, both in the middle of their
/// 44-point rows; the stroke's middle lies 10.05 from the centre in both.
/// Trellis draws the same rows at 375 points, @2x, so each expectation is
/// that arithmetic in pixels of @2x, within half a pixel (a quarter point).
extension UIKitOutputSourcedMetricsTests {
    /// The centre and the mean radius of the tint's coverage in the annulus
    /// 7.75 to 12.5 points about `near` (the ring, without the "i", whose ink
    /// lies within 6.5 points), in pixels of @2x; refined twice, as the
    /// picture was read.
    private func ringCentre(_ pixels: Pixels, near: (x: Double, y: Double)) -> (x: Double, y: Double, radius: Double) {
        var centre = near
        var radius = 0.0
        for _ in 0..<3 {
            var sum = 0.0, sumX = 0.0, sumY = 0.0, sumR = 0.0
            for y in Int(centre.y) - 27...Int(centre.y) + 27 {
                for x in Int(centre.x) - 27...Int(centre.x) + 27 {
                    let dx = Double(x) + 0.5 - centre.x, dy = Double(y) + 0.5 - centre.y
                    let r = (dx * dx + dy * dy).squareRoot()
                    guard r >= 15.5, r <= 25 else { continue }
                    let a = Double(255 - pixels.rgb(x, y).r) / 255
                    sum += a
                    sumX += a * (Double(x) + 0.5)
                    sumY += a * (Double(y) + 0.5)
                    sumR += a * r
                }
            }
            radius = sumR / sum
            centre = (sumX / sum, sumY / sum)
        }
        return (centre.x, centre.y, radius)
    }

    /// The lone ring: its centre 11.92 points before the 16-point margin of
    /// a 375-point row, (375 − 16 − 11.92) × 2 = 694.16 pixels, in the middle
    /// of the row (44), its stroke's middle 10.05 × 2 = 20.1 from it.
    @Test func detailRingWhereIOS16DrawsIt() throws {
        let pixels = try drawnRow(.detailButton, dark: false)
        let ring = ringCentre(pixels, near: (x: 694, y: 44))
        #expect(abs(ring.x - 694.16) <= 0.5, "\(ring)")
        #expect(abs(ring.y - 44) <= 0.5, "\(ring)")
        #expect(abs(ring.radius - 20.1) <= 0.5, "\(ring)")
    }

    /// A `.detailDisclosureButton`'s ring: 18.22 points (36.44 pixels)
    /// before a lone detail button's, its chevron's pixels those of a lone
    /// chevron (the picture's are the same pixel for pixel).
    @Test func detailDisclosureRingEighteenBeforeALoneOne() throws {
        let alone = try drawnRow(.detailButton, dark: false)
        let both = try drawnRow(.detailDisclosureButton, dark: false)
        let chevron = try drawnRow(.disclosureIndicator, dark: false)
        let lone = ringCentre(alone, near: (x: 694, y: 44))
        let pair = ringCentre(both, near: (x: 658, y: 44))
        #expect(abs(lone.x - pair.x - 36.44) <= 0.5, "lone \(lone), pair \(pair)")
        #expect(abs(pair.radius - 20.1) <= 0.5, "\(pair)")
        for y in 0..<88 {
            for x in 700..<720 {
                #expect(both.rgb(x, y) == chevron.rgb(x, y), "pixel \(x), \(y)")
            }
        }
    }
}
