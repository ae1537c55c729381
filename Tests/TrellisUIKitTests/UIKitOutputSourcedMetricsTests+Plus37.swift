import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// Plus37: the `.add` system item's plus as UIKit draws it in a navigation
/// bar, measured by coverage in swift-snapshot-testing's iOS 13 references
/// at @3x (`testTraitsEmbeddedInTabNavigation.iphone-8.png` and
/// `…iphone-8-plus.png` @ `6bb6c9ae`, a `leftBarButtonItem` of
/// `barButtonSystemItem: .add` in a 44-point bar at the top of the image;
/// docs/uikit-numbers.md, "Bar add item as drawn"): ink columns 54–106 at
/// 375 points and 66–118 at 414 (18 and 22 points: 2 inside the 16- and
/// 20-point margins; 53 pixels, 17.67 points), rows 39–92 (54 pixels, 18
/// points, its middle 66 the row's), each bar 4.91 pixels of coverage across,
/// in `systemBlue` (0, 122, 255). Trellis draws the same at @3x.
extension UIKitOutputSourcedMetricsTests {
    /// A navigation bar at the top of a white screen (no status bar, as the
    /// references draw it) whose leading item is `.add`, drawn at @3x, as
    /// tall as the reference (the window's shorter side picks the margin).
    func addItemBar(width: CGFloat, height: CGFloat) throws -> Pixels {
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        let view = navigation.trellis.show(size: CGSize(width: width, height: height), safeAreaInsets: .zero)
        let canvas = try SceneRenderer(scale: 3).render(view.trellis.solvedLayout(width: width, height: height))
        return Pixels(width: canvas.width, height: canvas.height, all: canvas.pixels())
    }

    /// The tint's coverage of white at (x, y), read from the red channel
    /// (white 255, `systemBlue` 0), as the references were read.
    private func addCoverage(_ pixels: Pixels, _ x: Int, _ y: Int) -> Double { Double(255 - pixels.rgb(x, y).r) / 255 }

    /// The references are 1941 and 2148 pixels tall: 647 and 716 points.
    @Test(arguments: [(CGFloat(375), CGFloat(647), 54), (CGFloat(414), CGFloat(716), 66)])
    func barAddItemIsTheSizeAndPlaceUIKitDrawsIt(width: CGFloat, height: CGFloat, firstColumn: Int) throws {
        let pixels = try addItemBar(width: width, height: height)
        let columns = 0..<200, rows = 0..<132
        let inked = { (x: Int, y: Int) in self.addCoverage(pixels, x, y) > 0.01 }
        let xs = columns.filter { x in rows.contains { inked(x, $0) } }
        let ys = rows.filter { y in columns.contains { inked($0, y) } }
        #expect(xs.first == firstColumn, "columns \(xs.first ?? -1)–\(xs.last ?? -1)")
        #expect(xs.last == firstColumn + 52, "columns \(xs.first ?? -1)–\(xs.last ?? -1)")
        #expect(ys.first == 39 && ys.last == 92, "rows \(ys.first ?? -1)–\(ys.last ?? -1)")
        // Each bar's stroke: coverage summed across the upright bar on a row
        // 6 below the ink's top, and across the level bar on a column 6 in.
        let upright = columns.reduce(0.0) { $0 + addCoverage(pixels, $1, 45) }
        let level = rows.reduce(0.0) { $0 + addCoverage(pixels, firstColumn + 6, $1) }
        #expect(abs(upright - 4.91) <= 0.3 && abs(level - 4.91) <= 0.3, "strokes \(upright), \(level) pixels")
        // The tint where the bars cross.
        let middle = pixels.rgb(firstColumn + 26, 66)
        #expect(abs(middle.r - 0) <= 2 && abs(middle.g - 122) <= 2 && abs(middle.b - 255) <= 2, "\(middle)")
    }

    /// Its caps are round as UIKit's: the upright bar's top row is covered
    /// less at its sides than at its middle (0.12, 0.75, 0.98, 0.75, 0.12
    /// in the reference), where a square cap would cover the row evenly.
    @Test func barAddItemHasRoundCaps() throws {
        let pixels = try addItemBar(width: 375, height: 647)
        let middle = addCoverage(pixels, 80, 39)
        let side = max(addCoverage(pixels, 78, 39), addCoverage(pixels, 82, 39))
        #expect(middle > 0.5 && side < middle - 0.2, "top row \(side) at the side, \(middle) in the middle")
    }
}
