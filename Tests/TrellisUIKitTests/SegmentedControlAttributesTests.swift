import Foundation
import Layout
import Render
import Testing
import TrellisUIKit

/// Segment widths, enabling, title attributes and selection by a tap
/// (UISegmentedControl+Attributes.swift). Widths are worked out from the
/// control's parts: 2 points of track at each end and 4 between segments.
@MainActor @Suite struct SegmentedControlAttributesTests {
    /// The segment backgrounds' frames after laying the control out `width` wide.
    private func segmentFrames(_ control: UISegmentedControl, width: CGFloat) throws -> [Rect] {
        _ = try control.trellis.solvedLayout(width: width, height: 32)
        let parts = control.trellis.layoutView.subviews
        return (0..<control.numberOfSegments).compactMap { index in
            parts.first { $0.name == "UISegmentedControl.segment\(index)" }?.frame
        }
    }

    /// 300 wide, segment 0 fixed at 100: the others share 300 − 2 − 2 −
    /// 2 × 4 − 100 = 188, 94 each; back to automatic (0): 288 / 3 = 96 each.
    @Test func setWidthFixesOneSegment() throws {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        #expect(control.widthForSegment(at: 0) == 0)
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 100)
        let frames = try segmentFrames(control, width: 300)
        #expect(frames.map(\.width) == [100, 94, 94])
        #expect(frames.map(\.minX) == [2, 106, 204])
        control.setWidth(0, forSegmentAt: 0)
        #expect(try segmentFrames(control, width: 300).map(\.width) == [96, 96, 96])
    }

    /// A tap selects the segment under it and sends `.valueChanged` once;
    /// a tap on the selected one or on a disabled one sends nothing.
    @Test func aTapSelectsAnEnabledSegment() throws {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        control.trellis.tap(at: CGPoint(x: 150, y: 16))  // segment 1 spans 102–198
        #expect(control.selectedSegmentIndex == 1)
        control.trellis.tap(at: CGPoint(x: 150, y: 16))
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2) && control.isEnabledForSegment(at: 0))
        control.trellis.tap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        control.trellis.tap(at: CGPoint(x: 20, y: 16))
        #expect(changes == [1, 0])
    }

    /// The red of the normal state's foreground colour is drawn in the
    /// unselected segment, the blue of the selected state's in the
    /// selected one; neither in the other's.
    @Test func titleAttributesAreDrawnPerState() throws {
        let control = UISegmentedControl(items: ["MMM", "MMM"])
        control.selectedSegmentIndex = 1
        control.setTitleTextAttributes([.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                                        .font: UIFont.boldSystemFont(ofSize: 20)], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)], for: .selected)
        #expect((control.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 20)
        let canvas = try SceneRenderer(scale: 1).render(control.trellis.solvedLayout(width: 200, height: 32))
        let pixels = canvas.pixels(), stride = canvas.width
        func count(_ xs: Range<Int>, _ isColour: (UInt32) -> Bool) -> Int {
            (0..<32).reduce(0) { sum, y in sum + xs.filter { isColour(pixels[y * stride + $0]) }.count }
        }
        let reddish = { (p: UInt32) in (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF < 80 && p & 0xFF < 80 }
        let bluish = { (p: UInt32) in (p >> 16) & 0xFF < 80 && (p >> 8) & 0xFF < 80 && p & 0xFF > 200 }
        #expect(count(0..<100, reddish) > 20)
        #expect(count(100..<200, bluish) > 20)
        #expect(count(0..<100, bluish) == 0 && count(100..<200, reddish) == 0)
        // The 20-point bold font is the normal titles': the control grows wider than with 13-point titles.
        let plain = UISegmentedControl(items: ["MMM", "MMM"])
        #expect(control.intrinsicContentSize.width > plain.intrinsicContentSize.width)
    }

    /// A disabled segment's title is drawn in `.tertiaryLabel`, not `.label`.
    @Test func aDisabledSegmentIsDrawnDimmed() throws {
        let control = UISegmentedControl(items: ["MMM", "MMM"])
        control.setEnabled(false, forSegmentAt: 1)
        let canvas = try SceneRenderer(scale: 1).render(control.trellis.solvedLayout(width: 200, height: 32))
        let pixels = canvas.pixels(), stride = canvas.width
        func darkest(_ xs: Range<Int>) -> UInt32 {
            (0..<32).flatMap { y in xs.map { pixels[y * stride + $0] & 0xFF } }.min() ?? 255
        }
        // Black text reaches near 0 in the enabled segment; at 30 % alpha over the light track it stays light.
        #expect(darkest(0..<100) < 60)
        #expect(darkest(100..<200) > 120)
    }
}

/// Image segments are drawn: centred in their segment, as templates in the
/// title colour unless `alwaysOriginal` ("segmented controls automatically
/// treat their foreground images as templates", UIKit's
/// `UIImageRenderingMode` header).
@MainActor @Suite struct SegmentedControlImageTests {
    /// A 10 × 10 red square.
    private func square() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// 200 wide, two segments of 94 from x 2 and 102 (centres 49 and 149),
    /// 32 tall: the image covers 44–54 × 11–21 and 144–154 × 11–21.
    @Test func imageSegmentsAreDrawnCentredAndTinted() throws {
        let control = UISegmentedControl(items: [square(), square().withRenderingMode(.alwaysOriginal)])
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) != nil)
        let canvas = try SceneRenderer(scale: 1).render(control.trellis.solvedLayout(width: 200, height: 32))
        let pixels = canvas.pixels(), stride = canvas.width
        let at = { (x: Int, y: Int) in pixels[y * stride + x] & 0xFFFFFF }
        #expect(at(49, 16) == 0x000000)  // a template in `.label`, black in light mode
        #expect(at(149, 16) == 0xFF0000)  // the original's red
        #expect(at(40, 16) != 0x000000 && at(158, 16) != 0xFF0000)  // outside the squares: the track
        control.setTitle("A", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil)
        // A title replaces the image: the square's top-left corner, clear of a 13-point "A", shows the track again.
        let retitled = try SceneRenderer(scale: 1).render(control.trellis.solvedLayout(width: 200, height: 32)).pixels()
        #expect(retitled[11 * stride + 44] & 0xFFFFFF != 0x000000)
    }
}
