import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// A collection view's own background is `systemBackground` (white in
/// light, black in dark: docs/uikit.md's colour table), as UIKit's is:
/// Interface Builder writes `systemBackgroundColor` for a new collection
/// view, and Apple's `UICollectionLayoutListConfiguration.backgroundColor`
/// page says a list with none "uses the system background color for the
/// specified appearance". Before, an empty collection view had no colour
/// and was drawn white on a dark screen (found by newuser12). Pixels are
/// whole ARGB words, so "no colour" (transparent) cannot pass for black.
@MainActor @Suite struct CollectionViewBackgroundTests {
    private func pixel(_ view: UIView, dark: Bool, x: Int = 50, y: Int = 50) throws -> UInt32 {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.frame = root.bounds
        root.addSubview(view)
        root.trellis.traitOverrides = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        let canvas = try SceneRenderer(scale: 1).render(root.trellis.solvedLayout(width: 100, height: 100))
        return canvas.pixels()[y * canvas.width + x]
    }

    private static let black: UInt32 = 0xFF00_0000, white: UInt32 = 0xFFFF_FFFF
    /// systemGroupedBackground in light: 242, 242, 247 (docs/uikit.md).
    private static let groupedLight: UInt32 = 0xFFF2_F2F7

    private func flow() -> UICollectionView {
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    private func insetGroupedList() -> UICollectionView {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }

    @Test func anEmptyCollectionViewIsSystemBackground() throws {
        #expect(flow().backgroundColor == .systemBackground)
        #expect(try pixel(flow(), dark: true) == Self.black)
        #expect(try pixel(flow(), dark: false) == Self.white)
    }

    /// newuser12's case: a collection view controller with no items, in dark mode.
    @Test func anEmptyCollectionViewControllerIsBlackInDark() throws {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        #expect(try pixel(controller.view, dark: true) == Self.black)
    }

    /// A list's background still replaces the default, even with no
    /// sections yet; a colour the app sets, or nil, replaces both (nil: the
    /// renderer's white canvas shows through, not the list's grey).
    @Test func aListsBackgroundReplacesTheDefaultNotTheAppsColour() throws {
        let list = try pixel(insetGroupedList(), dark: false)
        #expect(list == Self.groupedLight, "\(String(list, radix: 16))")
        let red = insetGroupedList()
        red.backgroundColor = .red
        #expect(try pixel(red, dark: false) == 0xFFFF_0000)
        let cleared = insetGroupedList()
        cleared.backgroundColor = nil
        let clear = try pixel(cleared, dark: false)
        #expect(clear == Self.white, "\(String(clear, radix: 16))")
    }
}
