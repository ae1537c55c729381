import Foundation
import Render
import Testing
@testable import TrellisUIKit

/// Srcbar35 (issue 30): a disabled bar button's title is `tertiaryLabel`.
/// Apple's drawing on iOS 18 (Xcode 16, May 2025): martinomamic/RSSReader @
/// `029e4926`, `RSSReaderKit/Tests/FeedListFeatureTests/__Snapshots__/
/// AddFeedViewSnapshotTests/testAddFeedViewInitial.AddFeedEmpty-largePhone-light.png`
/// and `…-dark.png` (1290 × 2796, swift-snapshot-testing's iPhone 16 Plus at
/// @3x): a SwiftUI `NavigationStack` whose toolbar has a cancellation
/// "Cancel" and a confirmation "Add" made `.disabled`, in UIKit's navigation
/// bar over the screen's `systemBackground`. The disabled title's fully
/// inked pixels are (196, 196, 198) over white and (70, 70, 73) over black
/// (3,394 of them in each): `tertiaryLabel`, (60, 60, 67) and (235, 235, 245)
/// at 30 %, gives 196.5, 196.5, 198.6 and 70.5, 70.5, 73.5, cut to 8 bits.
/// Trellis already drew it so: these tests hold it there.
extension UIKitOutputSourcedMetricsTests {
    /// The pixels (0xRRGGBB) a navigation controller on a 430-point phone
    /// draws inside its disabled "Add" item, beside an enabled "Cancel".
    private func disabledAddPixels(style: UIUserInterfaceStyle) throws -> [UInt32] {
        let root = UIViewController()
        root.title = "Add Feed"
        // The screen under the bar, as the suite's own `systemBackground`.
        root.view.backgroundColor = .systemBackground
        let add = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        add.isEnabled = false
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = add
        let navigation = UINavigationController(rootViewController: root)
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: CGSize(width: 430, height: 932),
                                           traits: UITraitCollection(userInterfaceStyle: style),
                                           safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let button = try #require(barButton(for: add, in: navigation.navigationBar))
        let frame = button.convert(button.bounds, to: view)
        let canvas = try SceneRenderer(scale: 3).render(view.trellis.solvedLayout(width: 430, height: 932))
        let all = canvas.pixels(), stride = canvas.width
        var found: [UInt32] = []
        for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
            for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) { found.append(all[y * stride + x] & 0xFFFFFF) }
        }
        return found
    }

    private func barButton(for item: UIBarButtonItem, in view: UIView) -> UIView? {
        for subview in view.subviews where !subview.isHidden {
            if let button = subview as? BarButtonView, button.item === item { return button }
            if let found = barButton(for: item, in: subview) { return found }
        }
        return nil
    }

    /// The ink farthest from the background (the darkest over white, the
    /// brightest over black) is UIKit's fully inked colour, to the 8-bit step.
    @Test(arguments: [(UIUserInterfaceStyle.light, [196, 196, 198]), (.dark, [70, 70, 73])])
    func disabledBarItemIsTertiaryLabelAsDrawnOnIOS18(style: UIUserInterfaceStyle, ink: [Int]) throws {
        let pixels = try disabledAddPixels(style: style)
        func channels(_ pixel: UInt32) -> [Int] { [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)] }
        let sums = pixels.map { channels($0).reduce(0, +) }
        let full = style == .light ? pixels[sums.firstIndex(of: sums.min() ?? 0) ?? 0]
                                   : pixels[sums.firstIndex(of: sums.max() ?? 0) ?? 0]
        let drawn = channels(full)
        for (mine, uikit) in zip(drawn, ink) {
            #expect(abs(mine - uikit) <= 1, "the disabled title's ink \(drawn), iOS 18 drew \(ink)")
        }
    }
}
