import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A `UITableViewCell` snapshotted alone, outside a table, is drawn with
/// its default background configuration, as UIKit's: "UITableViewCell
/// automatically sets up a default background configuration to provide its
/// default appearance"
/// (<https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration-24e8e>);
/// a plain list cell's is `systemBackground`, white in light and black in
/// dark (UIColor.systemBackground's values, docs/uikit-numbers.md). It was
/// transparent: in dark, the cell's white text on the canvas's white.
@MainActor @Suite struct StandaloneCellBackgroundTests {
    /// The red, green and blue of the pixel at (x, y) of `strategy`'s picture of `cell`.
    private func color(of cell: UIView, at x: Int, _ y: Int, as strategy: Snapshotting<UIView, UIImage>) throws -> [UInt8] {
        let image = try #require(take(strategy, of: cell).cgImage)
        let bytes = try #require(image.dataProvider?.data)
        let offset = y * image.bytesPerRow + x * image.bitsPerPixel / 8
        return (0..<3).map { CFDataGetBytePtr(bytes)[offset + $0] }
    }

    private func cell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Hello"
        return cell
    }

    @Test func aCellAloneIsDrawnOnSystemBackground() throws {
        // (300, 40): right of the text, inside the 320 × 44 cell.
        #expect(try color(of: cell(), at: 300, 40, as: .image(traits: .init(userInterfaceStyle: .light))) == [255, 255, 255])
        #expect(try color(of: cell(), at: 300, 40, as: .image(traits: .init(userInterfaceStyle: .dark))) == [0, 0, 0])
        let dark = cell()
        dark.overrideUserInterfaceStyle = .dark
        #expect(try color(of: dark, at: 2, 2, as: .image) == [0, 0, 0])
    }

    /// The cell's label in dark is drawn light on that black: some pixel of the text is bright.
    @Test func itsTextInDarkIsLightOnBlack() throws {
        let image = try #require(take(Snapshotting<UIView, UIImage>.image(traits: .init(userInterfaceStyle: .dark)), of: cell()).cgImage)
        let bytes = try #require(image.dataProvider?.data)
        let stride = image.bitsPerPixel / 8
        var brightest = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let offset = y * image.bytesPerRow + x * stride
                brightest = max(brightest, Int(CFDataGetBytePtr(bytes)[offset]))
            }
        }
        #expect(brightest > 200)
        #expect(try color(of: cell(), at: 0, 0, as: .image(traits: .init(userInterfaceStyle: .dark))) == [0, 0, 0])
    }

    /// A background of the cell's own wins: its colour, or a configuration's.
    @Test func aCellsOwnBackgroundWins() throws {
        let colored = cell()
        colored.backgroundColor = .red
        #expect(try color(of: colored, at: 300, 40, as: .image(traits: .init(userInterfaceStyle: .dark))) == [255, 0, 0])
        let configured = cell()
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .blue
        configured.backgroundConfiguration = background
        #expect(try color(of: configured, at: 300, 40, as: .image(traits: .init(userInterfaceStyle: .dark))) == [0, 0, 255])
    }
}
