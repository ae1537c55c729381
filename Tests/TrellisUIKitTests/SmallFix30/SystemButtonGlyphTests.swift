import Layout
import Render
import Testing
@testable import TrellisUIKit

/// The system button types with a glyph of their own, as UIKit draws them
/// (docs/uikit-numbers.md, "System button glyphs"): swift-snapshot-testing's
/// `testUIView` reference (iOS 13, @3x) is `UIButton(type: .contactAdd)`
/// at its own size, 73 × 71 pixels: 73 / 3 × 71 / 3 points, a ring whose
/// ink spans pixels 4–68 across and 3–67 down (65 pixels, 21.67 points),
/// a plus whose bars span pixels 21–51 across (row 35) and 19–50 down
/// (column 36), all `systemBlue`. The strokes' thickness, read by coverage,
/// is checked in SystemButtonGlyphTests+Coverage.swift.
@MainActor @Suite struct SystemButtonGlyphTests {
    /// The pixels of `button` at its intrinsic size, at @3x on white.
    func pixels(_ button: UIButton) throws -> (Int, Int) -> UInt32 {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 73.0 / 3, height: 71.0 / 3))
        root.backgroundColor = .white
        button.frame = root.bounds
        root.addSubview(button)
        let canvas = try SceneRenderer(scale: 3).render(root.trellis.solvedLayout(width: 73.0 / 3, height: 71.0 / 3))
        #expect(canvas.width == 73)
        let all = canvas.pixels(), stride = canvas.width
        return { x, y in all[y * stride + x] & 0xFFFFFF }
    }

    private static let blue: UInt32 = 0x007AFF, white: UInt32 = 0xFFFFFF

    @Test(arguments: [UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure])
    func theGlyphTypesAreUIKitsSize(_ type: UIButton.ButtonType) {
        let size = UIButton(type: type).intrinsicContentSize
        #expect(abs(size.width - 73.0 / 3) < 0.001)
        #expect(abs(size.height - 71.0 / 3) < 0.001)
    }

    /// Other types keep their size: a custom or system button without a
    /// title has no glyph (0 wide).
    @Test func otherTypesHaveNoGlyph() {
        #expect(UIButton(type: .system).intrinsicContentSize.width == 0)
        #expect(UIButton(type: .custom).subviews.isEmpty)
        #expect(UIButton(type: .contactAdd).subviews.count == 1)
    }

    @Test func contactAddIsAPlusInACircleInTheTint() throws {
        let at = try pixels(UIButton(type: .contactAdd))
        // The ring, well inside its 4.6-pixel stroke: left, right, top, bottom.
        #expect(at(6, 35) == Self.blue)
        #expect(at(66, 35) == Self.blue)
        #expect(at(36, 5) == Self.blue)
        #expect(at(36, 65) == Self.blue)
        // The plus: its middle and its four arms.
        #expect(at(36, 35) == Self.blue)
        #expect(at(24, 35) == Self.blue)
        #expect(at(48, 35) == Self.blue)
        #expect(at(36, 23) == Self.blue)
        #expect(at(36, 47) == Self.blue)
        // Between ring and plus, and outside the ring.
        #expect(at(14, 35) == Self.white)
        #expect(at(58, 35) == Self.white)
        #expect(at(36, 13) == Self.white)
        #expect(at(28, 28) == Self.white)
        #expect(at(1, 1) == Self.white)
        #expect(at(71, 69) == Self.white)
    }

    /// The glyph takes the button's tint.
    @Test func theGlyphIsTinted() throws {
        let button = UIButton(type: .contactAdd)
        button.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let at = try pixels(button)
        #expect(at(36, 35) == 0xFF0000)
        #expect(at(6, 35) == 0xFF0000)
    }

    /// The info types: the same ring, an "i" (its dot near the top, its
    /// stem below the middle) and no plus arms. The "i"'s size is
    /// `info.circle`'s proportions scaled to the ring (UNSOURCED for UIKit):
    /// the dot 0.20–0.33 of the ring down from its top at 1 point
    /// (pixels 16–24), the stem 9.5 to 17.8 points (pixels 29–53).
    @Test(arguments: [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure])
    func theInfoTypesAreAnIInACircle(_ type: UIButton.ButtonType) throws {
        let at = try pixels(UIButton(type: type))
        #expect(at(6, 35) == Self.blue)
        #expect(at(36, 65) == Self.blue)
        #expect(at(36, 20) == Self.blue)  // the dot
        #expect(at(36, 42) == Self.blue)  // the stem
        #expect(at(36, 26) == Self.white)  // between them
        #expect(at(24, 35) == Self.white)  // no plus arm
        #expect(at(48, 35) == Self.white)
    }

    /// A cell's detail button draws its own 22-point ring: the button in it
    /// has no glyph of its own (it would draw a second ring).
    @Test func theCellsDetailButtonDrawsOneRing() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .detailButton
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        func buttons(in view: UIView) -> [UIButton] {
            view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) }
        }
        let detail = try #require(buttons(in: cell).first { $0.buttonType == .detailDisclosure })
        #expect(detail.systemGlyphView == nil)
    }
}
