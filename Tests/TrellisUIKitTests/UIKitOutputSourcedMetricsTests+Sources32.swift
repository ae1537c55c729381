import Foundation
import Testing
@testable import TrellisUIKit

/// Sources32 (issue 30): UIKit's own artwork, the images UIKit drew its
/// iOS 7 controls from, as youknowone/UIKitResources @ 0f92029 (21
/// September 2013, "Retrived artworks for iOS7") keeps them
/// (docs/uikit-numbers.md, "Accessory glyphs as drawn", "The searches of
/// sources32"). `UIAccessoryButtonInfo@2x.png` is 44 × 44 pixels, a 22-point
/// circle at @2x, the detail button's box, so its pixels and Trellis's
/// drawing at @2x compare one for one. Every expectation is the artwork's
/// arithmetic, in pixels of the 44-pixel box. Since srclist35 Trellis's
/// ring is UIKit's iOS 16.1 one (21.5 across, its centre 12 before the
/// margin: `UIKitOutputSourcedMetricsTests+SrcList35`), so the artwork's
/// box is read about that centre.
extension UIKitOutputSourcedMetricsTests {
    /// The summed coverage of `systemBlue` over white in each pixel row of
    /// a 44-pixel box about the detail button's ring (a plain 375-point row
    /// at @2x: the ring's centre 375 − 16 − 12 = 347 points, pixels 672–716,
    /// rows 22–66), over the pixels whose centres lie within 17.5 of the
    /// box's middle (the ring's inner edge is 18.5 away), so the "i" alone:
    /// the artwork was read the same way.
    private func detailLetterRows() throws -> [Double] {
        let pixels = try drawnRow(.detailButton, dark: false)
        return (0..<44).map { row in
            (0..<44).reduce(0.0) { sum, column in
                let dx = Double(column) + 0.5 - 22, dy = Double(row) + 0.5 - 22
                guard dx * dx + dy * dy < 17.5 * 17.5 else { return sum }
                return sum + Double(255 - pixels.rgb(672 + column, 22 + row).r) / 255
            }
        }
    }

    /// The "i": the artwork's coverage by row inside the ring is 0.30,
    /// 3.51, 4.95, 5.31, 4.88, 3.35, 0.17 over rows 8–14 (the dot, 5.3
    /// pixels at its widest), nothing on rows 15 and 16, then the stem from
    /// row 17 to row 33 (its ink from 0.20 to 0.77 of the ring: 8.7 / 44 and
    /// 34 / 44). Trellis's "i" must cover more than half a pixel first on
    /// row 9 and last on row 33 (± 1), leave rows 15 and 16 empty, cover
    /// every row from 18 to 32, and its dot must be 5.3 ± 0.6 pixels at its
    /// widest. (The artwork's stem is 4 pixels across, 2 points, twice its
    /// 1-point ring: iOS 7's design; UIKit's iOS 16.2 drawing has a stem
    /// about as wide as its ring, as Trellis's is. Not compared.)
    @Test func detailButtonLetterIsTheArtworksI() throws {
        let rows = try detailLetterRows()
        let inked = rows.indices.filter { rows[$0] > 0.5 }
        let first = try #require(inked.first), last = try #require(inked.last)
        #expect(abs(first - 9) <= 1, "\(rows)")
        #expect(abs(last - 33) <= 1, "\(rows)")
        #expect(rows[15] < 0.5 && rows[16] < 0.5, "\(rows)")
        #expect((18...32).allSatisfy { rows[$0] > 0.5 }, "\(rows)")
        let dot = rows[first..<15].max() ?? 0
        #expect(abs(dot - 5.3) <= 0.6, "\(rows)")
    }

    /// A `.detailDisclosureButton` draws the same circle and "i" before its
    /// chevron (its button 10 before the chevron's 8-point box, so its ring
    /// 18 before a lone one's: UIKit's iOS 16.1 drawing,
    /// `UIKitOutputSourcedMetricsTests+SrcList35`).
    @Test func detailDisclosureButtonDrawsTheSameI() throws {
        let alone = try drawnRow(.detailButton, dark: false)
        let both = try drawnRow(.detailDisclosureButton, dark: false)
        let white = (r: 255, g: 255, b: 255)
        let button = try #require(alone.inkBox(columns: 600..<750, rows: 0..<88, background: white))
        let pair = try #require(both.inkBox(columns: 550..<750, rows: 0..<88, background: white))
        // The ring's centre 8 + 10 + 11 + 1 = 30 points before the margin, its
        // outer edge 10.75 before that: (375 − 16 − 40.75) × 2 = 636.5, so the
        // first inked pixel is 636; the lone ring's is 636 + 18 × 2 = 672.
        #expect(pair.minX == 636 && button.minX == 672, "\(pair), \(button)")
        for row in 0..<44 {
            for column in 0..<44 {
                #expect(alone.rgb(button.minX + column, 22 + row) == both.rgb(pair.minX + column, 22 + row))
            }
        }
    }
}
