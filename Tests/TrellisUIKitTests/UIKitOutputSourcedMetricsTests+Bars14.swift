import Foundation
import Render
import Testing
@testable import TrellisUIKit

/// Bars14 (issue 30): the bars' text colours, from UIKit's drawing
/// (docs/uikit-numbers.md, "Bar text colours", "The searches of bars14").
/// A navigation bar's standard title in cashapp/AccessibilitySnapshot's
/// iOS 17.5 and 18.5 reference images, unblended from the library's 30 %
/// magenta marker ((77, 0, 77) − 0.3 × (255, 0, 255), over 0.7: (0, 0, 0)),
/// is black, `label` in light mode; the large title drawn by the iOS 26.4
/// simulator (home-assistant/iOS) is black in light mode and white in dark,
/// `label` in both; the `.add` bar button item of
/// pointfreeco/swift-snapshot-testing's iOS 13 image is (0, 122, 255),
/// `systemBlue`, the default tint. Trellis already drew them so: these
/// tests hold it there, reading the pixels a snapshot would hold.
extension UIKitOutputSourcedMetricsTests {
    /// A navigation controller on an iPhone 13 (390 × 844, safe area 47
    /// top), its root titled `title` with an `.add` item on the left, and
    /// the pixels it draws at 3 pixels a point (0xRRGGBB).
    private func barScreen(title: String, largeTitle: Bool, style: UIUserInterfaceStyle) throws
        -> (UINavigationController, (CGRect) -> [UInt32]) {
        let root = UIViewController()
        root.title = title
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = largeTitle
        UIKitTestFont.measureSystemFontToo(navigation.view)
        let view = navigation.trellis.show(size: CGSize(width: 390, height: 844),
                                           traits: UITraitCollection(userInterfaceStyle: style),
                                           safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let canvas = try SceneRenderer(scale: 3).render(view.trellis.solvedLayout(width: 390, height: 844))
        let all = canvas.pixels(), stride = canvas.width
        // The pixels of a rect given in the shown view's points.
        let pixels: (CGRect) -> [UInt32] = { rect in
            var found: [UInt32] = []
            for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
                for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) { found.append(all[y * stride + x] & 0xFFFFFF) }
            }
            return found
        }
        return (navigation, pixels)
    }

    private func visibleLabel(_ text: String, in view: UIView) -> UILabel? {
        for subview in view.subviews where !subview.isHidden {
            if let label = subview as? UILabel, label.text == text { return label }
            if let found = visibleLabel(text, in: subview) { return found }
        }
        return nil
    }

    /// The standard title's fully inked pixels are black in light mode and
    /// white in dark (`label`); so are the large title's.
    @Test(arguments: [(false, UIUserInterfaceStyle.light, UInt32(0x000000)), (false, .dark, 0xFFFFFF),
                      (true, .light, 0x000000), (true, .dark, 0xFFFFFF)])
    func barTitlesAreLabel(large: Bool, style: UIUserInterfaceStyle, ink: UInt32) throws {
        let (navigation, pixels) = try barScreen(title: "Second", largeTitle: large, style: style)
        let label = try #require(visibleLabel("Second", in: navigation.navigationBar))
        #expect(label.font.pointSize == (large ? 34 : 17))
        let inside = pixels(label.convert(label.bounds, to: navigation.view))
        #expect(inside.contains(ink), "no pixel of \(String(ink, radix: 16)) in the title")
    }

    /// The `.add` item is drawn in the tint: `systemBlue`, (0, 122, 255)
    /// in light mode, as UIKit drew it on iOS 13.
    @Test func barButtonItemIsTheTint() throws {
        let (navigation, pixels) = try barScreen(title: "Second", largeTitle: false, style: .light)
        let bar = navigation.navigationBar
        // The left item: the row's first 60 points, under the safe area's 47.
        let inside = pixels(CGRect(x: 0, y: 47, width: 60, height: 44))
        #expect(inside.contains(0x007AFF), "no pixel of systemBlue in the item")
        #expect(bar.tintColor.resolvedColor(with: bar.traitCollection) == UIColor.systemBlue.resolvedColor(with: bar.traitCollection))
    }
}
