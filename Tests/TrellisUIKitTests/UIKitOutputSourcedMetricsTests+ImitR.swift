import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// ImitR (issue 30): the row accessories' numbers, from UIKit's drawing and
/// from libraries that imitate iOS (docs/uikit-numbers.md, "Accessory
/// glyphs as drawn", "List content configurations' fonts and colours", "The
/// searches of imitR"). Each expectation is the source's arithmetic, in
/// pixels of @2x at 375 points (the helpers of +Glyphs14).
extension UIKitOutputSourcedMetricsTests {
    /// UIKit's check mark on iOS 15 (bcylin/QuickTableViewController's
    /// `Documentation/Screenshot.png`, an iPhone 12 or 13 mini at 2.88
    /// pixels a point, its coverage read pixel by pixel): ink 326.68–340.99
    /// × 620.44–634.71, 14.3 × 14.3 points (43 pixels at the phone's @3x:
    /// 14.33), its right edge 359 − 340.99 = 18 inside the section's edge,
    /// 2 inside the 16-point margin, its middle on the row's. At 375 points
    /// @2x in a 44-point row (rows 0–88 of the canvas): the right edge at
    /// (375 − 16 − 2) × 2 = 714, the ink 14.33 × 2 = 28.7 pixels wide and
    /// tall, its middle at row 44; each edge within a pixel (antialiasing).
    @Test func checkmarkInkIsUIKits() throws {
        let pixels = try drawnRow(.checkmark, dark: false)
        let box = try #require(pixels.inkBox(columns: 300..<750, rows: 0..<88, background: (r: 255, g: 255, b: 255)))
        #expect(abs(box.maxX - 714) <= 1, "\(box)")
        #expect(abs(Double(box.maxX - box.minX) - 28.66) <= 1.5, "\(box)")
        #expect(abs(Double(box.maxY - box.minY) - 28.66) <= 1.5, "\(box)")
        #expect(abs((box.minY + box.maxY) - 88) <= 1, "\(box)")
        // UIKit's colour, `systemBlue` (0, 122, 255), at the long arm's middle.
        let arm = pixels.rgb(box.maxX - 8, box.minY + 10)
        #expect(arm.r <= 10 && abs(arm.g - 122) <= 10 && arm.b >= 250, "\(arm)")
    }

    /// Right to left the check mark stands at the left margin, its ink 2
    /// inside it as on the right: from pixel (16 + 2) × 2 = 36. It does not
    /// point, so it is drawn unmirrored: its long arm still ends at the top
    /// right (the top row's ink is in the box's right half).
    @Test func checkmarkKeepsItsBearingRightToLeft() throws {
        let pixels = try drawnRow(.checkmark, dark: false, rightToLeft: true)
        let box = try #require(pixels.inkBox(columns: 0..<100, rows: 0..<88, background: (r: 255, g: 255, b: 255)))
        #expect(abs(box.minX - 36) <= 1, "\(box)")
        let top = try #require(pixels.inkBox(columns: box.minX..<box.maxX, rows: box.minY..<box.minY + 2,
                                             background: (r: 255, g: 255, b: 255)))
        #expect(top.minX > (box.minX + box.maxX) / 2, "\(top) in \(box)")
    }

    /// The check mark's stroke and shape. UIKit's long arm covers 5.25
    /// pixels across a pixel row at 2.88 pixels a point (rows 1800 and 1802
    /// of the screenshot: .18 + .69 + .99 + 1 + 1 + .95 + .41 + .04, and
    /// .27 + .85 + 1 + 1 + 1 + .84 + .29), 1.82 points, 3.65 pixels at @2x;
    /// its bottom joint is 5.26 of the ink's 14.31 points across (pixel 956
    /// of 940.5–982: 0.37). Trellis's row 3 points under the ink's top
    /// crosses the long arm only (the short arm's end is 0.54 down).
    @Test func checkmarkStrokeAndJointAreUIKits() throws {
        let pixels = try drawnRow(.checkmark, dark: false)
        let box = try #require(pixels.inkBox(columns: 300..<750, rows: 0..<88, background: (r: 255, g: 255, b: 255)))
        var covered = 0.0
        for x in box.minX..<box.maxX { covered += Double(255 - pixels.rgb(x, box.minY + 6).r) / 255 }
        #expect(abs(covered - 3.65) <= 0.5, "\(covered)")
        // The joint: where the bottom row's ink is, weighted by coverage.
        let bottom = box.maxY - 1
        var weight = 0.0, sum = 0.0
        for x in box.minX..<box.maxX {
            let c = Double(255 - pixels.rgb(x, bottom).r) / 255
            weight += c
            sum += c * (Double(x) + 0.5)
        }
        let joint = (sum / weight - Double(box.minX)) / Double(box.maxX - box.minX)
        #expect(abs(joint - 0.37) <= 0.05, "\(joint)")
    }

    /// A list's label accessory: Apple, `UICellAccessory.LabelOptions.font`,
    /// "The default value of this property is the preferred font for
    /// body"; its colour the grey of a trailing value text in two libraries
    /// that imitate iOS (compose-cupertino's `LabelCaption`, `secondaryLabel`;
    /// Framework7's `--f7-list-item-after-text-color`, black at 45 %: 140 over
    /// white, within 3 of `secondaryLabel`'s 138, 138, 142), as UIKit's value cell's secondary
    /// text ("List content configurations' fonts and colours").
    @Test func labelAccessoryIsBodyInSecondaryLabel() throws {
        let view = try #require(UICellAccessory.label(text: "On").makeView() as? UILabel)
        #expect(view.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(view.font.pointSize == 17)
        #expect(view.textColor == .secondaryLabel)
    }
}
