import Foundation
import Layout
import Render
import Testing
@testable import TrellisUIKit

/// Glyphs14 (issue 30): the ink of the glyphs UIKit draws as SF Symbols,
/// measured in UIKit's drawing (docs/uikit-numbers.md, "Accessory glyphs as
/// drawn", "Back button chevron", "Search field as drawn"), against
/// Trellis's drawing at the same size and scale (375 points, @2x, as the
/// iPhone 8 screenshots measured). Each expectation is the source's
/// arithmetic in pixels of @2x; the system font (Inter, Trellis's stand-in
/// for San Francisco) draws the texts.
extension UIKitOutputSourcedMetricsTests {
    /// A drawn canvas read as RGB (0xRRGGBB) at pixel (x, y).
    struct Pixels {
        let width: Int, height: Int
        let all: [UInt32]
        func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
            let value = all[y * width + x]
            return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
        }

        /// The box of the pixels in `columns` × `rows` that differ from
        /// `background` by more than `threshold` in a channel (as the
        /// screenshots were thresholded), half-open, in pixels.
        func inkBox(columns: Range<Int>, rows: Range<Int>, background: (r: Int, g: Int, b: Int), threshold: Int = 20)
            -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
            for y in rows {
                for x in columns {
                    let p = rgb(x, y)
                    guard max(abs(p.r - background.r), abs(p.g - background.g), abs(p.b - background.b)) > threshold else { continue }
                    box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x + 1, x + 1), max(box?.maxY ?? y + 1, y + 1))
                }
            }
            return box
        }
    }

    func drawnAt2x(_ view: UIView, width: CGFloat, height: CGFloat) throws -> Pixels {
        let canvas = try SceneRenderer(scale: 2).render(view.trellis.solvedLayout(width: width, height: height))
        return Pixels(width: canvas.width, height: canvas.height, all: canvas.pixels())
    }

    /// One plain row of `accessory` with no text and no separator, 44 tall, at 375 points.
    final class AccessoryRow: UITableViewController {
        let accessory: UITableViewCell.AccessoryType
        init(_ accessory: UITableViewCell.AccessoryType) {
            self.accessory = accessory
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessoryType = accessory
            return cell
        }
    }

    func drawnRow(_ accessory: UITableViewCell.AccessoryType, dark: Bool, rightToLeft: Bool = false) throws -> Pixels {
        let rows = AccessoryRow(accessory)
        rows.tableView.separatorStyle = .none
        rows.tableView.rowHeight = 44
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
                                                    UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)])
        let view = rows.trellis.show(size: CGSize(width: 375, height: 88), traits: traits)
        return try drawnAt2x(view, width: 375, height: 88)
    }

    /// owncloud/ios-app's settings (iOS 14.5, `iPhone 8-60_ios_settings_demo.png`,
    /// 375 points @2x) and lucanaef/PGPro's keychain (iOS 14.5, dark, the
    /// same phone): the chevron's ink is pixels 702–716 by 24 rows, 351–358
    /// points, 7 × 12, its right edge 375 − 16 − 1; its middle on the row's
    /// (a 44-point row: rows 32–56 of 88). Light, its darkest pixel is
    /// (196, 196, 199), `tertiaryLabel` (60, 60, 67 at 30 %) over white;
    /// dark, (70, 70, 74), (235, 235, 245) at 30 % over black.
    @Test(arguments: [false, true])
    func disclosureChevronInkIsUIKits(dark: Bool) throws {
        let pixels = try drawnRow(.disclosureIndicator, dark: dark)
        let background = dark ? (r: 0, g: 0, b: 0) : (r: 255, g: 255, b: 255)
        let box = try #require(pixels.inkBox(columns: 300..<750, rows: 0..<88, background: background))
        #expect(box.minX == 702 && box.maxX == 716, "\(box)")
        #expect(box.minY == 32 && box.maxY == 56, "\(box)")
        // The strongest pixel: UIKit's colour, within 2 of each channel.
        var strongest = pixels.rgb(box.minX, box.minY)
        for y in box.minY..<box.maxY {
            for x in box.minX..<box.maxX {
                let p = pixels.rgb(x, y)
                if abs(p.r - background.r) > abs(strongest.r - background.r) { strongest = p }
            }
        }
        let uikit = dark ? (r: 70, g: 70, b: 74) : (r: 196, g: 196, b: 199)
        #expect(abs(strongest.r - uikit.r) <= 2 && abs(strongest.g - uikit.g) <= 2 && abs(strongest.b - uikit.b) <= 2,
                "\(strongest)")
    }

    /// The chevron's weight: across a row of pixels 3 points into the ink,
    /// UIKit's arm covers 5.4 pixels (its coverage summed, 21 + 58 + 59 +
    /// 59 + 59 + 53 + 10 over 59 of a full pixel, light, row 658 of
    /// owncloud's image): a stroke of 5.4 / √2 = 3.8 pixels, 1.9 points,
    /// at 45°. Trellis's must cover 5.4 ± 0.5 pixels.
    @Test func disclosureChevronStrokeIsUIKits() throws {
        let pixels = try drawnRow(.disclosureIndicator, dark: false)
        let full = 255.0 - 196.5
        var covered = 0.0
        for x in 700..<718 { covered += Double(255 - pixels.rgb(x, 32 + 6).r) / full }
        #expect(abs(covered - 5.4) <= 0.5, "\(covered)")
    }

    /// The back chevron in a navigation bar (owncloud/ios-app's
    /// `iPhone 8-20_ios_files_list_demo.png`, iOS 14.5, 375 points @2x,
    /// status bar 20, bar 20–64): its ink is 22 × 38 pixels, 11 × 19
    /// points, rows 65–103, its middle on the bar's (42 points, row 84);
    /// the back title's ink starts 17 pixels (8.5 points) after it (9 at
    /// @3x on `iPhone 11 Pro Max-…`). Trellis's title starts 8 after the
    /// chevron, its "o" 0.87 in (Inter at 17 points): 8.87, inside UIKit's
    /// 8.5–9.0 less half a pixel's threshold.
    @Test func backChevronInkIsUIKits() throws {
        let root = UIViewController()
        root.title = "ownCloud"
        root.view.backgroundColor = .systemBackground
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        let view = navigation.trellis.show(size: CGSize(width: 375, height: 667), safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let pixels = try drawnAt2x(view, width: 375, height: 667)
        let chevron = try #require(navigation.navigationBar.node.subtree.compactMap { $0.counterpart as? SymbolGlyphView }.first)
        let frame = chevron.convert(chevron.bounds, to: view)
        let columns = Int(frame.minX * 2) - 4..<Int(frame.maxX * 2) + 4
        let background = pixels.rgb(columns.lowerBound, 42)
        let box = try #require(pixels.inkBox(columns: columns, rows: 40..<128, background: background, threshold: 40))
        #expect(box.maxX - box.minX == 22 && box.minY == 65 && box.maxY == 103, "\(box)")
        let title = try #require(pixels.inkBox(columns: box.maxX + 1..<box.maxX + 40, rows: 40..<128, background: background,
                                               threshold: 40))
        let gap = Double(title.minX - box.maxX) / 2
        #expect(gap >= 8.5 - 0.5 && gap <= 9.0 + 0.5, "\(gap)")
    }

    /// The back chevron points back in the bar's direction, as UIKit's
    /// `chevron.backward` does ("system-provided UI components … flip
    /// automatically", Apple's Human Interface Guidelines, "Right to left"):
    /// on its ink box's middle pixel row the ink is the apex, at the box's
    /// left edge left to right and at its right edge right to left, and
    /// runs no further in than the stroke's 3.59 points across (7.2 pixels).
    @Test(arguments: [false, true])
    func backChevronPointsBackInTheBarsDirection(rightToLeft: Bool) throws {
        let root = UIViewController()
        root.title = "ownCloud"
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        let view = navigation.trellis.show(size: CGSize(width: 375, height: 667),
                                           traits: UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight),
                                           safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let pixels = try drawnAt2x(view, width: 375, height: 667)
        let chevron = try #require(navigation.navigationBar.node.subtree.compactMap { $0.counterpart as? SymbolGlyphView }.first)
        let frame = chevron.convert(chevron.bounds, to: view)
        let columns = Int(frame.minX * 2) - 4..<Int(frame.maxX * 2) + 4
        let background = pixels.rgb(columns.lowerBound, 42)
        let box = try #require(pixels.inkBox(columns: columns, rows: 40..<128, background: background, threshold: 40))
        let middle = (box.minY + box.maxY) / 2
        let row = columns.filter { x in
            let p = pixels.rgb(x, middle)
            return max(abs(p.r - background.r), abs(p.g - background.g), abs(p.b - background.b)) > 40
        }
        let first = try #require(row.first), last = try #require(row.last)
        if rightToLeft {
            #expect(last + 1 == box.maxX && first >= box.maxX - 8, "\(row), box \(box)")
        } else {
            #expect(first == box.minX && last < box.minX + 8, "\(row), box \(box)")
        }
    }

    /// The search field (the same image: "Search account" in the field
    /// 16–359 by 65–101 points): the glass's ink starts 8 points in
    /// (pixel 48 of a field from 32), 15.5 × 16 points (31 × 32 pixels,
    /// rows 149–181, its middle 165, a pixel above the field's 166), the
    /// placeholder's ink at 31 (pixel 94);
    /// the fill's corner has a 10-point radius (20 pixels; on UIKit's fifth
    /// row the fill is half there 7 pixels in, 20 − √(20² − 15.5²) = 7.4):
    /// on the second pixel row the arc runs 11.3–13.8 pixels in (20 −
    /// √(20² − 18²), 20 − √(20² − 19²)), so pixel 5 is the bar's and pixel
    /// 17 wholly the fill's (a radius over 11.5 points would cover less of
    /// it, under 3.5 would fill pixel 5). Trellis's text starts at 31,
    /// its "S" 0.97 in (Inter at 17 points): ink at 31 to 32.
    @Test func searchFieldGlassAndTextAreUIKits() throws {
        let bar = UISearchBar()
        bar.placeholder = "Search account"
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        holder.backgroundColor = .systemBackground
        bar.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(bar)
        NSLayoutConstraint.activate([bar.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
                                     bar.trailingAnchor.constraint(equalTo: holder.trailingAnchor),
                                     bar.topAnchor.constraint(equalTo: holder.topAnchor)])
        let pixels = try drawnAt2x(holder, width: 375, height: 56)
        let field = bar.searchTextField.convert(bar.searchTextField.bounds, to: holder)
        let left = Int(field.minX * 2), top = Int(field.minY * 2), middle = Int(field.midY * 2)
        let fill = pixels.rgb(Int(field.maxX * 2) - 30, middle)  // past the placeholder's end
        let outside = pixels.rgb(left - 2, top)
        let rows = top + 4..<Int(field.maxY * 2) - 4
        let glass = try #require(pixels.inkBox(columns: left + 2..<left + 60, rows: rows, background: fill, threshold: 30))
        #expect(glass.minX - left == 16, "\(glass)")
        // Its edges within a pixel (a light grey's antialiased rim may fall under the threshold).
        #expect(abs(glass.maxX - glass.minX - 31) <= 1 && abs(glass.maxY - glass.minY - 32) <= 1, "\(glass)")
        #expect(abs((glass.minY + glass.maxY) - 2 * (middle - 1)) <= 1, "\(glass), middle \(middle)")
        let text = try #require(pixels.inkBox(columns: left + 56..<left + 300, rows: rows, background: fill, threshold: 30))
        #expect(text.minX - left >= 62 && text.minX - left <= 64, "\(text)")
        #expect(pixels.rgb(left + 5, top + 1) == outside)
        #expect(pixels.rgb(left + 17, top + 1) == fill)
    }
}
