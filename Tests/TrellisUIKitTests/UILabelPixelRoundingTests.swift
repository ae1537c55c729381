import Layout
import Testing
@testable import TrellisUIKit

/// A `UILabel`'s size is its text's rounded up to the pixel grid of its
/// traits' `displayScale` (docs/uikit-numbers.md, "UILabel size …
/// rounding"). The test font at 10.25 points: "AB" is two letters of 10.25,
/// 20.5 wide, on a line 10.25 tall (Fixtures/fonts/README.md).
@MainActor @Suite struct UILabelPixelRoundingTests {
    private func label() -> UILabel {
        let label = UILabel()
        label.text = "AB"
        label.font = UIKitTestFont.font(10.25)
        UIKitTestFont.measure(label)
        return label
    }

    private func close(_ size: CGSize, _ width: Double, _ height: Double) -> Bool {
        abs(Double(size.width) - width) < 1e-9 && abs(Double(size.height) - height) < 1e-9
    }

    /// Trellis's default traits are @3x: 61.5 pixels → 62, 30.75 → 31.
    @Test func thirdsOfAPointOnTheDefaultTraits() {
        let label = label()
        #expect(close(label.intrinsicContentSize, 62.0 / 3, 31.0 / 3), "\(label.intrinsicContentSize)")
        let fitting = label.sizeThatFits(CGSize(width: 100, height: 100))
        #expect(close(fitting, 62.0 / 3, 31.0 / 3), "\(fitting)")
    }

    /// Under traits of scale 2 the grid is half a point: 41 pixels (20.5),
    /// 20.5 → 21 pixels (10.5); back to 3 when the override goes.
    @Test func halvesUnderTraitsOfScaleTwo() {
        let label = label()
        label.layoutIfNeeded()
        label.trellis.traitOverrides = UITraitCollection(displayScale: 2)
        label.layoutIfNeeded()
        #expect(close(label.intrinsicContentSize, 20.5, 10.5), "\(label.intrinsicContentSize)")
        #expect(close(label.sizeThatFits(.zero), 20.5, 10.5))
        label.trellis.traitOverrides = UITraitCollection(displayScale: 3)
        label.layoutIfNeeded()
        #expect(close(label.intrinsicContentSize, 62.0 / 3, 31.0 / 3), "\(label.intrinsicContentSize)")
    }
}
