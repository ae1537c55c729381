import Foundation
import Testing
@testable import TrellisUIKit

/// The system buttons' strokes read by coverage (the sum of the ink's alpha
/// across a stroke), as sysglyph37 read UIKit's drawing (docs/uikit-numbers.md,
/// "System button glyphs"): swift-snapshot-testing @ `6bb6c9ae`,
/// `testUIView.1.png`, `UIButton(type: .contactAdd)` on iOS 13 at @3x, its
/// ring and plus centred at pixel (36.5, 35.5). Trellis's drawing is read
/// the same way at @3x on white, the tint's coverage being (255 − red) / 255
/// (`systemBlue`'s red is 0), and compared with those measured numbers.
extension SystemButtonGlyphTests {
    private static let centre = (x: 36.5, y: 35.5)

    /// The ink's coverage of pixel (x, y), 0...1.
    private func coverage(_ type: UIButton.ButtonType) throws -> (Int, Int) -> Double {
        let at = try pixels(UIButton(type: type))
        return { x, y in Double(255 - (at(x, y) >> 16)) / 255 }
    }

    /// The coverage summed over the annulus 25 to 34 pixels about the
    /// centre (the plus and the "i" lie within 22), and its mean radius.
    private func ring(_ alpha: (Int, Int) -> Double) -> (area: Double, meanRadius: Double) {
        var area = 0.0, sumR = 0.0
        for y in 0..<71 {
            for x in 0..<73 {
                let r = hypot(Double(x) + 0.5 - Self.centre.x, Double(y) + 0.5 - Self.centre.y)
                guard r >= 25, r <= 34 else { continue }
                area += alpha(x, y)
                sumR += alpha(x, y) * r
            }
        }
        return (area, sumR / area)
    }

    /// UIKit's ring: 869.74 pixels of coverage at a mean radius of 30.197,
    /// a stroke of 869.74 / (2π × 30.197) = 4.584 pixels (1.53 points), its
    /// middle 60.39 across (20.13 points), its outer edge 60.39 + 4.58 =
    /// 64.98 (21.66 points). The stroke within 0.05 pixel: UIKit's own
    /// readings of its strokes span 4.58 (the ring) to 4.62 (the plus's bar
    /// across); a 1.5-point stroke (4.5) or the 5 pixels counted over a
    /// threshold would fail. The diameters within 0.1 pixel.
    @Test(arguments: [UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure])
    func theRingsStrokeIsUIKitsByCoverage(_ type: UIButton.ButtonType) throws {
        let ring = ring(try coverage(type))
        let stroke = ring.area / (2 * Double.pi * ring.meanRadius)
        #expect(abs(stroke - 4.584) <= 0.05, "stroke \(stroke) pixels")
        #expect(abs(2 * ring.meanRadius - 60.39) <= 0.1, "middle \(2 * ring.meanRadius) pixels")
        #expect(abs(2 * ring.meanRadius + stroke - 64.98) <= 0.1, "outer \(2 * ring.meanRadius + stroke) pixels")
    }

    /// Across the ring on its middle row and column, UIKit's coverage sums to
    /// 4.667 (row 35, each side: 0.99 + 1 + 1 + 1 + 0.68) and 4.643 (column
    /// 36, each side); within 0.1 pixel.
    @Test func theRingsRowsAndColumnsAreUIKitsByCoverage() throws {
        let alpha = try coverage(.contactAdd)
        let left = (0..<14).reduce(0.0) { $0 + alpha($1, 35) }, right = (59..<73).reduce(0.0) { $0 + alpha($1, 35) }
        let top = (0..<12).reduce(0.0) { $0 + alpha(36, $1) }, bottom = (59..<71).reduce(0.0) { $0 + alpha(36, $1) }
        for (side, sum) in [("left", left), ("right", right)] { #expect(abs(sum - 4.667) <= 0.1, "\(side) \(sum)") }
        for (side, sum) in [("top", top), ("bottom", bottom)] { #expect(abs(sum - 4.643) <= 0.1, "\(side) \(sum)") }
    }

    /// The plus's bars: UIKit's bar across is 4.62 pixels thick (0.80 + 1 +
    /// 1 + 1 + 0.82 down every column of its straight part), the bar down
    /// 4.60 (across every row), within 0.05 pixel as the ring's stroke. Its
    /// length, end to end along its middle row and column: 31.36 and 30.91
    /// pixels (0.22 + 31 + 0.14 across), within half a pixel, the difference
    /// between UIKit's own two bars.
    @Test func thePlusIsUIKitsByCoverage() throws {
        let alpha = try coverage(.contactAdd)
        for x in Array(24..<31) + Array(42..<49) {
            let thickness = (29..<42).reduce(0.0) { $0 + alpha(x, $1) }
            #expect(abs(thickness - 4.62) <= 0.05, "bar across at column \(x): \(thickness)")
        }
        for y in Array(23..<29) + Array(42..<48) {
            let thickness = (30..<43).reduce(0.0) { $0 + alpha($1, y) }
            #expect(abs(thickness - 4.60) <= 0.05, "bar down at row \(y): \(thickness)")
        }
        let across = (12..<61).reduce(0.0) { $0 + alpha($1, 35) }, down = (12..<59).reduce(0.0) { $0 + alpha(36, $1) }
        #expect(abs(across - 31.36) <= 0.5, "across \(across)")
        #expect(abs(down - 30.91) <= 0.5, "down \(down)")
    }

    /// UIKit's ring as a radial profile: the mean coverage of the pixels whose
    /// centres lie 26 to 34 pixels from the centre, in shells half a pixel
    /// deep (sysglyph37's reading of `testUIView.1.png`).
    private static let uikitRingProfile: [Double] = [
        0.000, 0.000, 0.022, 0.365, 0.871, 1.000, 1.000, 1.000,
        1.000, 1.000, 1.000, 0.986, 0.759, 0.207, 0.000, 0.000,
    ]

    /// Trellis's ring, shell by shell, within 0.1 of UIKit's: moving an edge
    /// by d pixels moves the density of the half-pixel shell it crosses by
    /// up to 2d, so 0.1 holds each edge within about 0.05 pixel (1/60 point)
    /// of UIKit's. An ideal annulus of Trellis's numbers (outer radius 32.5,
    /// stroke 4.6) is 0.07 off at most (UIKit's ink sits 0.05 pixel further
    /// in); a 4.5-pixel stroke at the same outer edge is 0.16 off, the
    /// 5-pixel one 0.38.
    @Test(arguments: [UIButton.ButtonType.contactAdd, .infoLight])
    func theRingsProfileIsUIKits(_ type: UIButton.ButtonType) throws {
        let alpha = try coverage(type)
        var sums = [Double](repeating: 0, count: 16), counts = [Int](repeating: 0, count: 16)
        for y in 0..<71 {
            for x in 0..<73 {
                let r = hypot(Double(x) + 0.5 - Self.centre.x, Double(y) + 0.5 - Self.centre.y)
                guard r >= 26, r < 34 else { continue }
                let shell = Int((r - 26) / 0.5)
                sums[shell] += alpha(x, y)
                counts[shell] += 1
            }
        }
        for (shell, expected) in Self.uikitRingProfile.enumerated() {
            let density = sums[shell] / Double(counts[shell])
            #expect(abs(density - expected) <= 0.1, "shell \(26 + Double(shell) / 2): \(density), UIKit \(expected)")
        }
    }
}
